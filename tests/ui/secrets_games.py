"""Each game's part of the leak test (tests/ui/test_secrets.py): its secrets, read from the full state
(a seat's hand, its sealed choice, its secret card, its Powers and Plan), the words and pictures that
name them on screen, what an observation tells its viewer, and people making the game's moves through
its table. Test-only.
"""
from __future__ import annotations

import json
import re

import pygame

from tests.ui.secrets_kit import Players, Secrets, strings_of, word

# --- Casino Trifecta ---------------------------------------------------------------------------------

SUIT_GLYPHS = "♠♥♦♣"


class CasinoSecrets(Secrets):
    """Hands and the deck (("card", id)), and each unrevealed secret card (("secret", id)): a text
    naming another seat's secret card together with the word "secret" gives it away even when the card
    itself is in plain sight."""

    CARD = re.compile(r"(?<![A-Za-z0-9])(A|[2-9]|10|J|Q|K)([SHDC])(?![A-Za-z])")

    def held(self, state) -> dict:
        out = {s: {("card", c) for c in state.hands[s]} for s in (0, 1)}
        for s in (0, 1):
            if state.secrets[s] is not None and not state.revealed(s):
                out[s].add(("secret", state.secrets[s]))
        out[None] = {("card", c) for c in state.deck}
        return out

    def known(self, obs: dict) -> set:
        from game.casino import cards as C

        out = set()
        for text in strings_of({k: v for k, v in obs.items() if k != "secrets"}):
            for m in self.CARD.finditer(text):
                out.add(("card", C.card_id(m.group(1) + m.group(2))))
        for name in obs["secrets"]:
            if name:
                out.add(("secret", C.card_id(name)))
        return out

    def forms(self, token) -> list[str]:
        from game.casino import cards as C

        kind, c = token
        if kind != "card":
            return []
        rank = C.RANKS[C.rank(c) - 1]
        words = f"{C.RANK_WORDS[C.rank(c) - 1]} of {C.SUIT_WORDS[C.suit(c)]}"
        return [word(C.NAME[c]), word(rank + SUIT_GLYPHS[C.suit(c)]), r"(?i:\b" + re.escape(words) + r"\b)"]

    def pictures(self, token) -> list:
        kind, c = token
        return [("card", json.dumps(c))] if kind == "card" else []

    TITLE = re.compile(r"The (ace|[2-9]|10|jack|queen|king) of (spades|hearts|diamonds|clubs)")

    def catalogue(self, text: str) -> bool:
        return self.TITLE.fullmatch(text) is not None  # the card tracker's note: one of the 52 it prints

    def contextual(self, token) -> bool:
        return token[0] == "secret"

    def names_with(self, token, text: str) -> bool:
        kind, c = token
        if kind != "secret" or "secret" not in text.lower():
            return False
        return any(re.search(f, text) for f in self.forms(("card", c)))


class CasinoPlayers(Players):
    def act(self, app, table, seat: int) -> None:
        from tests.casino.table_helpers import click, key, perform

        state = table.state
        if state.phase == "secret":
            picker = table.secret_picker
            assert picker is not None and picker.seat == seat, "the secret card's chooser is not open"
            click(table, picker.cells[self.rng.randrange(52)].center)
            key(table, pygame.K_RETURN)
            return
        legal = state.legal_actions(seat)
        small = [a for a in legal if a[0] != "capture" or len(a[2]) + len(a[3]) <= 4]
        perform(table, self.rng.choice(small or legal))


# --- Trifecta: Fancy Dancing ---------------------------------------------------------------------------

class FancySecrets(Secrets):
    """Every hand and the deck: a card by its name ("T8", "*2"), its words ("Tango 8") and its face.
    A Star has no words of its own ("a Star" could be any of the three): its face and name give it away."""

    def held(self, state) -> dict:
        out = {s: {("card", c) for c in hand} for s, hand in enumerate(state.hands)}
        out[None] = {("card", c) for c in state.deck}
        return out

    def known(self, obs: dict) -> set:
        from game.fancy_dancing import cards as C

        out = set()
        for text in strings_of(obs):
            for piece in re.split(r"[\s,;:()\[\]]+", text):
                c = C.BY_NAME.get(piece.upper())
                if c is not None:
                    out.add(("card", c))
        return out

    def forms(self, token) -> list[str]:
        from game.fancy_dancing import cards as C

        c = token[1]
        forms = [word(C.NAME[c])]
        if not C.is_star(c):
            forms.append(word(C.describe(c)))
        return forms

    def pictures(self, token) -> list:
        from game.fancy_dancing import cards as C

        return [("card", C.NAME[token[1]])]


class FancyPlayers(Players):
    """Plays a random legal move: a card by picking it (its number key) and Enter to the first lit
    space, or to the space chosen with play_to, then Enter (End turn); or Refresh."""

    def act(self, app, table, seat: int) -> None:
        from game.fancy_dancing import cards as C

        legal = table.state.legal_actions(seat)
        action = self.rng.choice(legal)
        if action[0] != "play":
            table.refresh()
            return
        _, card, row, side = action
        name = C.NAME[card]
        hand = table.hand_names()
        if name in hand and hand.index(name) < 9:
            _key(table, pygame.K_1 + hand.index(name))  # picked: the lit spaces and the caption show
        assert table.play_to(name, row, side), table.message
        _key(table, pygame.K_RETURN)  # End turn: the held card dances


def _key(table, k: int) -> None:
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


# --- Trifecta --------------------------------------------------------------------------------------------

class TrifectaSecrets(Secrets):
    """Hands and the undealt cards (("card", type); copies of a type are alike, so a type the viewer has
    seen anywhere is not counted), goals nobody has seen yet, and each sealed In or Out card before the
    reveal (("inout", seat): its face). A Single's words are the goals' and the tally's words, so only a
    Complete is looked for in text ("FRC", "Filled Red Circle"); every card is looked for by its face."""

    def observe(self, state, seat):
        return state.observation(state.players if seat is None else seat)

    def held(self, state) -> dict:
        out = {s: {("card", t) for t in hand} for s, hand in enumerate(state.hands)}
        for s, action in state.pending:
            if action[0] in ("in", "out"):
                out[s].add(("inout", s, action[0]))
        out[None] = {("card", t) for t in state.undealt}
        for k, goal in enumerate(state.goals):
            if not state.goal_seen_by(k, None):
                out[None].add(("card", goal))
        return out

    def known(self, obs: dict) -> set:
        from game.trifecta import cards as C

        out = set()
        for text in strings_of(obs):
            for piece in re.split(r"[^A-Za-z]+", text):
                t = C.BY_NAME.get(piece.upper())
                if t is not None:
                    out.add(("card", t))
        return out

    def forms(self, token) -> list[str]:
        from game.trifecta import cards as C

        if token[0] != "card" or C.is_single(token[1]):
            return []
        return [word(C.NAME[token[1]]), word(C.describe(token[1]))]

    def pictures(self, token) -> list:
        from game.trifecta.card_faces import truth_key
        from game.ui.theme import seat_colour

        if token[0] == "card":
            return [("card", json.dumps(token[1]))]
        _, seat, kind = token
        return [("card", json.dumps(truth_key(kind == "in", seat_colour(seat, cb)))) for cb in (False, True)]


class TrifectaPlayers(Players):
    """In or Out by the table's own buttons (I/O), an ante or a bid by clicking hand cards (selected)
    and Confirm (Enter)."""

    def act(self, app, table, seat: int) -> None:
        from game.trifecta import cards as C

        view = table.view()
        legal = table.state.legal_actions(seat)
        action = self.rng.choice(legal)
        if view.decision == "inout":
            _key(table, pygame.K_i if action[0] == "in" else pygame.K_o)
            return
        cards = [action[1]] if action[0] == "ante" else list(action[1])
        table.selected = []
        for i, name in enumerate(view.hand):
            if C.card_id(name) in cards and i not in table.selected:
                cards.remove(C.card_id(name))
                table.click_card(i)
        _key(table, pygame.K_RETURN)


# --- Trifoil (perfect information: nothing is secret, the same structure runs) -------------------------

class TrifoilSecrets(Secrets):
    def held(self, state) -> dict:
        return {}

    def known(self, obs: dict) -> set:
        return set()


class TrifoilPlayers(Players):
    """A random legal move through the table: links and spins by play(), the end by End turn (Enter)."""

    def act(self, app, table, seat: int) -> None:
        from game.trifoil.rules import END

        legal = table.state.legal_actions(seat)
        moves = [a for a in legal if a != END]
        if END in legal and (not moves or self.rng.random() < 0.5):
            _key(table, pygame.K_RETURN)
            return
        table.play(self.rng.choice(moves), seat)


# --- The Dance -----------------------------------------------------------------------------------------

class DanceSecrets(Secrets):
    """Each family's Powers until used (the two drawn, until one is kept), its Plan while hidden (and a
    Plan drawn with Strategic), and the faces of its Refreshments in hand and discarded face down (the
    rules page's "secret to the owner"); a Power by its name ("Old Wealth"), a Plan by its row of
    symbols (marker_art.plan_row), a Refreshment by its id ("Cor2") and chip. Refreshments of a kind
    the viewer has seen are alike, so only kinds it has not seen count (as Trifecta's card types)."""

    def held(self, state) -> dict:
        from game.the_dance import floor as F
        from game.the_dance.phases import KEEP_PLAN
        from game.the_dance.views import plan_public

        out = {s: set() for s in range(state.players)}
        for s in range(state.players):
            for p in state.powers[s]:
                if not state.revealed[s] >> p & 1:
                    out[s].add(("power", p))
            for p in state.power_pair[s]:
                if p not in state.powers[s]:
                    out[s].add(("power", p))
            if state.plans[s] >= 0 and not plan_public(state, s):
                out[s].add(("plan", F.COUNTERS.plans[state.plans[s]].symbols))
            for counts in (state.hands[s], state.disc_down[s]):
                out[s].update(("marker", k) for k, n in enumerate(counts) if n)
        if state.phase == KEEP_PLAN and state.ctx and state.ctx[0] >= 0:
            out[state.actor].add(("plan", F.COUNTERS.plans[state.ctx[0]].symbols))
        return out

    def known(self, obs: dict) -> set:
        from game.the_dance import floor as F

        out = set()
        texts = strings_of(obs)
        blob = "\n".join(texts).lower()
        for p, (pid, name) in enumerate(zip(F.POWER_IDS, F.POWER_NAMES)):
            if re.search(word(pid), blob) or re.search(word(name.lower()), blob):
                out.add(("power", p))
        markers = {m.lower(): k for k, m in enumerate(F.MARKER_IDS)}
        for text in texts:
            for piece in re.split(r"[^A-Za-z0-9]+", text):
                if piece.lower() in markers:
                    out.add(("marker", markers[piece.lower()]))
        plans = {pid.lower(): F.COUNTERS.plans[i].symbols for i, pid in enumerate(F.PLAN_IDS)}
        for text in texts:
            if text.lower() in plans:
                out.add(("plan", plans[text.lower()]))
        return out

    def forms(self, token) -> list[str]:
        from game.the_dance import floor as F

        if token[0] == "power":
            forms = [word(F.POWER_NAMES[token[1]])]
            if "_" in F.POWER_IDS[token[1]]:
                forms.append(word(F.POWER_IDS[token[1]]))
            return forms
        if token[0] == "marker":
            return [word(F.MARKER_IDS[token[1]])]
        return []

    def pictures(self, token) -> list:
        from game.the_dance import floor as F

        if token[0] == "plan":
            return [("art:plan_row", token[1])]
        if token[0] == "marker":
            return [("art:refreshment_chip", F.MARKER_IDS[token[1]])]
        return []


class DancePlayers(Players):
    """A random legal action through the table's play(), as its choosers and floor clicks end in."""

    def act(self, app, table, seat: int) -> None:
        legal = table.state.legal_actions(seat)
        table.play(self.rng.choice(legal), seat)


GAMES = {
    # game id: (players, options, secrets, players' hands)
    "casino": (2, {}, CasinoSecrets, CasinoPlayers),
    "fancy_dancing": (2, {}, FancySecrets, FancyPlayers),
    "trifecta": (3, {}, TrifectaSecrets, TrifectaPlayers),
    "trifoil": (2, {}, TrifoilSecrets, TrifoilPlayers),
    # 12 rounds meet every kind of move and phase (Plans kept, drawn and regaled, Powers kept, strategic
    # moves) and every kind of secret (Powers, Plans, markers) that 20 did, in these seeds, at 6/10 the frames
    "the_dance": (3, {"turn_limit": 12}, DanceSecrets, DancePlayers),
}
