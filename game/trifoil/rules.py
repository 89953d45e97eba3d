"""Trifoil's rules: place, push and spin links on a formation of Blinks; first chain to the target wins.

Pure Python: never imports pygame. Implements shared/rules/trifoil.md through the game.core contract.
Actions are tuples: ("place", slot), ("push", slot), ("spin", triangle, "cw"|"ccw"), ("end",),
where slot = position * 6 + face.
"""
from __future__ import annotations

import re
from itertools import compress

from game.core.api import Game, GameInfo, IllegalAction, OptionSpec, State
from game.trifoil.board import BOARD_NAMES, CCW, CW, Board, load_board

BLUE, RED = 0, 1
SEAT_NAMES = ("Blue", "Red")
EMPTY = 0  # a slot holds EMPTY, or seat + 1 (1 blue, 2 red)
END = ("end",)
_LAZY_PLACE = object()  # in the legal map: a placement whose resulting slots are built on apply
VERSION = 1


def colour_of(seat: int) -> int:
    return seat + 1


def push_result(slots: tuple, slot: int, run: tuple) -> tuple | None:
    """The slots after pushing the link on `slot` along `run`, or None when one would fall off."""
    moving = slots[slot]
    new = list(slots)
    new[slot] = EMPTY
    for back, front in run:
        held = new[back]
        if held == EMPTY:
            new[back] = moving
            return tuple(new)
        ahead = new[front]
        new[front] = held
        new[back] = moving
        if ahead == EMPTY:
            return tuple(new)
        moving = ahead  # the front link is shoved on into the next Blink
    return None


def push_trace(board: Board, slots: tuple, slot: int) -> list[tuple[int, int]]:
    """(from slot, to slot) of every link a legal push moves, in order (for the slide animation)."""
    moves = []
    source = slot
    for back, front in board.push_runs[slot]:
        moves.append((source, back))
        if slots[back] == EMPTY:
            break
        moves.append((back, front))
        if slots[front] == EMPTY:
            break
        source = front
    return moves


def longest_chain(board: Board, slots: tuple, colour: int, cap: int = 1 << 30, through: int = -1) -> int:
    """Length of the longest chain of `colour`: a simple path of connected links using at most
    two links of any one Blink. Stops early once `cap` is reached. With `through`, only the links
    connected to that slot are searched (after a placement, only its group can have grown)."""
    return _search_chain(board, slots, colour, cap, False, through)[0]


def longest_chain_path(board: Board, slots: tuple, colour: int) -> list[int]:
    """The slots of one longest chain of `colour`, in path order (for highlighting it)."""
    return _search_chain(board, slots, colour, 1 << 30, True)[1]


def _groups(board: Board, slots: tuple, colour: int, through: int):
    """Connected groups of `colour`'s links as {blink: [slots]} maps, each with its upper bound on a
    chain (two links per Blink). With `through`, just the group holding that slot."""
    on = list(compress(range(len(slots)), map(colour.__eq__, slots)))
    per_blink: dict[int, list[int]] = {}
    for i in on:
        per_blink.setdefault(i // 6, []).append(i)
    partner = board.partner
    seen: set[int] = set()
    groups = []
    starts = [through // 6] if through >= 0 else list(per_blink)
    for first in starts:
        if first in seen or first not in per_blink:
            continue
        seen.add(first)
        todo = [first]
        group = {}
        while todo:
            b = todo.pop()
            group[b] = per_blink[b]
            for k in per_blink[b]:
                j = partner[k]
                if j >= 0 and slots[j] == colour and j // 6 not in seen:
                    seen.add(j // 6)
                    todo.append(j // 6)
        groups.append((sum(2 if len(v) > 1 else 1 for v in group.values()), group))
    groups.sort(key=lambda g: -g[0])
    return groups


def _search_chain(board: Board, slots: tuple, colour: int, cap: int, want_path: bool, through: int = -1):
    partner = board.partner
    best = [0, []]
    for bound, per_blink in _groups(board, slots, colour, through):
        if bound <= best[0]:
            break  # groups come largest bound first: no later one can do better
        limit = min(cap, bound)
        used_in_blink = dict.fromkeys(per_blink, 0)
        path: list[int] = []
        in_path: set[int] = set()

        def visit(k: int) -> bool:
            """Add link k to the path and extend it every way allowed; True once `limit` is reached."""
            in_path.add(k)
            path.append(k)
            blink = k // 6
            used_in_blink[blink] += 1
            done = False
            if len(path) > best[0]:
                best[0] = len(path)
                if want_path:
                    best[1] = list(path)
                done = best[0] >= limit
            if not done:
                j = partner[k]
                if j >= 0 and slots[j] == colour and j not in in_path and used_in_blink[j // 6] < 2:
                    done = visit(j)
                if not done and used_in_blink[blink] < 2:
                    for m in per_blink[blink]:
                        if m not in in_path and visit(m):
                            done = True
                            break
            used_in_blink[blink] -= 1
            path.pop()
            in_path.discard(k)
            return done

        for links in per_blink.values():
            if any(visit(start) for start in links):
                break
        if best[0] >= cap:
            break
    return best[0], best[1]


class TrifoilState(State):
    __slots__ = (
        "board", "players", "options", "slots", "player", "acted", "first_turn",
        "before_last", "history", "result", "last_actor", "_legal", "_chains",
    )

    game: "TrifoilGame"

    @classmethod
    def _make(cls, board, options, slots, player, acted, first_turn, before_last, history,
              result, last_actor) -> "TrifoilState":
        s = cls.__new__(cls)
        s.board = board
        s.players = 2
        s.options = options
        s.slots = slots
        s.player = player
        s.acted = acted
        s.first_turn = first_turn
        s.before_last = before_last
        s.history = history
        s.result = result  # None, or (returns, reason text)
        s.last_actor = last_actor
        s._legal = None
        s._chains = None
        return s

    # --- whose move ------------------------------------------------------------------
    def to_move(self) -> frozenset:
        if self.result is not None or not self._legal_map():
            return frozenset()
        return frozenset((self.player,))

    def is_over(self) -> bool:
        return self.result is not None or not self._legal_map()

    def actions_left(self) -> int:
        """Actions the player to move may still take this turn (the first turn has one)."""
        if self.is_over():
            return 0
        return (1 if self.first_turn else 2) - self.acted

    def supply(self, seat: int) -> int:
        return self.board.links_per_player - self.slots.count(colour_of(seat))

    # --- legal actions ---------------------------------------------------------------
    def _legal_map(self) -> dict:
        """action -> slots after it (None for end). Computed once per state."""
        legal = self._legal
        if legal is not None:
            return legal
        legal = {}
        if self.result is None:
            board, slots, before = self.board, self.slots, self.before_last
            colour = self.player + 1
            can_place = slots.count(colour) < board.links_per_player
            pushes = []
            for s in board.inward_slots:
                v = slots[s]
                if v == EMPTY:
                    # A placement can only recreate the remembered board if that board had this
                    # link: build the new slots lazily (in apply) unless that check is needed.
                    if can_place:
                        if before is not None and before[s] == colour:
                            new = slots[:s] + (colour,) + slots[s + 1:]
                            if new != before:
                                legal[("place", s)] = new
                        else:
                            legal[("place", s)] = _LAZY_PLACE
                elif v == colour:
                    new = push_result(slots, s, board.push_runs[s])
                    if new is not None and new != before:
                        pushes.append((("push", s), new))
            legal.update(pushes)
            other = 3 - colour
            for t, tri in enumerate(board.triangles):
                on_tri = tri.values(slots)
                if on_tri.count(colour) < on_tri.count(other):
                    for direction in (CW, CCW):
                        new = tri.spin[direction](slots)
                        if new != slots and new != before:
                            legal[("spin", t, direction)] = new
            if self.acted == 1:
                legal[END] = None
        self._legal = legal
        return legal

    def legal_actions(self, player: int | None = None) -> list:
        if player is not None and player != self.player:
            return []
        return list(self._legal_map())

    def apply(self, action, player: int | None = None) -> "TrifoilState":
        if isinstance(action, list):
            action = tuple(action)
        legal = self._legal_map()
        if player is not None and player != self.player or not legal or action not in legal:
            if self.is_over():
                raise IllegalAction("The game is over.")
            self.resolve_player(player)
            raise IllegalAction(self.why_illegal(action))
        board = self.board
        me = self.player
        if action == END:
            nxt = 1 - me
            key = (self.slots, nxt)
            history = self.history + (key,)
            result = self._repetition(history, key, self.slots)
            return TrifoilState._make(board, self.options, self.slots, nxt, 0, False,
                                      self.before_last, history, result, me)
        slots = legal[action]
        if slots is _LAZY_PLACE:
            s = action[1]
            slots = self.slots[:s] + (me + 1,) + self.slots[s + 1:]
        acted = self.acted + 1
        if self.first_turn or acted == 2:
            nxt, acted, first_turn = 1 - me, 0, False
        else:
            nxt, first_turn = me, self.first_turn
        key = (slots, nxt)
        history = self.history + (key,)
        result = self._after_action(action, slots, me, history, key)
        return TrifoilState._make(board, self.options, slots, nxt, acted, first_turn,
                                  self.slots, history, result, me)

    def _after_action(self, action, slots, me, history, key):
        board = self.board
        target = board.chain_to_win
        if action[0] == "place":
            # only the placed link's group can have grown, and the opponent's chains are untouched
            mine = slots.count(me + 1) >= target and longest_chain(board, slots, me + 1, target, action[1]) >= target
            theirs = False
        else:
            mine = slots.count(me + 1) >= target and longest_chain(board, slots, me + 1, target) >= target
            theirs = slots.count(2 - me) >= target and longest_chain(board, slots, 2 - me, target) >= target
        if mine or theirs:
            winner = me if mine else 1 - me
            ret = [0.0, 0.0]
            ret[winner] = 1.0
            return tuple(ret), f"{SEAT_NAMES[winner]} made a chain of {target}."
        for seat in (BLUE, RED):
            if slots.count(seat + 1) >= board.links_per_player:
                return self._by_chains(slots, f"{SEAT_NAMES[seat]} has placed all {board.links_per_player} links.")
        return self._repetition(history, key, slots)

    def _repetition(self, history, key, slots):
        if history.count(key) >= 3:
            return self._by_chains(slots, "The same position arose a third time.")
        return None

    def _by_chains(self, slots, reason: str):
        blue = longest_chain(self.board, slots, 1)
        red = longest_chain(self.board, slots, 2)
        if blue == red:
            return (0.5, 0.5), f"{reason} Longest chains are equal ({blue}): a draw."
        winner = BLUE if blue > red else RED
        ret = [0.0, 0.0]
        ret[winner] = 1.0
        return tuple(ret), f"{reason} {SEAT_NAMES[winner]} has the longer chain ({max(blue, red)} to {min(blue, red)})."

    # --- why a move is refused ----------------------------------------------------------
    def why_illegal(self, action) -> str:
        """A player-readable reason the action is not legal now (empty string if it is)."""
        if self.is_over():
            return "The game is over."
        if not isinstance(action, tuple) or not action:
            return "That is not a Trifoil action."
        legal = self._legal_map()
        if action in legal:
            return ""
        board, slots, colour = self.board, self.slots, self.player + 1
        me, them = SEAT_NAMES[self.player], SEAT_NAMES[1 - self.player]
        kind = action[0]
        if kind == "end":
            return "Take an action before ending your turn."
        if kind in ("place", "push") and len(action) == 2 and isinstance(action[1], int) \
                and 0 <= action[1] < board.size * 6:
            s = action[1]
            pos, face = divmod(s, 6)
            other = board.neighbour[pos][face]
            if other < 0:
                return "Links are placed and pushed only between touching Blinks."
            where = f"{board.letters[pos]}'s face toward {board.letters[other]}"
            if kind == "place":
                if slots[s] != EMPTY:
                    return f"{where} already holds a link."
                if slots.count(colour) >= board.links_per_player:
                    return f"{me} has placed all {board.links_per_player} links."
            else:
                if slots[s] == EMPTY:
                    return f"There is no link on {where} to push."
                if slots[s] != colour:
                    return f"That link is {them.lower()}'s: you may push only your own links."
                if push_result(slots, s, board.push_runs[s]) is None:
                    return "That push would shove a link off the board."
            return "No return: that would put the board back as it was before the last action."
        if kind == "spin" and len(action) == 3 and action[2] in (CW, CCW) \
                and isinstance(action[1], int) and 0 <= action[1] < len(board.triangles):
            tri = board.triangles[action[1]]
            on_tri = tri.values(slots)
            mine, theirs = on_tri.count(colour), on_tri.count(3 - colour)
            if mine >= theirs:
                return (f"Minority rule: you have {mine} link{'s' * (mine != 1)} on {tri.name}, "
                        f"{them.lower()} has {theirs}; spin only where you have fewer.")
            if tri.spin[action[2]](slots) == slots:
                return f"Spinning {tri.name} would not change the board."
            return "No return: that would put the board back as it was before the last action."
        return "That is not a Trifoil action."

    def pair_action(self, pos: int, other: int):
        """The action a click on Blink `pos` then Blink `other` asks for: a place on an empty slot,
        a push of one's own link. Raises IllegalAction with the reason when it cannot be done."""
        if self.is_over():
            raise IllegalAction("The game is over.")
        face = self.board.face_toward(pos, other)
        if face is None:
            raise IllegalAction(
                f"{self.board.letters[pos]} and {self.board.letters[other]} do not touch: "
                "choose a Blink next to the first one.")
        slot = pos * 6 + face
        action = ("place", slot) if self.slots[slot] == EMPTY else ("push", slot)
        reason = self.why_illegal(action)
        if reason:
            raise IllegalAction(reason)
        return action

    # --- the end -----------------------------------------------------------------------
    def returns(self) -> tuple:
        if self.result is not None:
            return self.result[0]
        if not self._legal_map():
            return self._by_chains(self.slots, "")[0]
        return (0.0, 0.0)

    def end_reason(self) -> str:
        if self.result is not None:
            return self.result[1]
        if not self._legal_map():
            return self._by_chains(self.slots, f"{SEAT_NAMES[self.player]} has no legal action.")[1]
        return ""

    def chains(self) -> tuple:
        if self._chains is None:
            self._chains = (longest_chain(self.board, self.slots, 1),
                            longest_chain(self.board, self.slots, 2))
        return self._chains

    def scores(self) -> tuple:
        return tuple(float(c) for c in self.chains())

    # --- views -------------------------------------------------------------------------
    def observation(self, player: int) -> dict:
        over = self.is_over()
        return {
            "game": "trifoil",
            "board": self.board.name,
            "slots": list(self.slots),
            "to_move": None if over else self.player,
            "actions_left": self.actions_left(),
            "first_turn": self.first_turn,
            "supply": [self.supply(BLUE), self.supply(RED)],
            "chains": list(self.chains()),
            "before_last": None if self.before_last is None else list(self.before_last),
            "over": over,
            "returns": list(self.returns()),
            "end_reason": self.end_reason(),
            "viewer": player,
        }

    # --- notation ----------------------------------------------------------------------
    def action_to_str(self, action) -> str:
        kind = action[0]
        if kind == "end":
            return "end"
        if kind == "spin":
            return f"spin {self.board.triangles[action[1]].name} {action[2]}"
        pos, face = divmod(action[1], 6)
        other = self.board.neighbour[pos][face]
        return f"{kind} {self.board.letters[pos]}>{self.board.letters[other]}"

    _PAIR = re.compile(r"^\s*(place|push)\s+([A-Za-z])\s*>\s*([A-Za-z])\s*$", re.I)
    _SPIN = re.compile(r"^\s*spin\s+(\w+)\s+(cw|ccw)\s*$", re.I)

    def parse_action(self, text: str):
        board = self.board
        if text.strip().lower() == "end":
            return END
        m = self._PAIR.match(text)
        if m:
            kind = m.group(1).lower()
            try:
                pos, other = board.position_of_letter(m.group(2)), board.position_of_letter(m.group(3))
            except KeyError:
                raise IllegalAction(f"This board's Blinks are {board.letters[0]}-{board.letters[-1]}.") from None
            face = board.face_toward(pos, other)
            if face is None:
                raise IllegalAction(f"{board.letters[pos]} and {board.letters[other]} do not touch.")
            return (kind, pos * 6 + face)
        m = self._SPIN.match(text)
        if m:
            t = board.triangle_index.get(m.group(1).lower())
            if t is None:
                names = ", ".join(tri.name for tri in board.triangles)
                raise IllegalAction(f"No triangle called {m.group(1)} (this board has {names}).")
            return ("spin", t, m.group(2).lower())
        raise IllegalAction(f"Cannot read {text!r}: write e.g. 'place B>D', 'push B>D', 'spin Theta cw' or 'end'.")

    # --- serialisation -----------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "game": "trifoil",
            "version": VERSION,
            "players": 2,
            "options": dict(self.options),
            "slots": "".join(map(str, self.slots)),
            "player": self.player,
            "acted": self.acted,
            "first_turn": self.first_turn,
            "before_last": None if self.before_last is None else "".join(map(str, self.before_last)),
            "history": ["".join(map(str, s)) + f"/{p}" for s, p in self.history],
            "result": None if self.result is None else [list(self.result[0]), self.result[1]],
            "last_actor": self.last_actor,
        }

    def __repr__(self) -> str:
        return f"<Trifoil {self.board.name} {SEAT_NAMES[self.player]} to act {''.join(map(str, self.slots))}>"


def _decode(text: str) -> tuple:
    return tuple(int(ch) for ch in text)


class TrifoilGame(Game):
    info = GameInfo(
        id="trifoil",
        title="Trifoil",
        min_players=2,
        max_players=2,
        version=VERSION,
        tagline="Light, push and spin links on a ring of Blinks: first chain wins.",
        seat_names=SEAT_NAMES,
        options=(
            OptionSpec("board", "Board", tuple((n, load_board(n).title) for n in BOARD_NAMES), "board_6",
                       "The formation of Blinks; bigger boards need longer chains."),
        ),
        bot_module="game.trifoil.bot",
    )

    def new_game(self, players: int | None = None, options: dict | None = None) -> TrifoilState:
        self.check_players(players if players is not None else 2)
        options = self.check_options(options)
        board = load_board(options["board"])
        slots = (EMPTY,) * (board.size * 6)
        return TrifoilState._make(board, options, slots, BLUE, 0, True, None, ((slots, BLUE),), None, None)

    def from_json(self, data: dict) -> TrifoilState:
        if data.get("game") != "trifoil":
            raise ValueError("not a Trifoil state")
        if data.get("version") != VERSION:
            raise ValueError(f"Trifoil state version {data.get('version')} is not {VERSION}")
        options = self.check_options(data.get("options"))
        board = load_board(options["board"])
        slots = _decode(data["slots"])
        if len(slots) != board.size * 6 or any(v not in (0, 1, 2) for v in slots):
            raise ValueError("Trifoil slots do not fit the board")
        history = []
        for item in data["history"]:
            s, p = item.split("/")
            history.append((_decode(s), int(p)))
        result = data.get("result")
        if result is not None:
            result = (tuple(float(x) for x in result[0]), str(result[1]))
        before = data.get("before_last")
        return TrifoilState._make(
            board, options, slots, int(data["player"]), int(data["acted"]), bool(data["first_turn"]),
            None if before is None else _decode(before), tuple(history), result, data.get("last_actor"))


GAME = TrifoilGame()
TrifoilState.game = GAME
