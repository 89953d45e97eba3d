"""A game's UI kit: everything the shell (launcher, setup, Watch, results, statistics, help, replays)
may ask of a game, declared in one object. Each game's UI package exports one, `KIT` in
game/<id>/kit.py; the shell reads only the kit (through game.ui.kits), never a game module's names.

Only `table` is required; every other field has a declared default, listed below, that the shell uses
when a game has nothing of its own to say. Pictures draw into the rectangle they are given and never
change game state. A kit must be cheap to import: it refers to its table and pictures through small
functions that import the heavy modules (the table, its art, the rules) when first called. Never
imports pygame itself (game.bench and the tests read kits without a display).

See game/ui/README.md for what a new game writes and how it is registered.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib.metadata import EntryPoint
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # annotations only: the kit stays importable without pygame or the shell
    import pygame

    from game.core.match import Match
    from game.ui.table import TableScene

    Colour = tuple[int, int, int]


def later(reference: str) -> Callable[..., Any]:
    """The function a kit names as "package.module:function", imported on its first call: the standard
    entry-point form (importlib.metadata.EntryPoint), so a kit stays cheap to import while its table,
    pictures and help (which pull in the rules and the art) load only when first asked for. The game
    names its own functions; the shell never guesses a name."""
    point = EntryPoint(name=reference, value=reference, group="grand_ball.kit")
    loaded: list[Callable[..., Any]] = []

    def call(*args, **kwargs):
        if not loaded:
            loaded.append(point.load())
        return loaded[0](*args, **kwargs)

    call.__qualname__ = call.__name__ = reference
    return call


def later_value(reference: str) -> Callable[[], Any]:
    """A zero-argument function returning the object named "package.module:NAME" (a help's PAGES),
    imported on the first call, as later()."""
    point = EntryPoint(name=reference, value=reference, group="grand_ball.kit")
    return lambda: point.load()


def no_lines(match: "Match") -> list[str]:
    """Default result_lines: the results show the scores and the end's reason only."""
    return []


def no_banner(match: "Match") -> "tuple[str, Colour] | None":
    """Default result_banner: the shell's "<winner> wins" or "A draw" in the winner's seat colour."""
    return None


def no_seat_look(match: "Match", seat: int, colour_blind: bool) -> "tuple[str, Colour] | None":
    """Default result_seat: the seat's name and its seat colour."""
    return None


def rules_end_text(match: "Match") -> str:
    """Default end_text: the rules' own end_reason() with the players' names put in."""
    return match.with_names(match.state.end_reason() or "")


def no_high_scores(mode: str) -> list[dict]:
    """Default high_scores: the statistics page shows no high-score table."""
    return []


def no_pages() -> Sequence[dict]:
    """Default help_pages: the help says the rules are not written yet."""
    return ()


@dataclass(frozen=True)
class GameKit:
    """What the shell may ask of one game. Signatures (surface and rect are pygame's):

    table(app, match, demo=False) -> TableScene
        The game's table scene for `match` (a TableScene subclass: see game/ui/table.py for what a
        table overrides, replays included). `demo`: the AI plays every seat, nothing is saved.
    emblem(surface, w, h, line, gold, soft) -> None
        A small picture in gold line work over a transparent `surface` of w x h (drawn large, then
        scaled down): the launcher while the thumbnail is missing, the results without result_art.
        Default None: the shell's plain crest with the game's initial.
    thumbnail(surface, rect, scale) -> None
        The launcher card's picture. Default None: the emblem.
    setup_preview(surface, rect, players, scale) -> None
        For a game without options: its table for `players` under the setup's options. Default None.
    option_preview(surface, rect, option_name, value, scale) -> None
        The setup's picture of the first option's chosen value (a board, a mode). Default None.
    option_notes: {option name: one line}
        The setup's line of explanation beside each option when they crowd. Default: each option's help.
    result_art(surface, rect, match) -> None
        The results' picture of the end. Default None: the emblem.
    result_lines(match) -> list[str]
        The results' story under the scores. Default: none.
    result_banner(match) -> (headline, colour) | None
        The results' own headline (a solitaire game's "Three Accolades!"). Default: "<winner> wins".
    result_seat(match, seat, colour_blind) -> (label, colour) | None
        A seat's own label and colour on the results (the family it played). Default: name and seat colour.
    end_text(match) -> str
        Why the game ended, with the players' names. Default: the rules' end_reason().
    score_label: str
        What State.scores() counts, on the results and the statistics. Default "Score".
    high_scores(mode) -> list[dict]
        The statistics page's high-score rows for a mode (each {"name", "score", ...}). Default: none.
    autoplay_players: int | None
        The seats a demonstration (Watch, --autoplay) fills. Default None: two where allowed.
    help_pages() -> sequence of {"title": str, "text": str, "diagram": (surface, rect, scale) | None}
        The rules help, page by page. Default: none (the help says so).
    """

    table: Callable[..., "TableScene"]
    emblem: Callable[["pygame.Surface", int, int, int, Any, Any], None] | None = None
    thumbnail: Callable[["pygame.Surface", "pygame.Rect", float], None] | None = None
    setup_preview: Callable[["pygame.Surface", "pygame.Rect", int, float], None] | None = None
    option_preview: Callable[["pygame.Surface", "pygame.Rect", str, Any, float], None] | None = None
    option_notes: Mapping[str, str] = field(default_factory=dict)
    result_art: Callable[["pygame.Surface", "pygame.Rect", "Match"], None] | None = None
    result_lines: Callable[["Match"], list[str]] = no_lines
    result_banner: Callable[["Match"], "tuple[str, Colour] | None"] = no_banner
    result_seat: Callable[["Match", int, bool], "tuple[str, Colour] | None"] = no_seat_look
    end_text: Callable[["Match"], str] = rules_end_text
    score_label: str = "Score"
    high_scores: Callable[[str], list[dict]] = no_high_scores
    autoplay_players: int | None = None
    help_pages: Callable[[], Sequence[dict]] = no_pages

    def __post_init__(self):
        if not callable(self.table):
            raise TypeError("a GameKit needs a table factory: table(app, match, demo=False) -> TableScene")
