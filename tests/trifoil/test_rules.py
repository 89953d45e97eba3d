"""Scenario tests for every rule on shared/rules/trifoil.md, through the contract's names and notation."""
import pytest

from game.core import IllegalAction
from game.core.registry import GAMES
from game.trifoil.board import BOARD_NAMES, load_board
from game.trifoil.rules import GAME, longest_chain, push_trace
from tests.trifoil.positions import links, position, slot

G = GAMES["trifoil"]


def play(state, *texts):
    for text in texts:
        state = state.apply(state.parse_action(text))
    return state


# --- boards -------------------------------------------------------------------------------

def test_standard_board_positions_pairs_and_triangles():
    b = load_board("board_6")
    assert b.coords == ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (2, 0))
    pairs = {"".join(sorted(b.letters[p] + b.letters[n])) for p, n in b.pairs}
    assert pairs == {"AB", "BC", "AD", "BD", "BE", "CE", "DE", "DF", "EF"}
    assert [(t.name, "".join(b.letters[p] for p in t.positions)) for t in b.triangles] == [
        ("Delta", "ABD"), ("Omega", "BCE"), ("Theta", "DEF")]
    assert (b.chain_to_win, b.links_per_player) == (5, 9)


@pytest.mark.parametrize("name,size,chain,links_each,triangles", [
    ("board_6", 6, 5, 9, ["ABD", "BCE", "DEF"]),
    ("board_8", 8, 5, 11, ["ABD", "BCE", "DFG", "EGH"]),
    ("board_9", 9, 6, 12, ["ABD", "CEF", "GHI"]),
    ("board_10", 10, 6, 13, ["ABE", "CDG", "HIJ"]),
    ("board_12", 12, 7, 15, ["ADE", "CFG", "IKL"]),
])
def test_variant_boards_match_the_rules_page(name, size, chain, links_each, triangles):
    b = load_board(name)
    assert b.size == size and b.chain_to_win == chain and b.links_per_player == links_each
    assert ["".join(b.letters[p] for p in t.positions) for t in b.triangles] == triangles
    state = G.new_game(2, {"board": name})
    assert state.supply(0) == state.supply(1) == links_each
    # every touching pair gives two placements on the empty board
    assert len(state.legal_actions()) == 2 * len(b.pairs)


def test_unknown_board_is_refused():
    with pytest.raises(ValueError):
        G.new_game(2, {"board": "board_7"})


def test_positions_are_named_not_tiles_after_a_spin():
    s = position(red=["D.N", "E.N"], to_move=0)
    s2 = s.apply(s.parse_action("spin Theta cw"))
    # the Theta triangle still names D, E, F; the tiles moved
    assert "".join(s2.board.letters[p] for p in s2.board.triangles[2].positions) == "DEF"


# --- turns --------------------------------------------------------------------------------

def test_blue_starts_and_the_first_turn_is_one_action():
    s = G.new_game()
    assert s.to_move() == {0}
    assert s.actions_left() == 1
    s = play(s, "place B>D")
    assert s.to_move() == {1}
    assert s.actions_left() == 2
    assert "end" not in s.legal_action_strs()


def test_a_turn_is_two_actions_and_end_is_offered_after_one():
    s = play(G.new_game(), "place B>D")
    with pytest.raises(IllegalAction, match="Take an action"):
        s.apply(s.parse_action("end"))
    s = play(s, "place E>D")
    assert s.to_move() == {1} and s.actions_left() == 1
    assert "end" in s.legal_action_strs()
    ended = play(s, "end")
    assert ended.to_move() == {0} and ended.actions_left() == 2
    s = play(s, "place C>E")
    assert s.to_move() == {0}, "the turn passes by itself after the second action"


def test_wrong_player_is_refused_with_reason():
    s = G.new_game()
    with pytest.raises(IllegalAction, match="Blue's turn"):
        s.apply(s.parse_action("place B>D"), 1)


# --- place --------------------------------------------------------------------------------

def test_place_puts_a_link_on_the_slot_facing_the_touching_blink():
    s = play(G.new_game(), "place B>D")
    assert links(s, 0) == {"B.NE"}
    assert s.supply(0) == 8 and s.supply(1) == 9


def test_place_only_between_touching_blinks():
    s = G.new_game()
    with pytest.raises(IllegalAction, match="do not touch"):
        s.parse_action("place A>F")
    for action in s.legal_actions():
        pos, face = divmod(action[1], 6)
        assert s.board.neighbour[pos][face] >= 0
    # the outward slots can never take a placed link
    assert ("place", slot("board_6", "A.N")) not in s.legal_actions()
    assert "touching" in s.why_illegal(("place", slot("board_6", "A.N")))


def test_place_refused_when_supply_is_used_up():
    s = position(blue=["A.N", "A.NW", "A.SW", "B.NW", "B.SW", "C.NW", "C.SW", "C.S", "F.N"],
                 red=["D.N", "E.S"], to_move=0)
    assert s.supply(0) == 0
    assert not [a for a in s.legal_actions() if a[0] == "place"]
    assert "placed all 9" in s.why_illegal(("place", slot("board_6", "B.NE")))


# --- push ---------------------------------------------------------------------------------

def test_single_push_moves_the_link_across():
    s = position(blue=["B.NE"], red=["F.N"], to_move=0)
    s2 = play(s, "push B>D")
    assert links(s2, 0) == {"D.SW"}
    assert push_trace(s.board, s.slots, slot("board_6", "B.NE")) == [
        (slot("board_6", "B.NE"), slot("board_6", "D.SW"))]


def test_push_shifts_the_back_link_to_the_front_when_the_front_is_free():
    s = position(blue=["A.S"], red=["B.N"], to_move=0)
    s2 = play(s, "push A>B")
    assert links(s2, 0) == {"B.N"} and links(s2, 1) == {"B.S"}


def test_push_multiple_shoves_a_line_of_links_onto_an_outward_face():
    s = position(blue=["A.S", "B.S"], red=["B.N", "C.N"], to_move=0)
    s2 = play(s, "push A>B")
    assert links(s2, 0) == {"B.N", "C.N"}
    assert links(s2, 1) == {"B.S", "C.S"}  # C.S faces out of the formation
    trace = push_trace(s.board, s.slots, slot("board_6", "A.S"))
    names = [(s.board.slot_name(a), s.board.slot_name(b)) for a, b in trace]
    assert names == [("A.S", "B.N"), ("B.N", "B.S"), ("B.S", "C.N"), ("C.N", "C.S")]


def test_push_off_the_edge_is_refused_and_changes_nothing():
    s = position(blue=["A.S", "B.S", "C.S"], red=["B.N", "C.N"], to_move=0)
    with pytest.raises(IllegalAction, match="off the board"):
        play(s, "push A>B")
    assert links(s, 0) == {"A.S", "B.S", "C.S"}


def test_only_your_own_link_can_be_pushed():
    s = position(blue=["F.N"], red=["B.NE"], to_move=0)
    with pytest.raises(IllegalAction, match="only your own"):
        play(s, "push B>D")
    with pytest.raises(IllegalAction, match="red's"):
        s.pair_action(s.board.position_of_letter("B"), s.board.position_of_letter("D"))


def test_pair_input_places_on_empty_and_pushes_own():
    s = position(blue=["B.NE"], red=["F.N"], to_move=0)
    B, D, E = (s.board.position_of_letter(x) for x in "BDE")
    assert s.action_to_str(s.pair_action(B, D)) == "push B>D"
    assert s.action_to_str(s.pair_action(B, E)) == "place B>E"
    with pytest.raises(IllegalAction, match="do not touch"):
        s.pair_action(s.board.position_of_letter("A"), s.board.position_of_letter("F"))


def test_push_with_nothing_to_push_is_refused():
    s = position(blue=["F.N"], red=["A.N"], to_move=0)
    with pytest.raises(IllegalAction, match="no link"):
        play(s, "push B>D")


# --- spin ---------------------------------------------------------------------------------

def test_spin_theta_clockwise_moves_tiles_and_turns_faces():
    # red on D.N (outward); blue has fewer links on Theta (none), so blue may spin it
    s = position(blue=["A.N"], red=["D.N", "E.S"], to_move=0)
    s2 = play(s, "spin Theta cw")
    # tile at D goes to F and turns 120 degrees: face N (0) becomes SE (2); E's tile goes to D: S -> NW
    assert links(s2, 1) == {"F.SE", "D.NW"}
    assert s.board.spin_moves(2, "cw") and dict(s.board.spin_moves(2, "cw")) == {
        s.board.position_of_letter("D"): s.board.position_of_letter("F"),
        s.board.position_of_letter("F"): s.board.position_of_letter("E"),
        s.board.position_of_letter("E"): s.board.position_of_letter("D")}


def test_spin_counter_clockwise_is_the_inverse_turn():
    s = position(blue=["A.N"], red=["D.N", "E.S"], to_move=0)
    s2 = play(s, "spin Theta ccw")
    # ccw: D's tile goes to E, face N -> face SW (0 + 4); E's tile goes to F, S -> NE (3 + 4)
    assert links(s2, 1) == {"E.SW", "F.NE"}


def test_spin_can_turn_an_outward_link_to_face_a_neighbour():
    s = position(blue=["A.N"], red=["D.N", "F.NE"], to_move=0)
    assert s.board.partner[slot("board_6", "D.N")] == -1
    # counter-clockwise, D's outward N face becomes E's SW face, which faces C
    s2 = play(s, "spin Theta ccw")
    assert "E.SW" in links(s2, 1)
    assert s2.board.partner[slot("board_6", "E.SW")] == slot("board_6", "C.NE")


@pytest.mark.parametrize("name,tri,cycle", [
    ("board_6", "Delta", "ADB"), ("board_6", "Omega", "BEC"), ("board_8", "Beta", "EGH"),
    ("board_12", "Theta", "IKL"),
])
def test_clockwise_cycles_follow_the_screen(name, tri, cycle):
    b = load_board(name)
    t = b.triangles[b.triangle_index[tri.lower()]]
    letters = "".join(b.letters[p] for p in t.cycle_cw)
    assert letters in (cycle, cycle[1:] + cycle[0], cycle[2:] + cycle[:2])


def test_minority_rule_needs_strictly_fewer_links_on_the_triangle():
    s = position(blue=["D.N"], red=["E.S"], to_move=0)
    with pytest.raises(IllegalAction, match="Minority rule: you have 1 link on Theta, red has 1"):
        play(s, "spin Theta cw")
    # outward slots count too: a second red link on F's outward face makes it legal
    s = position(blue=["D.N"], red=["E.S", "F.NE"], to_move=0)
    assert "spin Theta cw" in s.legal_action_strs()
    # red has more, so red may not spin
    s = position(blue=["D.N"], red=["E.S", "F.NE"], to_move=1)
    assert not [a for a in s.legal_action_strs() if a.startswith("spin Theta")]
    assert "you have 2 links on Theta, blue has 1" in s.why_illegal(s.parse_action("spin Theta ccw"))


def test_a_spin_that_changes_nothing_is_refused():
    # red links that map onto each other under the turn: D.N -> F.SE -> E.SW -> D.N
    s = position(blue=["A.N"], red=["D.N", "F.SE", "E.SW"], to_move=0)
    with pytest.raises(IllegalAction, match="would not change"):
        play(s, "spin Theta cw")


# --- no return ------------------------------------------------------------------------------

def test_no_return_to_the_board_before_the_previous_action():
    s = position(blue=["B.NE"], red=["F.N"], to_move=0)
    s = play(s, "push B>D")
    with pytest.raises(IllegalAction, match="No return"):
        play(s, "push D>B")
    assert "push D>B" not in s.legal_action_strs()


def test_no_return_also_binds_the_opponent():
    # Blue's last action moved red's link from B.NE to D.SW; red may not push it straight back.
    before = position(blue=["A.N"], red=["B.NE", "F.N"]).slots
    s = position(blue=["A.N"], red=["D.SW", "F.N"], to_move=1, before_last="".join(map(str, before)))
    with pytest.raises(IllegalAction, match="No return"):
        play(s, "push D>B")
    assert "push D>B" not in s.legal_action_strs()


def test_no_return_within_a_turn_with_a_spin():
    s = position(blue=["A.N", "D.N"], red=["E.S", "F.N", "C.S"], to_move=0)
    s = play(s, "spin Theta cw")
    with pytest.raises(IllegalAction, match="No return"):
        play(s, "spin Theta ccw")


def test_end_does_not_count_as_an_action_for_no_return():
    start = position(blue=["B.NE"], red=["A.N", "C.S"], to_move=0)
    s = play(start, "push B>D", "end")
    assert s.before_last == start.slots  # `end` leaves the remembered board alone
    s = play(s, "place C>E")
    assert s.before_last == play(position(blue=["B.NE"], red=["A.N", "C.S"]), "push B>D").slots


# --- chains ---------------------------------------------------------------------------------

def test_blue_not_win_six_connected_links_make_a_chain_of_four():
    # the picture: A holds two blue links, D four; A.SE faces D.NW
    s = position(blue=["A.S", "A.SE", "D.NW", "D.SW", "D.S", "D.SE"], red=["F.N"], to_move=1)
    assert longest_chain(s.board, s.slots, 1) == 4
    assert s.scores() == (4.0, 1.0)


def test_links_on_the_same_blink_connect_and_facing_links_connect():
    s = position(blue=["B.N", "B.S"], red=["A.S"], to_move=0)  # same Blink
    assert s.scores()[0] == 2
    s = position(blue=["B.NE", "D.SW"], red=["A.S"], to_move=0)  # a facing pair
    assert s.scores()[0] == 2
    s = position(blue=["B.NE", "D.NW"], red=["A.S"], to_move=0)  # different Blinks, not facing
    assert s.scores()[0] == 1


def test_a_chain_may_visit_a_blink_twice_using_one_link_each_time():
    # A.S-B.N, B.NE-D.SW, D.NW-A.SE: a loop; A contributes 2, B 2, D 2 -> chain 6 (no Blink > 2)
    s = position(blue=["A.S", "B.N", "B.NE", "D.SW", "D.NW", "A.SE"], red=["F.N"], to_move=0)
    assert s.scores()[0] == 6


def test_chain_of_five_wins_at_once():
    s = position(blue=["A.S", "B.N", "B.SE", "E.NW"], red=["F.N", "C.S"], to_move=0)
    assert s.scores()[0] == 4
    s2 = play(s, "place E>F")
    assert s2.is_over() and s2.returns() == (1.0, 0.0)
    assert s2.to_move() == frozenset()
    assert "chain of 5" in s2.end_reason()


def test_bigger_boards_need_longer_chains():
    s = position(blue=["A.S", "B.N", "B.SE", "E.NW"], red=["I.N"], to_move=0, board="board_9")
    s2 = play(s, "place E>H")
    assert not s2.is_over() and s2.scores()[0] == 5
    s3 = play(s2, "place H>E")
    assert s3.is_over() and s3.returns() == (1.0, 0.0) and s3.scores()[0] == 6


def test_when_an_action_completes_both_chains_the_actor_wins():
    # blue's push puts its link on B.N (B.N-B.SE-E.NW-E.NE-F.SW) and shoves red's B.N onto B.S
    # (B.S-C.N-C.NE-E.SW-E.SE): both reach 5 in one action
    blue = ["A.S", "B.SE", "E.NW", "E.NE", "F.SW"]
    red = ["B.N", "C.N", "C.NE", "E.SW", "E.SE"]
    s = position(blue=blue, red=red, to_move=0)
    assert s.scores() == (4.0, 4.0)
    s2 = play(s, "push A>B")
    assert s2.scores() == (5.0, 5.0)
    assert s2.returns() == (1.0, 0.0)


def test_an_action_that_completes_only_the_opponents_chain_loses():
    s = position(blue=["A.S", "B.SE", "E.NW", "E.NE"], red=["B.N", "C.N", "C.NE", "E.SW", "E.SE"], to_move=0)
    s2 = play(s, "push A>B")
    assert s2.scores() == (4.0, 5.0)
    assert s2.is_over() and s2.returns() == (0.0, 1.0)


# --- other endings ---------------------------------------------------------------------------

def test_game_ends_when_a_player_has_placed_all_links_longest_chain_wins():
    blue = ["A.N", "A.NW", "A.SW", "B.NW", "B.SW", "C.NW", "C.SW", "F.NE"]  # 8 placed, no long chain
    s = position(blue=blue, red=["D.N", "D.NE", "F.S"], to_move=0)
    s2 = play(s, "place C>E")
    assert s2.is_over()
    assert "placed all 9" in s2.end_reason()
    # blue's longest: A's three outward links give 2 (two per Blink), C.SW-C.NE = 2 -> 2; red: D gives 2
    assert s2.scores() == (2.0, 2.0) and s2.returns() == (0.5, 0.5)


def test_game_ends_when_the_player_to_move_cannot_act():
    # A made-up position (in play, red's ninth link would already have ended the game): red has no
    # supply, every red link faces outwards so none can be pushed, and red is in no minority.
    red = ["A.N", "A.NW", "A.SW", "C.S", "C.SW", "C.SE", "F.N", "F.NE", "F.SE"]
    blue = ["B.NW"]
    s = position(blue=blue, red=red, to_move=1)
    assert s.legal_actions() == []
    assert s.is_over() and s.to_move() == frozenset()
    assert s.returns() == (0.0, 1.0)
    assert "no legal action" in s.end_reason()


def test_threefold_repetition_ends_the_game_by_longest_chain():
    s = G.new_game()
    s = play(s, "place B>D")  # blue's one-action first turn
    s = play(s, "place C>E", "end")
    assert s.to_move() == {0}
    cycle = ["push B>D", "end", "push C>E", "end", "push D>B", "end", "push E>C", "end"]
    s = play(s, *cycle)
    assert not s.is_over()
    s = play(s, *cycle[:-2])
    assert not s.is_over()
    # (this board, red to move) arose after red's first placement, after the first cycle and now
    s = play(s, "push E>C")
    assert s.is_over()
    assert "third time" in s.end_reason()
    assert s.returns() == (0.5, 0.5)


# --- notation -------------------------------------------------------------------------------

def test_notation_round_trips_for_every_legal_action():
    s = position(blue=["B.NE", "D.N"], red=["E.S", "F.N", "C.S"], to_move=0, acted=1)
    texts = s.legal_action_strs()
    assert "end" in texts and "spin Theta cw" in texts and "push B>D" in texts and "place A>B" in texts
    for text in texts:
        assert s.action_to_str(s.parse_action(text)) == text


@pytest.mark.parametrize("text,msg", [
    ("place A>Z", "Blinks are A-F"),
    ("spin Gamma cw", "No triangle called Gamma"),
    ("jump A>B", "Cannot read"),
    ("place A>C", "do not touch"),
])
def test_bad_notation_is_refused_with_a_reason(text, msg):
    with pytest.raises(IllegalAction, match=msg):
        G.new_game().parse_action(text)


def test_notation_is_case_insensitive():
    s = G.new_game()
    assert s.parse_action("PLACE b>d") == s.parse_action("place B>D")
    assert s.parse_action("Spin theta CW") == ("spin", 2, "cw")


def test_every_board_plays_random_games_to_the_end():
    import random
    for name in BOARD_NAMES:
        rng = random.Random(name)
        for _ in range(5):
            s = G.new_game(2, {"board": name})
            steps = 0
            while not s.is_over():
                s = s.apply(rng.choice(s.legal_actions()))
                steps += 1
                assert steps < 5000
            assert sum(s.returns()) == 1.0


def test_game_object_is_the_registered_one():
    assert GAME is G and G.info.seat_names == ("Blue", "Red")


def test_longest_chain_path_is_a_valid_chain_of_the_longest_length():
    from game.trifoil.rules import longest_chain_path
    s = position(blue=["A.S", "A.SE", "D.NW", "D.SW", "D.S", "D.SE"], red=["F.N"], to_move=1)
    path = longest_chain_path(s.board, s.slots, 1)
    assert len(path) == 4
    per_blink = {}
    for a, b in zip(path, path[1:]):
        assert a // 6 == b // 6 or s.board.partner[a] == b  # consecutive links are connected
    for k in path:
        per_blink[k // 6] = per_blink.get(k // 6, 0) + 1
    assert max(per_blink.values()) <= 2 and len(set(path)) == len(path)
