"""Trifoil's rules help: the pages the shell's help scene turns through, in the project's own words,
each with a diagram drawn from the real boards (see help_diagrams).

Text and pictures only; the rules themselves live in rules.py.
"""
from __future__ import annotations

from game.trifoil import help_diagrams as d
from game.trifoil.board import BOARD_NAMES, load_board


def _variants_text() -> str:
    """The variant boards' page, read from the level files so the numbers always match."""
    lines = []
    for name in BOARD_NAMES[1:]:
        b = load_board(name)
        corners = len(b.triangles)
        lines.append(f"- {b.title}: {b.size} Blinks, {corners} spinning corners, a chain of {b.chain_to_win} "
                     f"wins, {b.links_per_player} links each.")
    return ("The setup screen offers more formations. The larger ones give each player more links and ask "
            "for a longer chain.\n\n" + "\n".join(lines) + "\n\nEvery rule is the same on each of them.")

PAGES = [
    {
        "title": "The formation",
        "text": (
            "Trifoil is played on a small formation of Blinks: glowing hexagonal tiles with a lamp behind "
            "each of their six faces. The standard formation is a triangle of six Blinks, lettered A to F.\n\n"
            "Blue and red take turns lighting links (lamps of their colour) on the faces where two Blinks "
            "touch, pushing them along, and spinning corners of the formation.\n\n"
            "Three corner triangles can spin: Delta (A, B, D), Omega (B, C, E) and Theta (D, E, F). "
            "The middle triangle B, D, E never spins. Letters and triangle names belong to the places on "
            "the table, not to the tiles: after a spin, the tile now at D is still called D.\n\n"
            "Make a chain of 5 of your links to win."
        ),
        "diagram": d.board_and_triangles,
    },
    {
        "title": "Placing a link",
        "text": (
            "Choose a Blink, then a Blink touching it. If the face of the first one that looks at the "
            "second is dark, one of your links lights there.\n\n"
            "- Links come from your supply (9 each on the standard board); the panel counts what is left.\n"
            "- Only faces that look at a touching Blink can be lit this way.\n\n"
            "In the notation this is written place B>D: a link on B, on the face toward D."
        ),
        "diagram": d.placing,
    },
    {
        "title": "Pushing",
        "text": (
            "Make the same choice on a face that already holds one of your own links, and you push it: "
            "it crosses to the facing side of the second Blink. You may never push your opponent's links.\n\n"
            "Written push B>D. After the push, the face you pushed from is dark."
        ),
        "diagram": d.pushing,
    },
    {
        "title": "Pushing a line",
        "text": (
            "A push travels in a straight line, Blink by Blink. When the face it arrives at is taken, the "
            "link already there moves to the far side of that Blink; if that far side is taken too, its link "
            "is shoved on into the next Blink along the line, and so on.\n\n"
            "Every link in the way moves one step, whatever its colour; the pushed link takes the first "
            "place it reaches."
        ),
        "diagram": d.pushing_a_line,
    },
    {
        "title": "Pushing to the edge",
        "text": (
            "A link may be pushed onto a face that looks out of the formation. It stays lit there and still "
            "counts for chains on its Blink, but nobody can push it again, since a push always starts from a "
            "face that looks at a touching Blink.\n\n"
            "If a push would have to shove a link off the formation altogether, the push is not allowed "
            "and nothing moves."
        ),
        "diagram": d.pushing_to_the_edge,
    },
    {
        "title": "Spinning",
        "text": (
            "Instead of lighting or pushing, you may spin a corner triangle a third of a turn, clockwise "
            "or counter-clockwise. Its three Blinks change places around their shared corner and turn with "
            "it, so every link on them rides along.\n\n"
            "A link that faced a neighbour may end up facing outward, and a face that looked out may now "
            "meet a neighbour.\n\n"
            "On the table, use the round handles beside each triangle: the medallion names it, the two arrows "
            "spin it. Written spin Theta cw or spin Theta ccw."
        ),
        "diagram": d.spinning,
    },
    {
        "title": "The minority rule",
        "text": (
            "You may spin a triangle only while you have fewer links on its three Blinks than your opponent "
            "does (count every face of the three, outward ones too).\n\n"
            "With equal numbers, neither player may spin it. The spin handles light up only where a spin is "
            "allowed; clicking a dim one tells you the count."
        ),
        "diagram": d.minority,
    },
    {
        "title": "No return",
        "text": (
            "Every action must change the board, and it may not put the board back exactly as it stood "
            "just before the previous action, whoever made that one.\n\n"
            "So a link pushed across cannot be pushed straight back at once, and a spin cannot be "
            "undone by the reverse spin. Ending a turn is not an action for this rule."
        ),
        "diagram": d.no_return,
    },
    {
        "title": "Turns",
        "text": (
            "Blue begins, and the very first turn of the game is a single action. From then on each turn "
            "has two actions: after the second, play passes by itself.\n\n"
            "- After your first action you may stop: press End turn (or Enter).\n"
            "- You must act when you can; End turn only follows an action.\n"
            "- Until the turn is over you may take your actions back with Undo (Ctrl+Z), even against "
            "the computer."
        ),
        "diagram": d.turns,
    },
    {
        "title": "Chains",
        "text": (
            "Two of your links are connected when they sit on the same Blink (any two faces) or on the two "
            "faces where touching Blinks meet.\n\n"
            "A chain is a path through connected links of one colour, never visiting a link twice, and "
            "using at most two links of any one Blink. Its length is its number of links.\n\n"
            "So six connected links may still make only a chain of four, as in the picture: the chain can "
            "pass through D just once. Hover over a player in the panel to see their longest chain."
        ),
        "diagram": d.chains,
    },
    {
        "title": "Winning and other endings",
        "text": (
            "After every action, a player with a chain as long as the board asks for (5 on the standard "
            "board) wins at once. If an action completes chains for both players, the one who acted wins.\n\n"
            "The game also ends:\n"
            "- when either player has placed all of their links;\n"
            "- when the player to move has no action left;\n"
            "- when the same board, with the same player to move, comes round for the third time.\n\n"
            "Then the longer chain wins, and equal chains are a draw."
        ),
        "diagram": d.winning,
    },
    {
        "title": "Other formations",
        "text": _variants_text(),
        "diagram": d.variant_boards,
    },
    {
        "title": "Playing on screen",
        "text": (
            "- Click a Blink to choose it; the touching Blinks where a place or push is allowed glow gold. "
            "Hover one to preview the move, click it to play. Click the chosen Blink again to let go.\n"
            "- Spin with the arrows beside a triangle's medallion.\n"
            "- A refused click always says why, on the line under the board.\n"
            "- Enter or E ends the turn, Ctrl+Z undoes this turn, Esc opens the menu, F1 these pages.\n"
            "- The background takes the colour of the player to act; the move log keeps every action."
        ),
        "diagram": d.on_screen,
    },
]
