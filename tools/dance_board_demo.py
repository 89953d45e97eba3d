"""A still picture of The Dance's room with pieces placed from the data, for looking at the board
before its table scene exists: `python tools/dance_board_demo.py --size 1280x720 --out room.png`.

Options: --zoom N (wheel steps in, about --about LABEL), --arrows (the "show arrows" floor),
--hover LABEL, --card ID (an info card for that piece, beside it), --frames N (time N frames of
gliding Dancers and print p50/p95 ms). A developer's tool, never imported by the game; it shows a
made-up position, not a game.
"""
from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.the_dance.ballroom import ballroom  # noqa: E402
from game.the_dance.board_view import KITCHEN, BallroomView, Piece, seat_place, tempo_place  # noqa: E402
from game.the_dance.counters import counters  # noqa: E402
from game.ui import theme  # noqa: E402


def demo_pieces() -> list[Piece]:
    """A made-up middle of a game: Dancers on the circles, a few wandering, held, Dominated and
    seated; Avatars out on the floor; the Server on hex 3; the Tempo in box 2."""
    room, c = ballroom(), counters()
    dancers = [d.id for d in c.dancers]
    spots = dict(zip(dancers, room.white_circles))
    seated = {"julia": seat_place(1, 0), "belan": seat_place(1, 1), "sofia": seat_place(1, 5),
              "dragomir": seat_place(4, 0), "hollo": seat_place(6, 0), "weiss": seat_place(3, 0)}
    moved = {"marta": "N6", "albu": "F11", "radu": "T9", "clara": "H7"}
    owners = {"marta": ("balaz", True), "albu": ("saar", False), "lupei": ("vass", False),
              "radu": ("corvinu", False), "orlov": ("ferencz", True)}
    pieces = []
    for d in dancers:
        place = seated.get(d) or moved.get(d) or spots[d]
        owner, dominated = owners.get(d, (None, False))
        pieces.append(Piece("dancer", d, place, owner=owner, dominated=dominated))
    avatars = {"saar": "E11", "vass": "O11", "corvinu": "U7", "balaz": "M7", "ferencz": "E1", "moroi": "C8"}
    for a, place in avatars.items():
        pieces.append(Piece("avatar", a, place, foiled=(a == "corvinu")))
    pieces.append(Piece("server", "server", room.server_hex(3)))
    pieces.append(Piece("tempo", "tempo", tempo_place(2)))
    return pieces


def occupied(pieces) -> set[str]:
    return {p.place for p in pieces if isinstance(p.place, str) and p.place != KITCHEN}


def render(view: BallroomView, screen: pygame.Surface, pieces, args, glide: float | None = None) -> None:
    room = ballroom()
    theme.draw_background(screen)
    view.draw_floor(screen, args.arrows)
    full = occupied(pieces)
    start = "E11"
    reach = room.reachable(start, 2, lambda lab: lab not in full)
    view.draw_lit(screen, sorted(reach, key=room.sort_key), "move")
    walk = room.shortest_path(start, "H10", lambda lab: lab not in full) or ()
    view.draw_path(screen, (start,) + tuple(walk))
    drawn = list(pieces)
    if glide is not None:
        # the Waltz: every Dancer on the path glides towards its next hex
        drawn = []
        for p in pieces:
            if p.kind == "dancer" and isinstance(p.place, str) and room.is_path(p.place) and p.owner is None:
                (ax, ay), (bx, by) = view.centre_of(p.place), view.centre_of(room.next_hex(p.place))
                drawn.append(Piece(p.kind, p.id, p.place, pos=(ax + (bx - ax) * glide, ay + (by - ay) * glide)))
            else:
                drawn.append(p)
    view.draw_pieces(screen, drawn)
    if walk:
        view.draw_ghost(screen, next(p for p in pieces if p.id == "saar"), walk[-1])
    if args.hover:
        view.draw_hover(screen, args.hover)
    if args.card:
        piece = next(p for p in pieces if p.id == args.card)
        card = view.info_card(piece)
        x, y = view.piece_pos(piece)
        r = view.size
        rect = card.get_rect(topleft=(x + r, y - card.get_height() // 2))
        if rect.right > screen.get_width() - 8:
            rect.right = int(x - r)
        rect.clamp_ip(screen.get_rect())
        screen.blit(card, rect)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--out", default="dance_board.png")
    ap.add_argument("--zoom", type=int, default=0)
    ap.add_argument("--about", default=None, help="hex label to zoom about")
    ap.add_argument("--arrows", action="store_true")
    ap.add_argument("--hover", default=None)
    ap.add_argument("--card", default=None)
    ap.add_argument("--margin", type=int, default=8, help="pixels left round the room")
    ap.add_argument("--frames", type=int, default=0)
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    pygame.init()
    screen = pygame.display.set_mode((w, h))
    view = BallroomView()
    view.layout(pygame.Rect(0, 0, w, h).inflate(-2 * args.margin, -2 * args.margin), idle_tables={2})
    if args.zoom:
        about = view.centre_of(args.about) if args.about else None
        view.zoom_by(args.zoom, about=about)
    pieces = demo_pieces()
    render(view, screen, pieces, args)
    pygame.image.save(screen, args.out)
    print(f"{args.out}: {w}x{h}, hex {view.size:.1f} px, zoom step {view.zoom_step}")
    if args.frames:
        times = []
        for i in range(args.frames):
            t0 = time.perf_counter()
            render(view, screen, pieces, args, glide=(i % 30) / 30)
            times.append((time.perf_counter() - t0) * 1000)
        times.sort()
        p95 = times[min(len(times) - 1, math.ceil(0.95 * len(times)) - 1)]
        print(f"frames {len(times)}: p50 {statistics.median(times):.2f} ms, p95 {p95:.2f} ms, max {times[-1]:.2f} ms")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
