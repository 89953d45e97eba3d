"""What an attempt will do, in words, before the die is thrown and after it has landed: where a
success puts the person's marker (and which of her Dancers it leaves, released), whom it frees or
Foils, what a 1 does, which Refreshment is spent win or lose, and, after a roll, what each choice
(roll again, turn the die, keep it) ends in. The rules page is the reference for every sentence:
shared/rules/the_dance.md, "Influence Step", "After any roll", Regale, Discipline, Overwhelming.

Pure Python: never imports pygame; reads only the acting seat's own observation (what her screen may
show) and the action or die it is asked about. Never changes anything.
"""
from __future__ import annotations

import re

from game.the_dance import floor as F

_INFLUENCE_LINE = re.compile(r"^(\w+): influence (\w+) ")


def free_markers(obs: dict, seat: int) -> int:
    """Her Influence markers not on a Dancer now (1, or 2 with Discipline's bonus marker)."""
    fam = obs["families"][seat]
    return fam["markers"] - len(fam["holds"])


def dancer(d_id: str) -> str:
    return F.DANCER_NAMES[F.DANCER[d_id]]


def _owner_name(obs: dict, avatar_id: str) -> str:
    fam = next((f for f in obs["families"] if f["avatar"] == avatar_id), None)
    return fam["name"] if fam else F.AVATAR_NAMES[F.AVATAR[avatar_id]]


def regale_first(obs: dict, seat: int) -> str | None:
    """In Regale's second attempt: the Dancer of her first attempt, read from the public log."""
    mine = obs["families"][seat]["avatar"]
    for line in reversed(obs.get("log") or ()):
        found = _INFLUENCE_LINE.match(line)
        if found and found.group(1) == mine:
            return found.group(2) if found.group(2) in F.DANCER else None
    return None


def marker_words(obs: dict, seat: int, target: str) -> str:
    """Where her marker comes from if she wins an unaligned Dancer (`target`), and whom it leaves."""
    fam = obs["families"][seat]
    holds = [d for d in fam["holds"] if d != target]
    if free_markers(obs, seat) > 0:
        return "your free marker goes on her"
    if obs["phase"] == "regale":
        first = regale_first(obs, seat)
        if first in holds:
            return (f"no marker is free: you choose whether {dancer(first)} or she keeps it; the other is "
                    "released")
    if len(holds) == 1:
        return f"your marker moves to her, so {dancer(holds[0])} is released and waltzes again"
    if len(holds) >= 2:
        names = " or ".join(dancer(d) for d in holds[:2])
        return f"both your markers are in use: you choose to release {names}"
    return "your marker goes on her"


def success_words(obs: dict, seat: int, kind: str, target) -> str:
    """What a success does to `target` (a Dancer index for "influence", an Avatar index for "foil")."""
    if kind == "foil":
        return f"Success: {F.AVATAR_NAMES[target]} is Foiled and loses her next Influence Step."
    d = obs["dancers"][target]
    powers = set(obs["families"][seat]["powers"])
    margin = obs["options"].get("dominate") == "margin3"
    roll = "a roll 3 or more under the target" if margin else "a roll of 1"
    holder = d["held_by"]
    if holder is None:
        head = "Success: " + marker_words(obs, seat, d["id"]) + "."
        if "overwhelming" in powers:
            return head + " Overwhelming: she is Dominated at once."
        return head + f" {roll.capitalize()} Dominates her: nobody may try her then."
    owner = _owner_name(obs, holder)
    if d["dominated"]:
        return (f"She is Dominated by {owner}: only {roll} frees her (her marker goes back to {owner}). "
                "She never comes to you.")
    return (f"Success frees her: the marker goes back to {owner} and she waltzes from the next Waltz. "
            "She does not come to you.")


def spend_words(refs) -> str:
    """The Refreshments an attempt plays (marker ids), spent whatever the die says."""
    if not refs:
        return ""
    names = " and ".join(refs)
    return f"{names} {'is' if len(refs) == 1 else 'are'} spent, win or lose."


# --- after the roll -----------------------------------------------------------------------------------

def outcome(obs: dict, seat: int, die: int, adjusted: bool) -> tuple[str, bool]:
    """(a few words, success) for the pending attempt (obs["attempt"]) if `die` is the final roll
    (`adjusted`: Tactician turned it, so it is no longer an unmodified 1)."""
    att = obs["attempt"] or {}
    number = att.get("number") or 0
    success = die <= number
    if att.get("kind") == "foil":
        return ("Foils her" if success else "fails"), success
    target = att.get("target")
    if target not in F.DANCER:
        return ("succeeds" if success else "fails"), success
    d = obs["dancers"][F.DANCER[target]]
    if obs["options"].get("dominate") == "margin3":
        by_roll = die <= number - 3
    else:
        by_roll = die == 1 and not adjusted
    if d["held_by"] is None:
        if not success:
            return "she resists", False
        dominated = by_roll or "overwhelming" in obs["families"][seat]["powers"]
        return ("Dominates her" if dominated else "Influences her"), True
    freed = by_roll if d["dominated"] else success
    return ("frees her" if freed else "she stays"), freed


def adjust_words(obs: dict, seat: int, die: int, delta: int) -> tuple[str, bool]:
    """The caption of Tactician's "turn it to die+delta" and whether it is any use against keeping
    the die as it lies (never hidden: the rules allow it, the words say it changes nothing)."""
    words, good = outcome(obs, seat, die + delta, True)
    kept_words, kept_good = outcome(obs, seat, die, bool((obs["attempt"] or {}).get("adjusted")))
    if words == kept_words:
        return "pay 1: no change, no use", False
    if kept_good and not good:
        return f"pay 1: {words}, worse", False
    return f"pay 1: {words}", True


def reroll_words(obs: dict, seat: int) -> str:
    """The caption of Willpower's "roll again": the chance the new roll succeeds."""
    number = (obs["attempt"] or {}).get("number") or 0
    pct = int(round(100 * max(0, min(6, number)) / 6))
    return f"pay 1: {pct}% to succeed"


def after_roll_choices(obs: dict, seat: int) -> list[str]:
    """What the person may do after her roll, as the rules open it (attempts.rolled): roll again with
    Willpower (once per roll), turn the die with Tactician, each paid with a Refreshment; or keep it."""
    att = obs["attempt"] or {}
    powers = set(obs["families"][seat]["powers"])
    paid = bool(obs["hand"])
    out = []
    if paid and "willpower" in powers and not att.get("rerolled"):
        out.append("roll again (Willpower)")
    if paid and "tactician" in powers:
        out.append("turn the die by 1 (Tactician)")
    out.append("keep it")
    return out


def after_roll_prompt(obs: dict, seat: int) -> str:
    """The status line after a roll, naming only the choices the person really has."""
    att = obs["attempt"] or {}
    die, number = att.get("die"), att.get("number")
    options = after_roll_choices(obs, seat)
    said = ", ".join(options[:-1]) + " or " + options[-1] if len(options) > 1 else options[0]
    verdict = "a success so far" if die is not None and number is not None and die <= number else "short so far"
    cost = " A change costs a Refreshment." if len(options) > 1 else ""
    return f"You rolled {die} and needed {number} ({verdict}): {said}.{cost}"
