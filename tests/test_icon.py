"""The app icon (tools/make_icon.py): a 256 px PNG with a transparent background for the window, and a
Windows .ico whose every entry decodes at the size its directory claims (PyInstaller copies it as is)."""
from __future__ import annotations

import io
import struct
from pathlib import Path

import pygame

SPRITES = Path(__file__).resolve().parents[1] / "sprites"


def test_icon_png_is_a_blink_on_a_transparent_background():
    icon = pygame.image.load(str(SPRITES / "icon.png"))
    assert icon.get_size() == (256, 256)
    for corner in ((0, 0), (255, 0), (0, 255), (255, 255)):
        assert icon.get_at(corner).a == 0, f"corner {corner} is not transparent"
    centre = icon.get_at((128, 128))
    assert centre.a == 255
    # the rim is gold: a point on the top edge of the hexagon is warm and bright
    rim = icon.get_at((128, 128 - int(256 * 0.40 * 0.866) + 3))
    assert rim.a == 255 and rim.r > 150 and rim.r > rim.b


def test_icon_ico_entries_match_their_images():
    data = (SPRITES / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        side = w or 256
        assert (w, planes, bits) == (h, 1, 32)
        image = pygame.image.load(io.BytesIO(data[offset:offset + length]), "entry.png")
        assert image.get_size() == (side, side)
        sizes.append(side)
    assert {16, 32, 48, 256} <= set(sizes)
