"""Where everything sits on the Trifecta table, from the window size and the seats: the side panel, the
felt, the banner, each seat's plaque and the place in front of it where its sealed card lies, the goal
pile, the current goal and the discards, the bottom seat's hand, its choice controls and the status line.

Rectangles only: no drawing, no game rules. Recomputed on every resize and when the bottom seat
changes (the person at the screen always sits at the bottom).
"""
from __future__ import annotations

import pygame

from game.ui import card_art
from game.ui.cards import HandFan
from game.ui.seats_layout import SeatPlace, seat_places
from game.ui.theme import px, ui_scale


class Geometry:
    def __init__(self, size: tuple[int, int], players: int, bottom: int):
        self.size = w, h = size
        self.players = players
        self.bottom = bottom
        s = self.scale = ui_scale(size)
        m = self.margin = px(12, s)
        pw = max(px(250, s), min(px(300, s), int(w * 0.25)))
        self.panel = pygame.Rect(w - m - pw, m, pw, h - 2 * m)
        self.table = pygame.Rect(m, m, self.panel.left - 2 * m, h - 2 * m)
        t = self.table
        # card sizes
        self.hand_size = card_art.size_for_height(px(118, s))
        self.token_size = card_art.size_for_height(px(70, s))
        self.mini_size = card_art.size_for_height(px(34, s))
        self.goal_size = card_art.size_for_height(px(104, s))
        self.choice_size = card_art.size_for_height(px(96, s))
        # the banner, top centre
        self.banner = pygame.Rect(0, 0, min(px(440, s), t.width - px(40, s)), px(32, s))
        self.banner.midtop = (t.centerx, t.top)
        # the bottom seat: plaque on the left, hand in the middle, controls on the right
        hw, hh = self.hand_size
        bottom_h = hh + px(58, s)
        self.bottom_zone = pygame.Rect(t.left, t.bottom - bottom_h, t.width, bottom_h)
        plaque_w = min(px(220, s), int(t.width * 0.25))
        controls_w = min(px(230, s), int(t.width * 0.26))
        self.plaque = pygame.Rect(t.left, t.bottom - px(132, s), plaque_w, px(132, s))
        self.controls = pygame.Rect(t.right - controls_w, t.bottom - px(150, s), controls_w, px(150, s))
        hand_left = self.plaque.right + px(16, s)
        hand_right = self.controls.left - px(16, s)
        self.hand_rect = pygame.Rect(hand_left, self.bottom_zone.top, hand_right - hand_left, bottom_h)
        # a flat fan: its outer cards dip by about the gap left under the middle one
        self.fan = HandFan(max_step_deg=4.0, radius_cards=6.0, spacing=0.62)
        self.fan.layout((self.hand_rect.centerx, t.bottom - hh // 2 - px(30, s)), self.hand_size,
                        self.hand_rect.width)
        cw, ch = self.choice_size
        gap = px(14, s)
        cy = self.controls.top + px(8, s) + ch // 2
        self.in_card = pygame.Rect(0, 0, cw, ch)
        self.in_card.center = (self.controls.centerx - cw // 2 - gap // 2, cy)
        self.out_card = pygame.Rect(0, 0, cw, ch)
        self.out_card.center = (self.controls.centerx + cw // 2 + gap // 2, cy)
        self.confirm = pygame.Rect(0, 0, self.controls.width - px(20, s), px(44, s))
        self.confirm.midbottom = (self.controls.centerx, self.controls.bottom - px(6, s))
        self.all_button = pygame.Rect(0, 0, self.controls.width - px(20, s), px(34, s))
        self.all_button.midbottom = (self.controls.centerx, self.confirm.top - px(8, s))
        # the others round the left, top and right
        others = players - 1
        tops = {1: 1, 2: 2, 3: 1, 4: 2, 5: 3}.get(others, 1)
        columns = tops + (2 if others >= 3 else 0)  # the side seats sit in columns of their own
        zone = (min(px(224, s), (t.width - px(10, s) * (columns - 1)) // columns), px(118, s))
        self.zone = zone
        top = self.banner.bottom + px(8, s)
        area = pygame.Rect(t.left, top, t.width, self.bottom_zone.top - top)
        tw, th = self.token_size
        side_top = top + zone[1] + th // 3
        self.places: dict[int, SeatPlace] = seat_places(list(range(players)), bottom, area, zone, self.plaque,
                                                        side_top)
        # where each seat's sealed card lies: between it and the middle of the table
        self.tokens: dict[int, tuple[int, int]] = {}
        for seat, place in self.places.items():
            r = place.rect
            if place.side == "top":
                self.tokens[seat] = (r.centerx, r.bottom + px(8, s) + th // 2)
            elif place.side == "left":
                self.tokens[seat] = (r.right + px(12, s) + tw // 2, r.centery)
            elif place.side == "right":
                self.tokens[seat] = (r.left - px(12, s) - tw // 2, r.centery)
        # the middle: the felt, the goal pile, the current goal and the discards
        top_tokens = [self.tokens[p.seat][1] + th // 2 for p in self.places.values() if p.side == "top"]
        upper = max(top_tokens) if top_tokens else top + zone[1]
        self.status = pygame.Rect(hand_left, self.bottom_zone.top - px(46, s), hand_right - hand_left, px(46, s))
        self.tokens[bottom] = (self.fan.anchor[0], self.status.top - px(4, s) - th // 2)
        lower = self.tokens[bottom][1] - th // 2
        gw, gh = self.goal_size
        mid_y = (upper + lower) // 2
        mid_y = max(mid_y, upper + gh // 2 + px(6, s))
        self.goal_rect = pygame.Rect(0, 0, gw, gh)
        self.goal_rect.center = (t.centerx, mid_y)
        self.pile_centre = (self.goal_rect.left - px(22, s) - gw // 2, mid_y)
        mw, mh = self.mini_size
        self.discard_rect = pygame.Rect(self.goal_rect.right + px(22, s), mid_y - mh // 2 - px(6, s),
                                        mw * 4, mh)
        self.played_centre = (self.discard_rect.left + mw // 2, mid_y + mh // 2 + px(14, s) + th // 2)
        felt_top = self.banner.bottom - px(2, s)
        self.felt = pygame.Rect(t.left + px(30, s), felt_top, t.width - px(60, s),
                                self.bottom_zone.top - felt_top + px(10, s))

    def place(self, seat: int) -> SeatPlace:
        return self.places[seat]

    def won_anchor(self, seat: int) -> tuple[int, int]:
        """Where a goal card won by `seat` comes to rest (the end of its row of won goals)."""
        r = self.places[seat].rect
        s = self.scale
        return (r.left + px(20, s), r.bottom - px(22, s))
