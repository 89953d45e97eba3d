"""The Dance's rules help: the pages the shell's help scene turns through, in the project's own words,
each with a diagram drawn from the real ballroom (see help_diagrams).

Text and pictures only; the rules themselves live in rules.py.
"""
from __future__ import annotations

from game.the_dance import help_diagrams as d
from game.the_dance.counters import counters


def _plan_list() -> str:
    return ", ".join(f"{p.id} {p.symbols}" for p in counters().plans)


PAGES = [
    {
        "title": "The ball",
        "text": (
            "Two to six vampire families come to a palace ball. Each is one Avatar, and each wants to "
            "bring the right guests home: a secret Plan names the Dancers' symbols it needs.\n\n"
            "Lead Dancers to your Sanctuary table and seat them there. The first family whose seated "
            "Dancers cover its Plan wins at once.\n\n"
            "The floor has 263 hexes. The red ribbon is the waltz loop: the free Dancers go round it, "
            "counter-clockwise. The white circles are where they start. The six silver Server hexes ring "
            "the middle. Each table has an entry hex in its colour, and only that family may step on it."
        ),
        "diagram": d.the_room,
    },
    {
        "title": "Avatars and Dancers",
        "text": (
            "Your Avatar is a medallion in your family's colour with your family's initial. She walks 2 "
            "hexes a turn and has a rating of 2, 1, 1 and 0 in the four Domains: Extortion, Corruption, "
            "Subjugation and Confidence.\n\n"
            "A Dancer token shows her symbol, in its own colour and shape: the red Rose, the gold Crown, the "
            "blue Moon and the green Ivy. Its four corners carry her pips in each Domain as figures: "
            "Extortion top left, Corruption top right, Subjugation bottom left, Confidence bottom right "
            "(the key beside the floor, top left, shows it). A red x means that Domain may never be tried "
            "on her.\n\n"
            "Rest the pointer on any piece, or right-click it, for its card: name, ratings, who holds it. "
            "Esc or a second right-click puts it away."
        ),
        "diagram": d.dancer_token,
    },
    {
        "title": "A turn: the Dance Step",
        "text": (
            "On your turn you dance, then you influence.\n\n"
            "- Click your Avatar: the hexes she can end on light up. She walks through empty hexes only. "
            "Point at a lit hex to see her way there, click it to go. The Ankh (K) lends her one hex more.\n"
            "- Click a Dancer you hold: she may go 2 hexes, any way, ignoring the arrows.\n"
            "- A Dancer on your entry hex, or next to it, can be seated: click your table. Her marker comes "
            "back to you.\n"
            "- Release lets a Dancer go; Unseat puts one of yours back on your entry hex.\n\n"
            "Each piece moves once. Click Done (Enter) when you are finished."
        ),
        "diagram": d.dance_step,
    },
    {
        "title": "A turn: the Influence Step",
        "text": (
            "Then choose one thing, or Pass (Enter):\n\n"
            "- Influence a Dancer beside your Avatar. Click her: the panel shows each Domain, the Refreshments "
            "you may add, the target number and your chance before you roll.\n"
            "- Foil a rival Avatar beside yours: on a success she loses her next Influence Step.\n"
            "- Call the Server when he stands beside you: two Refreshments.\n"
            "- Cut In: change places with a piece beside you.\n\n"
            "A free Dancer you win carries your marker and stops waltzing. You have one marker: winning a "
            "second Dancer lets the first go. A rival's Influenced Dancer is only freed."
        ),
        "diagram": d.influence_step,
    },
    {
        "title": "The roll",
        "text": (
            "The target number is your Avatar's rating plus the Dancer's pips in the Domain you chose, plus "
            "any Refreshment of that Domain you play. Roll a die: a result equal to or under the target "
            "succeeds.\n\n"
            "An unmodified 1 does more: the Dancer is Dominated (a diamond marker). Nobody may try to take a "
            "Dominated Dancer from you.\n\n"
            "Foiling works the same way, with both Avatars' ratings added together.\n\n"
            "The die tumbles on the table; click to see it land at once."
        ),
        "diagram": d.influence_roll,
    },
    {
        "title": "The Waltz",
        "text": (
            "When every family has had a turn, the music plays.\n\n"
            "- If the Server is in the kitchen, a die sends him to that Server hex (if it is free).\n"
            "- The Tempo marker moves one box: 1, 2, 3, 4 and round again.\n"
            "- In boxes 1 to 3, every free Dancer steps once: along the loop, or along her hex's arrow "
            "towards it.\n"
            "- In box 4 the Dancers rest, and every family draws a Refreshment.\n\n"
            "Hold Shift or press W (Next turn) to see where each free Dancer will step next, and how far "
            "every other Avatar can walk. A (Arrows) shows every hex's arrow."
        ),
        "diagram": d.the_waltz,
    },
    {
        "title": "The Tempo",
        "text": (
            "The Tempo track sits between the two top tables. It starts in box 1. The marker moves first, then "
            "its new box is read, so the Dancers move in the first and second Waltz, rest in the third, then "
            "move three times before the next rest.\n\n"
            "The panel says what the next Waltz will do."
        ),
        "diagram": d.tempo_track,
    },
    {
        "title": "Refreshments",
        "text": (
            "Refreshments are small markers. A Domain's +1 or +2 adds to a roll in that Domain. The Ankh adds "
            "no pips: played with a walk, it lends one hex more.\n\n"
            "You may hold 4 (6 with Old Wealth); after a draw, discard down, face down. Any Refreshment can "
            "also pay for a Power.\n\n"
            "Your own are in your tray on the right; the others show only how many they hold."
        ),
        "diagram": d.refreshments,
    },
    {
        "title": "Powers (1)",
        "text": (
            "Each family keeps one Power of the two it draws, secret until first used; then everyone sees it "
            "on its plaque. Old Wealth shows at once: everyone can count six markers.\n\n"
            "These four change how your Avatar moves and reaches."
        ),
        "diagram": d.powers_page(("athletic", "shadow", "mesmerize", "host")),
    },
    {
        "title": "Powers (2)",
        "text": (
            "These four change the roll.\n\n"
            "Willpower and Tactician are offered after your roll: roll again, or turn the die by one, paying a "
            "Refreshment. The panel shows your chance with them before you roll."
        ),
        "diagram": d.powers_page(("willpower", "tactician", "resourceful", "overwhelming")),
    },
    {
        "title": "Powers (3)",
        "text": (
            "The last four bend the rules of holding and winning.\n\n"
            "Discipline and Strategic appear as buttons on your turn when you may use them."
        ),
        "diagram": d.powers_page(("regale", "discipline", "old_wealth", "strategic")),
    },
    {
        "title": "Mesmerize, for example",
        "text": (
            "A Power often changes what lights up. With Mesmerize, Lucian's Influence Step reaches every Dancer "
            "two hexes away, even behind another piece. Cut In still needs a piece right beside her."
        ),
        "diagram": d.mesmerize_reach,
    },
    {
        "title": "Plans",
        "text": (
            "Your Plan is a row of symbols. Each seated Dancer covers one symbol of hers; when every symbol "
            "is covered, you win.\n\n"
            f"There are twelve Plans: {_plan_list()}.\n\n"
            "Plans stay secret until someone wins, unless the table plays with open Plans."
        ),
        "diagram": d.plans,
    },
    {
        "title": "Seating and winning",
        "text": (
            "A table has five seats. A sixth Dancer may sit only if she completes the Plan.\n\n"
            "Seated Dancers are safe for the rest of the ball. If nobody has won when the turn limit is "
            "reached, the family with the most Plan symbols covered wins (then the most seated).\n\n"
            "The results show every family's table against its Plan."
        ),
        "diagram": d.seating,
    },
    {
        "title": "At the table",
        "text": (
            "- Wheel: zoom; drag or arrow keys: pan; F or Home: fit the room.\n"
            "- Enter: Done or Pass. K: the Ankh. A: arrows. W or Shift: the next turn.\n"
            "- Right-click a piece: keep its card open. Esc: put down what you picked up.\n"
            "- Ctrl+Z: take back your Dance Step until a die or a draw shows something new.\n"
            "- H: a hint. F1: these pages.\n\n"
            "With several people at one screen, a curtain covers it before each person's turn and before "
            "each private choice, so nobody sees another's tray."
        ),
        "diagram": None,
    },
]
