"""Headless tests of the card-table toolkit: the fan's layout and hit-testing, slides and flips that
finish on time (and at once with animations off), piles, drag and drop, cached pictures."""
import pygame
import pytest

from game.ui import card_art, cards, theme


def paint(surface, rect, key):
    theme.draw_text(surface, str(key), "display_bold", max(8, rect.height // 4), (20, 20, 60), rect.center, "center")


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((320, 200))
    yield


@pytest.fixture
def layer():
    return cards.CardLayer(card_art.SpriteBook(paint), speed=1.0)


SIZE = card_art.size_for_height(100)


def test_card_sizes_keep_the_aspect():
    assert SIZE == (70, 100)
    assert card_art.size_for_width(70) == (70, 100)


def test_pictures_are_cached_per_size_and_rounded():
    book = card_art.SpriteBook(paint)
    a = book.face("A", SIZE)
    assert book.face("A", SIZE) is a
    assert book.face("A", (56, 80)) is not a
    assert book.back(SIZE) is book.back(SIZE)
    # the corners are transparent, the middle opaque
    assert a.get_at((0, 0)).a < 40
    assert a.get_at((35, 50)).a == 255
    assert book.picture("A", True, SIZE, 12.0) is book.picture("A", True, SIZE, 12.2)
    assert book.picture(None, True, SIZE) is book.back(SIZE)  # an unknown card only ever shows its back


def test_variant_change_repaints_faces():
    book = card_art.SpriteBook(paint, variant=False)
    a = book.face("A", SIZE)
    book.set_variant(True)
    assert book.face("A", SIZE) is not a


def test_fan_is_symmetric_and_hit_tests_the_top_card():
    fan = cards.HandFan()
    fan.layout((400, 500), SIZE, 600)
    poses = fan.poses(3)
    assert poses[1].x == pytest.approx(400) and poses[1].angle == pytest.approx(0)
    assert poses[0].angle > 0 > poses[2].angle  # the left card leans left (counter-clockwise)
    assert poses[0].x < poses[1].x < poses[2].x
    assert poses[0].y == pytest.approx(poses[2].y) and poses[0].y > poses[1].y
    assert fan.index_at((poses[0].x - 25, poses[0].y), 3) == 0
    assert fan.index_at((poses[2].x + 25, poses[2].y), 3) == 2
    # where two cards overlap, the one on the right lies on top
    between = ((poses[0].x + poses[1].x) / 2, poses[1].y)
    assert fan.index_at(between, 3) == 1
    assert fan.index_at((10, 10), 3) is None
    assert fan.bounds(3).collidepoint(poses[1].pos)


def test_fan_squeezes_into_its_width():
    fan = cards.HandFan()
    fan.layout((400, 500), SIZE, 300)
    poses = fan.poses(8)
    assert poses[-1].x - poses[0].x <= 300 - SIZE[0] + 1


def test_a_selected_card_is_hit_where_it_is_drawn_raised():
    fan = cards.HandFan()
    fan.layout((400, 500), SIZE, 600)
    p = fan.pose(3, 1, selected=True)
    top_edge = (p.x, p.y - p.lift * SIZE[1] * cards.LIFT_PX - SIZE[1] / 2 + 3)
    assert fan.index_at(top_edge, 3, lifted=1) == 1


def test_slide_and_flip_finish_in_time(layer):
    sp = layer.spawn("c", "A", (0, 0), SIZE, face_up=False)
    sp.move_to((100, 50), seconds=0.3, flip_to=True)
    assert layer.busy
    layer.update(0.15)
    assert 0 < sp.x < 100 and sp.squash < 1.0
    layer.update(0.2)
    assert not layer.busy
    assert (sp.x, sp.y) == (100, 50) and sp.face_up and sp.squash == 1.0 and sp.motion_lift == 0.0


def test_flip_in_place_squashes_then_swaps(layer):
    sp = layer.spawn("c", "A", (10, 10), SIZE, face_up=True)
    sp.flip(False, seconds=0.4)
    layer.update(0.1)
    assert sp.face_up and 0 < sp.squash < 1
    layer.update(0.15)
    assert not sp.face_up
    layer.update(0.2)
    assert not layer.busy and sp.squash == 1.0 and (sp.x, sp.y) == (10, 10)


def test_double_sided_card_turns_to_its_other_face(layer):
    sp = layer.spawn("c", "plus", (10, 10), SIZE, face_up=True)
    sp.turn_over("minus", seconds=0.4)
    layer.update(0.1)
    assert sp.key == "plus" and sp.squash < 1
    layer.update(0.15)
    assert sp.key == "minus" and sp.face_up
    layer.update(0.3)
    assert not layer.busy and sp.squash == 1.0


def test_chained_moves_run_one_after_another(layer):
    sp = layer.spawn("c", "A", (0, 0), SIZE)
    arrived = []
    sp.move_to((100, 0), seconds=0.2, on_done=lambda: arrived.append(1))
    sp.wait(0.1)
    sp.move_to((100, 100), seconds=0.2, on_done=lambda: arrived.append(2))
    assert sp.destination == (100, 100)
    layer.update(0.25)
    assert sp.x == 100 and arrived == [1] and sp.y == 0
    layer.update(0.1)
    assert sp.y > 0
    layer.update(0.3)
    assert sp.y == 100 and arrived == [1, 2]


def test_speed_zero_lands_everything_at_once(layer):
    layer.speed = 0
    sp = layer.spawn("c", "A", (0, 0), SIZE, face_up=False)
    sp.move_to((50, 60), seconds=1.0, delay=0.5, flip_to=True, size=(35, 50))
    layer.update(1 / 60)
    assert not layer.busy and (sp.x, sp.y) == (50, 60) and sp.face_up and sp.size == (35, 50)


def test_finish_completes_an_animation_for_input(layer):
    sp = layer.spawn("c", "A", (0, 0), SIZE)
    sp.move_to((80, 0), seconds=5.0)
    layer.update(0.1)
    layer.finish()
    assert sp.x == 80 and not layer.busy


def test_hit_rename_and_order(layer):
    layer.spawn("a", "A", (50, 50), SIZE)
    layer.spawn("b", "B", (60, 50), SIZE)
    assert layer.hit((55, 50)) == "b"
    layer.to_top("a")
    assert layer.hit((55, 50)) == "a"
    assert layer.hit((55, 50), among={"b"}) == "b"
    sp = layer.rename("b", "T7", key="T7")
    assert sp.key == "T7" and "b" not in layer and layer.get("T7") is sp
    assert layer.hit((500, 500)) is None


def test_turned_card_hit_test_follows_its_rotation(layer):
    sp = layer.spawn("a", "A", (100, 100), (20, 100), angle=90)  # lying on its side
    assert sp.contains((140, 100))
    assert not sp.contains((100, 140))


def test_drawing_moving_and_resting_cards(layer):
    surface = pygame.Surface((300, 200))
    a = layer.spawn("a", "A", (60, 80), SIZE, face_up=True, angle=8)
    a.glow = (250, 220, 150)
    b = layer.spawn("b", None, (150, 80), SIZE, face_up=True)  # unknown: a back, whatever face_up says
    b.move_to((200, 90), seconds=0.3, size=(49, 70), flip_to=False)
    layer.update(0.1)
    layer.draw(surface)
    assert surface.get_at((60, 80))[:3] != (0, 0, 0)


def test_pile_top_rises_with_count_and_draws():
    book = card_art.SpriteBook(paint)
    pile = cards.Pile("Deck")
    pile.layout((100, 120), SIZE)
    assert pile.top_pos(0) == pile.top_pos(1) == (100, 120)
    assert pile.top_pos(30)[1] < pile.top_pos(1)[1]
    surface = pygame.Surface((300, 300))
    pile.draw(surface, book, 30, scale=1.0)
    pile.draw(surface, book, 0, scale=1.0)
    pile.draw(surface, book, 5, top_key="A", face_up=True, glow=(200, 200, 90))
    assert pile.contains((100, 120)) and not pile.contains((250, 250))


def test_drag_is_a_click_until_the_pointer_travels():
    drag = cards.Drag()
    drag.press("a", (100, 100), (90, 95))
    assert not drag.motion((102, 101))
    result = drag.release((102, 101))
    assert result.ident == "a" and not result.dragged and not drag.pressed
    drag.press("a", (100, 100), (90, 95))
    assert drag.motion((130, 100))
    assert drag.card_centre() == (120, 95)
    result = drag.release((140, 90))
    assert result.dragged and result.pos == (140, 90)


def test_drop_targets_and_their_light():
    targets = [cards.DropTarget(("r1", 0), pygame.Rect(0, 0, 70, 100)),
               cards.DropTarget(("r2", 0), pygame.Rect(100, 0, 70, 100), legal=False)]
    assert cards.target_at(targets, (120, 50)).key == ("r2", 0)
    assert cards.target_at(targets, (85, 50)) is None
    assert cards.target_at(targets, (85, 50), slack=20) is not None
    surface = pygame.Surface((300, 200), pygame.SRCALPHA)
    for kind in ("legal", "hover", "chosen", "refused"):
        cards.draw_target(surface, targets[0].rect.move(50, 50), kind, 0.3)
    assert surface.get_at((50 + 35, 50 + 2)).a > 0


def test_turning_ahead_never_hands_the_painting_thread_a_picture_the_table_blits(monkeypatch):
    """rotozoom locks its source on the painting thread; the main thread meanwhile blits the book's own
    back and faces (a locked surface cannot be blitted: a pass-and-play Trifecta game once died of it)."""
    from game.ui import paint_ahead

    handed = []

    def ahead(paint, *args):  # run at once, keeping what the thread would have been given
        handed.append(args[0])
        yield paint(*args)

    monkeypatch.setattr(paint_ahead, "ahead", ahead)
    book = card_art.SpriteBook(paint)
    steps = list(book.turn_steps([None, "A"], SIZE, [-8, 0, 8]))
    assert len(steps) == 2 and len(handed) == 2
    assert all(h is not book.back(SIZE) and h is not book.face("A", SIZE) for h in handed)
    assert book.picture(None, False, SIZE, 8) is book.picture(None, False, SIZE, 8.2)  # kept, not turned again
