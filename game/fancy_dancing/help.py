"""Trifecta: Fancy Dancing's rules help: the pages the shell's help scene turns through, in the
project's own words, each with a diagram drawn with the table's own cards (see help_diagrams).

Text and pictures only; the rules themselves live in rules.py (numbers are read from the deck file).
"""
from __future__ import annotations

from game.fancy_dancing import cards as C
from game.fancy_dancing import help_diagrams as d

LOW, HIGH = C.SCORE_LOW, C.SCORE_HIGH

PAGES = [
    {
        "title": "The dance floor",
        "text": (
            "Down the middle of the table stands the centre column: three cards, one for each row. The top "
            "row starts as a Plus row, the middle row as a Minus row, and the bottom row is the Style row.\n\n"
            "In a duel each player owns one side of the column: Player 1 the left, Player 2 the right. Every "
            "row has five spaces on each side, numbered 1 to 5 going outward from the column.\n\n"
            f"Fill a row on your side with five cards worth {LOW} to {HIGH} points and you earn an Accolade. "
            "Three Accolades win the duel."
        ),
        "diagram": d.floor,
    },
    {
        "title": "The cards",
        "text": (
            f"The deck holds {C.NUM_CARDS} cards: three dance styles, each with powers 2 to 13, and three Stars.\n\n"
            "- Waltz cards show a fan, Tango cards a rose, Swing cards a pair of notes. Each style also has "
            "its own colour, but the symbol alone is enough to tell them apart.\n"
            "- The big number is the card's power. The small pill at its foot is what it scores: powers 2 "
            "to 10 score their power, while 11, 12 and 13 score a single point.\n"
            f"- A Star has no power and no style of its own. When its row is counted it is worth "
            f"{C.STAR_LOW} or {C.STAR_HIGH}, whichever suits the owner of that side better."
        ),
        "diagram": d.styles,
    },
    {
        "title": "Your turn",
        "text": (
            "Each turn starts with a card from the deck; the table hands it to you, so you already hold it "
            "when you choose. Then do one of two things:\n\n"
            "- Play one card from your hand into the next free space of any row, on your own side or on "
            "your opponent's.\n"
            "- Refresh: put your whole hand on the discard pile and take two new cards.\n\n"
            "The row you play into decides which cards may go there, as the next page shows."
        ),
        "diagram": d.turn,
    },
    {
        "title": "Plus, Minus and Style",
        "text": (
            "A card is compared with the card before it on the same side of the same row. The first card of "
            "a side may be anything.\n\n"
            "- Plus row: the new card's power must be the same or higher.\n"
            "- Minus row: the same or lower.\n"
            "- Style row: the same style.\n\n"
            "A Star may be played anywhere. Because it has no power or style, the card after it is compared "
            "with the last card before the Star (and if there is none, anything goes)."
        ),
        "diagram": d.row_rules,
    },
    {
        "title": "Flipping a row",
        "text": (
            f"The Plus and Minus cards are two-sided. Play a {C.FLIP_IN_MINUS} into a Minus row and its "
            f"centre card turns over to Plus; play a {C.FLIP_IN_PLUS} into a Plus row and it turns to "
            "Minus.\n\n"
            "The new rule holds for both sides of that row from the next card on. A Star never flips a "
            "row. The Style card never turns."
        ),
        "diagram": d.flips,
    },
    {
        "title": "Scoring a row",
        "text": (
            "When the fifth card fills one side of a row, that side's five cards are added up. A total from "
            f"{LOW} to {HIGH} earns an Accolade for the owner of that side, even when an opponent played "
            "the last card. Each Star counts as whichever of its two values helps.\n\n"
            "Either way the five cards then go to the discard pile, and the row starts empty again.\n\n"
            "Beside each row the table keeps the running total; with a Star it shows the range, such as "
            "14–24."
        ),
        "diagram": d.scoring,
    },
    {
        "title": "Winning the duel",
        "text": (
            "The first player to collect three Accolades wins.\n\n"
            "When a turn's draw finds the deck empty, the discard pile is shuffled into a new deck and play "
            "goes on. The discard pile is open: anyone may look through it to see which cards are gone.\n\n"
            f"If the deck has been rebuilt {C.DECK['max_rebuilds']} times without a winner, the player with "
            "more Accolades wins; with equal Accolades the duel is drawn."
        ),
        "diagram": None,
    },
    {
        "title": "Solitaire and cooperative",
        "text": (
            "Alone, or as a team of two to four, you use a single side of the floor. After the deal, "
            f"{C.DECK['set_aside']} cards go face up onto the discard pile, so you know they are out of play.\n\n"
            "In the cooperative game everyone has their own hand, turns go round the table and the team "
            "shares its Accolades.\n\n"
            "The discard pile is never shuffled back. Three Accolades win at once; but if any draw, at the "
            "start of a turn or for a Refresh, finds the deck empty, the game is lost."
        ),
        "diagram": d.solo,
    },
    {
        "title": "Endurance",
        "text": (
            "Endurance is a solitaire or team game with three Time tokens. The first two times the deck "
            f"runs out, the discard pile becomes a new deck, {C.DECK['set_aside']} of its cards are set "
            "aside face up again, and a Time token turns over. The third time, the last token turns and "
            "the dance ends.\n\n"
            "Accolades do not end an endurance game: your score is every Accolade you earned in three "
            "passes through the deck. Each solo mode keeps its own table of best games."
        ),
        "diagram": d.solo,
    },
    {
        "title": "At the table",
        "text": (
            "- Pick a card by clicking it, dragging it, or pressing its number (1–5). The spaces that may "
            "take it light up; click one or drop the card there. A refused space says why, such as "
            "\"Minus row: 9 is higher than 7.\" Arrow keys move between the lit spaces; Enter plays.\n"
            "- R refreshes your hand. Esc pauses; F1 opens these pages.\n"
            "- Undo (Ctrl+Z) takes your card back until a card drawn since has been shown to you: against "
            "the AI until it moves; between people until the screen is passed on.\n"
            "- Playing alone, your next card would show at once, so your card first waits in its space, "
            "glowing. End turn (Enter) dances it; Undo takes it back."
        ),
        "diagram": d.table_keys,
    },
]
