"""A fixed-step run (--fixed-step) waits, at a set frame, for what other runs let the frames go on without:
an AI seat's answer (on the frame after its request), a table's pictures painted ahead (all in the frame
that asks, the helper thread waited for) and Casino's listings (made in the frame that asks). Counted in
frames and polls, never timed; the two runs' pixels are compared in test_command_line."""
from game.core.match import Match, Seat
from game.ui import kits
from game.ui.paint_ahead import READY, WAIT
from game.ui.table_opening import TableOpening
from tests.ui.harness import StubAI, make_app, step


class LateAI(StubAI):
    """A worker still thinking: its answer comes on the third poll after each request."""

    def __init__(self):
        super().__init__("first")
        self.polls = 0

    def request(self, *args):
        self.polls = 0
        return super().request(*args)

    def poll(self):
        self.polls += 1
        return super().poll() if self.polls >= 3 else None


def ai_table(fixed_step: bool):
    app = make_app(size=(800, 450), start=False, fixed_step=fixed_step)
    app._ai = LateAI()
    seats = [Seat("ai", "Countess", "random"), Seat("ai", "Duke", "random")]
    table = kits.create_table(app, Match.new("trifoil", 2, None, seed=3, seats=seats), demo=True)
    app.push(table)
    for _ in range(300):
        if app._ai.requests:
            break
        step(app, 1)
    assert len(app._ai.requests) == 1 and table.thinking and app.frame < 300
    return app, table


def test_a_fixed_step_table_plays_the_ai_answer_on_the_frame_after_its_request():
    app, table = ai_table(fixed_step=True)
    played = len(table.match.log)
    step(app, 1)
    assert len(table.match.log) == played + 1 and not table.thinking and app._ai.polls == 3


def test_a_live_table_lets_the_frames_go_on_while_the_ai_thinks():
    app, table = ai_table(fixed_step=False)
    played = len(table.match.log)
    step(app, 2)
    assert len(table.match.log) == played and table.thinking
    step(app, 1)
    assert len(table.match.log) == played + 1 and not table.thinking


def warm_up(log: list):
    """Two pictures still painting on the helper thread (WAIT twice each), then READY, then one more."""
    for name in ("felt", "backs"):
        yield WAIT
        yield WAIT
        log.append(name)
        yield name
    log.append("ready")
    yield READY
    log.append("faces")
    yield "faces"


def test_a_fixed_step_opening_makes_its_pictures_in_the_frame_that_asks():
    made: list = []
    opening = TableOpening(demo=True, at_once=True)
    opening.warm(warm_up(made))
    opening.work()
    assert made == ["felt", "backs", "ready"] and not opening.holding(1 / 60)
    opening.work()
    assert made[-1] == "faces" and not opening.warming


def test_a_live_opening_stops_at_a_picture_still_painting():
    made: list = []
    opening = TableOpening(demo=True)
    opening.warm(warm_up(made))
    opening.work()
    assert made == [] and opening.holding(1 / 60)


def test_a_fixed_step_casino_lists_in_the_frame_that_asks():
    from game.casino.ahead import Ahead
    from tests.casino.helpers import position

    state = position(["8H", "9C", "KD", "2H"], ["10S", "JC", "4D", "5D"], ["AC", "2D", "3S", "4H", "5C"], round=2)
    ahead = Ahead(inline=True)
    ahead.frame_begins()  # inside a frame: a thread would wait for it to end; the inline listing does not
    assert ahead.listing(state, 0) == state.legal_actions(0) and not ahead.pending(state, 0) and not ahead.busy()
