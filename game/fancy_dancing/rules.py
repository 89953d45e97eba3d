"""Trifecta: Fancy Dancing's rules: play cards into the Plus, Minus and Style rows on either side of
the centre column; a side's fifth card scores an Accolade at 21-26 points. Duel, solitaire,
cooperative and endurance modes.

Pure Python: never imports pygame. Implements shared/rules/fancy_dancing.md through game.core.
Actions: ("play", card, row, side), ("refresh",), and the chance outcome ("deck", (card, ...)) — a
whole new deck order, top card first.
"""
from __future__ import annotations

import random
import re

from game.core.api import CHANCE, Game, GameInfo, IllegalAction, OptionSpec, SlottedState
from game.fancy_dancing import cards as C
from game.fancy_dancing.cards import NAME, POWER, STYLE, is_star

VERSION = 1
DUEL, SOLITAIRE, COOPERATIVE, ENDURANCE = "duel", "solitaire", "cooperative", "endurance"
MODES = (DUEL, SOLITAIRE, COOPERATIVE, ENDURANCE)
MODE_PLAYERS = {DUEL: (2, 2), SOLITAIRE: (1, 1), COOPERATIVE: (2, 4), ENDURANCE: (1, 4)}
PLAY, REFRESH, DECK = "play", "refresh", "deck"
REFRESH_ACTION = (REFRESH,)
# Phases: waiting for the opening shuffle, a rebuilt deck's shuffle, a seat's choice, or the end.
DEAL, REBUILD, TURN, OVER = "deal", "rebuild", "turn", "over"
ACCOLADES_TO_WIN = int(C.DECK["accolades_to_win"])
SET_ASIDE = int(C.DECK["set_aside"])
TIME_TOKENS = int(C.DECK["time_tokens"])
MAX_REBUILDS = int(C.DECK["max_rebuilds"])
HAND_SIZE = int(C.DECK["hand_size"])
PLUS, MINUS, STYLE_ROW = "plus", "minus", "style"


def event_json(event: tuple) -> list:
    """A public event of the last move, with card names, for observations (the table animates these):
    ("deal", n) ("set_aside", n) ("play", seat, card, row, side) ("flip", row, rule)
    ("score", row, side, total, accolade?, cards) ("refresh", seat, n) ("draw", seat, n)
    ("rebuild", n) ("time", tokens left)."""
    if event[0] == "play":
        return [event[0], event[1], NAME[event[2]], event[3], event[4]]
    if event[0] == "score":
        return [*event[:5], [NAME[c] for c in event[5]]]
    return list(event)


def side_label(side: int) -> str:
    return f"p{side + 1}"


class FancyState(SlottedState):
    __slots__ = (
        "mode", "players", "first", "phase", "turn", "deck", "discard", "hands", "rows", "centres",
        "accolades", "tasks", "rebuilds", "tokens", "generation", "card_gen", "result", "events",
        "last_actor", "_legal",
    )

    game: "FancyGame"

    # --- shape of the game ------------------------------------------------------------------
    @property
    def solo(self) -> bool:
        return self.mode != DUEL

    @property
    def sides(self) -> tuple:
        return (0,) if self.solo else (0, 1)

    def side_owner_name(self, side: int) -> str:
        if self.solo:
            return "the team" if self.players > 1 else "you"
        return self.game.info.seat_name(side)

    def row_cards(self, row: int, side: int) -> tuple:
        return self.rows[row * 2 + side]

    def row_rule(self, row: int) -> str:
        return self.centres[row]

    @staticmethod
    def leader(cards) -> int | None:
        """The card a new card follows: the last non-Star card of the side-row (None: anything goes)."""
        for c in reversed(cards):
            if not is_star(c):
                return c
        return None

    # --- whose move ----------------------------------------------------------------------------
    def to_move(self) -> frozenset:
        if self.phase in (DEAL, REBUILD):
            return frozenset((CHANCE,))
        if self.phase == TURN:
            return frozenset((self.turn,))
        return frozenset()

    def is_over(self) -> bool:
        return self.phase == OVER

    # --- legal actions -------------------------------------------------------------------------
    def refusal(self, card: int, row: int, side: int) -> str:
        """Why `card` may not go to `row` on `side` now ("" when it may)."""
        if side not in self.sides:
            return "Solo games use only one side of the dance floor." if self.solo else "No such side."
        if not 0 <= row < len(C.ROW_NAMES):
            return "No such row."
        if is_star(card):
            return ""
        lead = self.leader(self.row_cards(row, side))
        if lead is None:
            return ""
        rule = self.centres[row]
        if rule == PLUS and POWER[card] < POWER[lead]:
            return f"Plus row: {POWER[card]} is lower than {POWER[lead]}."
        if rule == MINUS and POWER[card] > POWER[lead]:
            return f"Minus row: {POWER[card]} is higher than {POWER[lead]}."
        if rule == STYLE_ROW and STYLE[card] != STYLE[lead]:
            return (f"Style row: {C.STYLE_NAMES[STYLE[card]]} cannot follow "
                    f"{C.STYLE_NAMES[STYLE[lead]]}.")
        return ""

    def legal_actions(self, player: int | None = None) -> list:
        if self.phase != TURN or (player is not None and player != self.turn):
            return []
        if self._legal is None:
            actions = []
            for card in sorted(self.hands[self.turn]):
                for row in range(len(C.ROW_NAMES)):
                    for side in self.sides:
                        if not self.refusal(card, row, side):
                            actions.append((PLAY, card, row, side))
            actions.append(REFRESH_ACTION)
            self._legal = actions
        return list(self._legal)

    def sample_chance(self, rng: random.Random):
        if self.phase == DEAL:
            order = list(C.ALL_CARDS)
        elif self.phase == REBUILD:
            order = list(self.discard)
        else:
            raise IllegalAction("No chance event is pending.")
        rng.shuffle(order)
        return (DECK, tuple(order))

    # --- applying ----------------------------------------------------------------------------------
    def apply(self, action, player: int | None = None) -> "FancyState":
        seat = self.resolve_player(player)
        if isinstance(action, list):
            action = tuple(action)
        if seat == CHANCE:
            return self._apply_chance(action)
        if not isinstance(action, tuple) or not action:
            raise IllegalAction("That is not a Fancy Dancing move.")
        if action == REFRESH_ACTION:
            return self._refresh()
        if action[0] == PLAY and len(action) == 4:
            _, card, row, side = action
            if card not in self.hands[seat]:
                raise IllegalAction(f"{NAME[card] if 0 <= card < C.NUM_CARDS else card} is not in your hand.")
            reason = self.refusal(card, row, side)
            if reason:
                raise IllegalAction(reason)
            return self._play(card, row, side)
        raise IllegalAction("That is not a Fancy Dancing move.")

    def _apply_chance(self, action) -> "FancyState":
        if not (isinstance(action, tuple) and len(action) == 2 and action[0] == DECK):
            raise IllegalAction("A shuffle lists the whole new deck order.")
        order = tuple(action[1])
        expected = C.ALL_CARDS if self.phase == DEAL else self.discard
        if sorted(order) != sorted(expected):
            what = "all 39 cards" if self.phase == DEAL else "exactly the cards of the discard pile"
            raise IllegalAction(f"The new deck must hold {what}.")
        if self.phase == DEAL:
            return self._deal(order)
        return self._rebuilt(order)

    def _deal(self, order: tuple) -> "FancyState":
        deck = list(order)
        hands = [[] for _ in range(self.players)]
        for _ in range(HAND_SIZE):
            for seat in range(self.players):
                hands[seat].append(deck.pop(0))
        discard = ()
        events = [("deal", HAND_SIZE)]
        if self.solo:
            discard = tuple(deck[:SET_ASIDE])
            del deck[:SET_ASIDE]
            events.append(("set_aside", SET_ASIDE))
        state = self._with(deck=tuple(deck), hands=tuple(tuple(h) for h in hands), discard=discard,
                           phase=TURN, turn=self.first, events=())
        return state._run_tasks(((self.first, 1),), self.first, events)

    def _rebuilt(self, order: tuple) -> "FancyState":
        generation = self.generation + 1
        card_gen = list(self.card_gen)
        for c in order:
            card_gen[c] = generation
        deck, discard = list(order), ()
        events = list(self.events) + [("rebuild", len(order))]
        if self.mode == ENDURANCE:
            discard = tuple(deck[:SET_ASIDE])
            del deck[:SET_ASIDE]
            events.append(("set_aside", len(discard)))
        state = self._with(deck=tuple(deck), discard=discard, rebuilds=self.rebuilds + 1,
                           generation=generation, card_gen=tuple(card_gen), phase=TURN, events=())
        return state._run_tasks(self.tasks, self.turn, events)

    def _play(self, card: int, row: int, side: int) -> "FancyState":
        me = self.turn
        hands = list(self.hands)
        hands[me] = tuple(c for c in hands[me] if c != card)
        rows = list(self.rows)
        placed = rows[row * 2 + side] + (card,)
        centres = list(self.centres)
        accolades = list(self.accolades)
        discard = self.discard
        events = [("play", me, card, row, side)]
        rule = centres[row]
        if rule == MINUS and POWER[card] == C.FLIP_IN_MINUS:
            centres[row] = PLUS
            events.append(("flip", row, PLUS))
        elif rule == PLUS and POWER[card] == C.FLIP_IN_PLUS:
            centres[row] = MINUS
            events.append(("flip", row, MINUS))
        if len(placed) == C.SPACES:
            total = C.best_total(placed)
            won = C.SCORE_LOW <= total <= C.SCORE_HIGH
            if won:
                accolades[side] += 1
            events.append(("score", row, side, total, won, list(placed)))
            discard = discard + placed
            placed = ()
        rows[row * 2 + side] = placed
        state = self._with(hands=tuple(hands), rows=tuple(rows), centres=tuple(centres),
                           accolades=tuple(accolades), discard=discard, last_actor=me, events=())
        if self.mode != ENDURANCE and accolades[side] >= ACCOLADES_TO_WIN:
            if self.solo:
                return state._end(tuple(1.0 for _ in range(self.players)),
                                  f"Three Accolades: {self.side_owner_name(0)} won!", events)
            ret = [0.0] * self.players
            ret[side] = 1.0
            return state._end(tuple(ret), f"{self.game.info.seat_name(side)} won three Accolades.", events)
        nxt = (me + 1) % self.players
        return state._run_tasks(((nxt, 1),), nxt, events)

    def _refresh(self) -> "FancyState":
        me = self.turn
        hands = list(self.hands)
        discarded = hands[me]
        hands[me] = ()
        state = self._with(hands=tuple(hands), discard=self.discard + discarded, last_actor=me, events=())
        nxt = (me + 1) % self.players
        return state._run_tasks(((me, HAND_SIZE), (nxt, 1)), nxt, [("refresh", me, len(discarded))])

    def _run_tasks(self, tasks: tuple, next_turn: int, events: list) -> "FancyState":
        """Carry out pending draws ((seat, count), ...) then hand the turn to `next_turn`. A draw that
        finds the deck empty rebuilds it (a chance node), ends the game, or draws nothing, by mode."""
        deck = list(self.deck)
        hands = [list(h) for h in self.hands]
        tasks = list(tasks)
        while tasks:
            seat, count = tasks[0]
            drawn = 0
            while drawn < count and deck:
                hands[seat].append(deck.pop(0))
                drawn += 1
            if drawn:
                events.append(("draw", seat, drawn))
            if drawn == count:
                tasks.pop(0)
                continue
            # This draw found the deck empty.
            remaining = ((seat, count - drawn),) + tuple(tasks[1:])
            state = self._with(deck=(), hands=tuple(tuple(h) for h in hands), turn=next_turn)
            if self.mode in (SOLITAIRE, COOPERATIVE):
                return state._end(tuple(0.0 for _ in range(self.players)),
                                  "The deck ran out before three Accolades.", events)
            if self.mode == ENDURANCE:
                tokens = self.tokens - 1
                events.append(("time", tokens))
                state = state._with(tokens=tokens)
                if tokens <= 0 or not self.discard:
                    total = self.accolades[0]
                    return state._end(tuple((1.0 if total >= ACCOLADES_TO_WIN else 0.0) for _ in range(self.players)),
                                      f"Three passes through the deck: {total} Accolade{'s' * (total != 1)}.",
                                      events)
                return state._with(phase=REBUILD, tasks=remaining, events=tuple(events))
            if not self.discard:  # duel with both piles empty: this draw draws nothing
                tasks.pop(0)
                continue
            if self.rebuilds >= MAX_REBUILDS:
                return state._end_on_accolades(events)
            return state._with(phase=REBUILD, tasks=remaining, events=tuple(events))
        return self._with(deck=tuple(deck), hands=tuple(tuple(h) for h in hands), phase=TURN,
                          turn=next_turn, tasks=(), events=tuple(events))

    def _end(self, returns: tuple, reason: str, events: list) -> "FancyState":
        return self._with(phase=OVER, result=(returns, reason), tasks=(), events=tuple(events))

    def _end_on_accolades(self, events: list) -> "FancyState":
        a, b = self.accolades
        if a == b:
            return self._end((0.5, 0.5), f"The deck was rebuilt {MAX_REBUILDS} times; Accolades are level: "
                                         "a draw.", events)
        winner = 0 if a > b else 1
        ret = [0.0, 0.0]
        ret[winner] = 1.0
        return self._end(tuple(ret), f"The deck was rebuilt {MAX_REBUILDS} times; "
                                     f"{self.game.info.seat_name(winner)} has more Accolades.", events)

    # --- the end -----------------------------------------------------------------------------------
    def returns(self) -> tuple:
        if self.result is None:
            return tuple(0.0 for _ in range(self.players))
        return self.result[0]

    def end_reason(self) -> str:
        return "" if self.result is None else self.result[1]

    def scores(self) -> tuple:
        if self.solo:
            return tuple(float(self.accolades[0]) for _ in range(self.players))
        return tuple(float(a) for a in self.accolades)

    # --- views -------------------------------------------------------------------------------------
    def observation(self, player: int) -> dict:
        rows = [[[NAME[c] for c in self.rows[r * 2 + s]] for s in (0, 1)] for r in range(len(C.ROW_NAMES))]
        return {
            "game": "fancy_dancing",
            "mode": self.mode,
            "players": self.players,
            "viewer": player,
            "phase": self.phase,
            "to_move": None if self.phase != TURN else self.turn,
            "hand": ([NAME[c] for c in sorted(self.hands[player])]
                     if isinstance(player, int) and 0 <= player < self.players else []),
            "hand_sizes": [len(h) for h in self.hands],
            # When each hidden card was drawn (which pass through the deck) is public, and it is all
            # that tells one unseen card from another.
            "hand_generations": [sorted(self.card_gen[c] for c in h) for h in self.hands],
            # The pass of every card, by card id: public (each pass is exactly the discard pile everyone
            # saw rebuilt), and what determinize keeps, so equal views are dealt alike.
            "card_passes": list(self.card_gen),
            "deck_count": len(self.deck),
            "discard": [NAME[c] for c in self.discard],
            "rows": rows,
            "centres": list(self.centres),
            "accolades": list(self.accolades),
            "rebuilds": self.rebuilds,
            "time_tokens": self.tokens,
            "generation": self.generation,
            "events": [event_json(e) for e in self.events],
            "over": self.phase == OVER,
            "returns": list(self.returns()),
            "end_reason": self.end_reason(),
        }

    def determinize(self, player: int, rng: random.Random) -> "FancyState":
        """Deal the cards `player` cannot see (other hands and the deck) afresh. Cards only trade
        places with cards of the same pass through the deck: a card still held from an earlier pass
        cannot be in today's deck, and everyone saw which pass each draw came from."""
        hidden_places = []  # (seat or -1 for the deck, index)
        for seat, hand in enumerate(self.hands):
            if seat != player:
                hidden_places.extend((seat, i) for i in range(len(hand)))
        hidden_places.extend((-1, i) for i in range(len(self.deck)))
        if not hidden_places:
            return self
        by_gen: dict[int, list] = {}
        for place in hidden_places:
            card = self.deck[place[1]] if place[0] < 0 else self.hands[place[0]][place[1]]
            by_gen.setdefault(self.card_gen[card], []).append((place, card))
        hands = [list(h) for h in self.hands]
        deck = list(self.deck)
        for group in by_gen.values():
            cards = [card for _, card in group]
            rng.shuffle(cards)
            for (place, _), card in zip(group, cards):
                if place[0] < 0:
                    deck[place[1]] = card
                else:
                    hands[place[0]][place[1]] = card
        return self._with(deck=tuple(deck), hands=tuple(tuple(h) for h in hands))

    # --- notation ----------------------------------------------------------------------------------
    def action_to_str(self, action) -> str:
        kind = action[0]
        if kind == REFRESH:
            return "refresh"
        if kind == DECK:
            return "deck " + ",".join(NAME[c] for c in action[1])
        _, card, row, side = action
        return f"play {NAME[card]} {C.ROW_NAMES[row]} {side_label(side)}"

    _PLAY = re.compile(r"^\s*play\s+(\S+)\s+r([1-3])\s+p([12])\s*$", re.I)

    def parse_action(self, text: str):
        t = text.strip()
        if t.lower() == "refresh":
            return REFRESH_ACTION
        if t.lower().startswith("deck"):
            body = t[4:].strip()
            try:
                order = tuple(C.card_id(n) for n in body.split(",")) if body else ()
            except KeyError as exc:
                raise IllegalAction(f"Cannot read the deck order: {exc.args[0]}.") from None
            return (DECK, order)
        m = self._PLAY.match(t)
        if m:
            try:
                card = C.card_id(m.group(1))
            except KeyError:
                raise IllegalAction(f"There is no card {m.group(1)!r} (cards look like W7, T13, *1).") from None
            return (PLAY, card, int(m.group(2)) - 1, int(m.group(3)) - 1)
        raise IllegalAction(f"Cannot read {text!r}: write e.g. 'play T7 r1 p2' or 'refresh'.")

    # --- serialisation -----------------------------------------------------------------------------
    def to_json(self) -> dict:
        names = lambda cs: [NAME[c] for c in cs]  # noqa: E731
        return {
            "game": "fancy_dancing", "version": VERSION, "mode": self.mode, "players": self.players,
            "first": self.first, "phase": self.phase, "turn": self.turn,
            "deck": names(self.deck), "discard": names(self.discard),
            "hands": [names(h) for h in self.hands], "rows": [names(r) for r in self.rows],
            "centres": list(self.centres), "accolades": list(self.accolades),
            "tasks": [list(t) for t in self.tasks], "rebuilds": self.rebuilds, "tokens": self.tokens,
            "generation": self.generation, "card_gen": list(self.card_gen),
            "result": None if self.result is None else [list(self.result[0]), self.result[1]],
            "events": [list(e) if e[0] != "score" else [*e[:5], list(e[5])] for e in self.events],
            "last_actor": self.last_actor,
        }

    def __repr__(self) -> str:
        return f"<FancyDancing {self.mode} {self.phase} seat {self.turn} deck {len(self.deck)}>"


class FancyGame(Game):
    info = GameInfo(
        id="fancy_dancing",
        title="Trifecta: Fancy Dancing",
        min_players=1,
        max_players=4,
        chance=True,
        hidden_info=True,
        version=VERSION,
        tagline="Land rows of 21 to 26 on the dance floor to win three Accolades.",
        seat_names=("Player 1", "Player 2", "Player 3", "Player 4"),
        options=(
            OptionSpec("mode", "Mode", ((DUEL, "Duel"), (SOLITAIRE, "Solitaire"), (COOPERATIVE, "Cooperative"),
                                        (ENDURANCE, "Endurance")), DUEL,
                       "Duel for two; solitaire for one; co-op for 2-4 on one side; endurance: three passes."),
            OptionSpec("first", "First player", ((0, "Player 1"), (1, "Player 2"), (2, "Player 3"),
                                                 (3, "Player 4")), 0, "Who takes the first turn."),
        ),
        bot_module="game.fancy_dancing.bot",
        scene_module="game.fancy_dancing.scene",
        help_module="game.fancy_dancing.help",
    )

    @staticmethod
    def default_mode(players: int) -> str:
        return {1: SOLITAIRE, 2: DUEL}.get(players, COOPERATIVE)

    def default_options(self, players: int | None = None) -> dict:
        options = self.info.default_options()
        options["mode"] = self.default_mode(players if players is not None else 2)
        return options

    def new_game(self, players: int | None = None, options: dict | None = None) -> FancyState:
        players = self.check_players(players if players is not None else 2)
        opts = self.check_options(options, players)
        mode = opts["mode"]
        lo, hi = MODE_PLAYERS[mode]
        if not lo <= players <= hi:
            raise ValueError(f"{mode} is for {lo}-{hi} players, not {players}.")
        if not 0 <= opts["first"] < players:
            raise ValueError(f"first player must be a seat of the {players} players")
        sides = 1 if mode != DUEL else 2
        return FancyState._make(
            mode=mode, players=players, first=opts["first"], phase=DEAL, turn=opts["first"], deck=(),
            discard=(), hands=tuple(() for _ in range(players)), rows=((),) * (2 * len(C.ROW_NAMES)),
            centres=tuple(C.ROW_CENTRES), accolades=(0,) * sides, tasks=(), rebuilds=0,
            tokens=TIME_TOKENS if mode == ENDURANCE else 0, generation=0, card_gen=(0,) * C.NUM_CARDS,
            result=None, events=(), last_actor=None)

    def from_json(self, data: dict) -> FancyState:
        if data.get("game") != "fancy_dancing" or data.get("version") != VERSION:
            raise ValueError("not a Fancy Dancing state of this version")
        ids = lambda names: tuple(C.card_id(n) for n in names)  # noqa: E731
        result = data.get("result")
        events = tuple(tuple(e) if e[0] != "score" else (*e[:5], tuple(e[5])) for e in data.get("events", []))
        state = FancyState._make(
            mode=data["mode"], players=int(data["players"]), first=int(data["first"]), phase=data["phase"],
            turn=int(data["turn"]), deck=ids(data["deck"]), discard=ids(data["discard"]),
            hands=tuple(ids(h) for h in data["hands"]), rows=tuple(ids(r) for r in data["rows"]),
            centres=tuple(data["centres"]), accolades=tuple(int(a) for a in data["accolades"]),
            tasks=tuple(tuple(int(x) for x in t) for t in data["tasks"]), rebuilds=int(data["rebuilds"]),
            tokens=int(data["tokens"]), generation=int(data["generation"]),
            card_gen=tuple(int(g) for g in data["card_gen"]),
            result=None if result is None else (tuple(float(x) for x in result[0]), str(result[1])),
            events=events, last_actor=data.get("last_actor"))
        everything = sorted(state.deck + state.discard + sum(state.hands, ()) + sum(state.rows, ()))
        if state.phase != DEAL and everything != list(C.ALL_CARDS):
            raise ValueError("the cards in this state are not exactly the 39-card deck")
        return state


GAME = FancyGame()
FancyState.game = GAME
