"""The choices of The Dance that are not made on the floor, each as a game.ui.choice_panel chooser
with pictures: the Avatar (or chance's choice), the Power to keep, the Plan to keep (Strategic), the
Dancer to let go or keep, the Refreshment to discard, the family to hand the Initiative to, the pair
to pay for Discipline, and what to do after a roll (roll again, turn the die, keep it) and with which
Refreshment to pay.

Builds ChoicePanels from the legal actions it is given and the counters' data; the panel hands the
chosen action back to the table. Never changes game state itself.
"""
from __future__ import annotations

import random

import pygame

from game.the_dance import attempt_words as AW
from game.the_dance import floor as F
from game.the_dance import marker_art, piece_art
from game.the_dance.counters import counters
from game.ui import theme
from game.ui.choice_panel import Choice, ChoicePanel
from game.ui.theme import Palette

RANDOM = ("random",)

CHIP_R = 24  # the radius of a Refreshment chip on a chooser's tile (the table paints them ahead)


def _centre_pic(pic: pygame.Surface):
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        p = pic
        if p.get_height() > rect.height or p.get_width() > rect.width:
            k = min(rect.width / p.get_width(), rect.height / p.get_height())
            p = pygame.transform.smoothscale(p, (max(1, int(p.get_width() * k)), max(1, int(p.get_height() * k))))
        surface.blit(p, p.get_rect(center=rect.center))
    return draw


def _avatar_picture(avatar_id: str):
    a = counters().avatar(avatar_id)

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        size = max(8, int(min(rect.height * 0.28, rect.width * 0.2)))
        med = piece_art.avatar_medallion(avatar_id, size)
        surface.blit(med, med.get_rect(midtop=(rect.centerx, rect.top)))
        y = rect.top + med.get_height() + 2
        line = max(10, min(int((rect.bottom - y) / 4.8), int(rect.width / 11)))
        for dom, rating in zip(counters().domains, a.ratings):
            theme.draw_text(surface, dom.name, "text", line, Palette.ivory_dim, (rect.left + 6, y))
            x = rect.right - 8
            r = max(2, line // 4)
            if rating == 0:
                pygame.draw.circle(surface, Palette.gold_dark, (x - r, y + line // 2 + 1), r, 1)
            for i in range(rating):
                pygame.draw.circle(surface, Palette.gold_light, (x - r - i * 3 * r, y + line // 2 + 1), r)
            y += int(line * 1.15)
    return draw


def _random_picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = max(10, int(min(rect.height, rect.width) * 0.45))
    theme.draw_text(surface, "?", "display_bold", size, Palette.gold_light, rect.center, "center", shadow=True)
    pygame.draw.circle(surface, Palette.gold_dark, rect.center, int(size * 0.8), 2)


def _text_picture(title: str, text: str):
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        head = max(11, min(22, rect.height // 5))
        theme.draw_text(surface, title, "display_bold", head, Palette.gold_light, (rect.centerx, rect.top + 2), "midtop")
        size = max(10, min(15, rect.height // 7))
        theme.draw_paragraph(surface, text, "text", size, Palette.ivory_dim,
                             pygame.Rect(rect.left + 6, rect.top + int(head * 1.6), rect.width - 12,
                                         rect.height - int(head * 1.6)), line_gap=1.25)
    return draw


def avatar_chooser(legal, on_choose, on_cancel, rng: random.Random) -> ChoicePanel:
    choices = []
    for action in legal:
        a = counters().avatar(F.AVATAR_IDS[action[1]])
        choices.append(Choice(action, a.name, f"{a.colour.capitalize()} · table {a.table}", _avatar_picture(a.id)))
    pick = rng.choice(list(legal)) if legal else None
    choices.append(Choice(RANDOM, "Let chance choose", "any free Avatar", _random_picture))

    def chosen(key):
        on_choose(pick if key == RANDOM else key)

    return ChoicePanel("Choose your Avatar", choices, chosen, on_cancel,
                       subtitle="Each has Movement 2 and ratings 2, 1, 1 and 0 in the four Domains.",
                       tile_aspect=0.8, max_columns=4)


def power_chooser(legal, on_choose, on_cancel) -> ChoicePanel:
    choices = []
    for action in legal:
        p = counters().power(F.POWER_IDS[action[1]])
        choices.append(Choice(action, p.name, "keep it", _text_picture(p.name, p.text)))
    return ChoicePanel("Keep one Power", choices, on_choose, on_cancel,
                       subtitle="It stays secret until you first use it; the other goes back.", tile_aspect=0.75)


def plan_chooser(legal, new_plan: str | None, old_plan: str | None, on_choose, on_cancel) -> ChoicePanel:
    choices = []
    for action in legal:
        plan_id = new_plan if action[1] else old_plan
        symbols = counters().plan(plan_id).symbols if plan_id else ""
        pic = marker_art.plan_row(symbols, (False,) * len(symbols), 30) if symbols else None
        title = ("New Plan " if action[1] else "Old Plan ") + (plan_id or "")
        choices.append(Choice(action, title, "keep it", _centre_pic(pic) if pic else None))
    return ChoicePanel("Strategic: keep which Plan?", choices, on_choose, on_cancel,
                       subtitle="The other goes back into the pile.", tile_aspect=0.45)


def dancer_chooser(title: str, subtitle: str, legal, caption: str, on_choose, on_cancel) -> ChoicePanel:
    choices = []
    for action in legal:
        d = action[1]
        pic = piece_art.dancer_token(F.DANCER_IDS[d], 34)
        choices.append(Choice(action, F.DANCER_NAMES[d], caption, _centre_pic(pic)))
    return ChoicePanel(title, choices, on_choose, on_cancel, subtitle=subtitle, tile_aspect=0.6)


def discard_chooser(legal, on_choose, on_cancel, limit: int, held: int) -> ChoicePanel:
    choices = []
    for action in legal:
        m = F.MARKER_IDS[action[1]]
        choices.append(Choice(action, m, "discard it", _centre_pic(marker_art.refreshment_chip(m, CHIP_R))))
    return ChoicePanel(f"Discard down to {limit}", choices, on_choose, on_cancel,
                       subtitle=f"You hold {held}: discard one, face down.", tile_aspect=0.5, max_columns=5)


def initiative_chooser(legal, names: dict, on_choose, on_cancel) -> ChoicePanel:
    choices = []
    for action in legal:
        a = F.AVATAR_IDS[action[1]]
        pic = piece_art.avatar_medallion(a, 30)
        choices.append(Choice(action, F.AVATAR_NAMES[action[1]], names.get(a, ""), _centre_pic(pic)))
    return ChoicePanel("Hand on the Initiative", choices, on_choose, on_cancel,
                       subtitle="That family starts the next round.", tile_aspect=0.55)


def pair_picture(pair):
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        r = max(8, min(rect.height // 3, rect.width // 5))
        for i, k in enumerate(pair):
            chip = marker_art.refreshment_chip(F.MARKER_IDS[k], r)
            surface.blit(chip, chip.get_rect(center=(rect.centerx + (i - 0.5) * r * 2.3, rect.centery)))
    return draw


def discipline_chooser(legal, on_choose, on_cancel) -> ChoicePanel:
    choices = [Choice(a, " + ".join(F.MARKER_IDS[k] for k in a[1]), "pay these", pair_picture(a[1])) for a in legal]
    return ChoicePanel("Discipline: pay two Refreshments", choices, on_choose, on_cancel,
                       subtitle="For the bonus Influence marker: hold two Dancers until your next seating.",
                       tile_aspect=0.45, max_columns=5)


def after_roll_chooser(legal, obs: dict, seat: int, on_choose, on_cancel) -> ChoicePanel:
    """First what to do (roll again, turn the die down or up, keep it), each saying what it ends in
    (attempt_words, from the person's own observation), then, if several Refreshments could pay,
    which one (the table asks with pay_chooser). A change that ends no better than keeping the die
    is still offered (the rules allow it) but says so, and comes after the useful ones."""
    att = obs["attempt"] or {}
    die, number = att.get("die") or 0, att.get("number") or 0
    groups = {}
    for a in legal:
        key = a[0] if a[0] != "adjust" else ("adjust", a[1])
        groups.setdefault(key, []).append(a)
    useful, idle = [], []
    if "reroll" in groups:
        useful.append(Choice(("group", "reroll"), "Roll again", AW.reroll_words(obs, seat),
                             _die_picture("?")))
    for delta in (-1, 1):
        if ("adjust", delta) in groups:
            words, good = AW.adjust_words(obs, seat, die, delta)
            choice = Choice(("group", ("adjust", delta)), f"Turn it to {die + delta}", words,
                            _die_picture(str(die + delta)))
            (useful if good else idle).append(choice)
    if "accept" in groups:
        words, _ = AW.outcome(obs, seat, die, bool(att.get("adjusted")))
        useful.append(Choice(("accept",), f"Keep the {die}", words, _die_picture(str(die))))
    powers = (["Willpower"] if "reroll" in groups else []) + \
        (["Tactician"] if any(isinstance(k, tuple) for k in groups) else [])
    subtitle = (f"{' and '.join(powers)} let{'s' if len(powers) == 1 else ''} you change the roll, "
                "for a Refreshment." if powers else "")
    return ChoicePanel(f"You rolled {die}, needing {number}", useful + idle, on_choose, on_cancel,
                       subtitle=subtitle, tile_aspect=0.5)


def pay_chooser(actions, on_choose, on_cancel) -> ChoicePanel:
    choices = []
    for a in actions:
        k = a[1] if a[0] == "reroll" else a[2]
        m = F.MARKER_IDS[k]
        choices.append(Choice(a, m, "pay with it", _centre_pic(marker_art.refreshment_chip(m, CHIP_R))))
    return ChoicePanel("Pay with which Refreshment?", choices, on_choose, on_cancel, tile_aspect=0.5,
                       max_columns=5)


def _die_picture(text: str):
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        side = max(10, int(min(rect.width, rect.height) * 0.8))
        body = pygame.Rect(0, 0, side, side)
        body.center = rect.center
        pygame.draw.rect(surface, (250, 244, 230), body, border_radius=side // 5)
        pygame.draw.rect(surface, (150, 120, 80), body, 2, border_radius=side // 5)
        theme.draw_text(surface, text, "display_bold", int(side * 0.6), (60, 30, 40), body.center, "center")
    return draw
