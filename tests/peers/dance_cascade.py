"""An outside player for The Dance: a rule cascade written from the rules page alone, a yardstick for our
levels (`--bots hard,peer:tests.peers.dance_cascade`).

Shares no code with game/ai, the game's bots or its rules modules (only the peers' contract): it reads only `observation(seat)` (a plain dict),
`legal_actions(seat)` and the notation text of each action (`state.action_to_str`), and it carries its
own copy of the page's tables (Avatar ratings, Dancer pips, Plans) and its own hex geometry. Never
imports pygame.

The cascade, first rule that applies wins:
- Dance Step: seat a Dancer the Plan still needs; lead a needed Dancer nearest its entry hex; buy
  Discipline's marker with a full hand; draw with Strategic when more than one symbol is missing; walk
  next to the unaligned needed Dancer with the best target number (else towards the nearest one);
  done.
- Influence Step: the best attempt on a needed unaligned Dancer (a Refreshment only when it adds to a
  target below 6); else free a rival's Dancer when the odds are at least even; else call the Server
  with fewer than two Refreshments; else pass.
- After a failed roll: reroll or adjust with the least useful Refreshment; discards: the least useful.
The same view and seed give the same choice: the only tie-breaks are the legal order and the text.
"""
from __future__ import annotations

from tests.peers.contract import Peer

DOMAINS = ("ext", "cor", "sub", "con")

# Avatar ratings (ext, cor, sub, con), from the rules page's Avatars table.
RATINGS = {"saar": (0, 1, 1, 2), "vass": (1, 0, 2, 1), "corvinu": (1, 2, 0, 1), "balaz": (2, 1, 1, 0),
           "ferencz": (1, 1, 0, 2), "moroi": (0, 2, 1, 1)}
# Dancer pips (ext, cor, sub, con; None where the Domain is negated), from the Dancers table.
X = None
PIPS = {"anna": (X, X, 1, 2), "julia": (0, 1, X, 2), "marta": (1, 2, 0, X), "todoran": (2, 1, X, 0),
        "belan": (1, X, 2, 0), "lupei": (1, 0, X, 2), "constantin": (0, 2, 1, X), "iosif": (2, X, 1, 0),
        "albu": (0, 1, X, 2), "irina": (1, 2, X, 0), "dragomir": (2, 0, X, 1), "sofia": (0, 1, 2, X),
        "weiss": (1, 2, X, X), "hollo": (X, 0, 1, 2), "stefan": (0, X, 2, 1), "elena": (X, 1, 0, 2),
        "petrescu": (2, X, 0, 1), "radu": (1, X, 2, 1), "liszka": (1, 1, 1, X), "orlov": (X, 2, 1, 1),
        "ecaterina": (2, 1, 0, X), "bratu": (X, 2, X, 1), "clara": (1, 2, 0, X), "silvestru": (X, X, 2, 1)}
PLANS = {"P1": "RRR", "P2": "YYY", "P3": "BBB", "P4": "GGG", "P5": "RRYY", "P6": "YYBB", "P7": "BBGG",
         "P8": "GGRR", "P9": "RYBGR", "P10": "RYBGY", "P11": "RYBGB", "P12": "RYBGG"}
POWER_ORDER = ("mesmerize", "athletic", "overwhelming", "resourceful", "willpower", "tactician",
               "discipline", "regale", "shadow", "strategic", "old_wealth", "host")


def axial(label: str) -> tuple[int, int]:
    """A hex label's axial coordinates: q is the column index, r = (row - 1) - (q - (q & 1)) / 2."""
    q = ord(label[0].upper()) - ord("A")
    row = int(label[1:])
    return q, (row - 1) - (q - (q & 1)) // 2


def distance(a: str, b: str) -> int:
    (q1, r1), (q2, r2) = axial(a), axial(b)
    dq, dr = q1 - q2, r1 - r2
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def marker_pips(marker: str) -> tuple[str | None, int]:
    """(Domain, pips) of a Refreshment id such as Con2; (None, 0) for the Ankh."""
    if marker.lower() == "ankh":
        return None, 0
    return marker[:3].lower(), int(marker[3:])


class View:
    """What the cascade reads from one observation: its family, its Plan's needs, the Dancers."""

    def __init__(self, obs: dict, seat: int):
        self.obs = obs
        self.me = obs["families"][seat]
        self.avatar = self.me["avatar"]
        self.hex = self.me["hex"]
        self.entry = self.me["entry"]
        self.dancers = {d["id"]: d for d in obs["dancers"]}
        self.hand = list(obs.get("hand") or [])
        self.need = self._need()

    def _need(self) -> dict:
        need: dict = {}
        for sym in PLANS.get(self.me.get("plan") or "", ""):
            need[sym] = need.get(sym, 0) + 1
        for d in self.me["seated"]:
            sym = self.dancers[d]["symbol"]
            if need.get(sym, 0) > 0:
                need[sym] -= 1
        return need

    def held_useful(self) -> list:
        """My held Dancers that fill a still-missing symbol, nearest the entry hex first."""
        need = dict(self.need)
        out = []
        for d in sorted(self.me["holds"], key=lambda d: (distance(self.dancers[d]["hex"], self.entry), d)):
            sym = self.dancers[d]["symbol"]
            if need.get(sym, 0) > 0:
                need[sym] -= 1
                out.append(d)
        return out

    def open_need(self) -> dict:
        """Symbols still missing after the seated and the usefully held Dancers."""
        need = dict(self.need)
        for d in self.held_useful():
            need[self.dancers[d]["symbol"]] -= 1
        return need

    def number(self, dancer: str, domain: str, refs: list) -> int:
        dom = DOMAINS.index(domain)
        pips = PIPS[dancer][dom] or 0
        extra = sum(p for k, p in map(marker_pips, refs) if k == domain)
        return RATINGS[self.avatar][dom] + pips + extra

    def marker_worth(self, marker: str) -> float:
        dom, pips = marker_pips(marker)
        if dom is None:
            return 1.5
        return pips * (1 + RATINGS[self.avatar][DOMAINS.index(dom)])


def parse(text: str) -> tuple[str, list]:
    words = text.split()
    return words[0], words[1:]


class CascadeBot(Peer):
    """make_bot(seed).choose(state, seat): the cascade's choice from the seat's observation."""

    def decide(self, state, seat: int):
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        texts = {state.action_to_str(a): a for a in legal}
        view = View(state.observation(seat), seat)
        pick = self.pick(view, list(texts))
        return texts.get(pick, legal[0])

    def pick(self, v: View, texts: list) -> str:
        phase = v.obs["phase"]
        kinds: dict = {}
        for t in texts:
            kinds.setdefault(parse(t)[0], []).append(t)
        if "influence" in kinds or "foil" in kinds or "server" in kinds or ("pass" in kinds and "done" not in kinds):
            return self.influence(v, kinds)
        if "done" in kinds:
            return self.dance(v, kinds)
        if "accept" in kinds:
            return self.after_roll(v, kinds)
        if "discard" in kinds:
            return min(kinds["discard"], key=lambda t: (v.marker_worth(parse(t)[1][0]), t))
        if "drop" in kinds:
            useful = v.held_useful()
            return min(kinds["drop"], key=lambda t: (parse(t)[1][0] in useful,
                                                     -distance(v.dancers[parse(t)[1][0]]["hex"], v.entry), t))
        if "keep" in kinds:
            return self.keep(v, kinds["keep"], phase)
        return texts[0]

    # --- the Dance Step ---------------------------------------------------------------------------
    def dance(self, v: View, kinds: dict) -> str:
        useful = v.held_useful()
        for t in kinds.get("lead", []):
            _, (d, where) = parse(t)
            if d in useful and where.endswith("seat"):
                return t
        for d in useful:
            leads = [t for t in kinds.get("lead", []) if parse(t)[1][0] == d]
            here = distance(v.dancers[d]["hex"], v.entry)
            best = min(leads, key=lambda t: (distance(parse(t)[1][1], v.entry), t), default=None)
            if best is not None and distance(parse(best)[1][1], v.entry) < here:
                return best
        missing = sum(max(0, n) for n in v.need.values())
        if "discipline" in kinds and len(v.hand) >= 3 and missing >= 2:
            return min(kinds["discipline"], key=lambda t: (sum(map(v.marker_worth, parse(t)[1][0].split(","))), t))
        if "strategic" in kinds and missing > 1:
            return "strategic"
        if "move" in kinds:
            walk = self.walk(v, kinds["move"])
            if walk is not None:
                return walk
        return "done"

    def targets(self, v: View) -> list:
        """(best target number, hex) of the unaligned Dancers on the floor of a symbol still open."""
        need = v.open_need()
        out = []
        for d, info in v.dancers.items():
            if info["hex"] is None or info["held_by"] is not None or info["seated_at"] is not None:
                continue
            if need.get(info["symbol"], 0) <= 0:
                continue
            best = max(RATINGS[v.avatar][i] + p for i, p in enumerate(PIPS[d]) if p is not None)
            out.append((best, info["hex"]))
        return out

    def walk(self, v: View, moves: list) -> str | None:
        targets = self.targets(v)
        if not targets:
            return None

        def score(hexes: str, ankh: bool) -> tuple:
            adjacent = max((n for n, h in targets if distance(hexes, h) == 1), default=0)
            nearest = min(distance(hexes, h) for _, h in targets)
            return (adjacent, -nearest, -ankh)

        stay = score(v.hex, False)
        best = max(moves, key=lambda t: (score(parse(t)[1][0], "+Ankh" in t), t))
        if score(parse(best)[1][0], "+Ankh" in best) <= stay:
            return None
        return best

    # --- the Influence Step -----------------------------------------------------------------------
    def influence(self, v: View, kinds: dict) -> str:
        need = v.open_need()
        best, best_key = None, None
        frees = []
        for t in kinds.get("influence", []):
            _, words = parse(t)
            d, domain = words[0], words[1]
            refs = words[2].lstrip("+").split("+") if len(words) > 2 else []
            number = v.number(d, domain, refs)
            info = v.dancers[d]
            if info["held_by"] is not None:
                frees.append((min(number, 6), -len(refs), t))
                continue
            if need.get(info["symbol"], 0) <= 0:
                continue
            base = v.number(d, domain, [])
            if refs and base >= 6:
                continue  # a Refreshment that adds nothing to a sure thing
            key = (min(number, 6), -len(refs), t)
            if best_key is None or key > best_key:
                best, best_key = t, key
        if best is not None:
            return best
        if frees:
            top = max(frees)
            if top[0] >= 3:
                return top[2]
        if "server" in kinds and len(v.hand) < 2:
            return "server"
        return "pass" if "pass" in kinds else sorted(t for ts in kinds.values() for t in ts)[0]

    def after_roll(self, v: View, kinds: dict) -> str:
        attempt = v.obs.get("attempt") or {}
        die, number = attempt.get("die"), attempt.get("number")
        if die is not None and number is not None and die <= number:
            return "accept"
        for t in sorted(kinds.get("adjust", []), key=lambda t: (v.marker_worth(parse(t)[1][1]), t)):
            if parse(t)[1][0] == "-1" and (die is None or number is None or die - 1 <= number):
                return t
        rerolls = sorted(kinds.get("reroll", []), key=lambda t: (v.marker_worth(parse(t)[1][0]), t))
        return rerolls[0] if rerolls else "accept"

    def keep(self, v: View, keeps: list, phase: str) -> str:
        names = [parse(t)[1][0] for t in keeps]
        if set(names) <= {"new", "old"}:
            drawn = (v.obs.get("private") or {}).get("plan_drawn")
            if drawn and self._plan_short(v, drawn) < self._plan_short(v, v.me.get("plan")):
                return "keep new"
            return "keep old"
        if all(n in PIPS for n in names):
            useful = v.held_useful() + [d for d in names if v.need.get(v.dancers[d]["symbol"], 0) > 0]
            return max(keeps, key=lambda t: (parse(t)[1][0] in useful,
                                             -distance(v.dancers[parse(t)[1][0]]["hex"], v.entry), t))
        return min(keeps, key=lambda t: (POWER_ORDER.index(parse(t)[1][0]) if parse(t)[1][0] in POWER_ORDER
                                         else len(POWER_ORDER), t))

    def _plan_short(self, v: View, plan: str | None) -> int:
        need: dict = {}
        for sym in PLANS.get(plan or "", "RYBGR"):
            need[sym] = need.get(sym, 0) + 1
        for d in v.me["seated"] + v.me["holds"]:
            sym = v.dancers[d]["symbol"]
            if need.get(sym, 0) > 0:
                need[sym] -= 1
        return sum(need.values())


def make_bot(seed: int = 0) -> CascadeBot:
    return CascadeBot(seed)
