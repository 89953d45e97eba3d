"""game.the_dance.draft alone: a state is copied, the copy changed, the original never (design.md:
`apply` never mutates); the small changes every part makes on a draft (the page's Clarifications,
"Revealing Powers", for reveal)."""
from game.the_dance import draft
from game.the_dance import facts
from game.the_dance import floor as F

from tests.the_dance.parts_helpers import dancer, power, state


def test_a_draft_has_the_same_fields_and_empty_caches():
    s = state()
    facts.occupied(s)
    facts.dancer_board(s)
    d = draft.copy(s)
    assert d is not s and type(d) is type(s)
    assert all(getattr(d, f) is getattr(s, f) for f in type(s)._fields())
    assert d._occ is None and d._board is None and d._legal is None and d._legal_set is None


def test_put_changes_one_item_of_the_draft_only():
    s = state()
    d = draft.copy(s)
    draft.put(d, "apos", 1, 7)
    assert d.apos == (s.apos[0], 7) and s.apos[1] == F.AVATAR_ENTRY[F.AVATAR["vass"]]


def test_moved_clears_the_position_caches():
    d = draft.copy(state())
    facts.occupied(d)
    facts.dancer_board(d)
    draft.moved(d)
    assert d._occ is None and d._board is None


def test_a_power_is_revealed_once_and_the_log_says_so_once():
    d = draft.copy(state(powers=[("mesmerize",), ()]))
    draft.reveal(d, 0, power("mesmerize"))
    draft.reveal(d, 0, power("mesmerize"))
    assert d.revealed == (1 << power("mesmerize"), 0)
    assert facts.public_log(d) == ["saar reveals Mesmerize"]


def test_a_marker_goes_on_and_comes_off_a_dancer():
    d = draft.copy(state())
    julia = dancer("julia")
    draft.mark(d, 1, julia, True)
    assert d.dheld[julia] == 1 and d.dom == 1 << julia
    draft.mark(d, 0, julia, False)
    assert d.dheld[julia] == 0 and d.dom == 0
    draft.mark(d, 0, julia, True)
    draft.release(d, julia)
    assert d.dheld[julia] == -1 and d.dom == 0
