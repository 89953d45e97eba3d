"""Drawing the Trifecta table each frame: the still picture (felt, plaques, sealed and revealed cards,
the middle, the side panel; drawn straight onto the window when it changes, kept as a picture from the
next frame that shows it again), and over it what moves: your hand with
its lifted and dimmed cards, the choice controls, the thinking cue, animated cards and the status line.

A mixin of TrifectaTable: reads the view (one observation) and the animation's phase; never changes
the match.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.trifecta import cards as C
from game.trifecta import showcase, table_draw, table_text
from game.trifecta.animations import Hide, Reveal
from game.trifecta.card_faces import truth_key
from game.trifecta.view import TableView
from game.ui import card_art, theme
from game.ui.table_pieces import count_badge, draw_banner, dressed, felt_backdrop, soft_ink
from game.ui.table_widgets import draw_thinking
from game.ui.theme import Palette, px

KEYS = "I / O: in or out  ·  Enter: confirm\nA: all matching  ·  Esc: menu  ·  F1: rules"
WATCH_KEYS = "Esc: menu  ·  F1: rules"  # where nobody at the screen plays, the move keys would do nothing


class TableDrawing:
    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        view = self.view()
        if self.geo is None or self.geo.bottom != self.bottom:
            self.resize(self.size)
            view = self.view()
        hide = self.anim.current()[1] if self.anim is not None else Hide()
        if self.slides.order and view.viewer is not None:  # your card is on its way to its place
            hide = replace(hide, tokens=hide.tokens | {view.viewer})
        base = self.anim_before if hide.base == "before" and self.anim_before is not None else view
        log = self._log(view, self.anim_before_obs if hide.base == "before" else None)
        room = self.panel.log.room
        key = (self.size, base, hide.key(), self.app.settings.colour_blind, len(log), self.panel.log.scroll,
               self.ending.handled, None if room is None else tuple(room))
        self._still.show(surface, key, lambda pic: self._draw_still(pic, base, hide, log))
        self._draw_live(surface, base, hide)

    def _log(self, view: TableView, obs: dict | None = None) -> list:
        """The move log as the current viewer may read it (`obs`: an earlier observation, while a
        reveal still shows the table as it was)."""
        key = (self.state, view.viewer, id(obs))
        if self._log_cache[0] != key:
            obs = obs or self.observe(self.state, view.viewer)
            self._log_cache = (key, table_text.log_entries(obs, self.seat_label, lambda s: soft_ink(self.colour(s))))
        return self._log_cache[1]

    def _draw_still(self, surface, view: TableView, hide: Hide, log) -> None:
        g = self.geo
        s = g.scale
        keys = (KEYS if self.takes_moves() else WATCH_KEYS) if self.shows_controls() else ""
        public = view.viewer is None
        backdrop = felt_backdrop(self.size, tuple(g.felt), s)
        surface.blit(dressed(backdrop, self.panel.frame_key(keys, public) + (_plaque_key(g),),
                             lambda pic: self._dress(pic, keys, public)), (0, 0))
        draw_banner(surface, g.banner, view.banner if not view.over else "The last stage is over", s)
        for sv in view.seats:
            place = g.places[sv.seat]
            bottom = place.side == "bottom"
            if hide.won.get(sv.seat) is not None:
                sv = _with_won(sv, sv.won[:hide.won[sv.seat]])
            if hide.hands:
                sv = _with_hand(sv, -1)  # being dealt: the cards are in the air
            table_draw.draw_plaque(surface, place.rect, sv, self.colour(sv.seat), self.book, g,
                                   show_hand_count=not bottom, bare=backdrop)
            if sv.token is not None and sv.seat not in hide.tokens:
                table_draw.draw_token(surface, g.tokens[sv.seat], sv.token, self.colour(sv.seat), self.book, g,
                                      place.side)
            elif sv.waiting and sv.seat not in hide.tokens:
                space = card_art.empty_space(g.token_size, self.colour(sv.seat), "?")
                surface.blit(space, space.get_rect(center=g.tokens[sv.seat]))
        shown_view = view if hide.discards is None else _with_discards(view, hide.discards)
        table_draw.draw_centre(surface, shown_view, self.book, g, show_goal=not hide.goal, pile_extra=hide.pile_extra)
        if view.viewer is None and view.hidden_hand and not hide.hands:
            n = view.hidden_hand
            for i in range(n):
                p = g.fan.pose(n, i)
                pic = self.book.picture(None, False, g.hand_size, p.angle)
                surface.blit(pic, pic.get_rect(center=(int(p.x), int(p.y))))
        self.panel.draw(surface, view.tally, log, self.app.settings.colour_blind, public)

    def _dress(self, picture, keys: str, public: bool) -> None:
        """What stays put for a whole game, drawn once into the backdrop: the side panel's frame and the
        seats' plaques' velvet."""
        self.panel.draw_frame(picture, keys, public)
        table_draw.draw_plaque_panels(picture, self.geo)

    def _draw_live(self, surface, view: TableView, hide: Hide) -> None:
        g = self.geo
        s = g.scale
        if view.viewer is not None and not hide.hands:
            self._draw_hand(surface, view)
        if not self.animating():
            self._draw_controls(surface, view)
        if self.thinking and self._ticket_seat is not None and self._ticket_seat in g.places:
            r = g.places[self._ticket_seat].rect
            draw_thinking(surface, (r.right - px(86, s), r.top + px(60, s)), self.clock, s)
        self.layer.draw(surface)
        self.slides.draw(surface)
        if isinstance(self.anim, Reveal) and self.anim.current()[0] == "read":
            self._draw_bid_counts(surface)
        text, kind = self._status()
        self.pill.draw(surface, text, kind)

    def _draw_bid_counts(self, surface) -> None:
        """While the turned bids are read, each fan carries its number of cards."""
        g = self.geo
        for seat, token in self.anim.event.choices:
            if token.kind != "bid":
                continue
            n = max(1, len(token.cards))
            step, x0 = table_draw.fan_start(g.tokens[seat], n, g.places[seat].side, g)
            corner = (int(x0 + (n - 1) * step + g.token_size[0] // 2), int(g.tokens[seat][1] - g.token_size[1] // 2))
            count_badge(surface, corner, len(token.cards), g.scale)

    def _draw_hand(self, surface, view: TableView) -> None:
        g = self.geo
        n = len(view.hand)
        deciding = view.decision in ("ante", "bid") and not self.animating()
        goal = C.card_id(view.goal) if deciding and view.decision == "bid" and view.goal not in (None, "?") else None
        for i, name in enumerate(view.hand):
            card = C.card_id(name)
            chosen = i in self.selected
            p = g.fan.pose(n, i, hover=deciding and i == self.hover_card, selected=chosen)
            pic = self.book.picture(card, True, g.hand_size, p.angle)
            rise = p.lift * g.hand_size[1] * 0.08
            centre = (int(p.x), int(p.y - rise))
            if chosen:
                halo = card_art.card_halo(g.hand_size, Palette.gold_light, max(4, g.hand_size[1] // 10))
                if abs(p.angle) >= 0.5:
                    halo = pygame.transform.rotate(halo, p.angle)
                surface.blit(halo, halo.get_rect(center=centre))
            surface.blit(pic, pic.get_rect(center=centre))
            if goal is not None and not C.matches(card, goal):
                veil = self._veil(int(round(p.angle)))
                surface.blit(veil, veil.get_rect(center=centre))

    def _veil(self, angle: int) -> pygame.Surface:
        """A dark veil over a card that cannot be played now (cached per turn of the card)."""
        key = (self.geo.hand_size, angle)
        veil = self._dim.get(key)
        if veil is None:
            size = self.geo.hand_size
            flat = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(flat, (12, 8, 26, 150), flat.get_rect(), border_radius=card_art.corner_radius(size))
            veil = pygame.transform.rotate(flat, angle) if angle else flat
            self._dim[key] = veil
        return veil

    def _draw_controls(self, surface, view: TableView) -> None:
        if not self.takes_moves():
            return  # a replay, a demonstration, the AI in every seat: no choice here is anyone's to make
        g = self.geo
        s = g.scale
        if view.decision == "inout":
            colour = self.colour(view.viewer)
            for name, rect in (("in", g.in_card), ("out", g.out_card)):
                hover = self.hover_control == name
                pic = self.book.face(truth_key(name == "in", colour), g.choice_size)
                r = rect.move(0, -px(10, s) if hover else 0)
                if hover:
                    halo = card_art.card_halo(g.choice_size, Palette.gold_light, px(8, s))
                    surface.blit(halo, halo.get_rect(center=r.center))
                surface.blit(pic, r)
                label = "press I" if name == "in" else "press O"
                theme.draw_text(surface, label, "text", theme.text_px(11, s, 9), Palette.text_muted,
                                (rect.centerx, rect.bottom + px(6, s)), "midtop")
        elif view.decision in ("ante", "bid"):
            if view.decision == "bid":
                self.all_button.draw(surface, s, self.hover_control == "all", self.pressed == "all", self.clock)
                goal = C.card_id(view.goal)
                holding = sum(1 for c in view.hand if C.matches(C.card_id(c), goal))
                theme.draw_text(surface, f"{len(self.selected)} of {holding} matching {view.goal}", "display",
                                theme.text_px(16, s), Palette.gold_light,
                                (g.controls.centerx, self.all_button.rect.top - px(12, s)), "midbottom")
            self.confirm.draw(surface, s, self.hover_control == "confirm", self.pressed == "confirm", self.clock)

    def _set_controls(self) -> None:
        """Confirm and All matching: what they say and whether they work now (decided each frame before
        drawing, from the view)."""
        view = self.view()
        n = len(self.selected)
        if view.decision == "ante":
            self.confirm.label = "Give as ante" if n else "Choose a card"
            self.confirm.enabled = n == 1
        elif view.decision == "bid":
            self.confirm.label = f"Play {n} card{'s' if n != 1 else ''}" if n else "Play none"
            self.confirm.enabled = True
        self.all_button.enabled = view.decision == "bid"
        self.confirm.primary = True

    def _status(self) -> tuple[str, str]:
        view = self.view()
        said = self.said.standing(5.0)
        if said:
            return said
        if self.match.is_over():
            return showcase.end_text(self.match) + self.results_words("  Click the table or press Enter for the "
                                                                      "results."), "notice"
        if isinstance(self.anim, Reveal):
            return table_text.reveal_text(self.anim.event, self.anim.current()[0], self.seat_label), "notice"
        if self.animating():
            return "Dealing the stage's cards…", "hint"
        if view.decision is not None and self.takes_moves():
            holding = 0
            if view.decision == "bid" and view.goal not in (None, "?"):
                goal = C.card_id(view.goal)
                holding = sum(1 for c in view.hand if C.matches(C.card_id(c), goal))
            alone = view.decision == "ante" and sum(1 for sv in view.seats if sv.is_in) == 1
            return table_text.decision_prompt(view, self.selected, holding, alone), "prompt"
        text = table_text.spectator_text(view, self.seat_label, self._ticket_seat if self.thinking else None,
                                         view.viewer is None, self.demo)
        return text, "hint"




def _plaque_key(g) -> tuple:
    """Everything draw_plaque_panels draws from."""
    return g.scale, tuple((seat, tuple(place.rect)) for seat, place in sorted(g.places.items()))


def _with_won(sv, won):
    return replace(sv, won=tuple(won))


def _with_hand(sv, count):
    return replace(sv, hand_count=count)


def _with_discards(view, n):
    return replace(view, discarded=view.discarded[:n])
