"""Trifecta's rules help: the pages the shell's help scene turns through, in the project's own words,
each with a picture drawn from the deck and the rules data (see help_diagrams).

Text and pictures only; the rules themselves live in rules.py.
"""
from __future__ import annotations

from game.trifecta import cards as C
from game.trifecta import help_diagrams as d


def _threshold_lines() -> str:
    lines = []
    for n in range(6, 1, -1):
        need = C.threshold(n)
        rule = f"at least {need} goal cards" if need is not None else "more goal cards than the other player"
        lines.append(f"- {n} players at the start of the stage: {rule}.")
    return "\n".join(lines)


PAGES = [
    {
        "title": "Outlast the table",
        "text": (
            "Trifecta is a game of nerve for two to six players. Each stage, nine goal cards are fought over "
            "one at a time, and everyone gets nine cards to fight with: never enough to contest them all.\n\n"
            "Win enough goal cards to survive the stage, and make sure others do not. Survivors play another "
            "stage with fresh cards; the last player standing wins the game.\n\n"
            "Every decision is sealed: everyone chooses in secret, then all the choices turn over at once."
        ),
        "diagram": d.overview,
    },
    {
        "title": "The Gnomon cards",
        "text": (
            "Every card is made of values from three characteristics:\n"
            "- Pattern: Filled, Partial (hatched) or Hollow.\n"
            "- Colour: Red, Green or Blue.\n"
            "- Shape: Circle, Square or Triangle.\n\n"
            "A Single shows just one value: a pattern swatch, a drop of colour or a gilded shape. It is named "
            "by that value: Red, Circle, Hollow.\n\n"
            "A Complete shows one of everything: a shape drawn in a colour and a pattern. It is named by its "
            "initials in the order pattern, colour, shape: FBT is the Filled Blue Triangle. The letters in each "
            "card's corner say the same, so colour is never the only clue."
        ),
        "diagram": d.deck,
    },
    {
        "title": "Matching",
        "text": (
            "A card matches a value when it shows that value. A Circle Single matches Circle, and so does every "
            "Complete with a circle on it, whatever its colour or pattern.\n\n"
            "A Complete therefore matches three different goals, while a Single matches only one: Completes are "
            "flexible, Singles are focused.\n\n"
            "Each value is shown by twelve of the stage's cards: three Singles and nine Completes."
        ),
        "diagram": d.matching,
    },
    {
        "title": "Setting up a stage",
        "text": (
            "One Single of each of the nine values is set apart and shuffled face down: these are the goal "
            "cards, and the pile decides the order they are fought over.\n\n"
            "The other 54 cards are shuffled and each player still in the game is dealt nine. The rest stay out "
            "of the stage unseen, so nobody knows exactly what the others hold.\n\n"
            "Each player also has an In card and an Out card, which come back after every round."
        ),
        "diagram": d.setup,
    },
    {
        "title": "Blind, Open and Free",
        "text": (
            "A stage always has nine rounds, one per goal card, in three segments of three:\n"
            "- Blind (rounds 1-3): you decide whether to go in without seeing the goal. Going in costs an ante.\n"
            "- Open (rounds 4-6): the goal is turned up first. Going in still costs an ante.\n"
            "- Free (rounds 7-9): the goal is turned up first and there is no ante.\n\n"
            "A player with no cards left sits the rest of the stage out."
        ),
        "diagram": d.segments,
    },
    {
        "title": "In or out",
        "text": (
            "Each round begins with everyone who still holds a card putting down their In or their Out card, "
            "face down. When the last one is down, they all turn over together.\n\n"
            "- Nobody in: the goal is discarded. In the Blind rounds it goes face down, and nobody learns what it "
            "was until the stage ends.\n"
            "- Exactly one in: that player takes the goal (after paying the ante, in Blind and Open). A goal won "
            "this way in the Blind rounds stays secret to its winner until the stage ends.\n"
            "- Two or more in: they fight for it with a bid."
        ),
        "diagram": d.in_and_out,
    },
    {
        "title": "The ante",
        "text": (
            "In the Blind and Open rounds, everyone who went in gives up one card of their choice from their "
            "hand as the ante, even a lone player. The antes are chosen in secret and turn over together; "
            "they are out of the stage for good.\n\n"
            "In the Blind rounds, when two or more are in, the goal is turned up before the antes are chosen, so "
            "you know what you are paying for.\n\n"
            "A card you ante is a card you cannot bid later: antes are best paid with cards that match little "
            "you still want."
        ),
        "diagram": d.ante,
    },
    {
        "title": "The bid",
        "text": (
            "When two or more are in, each of them secretly chooses how many cards matching the goal to play: "
            "none at all, or any number up to every matching card they hold. The bids turn over together and "
            "every card played is discarded.\n\n"
            "The single highest count wins the goal card. A tie at the top, even at zero, and the goal is "
            "discarded: nobody wins it, and everybody's cards are gone anyway.\n\n"
            "Bidding big wins the goal but empties your hand for the rounds to come."
        ),
        "diagram": d.bid,
    },
    {
        "title": "Surviving a stage",
        "text": (
            "After the ninth round, count each player's goal cards. How many are needed depends on how many "
            "players began the stage:\n" + _threshold_lines() + "\n\n"
            "You may win more than you need: taking goals from others is how they fall short."
        ),
        "diagram": d.thresholds,
    },
    {
        "title": "Elimination and the end",
        "text": (
            "Players who fall short are eliminated. Then:\n"
            "- Exactly one survivor: that player wins the game.\n"
            "- Two or more survivors: they play another stage with a fresh deal.\n"
            "- No survivors (or two players tied): everyone who began the stage plays it again.\n\n"
            f"If {C.MAX_STAGES} stages pass without a single survivor, the player with the most goal cards over "
            "all stages wins; equal totals make a draw."
        ),
        "diagram": d.stage_end,
    },
    {
        "title": "At this table",
        "text": (
            "- In or out: click your In or Out card beside your hand, or press I or O.\n"
            "- Ante: click one card of your hand, then Confirm (Enter).\n"
            "- Bid: click the cards to play; cards that do not match the goal are dimmed. All matching (A) "
            "picks every one; Confirm plays them, or plays none.\n\n"
            "The panel counts, for every value, the matching cards in your hand, those already played this "
            "stage and those unseen. The move log tells each round's story.\n\n"
            "With two or more people at the screen, each chooses behind a Pass the screen curtain, and the "
            "cards turn over in a view that shows nobody's hand."
        ),
        "diagram": d.at_the_table,
    },
]
