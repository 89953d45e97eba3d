"""Casino Trifecta's rules help: the pages the shell's help scene turns through, in the project's own
words, each with a picture drawn from the table's card faces and checked against the rules (see
help_diagrams).

Text and pictures only; the rules themselves live in rules.py and moves.py.
"""
from __future__ import annotations

from game.casino import help_diagrams as d
from game.casino.rules import FORFEIT_AFTER, ROUNDS, TIMER_SECONDS

PAGES = [
    {
        "title": "Catch the point cards",
        "text": (
            "Casino Trifecta is a two-player card game of adding, matching and subtracting. One deck is played "
            f"through once, in {ROUNDS} rounds of four cards each.\n\n"
            "Each turn you play one card from your hand: you take cards from the table with it, start or change a "
            "build to take later, or leave it lying on the table.\n\n"
            "The points are in what you take home: the 10 of diamonds (2), the 2 of spades (1) and every ace "
            "(1), plus bonuses for trifectas, big captures and the most cards, spades and diamonds at the end."
        ),
        "diagram": d.point_cards,
    },
    {
        "title": "Rounds and the deal",
        "text": (
            "Before the first deal each player names a secret card, in secret (see Lifelines).\n\n"
            "Round 1 deals four cards to each player and four face up to the table. Every later round deals four "
            "more to each player and none to the table.\n\n"
            "Players take turns until both hands are empty; the leader changes every round, so you lead in rounds "
            "1, 3 and 5 or in 2, 4 and 6. A player whose hand is empty is skipped.\n\n"
            "When the last round ends, whoever made the last capture takes every card still on the table."
        ),
        "diagram": None,
    },
    {
        "title": "Capturing",
        "text": (
            "Play a card and take, in one go, any of these with it:\n"
            "- table cards of the same rank (a pair);\n"
            "- groups of loose number cards that each add up to your card's value;\n"
            "- builds of that value, whoever made them.\n\n"
            "Your own card goes to your captured pile with them. A face card takes the same face: a queen takes "
            "queens.\n\n"
            "A capture of five or more cards (your card counted) scores one point for each card past four."
        ),
        "diagram": d.capture,
    },
    {
        "title": "Building",
        "text": (
            "Put a number card from your hand on loose number cards to make a build of their total (10 at most, "
            "or 11 and 12 with the special cards). You must still hold a card of that value to take it later: "
            "the top card always comes from your hand, never from the table.\n\n"
            "A plain build belongs to whoever made it or changed it last. Your opponent may take it with the "
            "value, or change it by adding one card from their hand (if they hold the new total).\n\n"
            "Each build wears a plaque: its value and whose it is."
        ),
        "diagram": d.building,
    },
    {
        "title": "Build same and multiple builds",
        "text": (
            "Build same: lay a card on a table card of the same rank (7 on 7) while you hold another one. Only "
            "that rank can take it, and it never changes value. Kings, queens and jacks can be built the same "
            "way.\n\n"
            "A build may also gather more groups that each make its value, or a card of that value: 9+A, 8+2 and "
            "a 10 are all taken by one 10. You can make such a multiple build in one play; it keeps its value for "
            "good, and whoever adds to it owns it.\n\n"
            "When one play could mean a capture, a build or a build same, the table asks which you mean."
        ),
        "diagram": d.same_and_multiple,
    },
    {
        "title": "Subtraction",
        "text": (
            "Once a game you may subtract: lay a lower card from your hand on one higher loose number card while "
            "you hold their difference (2 on 10, keeping an 8).\n\n"
            "Choose it first (S or the Subtraction button), then play. A subtraction is always exactly three "
            "cards: nobody can add to it, your opponent cannot take it, and you take it back later with the "
            "difference."
        ),
        "diagram": d.subtraction,
    },
    {
        "title": "Trifectas",
        "text": (
            "Three face cards make a trifecta: king, queen and jack, or three kings, three queens or three "
            "jacks. Play a face card from your hand onto two face cards on the table to take all three: 1 point.\n\n"
            "King, queen and jack of one suit make a flush trifecta: 2 points.\n\n"
            "A trifecta can be captured but never built (a build of kings, queens or jacks is a build same)."
        ),
        "diagram": d.trifectas,
    },
    {
        "title": "The special cards",
        "text": (
            "Four cards carry a gold badge:\n"
            "- the jacks of spades and hearts: a jack, or the number 11;\n"
            "- the queen of spades: a queen, or 12;\n"
            "- the king of spades: a king, or any number from 3 to 9.\n\n"
            "When the king of spades is played as a number the table asks which. Once it is in a build its "
            "number is fixed (shown on the card) until someone captures it. Lying alone on the table it has no "
            "number yet."
        ),
        "diagram": d.specials,
    },
    {
        "title": "Lifelines",
        "text": (
            "Each player has three lifelines, each usable once:\n"
            "- The secret card: named before the deal. Capturing it later, yours or your opponent's, scores 1. "
            "It shows on its owner's plaque with a star and is revealed when captured.\n"
            "- Pass: skip one turn. You cannot pass in a round in which your opponent has passed.\n"
            "- Subtraction (see its page).\n\n"
            "A spent lifeline is crossed out on the plaque."
        ),
        "diagram": d.lifelines,
    },
    {
        "title": "Scoring and the end",
        "text": (
            "Points count as cards are captured: the score trackers in the panel show them live (hover for what "
            "each is made of).\n\n"
            "A capture holding four or more cards of one rank scores 1 more. The cards the last capture sweeps up "
            "count for point cards, secrets and the end bonuses only.\n\n"
            "At the end: most cards 1 (a tie: half each), most spades 1, most diamonds 1 (a tie: nobody). The "
            "higher total wins."
        ),
        "diagram": d.scoring,
    },
    {
        "title": "At this table",
        "text": (
            "- Pick a card from your hand: click it, or press 1 to 4. The table cards and builds that may go "
            "with it light up; click them, and the caption says what the play would do.\n"
            "- Confirm (Enter) plays it (the button says what it will do); Reset (Backspace), a right click or "
            "Esc puts everything back as your turn began. Dragging your card onto a table card plays at once when that means one thing; onto "
            "an empty part of the table, it lies there alone.\n"
            "- P passes, S arms the Subtraction, Ctrl+Z takes your play back before your opponent answers.\n\n"
            f"With the timer on, each move has {TIMER_SECONDS} seconds; each time the clock runs out your "
            f"opponent scores 1, and the {FORFEIT_AFTER}th time forfeits the game. The card tracker in the panel "
            "shows where every card is, and how many of each rank you have not seen."
        ),
        "diagram": d.at_the_table,
    },
]
