"""The Trifecta table's words: the status line's prompt for the person at the screen, and the move log
(who went in, the antes, the bids, who won each goal, how each stage ended) read from the records and
the history of one observation.

Text only, from observations: a goal this viewer has not seen stays "a hidden goal" here too.
"""
from __future__ import annotations

from game.trifecta import cards as C
from game.trifecta.view import DISCARDED, HIDDEN, TableView
from game.ui.table_widgets import LogEntry
from game.ui.theme import Palette


def _names(seats, label) -> str:
    names = [label(s) for s in seats]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def does(name: str, verb: str) -> str:
    """"Countess wins", but "You win": a seat may be called You."""
    if name != "You":
        return f"{name} {verb}"
    return "You " + {"is": "are", "wins": "win", "has": "have"}.get(verb, verb)


def goal_words(name: str) -> str:
    return "a hidden goal" if name == HIDDEN else name


def round_entries(rec, label, colour) -> list[LogEntry]:
    """Log lines for one finished round: [round index, ins, antes, bids, taker, goal name]."""
    r, ins, antes, bids, taker, goal = rec
    out = [LogEntry(f"Round {r + 1} · {C.SEGMENTS[r][0]} · {goal_words(goal)}", Palette.gold_light, None)]
    if not ins:
        out.append(LogEntry("Nobody went in: the goal is discarded" + (" unseen." if goal == HIDDEN else "."),
                            Palette.text_muted))
        return out
    out.append(LogEntry("In: " + _names(ins, label), Palette.ivory_dim))
    if antes:
        out.append(LogEntry("Antes: " + ", ".join(f"{label(s)} {card}" for s, card in antes), Palette.ivory_dim))
    if bids:
        parts = [f"{label(s)} {len(cards)}" + (f" ({', '.join(cards)})" if cards else "") for s, cards in bids]
        out.append(LogEntry("Bids: " + ", ".join(parts), Palette.ivory_dim))
    if taker >= 0:
        how = "alone, " if len(ins) == 1 else ""
        out.append(LogEntry(f"{does(label(taker), 'wins')} {goal_words(goal)}" + (f" ({how.rstrip(', ')})" if how else "") + ".",
                            colour(taker)))
    elif taker == DISCARDED:
        top = max((len(c) for _, c in bids), default=0)
        out.append(LogEntry(f"A tie at {top}: {goal_words(goal)} is discarded.", Palette.text_muted))
    return out


def stage_entry(h: dict, label) -> LogEntry:
    need = h["needed"]
    counts = ", ".join(f"{label(s)} {n}" for s, n in zip(h["seats"], h["counts"]))
    rule = f"{need} needed" if need is not None else "the one with more survives"
    surv = h["survivors"]
    if not surv:
        tail = "nobody survived: everyone plays again."
    elif len(surv) == 1:
        tail = f"{does(label(surv[0]), 'is')} the last survivor."
    else:
        gone = [s for s in h["seats"] if s not in surv]
        tail = (f"{_names(gone, label)} {'is' if len(gone) == 1 else 'are'} eliminated." if gone
                else "everyone survives.")
    return LogEntry(f"Stage {h['stage']} ends ({rule}): {counts}; {tail}", Palette.gold)


def log_entries(obs: dict, label, colour) -> list[LogEntry]:
    """The whole match's log as this viewer may read it, oldest first."""
    out: list[LogEntry] = []
    for h in obs["history"]:
        out.append(LogEntry(f"Stage {h['stage']} begins: {_names(h['seats'], label)}.", Palette.gold))
        for r, ins, antes, bids, taker in h["rounds"]:
            rec = [r, ins, [[s, C.NAME[c]] for s, c in antes], [[s, [C.NAME[c] for c in cs]] for s, cs in bids],
                   taker, h["goals"][r]]
            out.extend(round_entries(rec, label, colour))
        out.append(stage_entry(h, label))
    if obs["over"] or not obs["stage_seats"]:
        return out
    if not obs["history"] or obs["history"][-1]["stage"] != obs["stage"]:
        out.append(LogEntry(f"Stage {obs['stage']} begins: {_names(obs['stage_seats'], label)}.", Palette.gold))
    for rec in obs["records"]:
        out.extend(round_entries(rec, label, colour))
    if obs["phase"] in ("ante", "bid") and obs["ins"]:
        r = obs["round"] - 1
        out.append(LogEntry(f"Round {r + 1} · {obs['segment']} · {goal_words(obs['goal'] or HIDDEN)}", Palette.gold_light))
        out.append(LogEntry("In: " + _names(obs["ins"], label), Palette.ivory_dim))
        if obs["antes"]:
            out.append(LogEntry("Antes: " + ", ".join(f"{label(s)} {c}" for s, c in obs["antes"]), Palette.ivory_dim))
    return out


# --- the status line -------------------------------------------------------------------------------

def decision_prompt(view: TableView, selected: list, holding: int, alone: bool) -> str:
    """What the person at the screen is asked to do now."""
    goal = view.goal
    if view.decision == "inout":
        if goal == HIDDEN:
            lead = f"Round {view.round} · Blind: the goal is hidden."
        else:
            lead = f"Round {view.round} · {view.segment}: the goal is {goal}."
        ante = " (no ante in the Free rounds)" if view.segment == "Free" else " (in costs one card as ante)"
        return f"{lead} In or out{ante}? Click your In or Out card, or press I or O."
    if view.decision == "ante":
        if alone:
            return "You are the only one in: give one card as your ante and the goal is yours. Click it, then Confirm."
        return "You are in: choose one card from your hand as your ante, then Confirm (Enter)."
    if view.decision == "bid":
        chosen = len(selected)
        return (f"Play cards matching {goal}: click them ({chosen} of your {holding} chosen), then Confirm. "
                "Playing none is allowed.")
    return ""


def waiting_text(view: TableView, label, thinking: int | None) -> str:
    waiting = [s.seat for s in view.seats if s.waiting]
    if not waiting:
        return ""
    names = _names(waiting, label)
    return f"Waiting for {names}…" if thinking is None or len(waiting) > 1 else f"{label(thinking)} is choosing…"


def spectator_text(view: TableView, label, thinking, public: bool, demo: bool) -> str:
    """The line when the person at the screen has nothing to choose."""
    wait = waiting_text(view, label, thinking)
    if view.over:
        return ""
    if demo:
        return "A demonstration: the AI plays every seat. " + wait
    if public:
        if wait:
            return "Every person has chosen. " + wait
        return "All choices are made."
    me = view.seats[view.viewer] if view.viewer is not None else None
    if me is not None and not me.alive:
        return f"You are out of the game; the others play on. {wait}"
    if me is not None and me.token is not None and me.token.mine:
        return f"Your choice is sealed. {wait}"
    if me is not None and me.is_in is False:
        return f"You are out this round. {wait}"
    if me is not None and me.in_stage and me.hand_count == 0:
        return f"You have no cards left and sit the round out. {wait}"
    return wait


def reveal_text(event, phase: str, label) -> str:
    """The status line while a reveal plays: all choices in, then what they turned out to be."""
    if phase in ("sealed", "flip"):
        return "Every choice is in: the cards turn over together."
    if event.step == "inout":
        ins = [s for s, t in event.choices if t.kind == "in"]
        outs = [s for s, t in event.choices if t.kind == "out"]
        if not ins:
            return "Nobody went in."
        text = "In: " + _names(ins, label) + (f". Out: {_names(outs, label)}." if outs else ".")
    elif event.step == "ante":
        text = "Antes: " + ", ".join(f"{label(s)} {t.cards[0]}" for s, t in event.choices if t.cards) + "."
    else:
        text = "Bids: " + ", ".join(f"{label(s)} {len(t.cards)}" for s, t in event.choices) + "."
    if phase in ("outcome", "next") and event.settled:
        st = event.settled[0]
        if st.taker >= 0:
            text += f" {does(label(st.taker), 'wins')} {goal_words(st.goal)}."
        elif event.step == "bid":
            text += f" A tie: {goal_words(st.goal)} is discarded."
        else:
            text += f" {goal_words(st.goal).capitalize()} is discarded."
    elif phase == "turn" and event.goal_turned:
        text += f" The goal turns up: {event.goal_turned}."
    return text
