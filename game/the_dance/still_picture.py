"""The Dance table's still picture: everything of a frame that stands still, cached as one window-sized
picture so a frame is a single copy of it. The room (background, floor, tables, the Tempo track, the
kitchen) is drawn once into its own cached picture; the pieces not moving and the side panel with its log
go over it, patched where they change: a moved piece redraws its squares, a family leaving or joining the
dance its table, a new log line the log (and new words on the panel the part above the log).

Part of the table's painter (table_draw.DancePainter): it reads the view and its own caches, never a game
state, and changes nothing but its caches.
"""
from __future__ import annotations

import pygame

from game.the_dance.board_view import BallroomView
from game.the_dance.panel import SidePanel
from game.the_dance.table_view import DanceView
from game.ui import theme

# pieces changed beyond which a change on the panel shows in the same frame rather than the next (as it
# did when so many pieces had the whole floor drawn afresh: patching their squares is quicker)
PATCH_MOST = 8


def _window_surface(size) -> pygame.Surface:
    surf = pygame.Surface(size)
    return surf.convert() if pygame.display.get_surface() else surf


class StillPicture:
    """The room, the still pieces and the panel of one table, as one cached picture of the window."""

    def __init__(self, board: BallroomView, panel: SidePanel):
        self.board = board
        self.panel = panel
        self.lay = None
        self.size = (0, 0)
        self.whole_rooms = 0  # how many times the whole room was painted (a count of work, for tests)
        self.forget()

    def place(self, lay, size) -> None:
        self.lay = lay
        self.size = tuple(size)
        self._still = None

    def forget(self) -> None:
        """Drop every cached picture."""
        self._still = None
        self._still_key = None
        self._base_pic = None
        self._base_key = None
        self._panel_key = None
        self._room_patch = None  # (room key before, room key after, rects): tables drawn again in the room
        self._backdrop = 0  # counts the changes of the room under the panel (the panel is painted over it)

    def room_changed(self) -> None:
        """The floor must be drawn again (a zoom, a pan): into the same picture, which is kept (making a
        window-sized one costs a replay's jump more than drawing it). A change of the idle tables needs
        no word: the room's key holds them, and only those tables are drawn again."""
        self._still_key = None

    def draw(self, surface: pygame.Surface, view: DanceView, arrows: bool, pieces: tuple) -> None:
        """The still picture of the frame, cached as one window-sized picture: the room, `pieces` (those
        not moving) and the panel with its log. A change of pieces redraws only their squares, a change
        of the idle tables only those tables, a change on the panel only the panel (a few pieces and the
        panel never in one frame: the panel waits a frame), and a resize, a zoom, a pan or the arrows
        everything. A frame is then a single copy."""
        room = self._room_still(arrows)
        patch, self._room_patch = self._room_patch, None
        panel = self.lay.panel
        rebuilt = panel_now = False
        if self._base_pic is None or self._base_pic.get_size() != self.size or self._base_key is None \
                or (self._base_key[0] != self._still_key
                    and (patch is None or patch[:2] != (self._base_key[0], self._still_key))):
            if self._base_pic is None or self._base_pic.get_size() != self.size:
                self._base_pic = _window_surface(self.size)
            self._lay_room(room)
            if pieces:
                self.board.draw_pieces(self._base_pic, list(pieces))
            self._base_key = (self._still_key, pieces)
            self._panel_key = None
            rebuilt = True
        elif self._base_key != (self._still_key, pieces):
            before = set(self._base_key[1])
            changed = before.symmetric_difference(pieces)
            if self._base_key[0] != self._still_key:
                self._patch_rects(room, patch[2], pieces)  # the tables drawn again in the room
            if changed:
                self._patch_pieces(room, changed, pieces)
            # many pieces at once (a jump, a take-back) or a table drawn again: the panel's change shows
            # in this frame too, as a whole new picture would show it
            panel_now = len(changed) > PATCH_MOST or self._base_key[0] != self._still_key
            self._base_key = (self._still_key, pieces)
            rebuilt = True
        log = pygame.Rect(view.log_room) if view.log_room else self.lay.log  # the log gives way to a hint's words
        key = (self._backdrop, tuple(log), view.panel, (view.log_key, self.panel.log.scroll))
        was = self._panel_key
        if was != key and (not rebuilt or panel_now or was is None):
            # only the part that changed is painted again: the log (a new line) or what stands above it
            only = None if was is None or was[:2] != key[:2] else "log" if was[2] == key[2] else \
                "info" if was[3] == key[3] else None
            self._base_pic.set_clip(panel)
            self.panel.draw_still(self._base_pic, view.panel, view.log, backdrop=room, log_rect=log, only=only)
            self._base_pic.set_clip(None)
            self._panel_key = key
        surface.blit(self._base_pic, (0, 0))

    def _lay_room(self, room: pygame.Surface) -> None:
        """The room copied into the still picture around the panel (the panel is painted over its place,
        from the room's own copy of it, in the same frame: copying the room there too would be wasted)."""
        base = self._base_pic
        whole = base.get_rect()
        panel = self.lay.panel.clip(whole)
        if not panel:
            base.blit(room, (0, 0))
            return
        for part in (pygame.Rect(0, 0, panel.left, whole.height),
                     pygame.Rect(panel.right, 0, whole.width - panel.right, whole.height),
                     pygame.Rect(panel.left, 0, panel.width, panel.top),
                     pygame.Rect(panel.left, panel.bottom, panel.width, whole.height - panel.bottom)):
            if part.width > 0 and part.height > 0:
                base.blit(room, part.topleft, area=part)

    def _patch_pieces(self, room: pygame.Surface, changed: set, pieces: tuple) -> None:
        """Bring the cached room-and-pieces picture up to date where pieces changed: each `changed`
        piece's square is restored from the room and every piece touching it drawn again, clipped to
        it (a move redraws a few squares, not the window; a jump of many pieces, many squares)."""
        board = self.board
        reach = board.size * 1.35 + 4
        rects = []
        for piece in changed:
            try:
                x, y = board.place_pos(piece.place)
            except (ValueError, KeyError, LookupError):
                continue  # a piece off the floor's places (in a hand, in the kitchen's queue): nothing to patch
            rects.append(pygame.Rect(int(x - reach), int(y - reach), int(2 * reach), int(2 * reach)))
        self._patch_rects(room, rects, pieces)

    def _patch_rects(self, room: pygame.Surface, rects, pieces: tuple) -> None:
        """Each of `rects` restored from the room, with every piece reaching into it drawn again,
        clipped to it."""
        base = self._base_pic
        board = self.board
        reach = board.size * 1.35 + 4
        places = []
        for p in pieces:
            try:
                places.append((p, board.place_pos(p.place)))
            except (ValueError, KeyError, LookupError):
                continue  # as above: not drawn on the floor
        for rect in rects:
            base.set_clip(rect)
            base.blit(room, rect.topleft, area=rect)
            near_box = rect.inflate(int(2 * reach), int(2 * reach))
            near = [p for p, (x, y) in places if near_box.collidepoint(x, y)]
            if near:
                board.draw_pieces(base, near)
        base.set_clip(None)

    def _room_still(self, arrows: bool) -> pygame.Surface:
        """The background, the floor, the tables, the Tempo track and the kitchen: one cached picture
        of the window, redrawn only after a resize, a zoom, a pan or the arrows switched."""
        v = self.board
        key = (self.size, v.zoom_step, v.hex_view.origin, arrows, v.idle_tables)
        if self._still is None or self._still_key != key:
            still = self._still if self._still is not None and self._still.get_size() == self.size \
                else _window_surface(self.size)
            if still is self._still and self._still_key is not None and self._still_key[:4] == key[:4]:
                # only which tables are idle changed: those tables alone are drawn again
                rects = v.table_rects(self._still_key[4] ^ key[4], self._still_key[4])
                self._room_patch = (self._still_key, key, rects)
            else:
                rects = [still.get_rect()]
                self.whole_rooms += 1
            for rect in rects:
                still.set_clip(rect)
                theme.draw_background(still)
                v.draw_floor(still, arrows)
                self.panel.draw_velvet(still)  # under the panel's words, always (see SidePanel.draw_still)
                if rect.colliderect(self.lay.panel):
                    self._backdrop += 1
            still.set_clip(None)
            self._still, self._still_key = still, key
        return self._still
