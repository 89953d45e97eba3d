"""The reliability chart `make bench` saves for each run of the odds' calibration (bench_calibration): what the
chart said against how often seat 0 won, a point per decile with its 90% interval over games, the band of the
issue's 5 points around the diagonal, how many estimates fell in each decile, the run's headline figures and a
table of the deciles, drawn with pygame in the bundled fonts and saved as PNG. A picture for a person reading the
bench's output, never a test.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.ai.calibration import MIN_SAMPLES  # a decile with fewer estimates: drawn hollow, reported, not judged
from game.core.resources import fonts_dir
from game.ui.theme import FONT_FILES, Palette

SIZE = (720, 520)
GOAL_POINTS = 5.0  # the bar for a decile's error
GOAL_BRIER = 0.8  # and for the Brier score against always saying the base rate

BAND = (44, 58, 64)
GRID = (46, 36, 70)
BARS = (70, 60, 110)


def _fonts() -> dict:
    # Fonts of their own, not theme.font's cache: the bench's frame section quits pygame (and its fonts) first.
    pygame.font.init()

    def load(role: str, px: int) -> pygame.font.Font:
        return pygame.font.Font(str(fonts_dir() / FONT_FILES[role]), px)

    return {"title": load("display_bold", 22), "text": load("text", 13), "bold": load("text_bold", 13),
            "small": load("text", 11)}


def _verdict(ok: bool) -> tuple:
    return Palette.success if ok else Palette.danger


def chart_surface(figures: dict, title: str, size: tuple[int, int] = SIZE) -> pygame.Surface:
    """The chart of one calibration run (`figures` as calibration.score gives them, with bench_calibration's
    "noise" added when it has it) under `title`."""
    fonts = _fonts()
    width, height = size
    surface = pygame.Surface(size)
    surface.fill(Palette.midnight)

    def text(words: str, font: str, colour, x: int, y: int, anchor: str = "topleft") -> pygame.Rect:
        image = fonts[font].render(words, True, colour)
        rect = image.get_rect(**{anchor: (x, y)})
        surface.blit(image, rect)
        return rect

    text(title, "title", Palette.gold_light, 20, 14)
    games, samples = figures.get("games", 0), figures.get("samples", 0)
    text(f"{games:,} self-play games, {samples:,} estimates of seat 0's chance", "text", Palette.text_muted, 20, 46)
    if not samples:
        text("No estimates to draw.", "bold", Palette.text, 20, 80)
        return surface
    ratio, worst = figures["brier_ratio"], figures["worst_error_points"]
    noise = figures.get("noise") or {}
    line = text(f"Brier {ratio:.3f} of the base rate's (goal: at most {GOAL_BRIER})", "bold",
                _verdict(ratio <= GOAL_BRIER), 20, 66)
    line = text(f"worst decile {worst} points (goal: at most {GOAL_POINTS:g})", "bold",
                _verdict(worst <= GOAL_POINTS), line.right + 16, 66)
    if "noise_worst_median" in noise:
        text(f"On these games a chart with no bias would show a worst decile of {noise['noise_worst_median']} "
             f"points (the median of resamplings).", "text", Palette.text_muted, 20, 86)

    top, left = 124, 62
    plot = min(height - top - 46, width - left - 250)

    def at(said: float, won: float) -> tuple[int, int]:
        return left + round(said * plot), top + round((1.0 - won) * plot)

    band = [at(0.0, 0.0), at(0.0, GOAL_POINTS / 100), at(1.0 - GOAL_POINTS / 100, 1.0), at(1.0, 1.0),
            at(1.0, 1.0 - GOAL_POINTS / 100), at(GOAL_POINTS / 100, 0.0)]
    pygame.draw.polygon(surface, BAND, band)
    for k in range(11):
        x, y = at(k / 10, k / 10)
        pygame.draw.line(surface, GRID, (x, top), (x, top + plot))
        pygame.draw.line(surface, GRID, (left, y), (left + plot, y))
        if k % 2 == 0:
            text(f"{k * 10}%", "small", Palette.text_muted, x, top + plot + 4, "midtop")
            text(f"{k * 10}%", "small", Palette.text_muted, left - 6, y, "midright")
    text("the chart said", "text", Palette.text, left + plot // 2, top + plot + 20, "midtop")
    label = pygame.transform.rotate(fonts["text"].render("the seat won", True, Palette.text), 90)
    surface.blit(label, label.get_rect(midright=(left - 32, top + plot // 2)))

    deciles = [d for d in figures.get("deciles", []) if d["samples"]]
    spreads = {d["bin"]: s for d, s in zip(figures.get("deciles", []), noise.get("deciles", []))}
    most = max([d["samples"] for d in deciles] + [1])
    for d in deciles:  # estimates per decile: a bar up from the bottom, a fifth of the plot at most
        x0, _ = at(d["bin"] / 10, 0.0)
        tall = max(1, round(d["samples"] / most * plot / 5))
        pygame.draw.rect(surface, BARS, (x0 + 3, top + plot - tall, plot // 10 - 5, tall))
    pygame.draw.line(surface, Palette.gold, at(0.0, 0.0), at(1.0, 1.0), 2)
    for d in deciles:
        colour = _verdict(d["error_points"] <= GOAL_POINTS)
        x, y = at(d["chance"], d["observed"])
        spread = spreads.get(d["bin"])
        if spread:  # won - said, 90% over games
            lo = min(1.0, max(0.0, d["chance"] + spread[1] / 100))
            hi = min(1.0, max(0.0, d["chance"] + spread[2] / 100))
            pygame.draw.line(surface, colour, at(d["chance"], lo), at(d["chance"], hi), 2)
        judged = d["samples"] >= MIN_SAMPLES
        pygame.draw.circle(surface, colour, (x, y), 5, 0 if judged else 2)
    pygame.draw.rect(surface, Palette.gold_dark, (left, top, plot + 1, plot + 1), 1)

    table_x = left + plot + 30
    columns = (("decile", 0, "topleft"), ("estimates", 124, "topright"), ("said", 164, "topright"),
               ("won", 202, "topright"), ("off", 236, "topright"))
    for name, dx, anchor in columns:
        text(name, "bold", Palette.text, table_x + dx, top - 2, anchor)
    for row, d in enumerate(deciles):
        y = top + 20 + row * 19
        colour = _verdict(d["error_points"] <= GOAL_POINTS) if d["samples"] >= MIN_SAMPLES else Palette.text_muted
        cells = (f"{d['bin'] * 10}-{d['bin'] * 10 + 10}%", f"{d['samples']:,}", f"{100 * d['chance']:.1f}",
                 f"{100 * d['observed']:.1f}", f"{d['error_points']:.1f}")
        for (_, dx, anchor), cell in zip(columns, cells):
            text(cell, "text", colour if dx == columns[-1][1] else Palette.text, table_x + dx, y, anchor)
    notes = (f"Each point is a decile of estimates: what they said against how often seat 0 won, with its 90% "
             f"interval over games. The band is {GOAL_POINTS:g} points either side of right; the bars count the "
             f"estimates. Hollow: fewer than {MIN_SAMPLES} estimates, not judged.")
    for row, note in enumerate(_wrap(notes, fonts["small"], width - table_x - 12)):
        text(note, "small", Palette.text_muted, table_x, top + 20 + 10 * 19 + 14 + row * 15)
    return surface


def _wrap(words: str, font: pygame.font.Font, width: int) -> list[str]:
    lines = [""]
    for word in words.split():
        trial = f"{lines[-1]} {word}".strip()
        if font.size(trial)[0] <= width or not lines[-1]:
            lines[-1] = trial
        else:
            lines.append(word)
    return lines


def save_chart(figures: dict, title: str, path: Path) -> None:
    """Draw the chart and write it to `path` as PNG."""
    pygame.image.save(chart_surface(figures, title), str(path))
