"""What a model playing the main agent is told: its task, how to act, and the diagnosis asked.

Shared by every way a model plays: the LLM agent (``uncoenv.agents.llm``, which re-exports these
names) and the trainers' integrations (``uncoenv.integrations``), which must not depend on the
agents. The actions are listed as ``uncoenv.action_schema`` writes them from the action models,
and the fault kinds as the registry (``uncoenv.tasks.faults``) names and describes them.
"""

from __future__ import annotations

from uncoenv.action_schema import (
    ACTIONS,
    TEAM_ACTIONS,
    Suspect,
    action_lines,
    either,
    shown,
    team_action_lines,
)
from uncoenv.tasks.faults import KINDS

MAIN_AGENT = """\
You are the main agent of a team. You must answer a decision question: which of the candidates \
meets every eligibility condition, and a number computed for that candidate. The evidence is held \
by colleagues, each with private records. Colleagues can be unreliable: an answer may describe the \
wrong context (another date, place or definition than the condition requires), may be too coarse \
(a range or a bound instead of the exact value), or may not come at all. Check every answer \
against what the conditions require, ask follow-up questions when an answer does not settle a \
condition or a number, and finalize only when the evidence determines the answer."""
"""The main agent's task and duty of care, whatever way it acts (tools, JSON text, trainers)."""


def _how_tools(team: bool) -> str:
    actions = ACTIONS + (TEAM_ACTIONS if team else ())
    return (
        f"Call exactly one tool per turn: {either([words.tool for words in actions])} (their "
        "arguments are the fields of the actions below)."
    )


_HOW_TEXT = "Reply with exactly one JSON object, one of the actions below, and nothing else."
_ANSWERING = (
    "A query sends your messages now; the replies come back in the next message. A final answer "
    "ends the episode: give the positive label with the eligible candidate and the number, or "
    "the negative label with candidate and numeric_result null."
)

DIAGNOSIS = (
    'With your final answer, give your diagnosis in two more fields of finalize. "unreliable": '
    f"the colleagues whose answers you had to correct, as [{shown(Suspect)}] "
    f"({'; '.join(f'{kind.name}: {kind.summary}' for kind in KINDS.values())}), or [] when none. "
    '"beliefs": the values you hold for the decision, as {"<candidate>": {"<fact, named as the '
    'conditions and the rule name it>": <value as the records state it>}}.'
)
"""What ``diagnose=True`` adds to the system prompt (scored as T1 and T2, apart from the
answer); the kinds are the registry's, each with its summary."""


TEAM_SEAT = (
    "You are one seat of a team of main agents that share this task (the brief says who is on "
    "it and which colleagues each seat reaches). Your team's seats cannot see your colleagues' "
    "replies unless you pass them on."
)
"""What a team's seat is told besides (``team=True``)."""


def system_prompt(tools: bool = True, diagnose: bool = False, team: bool = False) -> str:
    """The system prompt: the actions as this agent's tools, or as JSON text (``tools=False``),
    with ``diagnose`` the request for a diagnosis in the final answer, and with ``team`` a
    team seat's messages (``uncoenv.teams``)."""
    how = _how_tools(team) if tools else _HOW_TEXT
    lines = action_lines() + (team_action_lines() if team else ())
    actions = "\n".join(f"  {line}" for line in lines)
    prompt = (
        f"{MAIN_AGENT}\n\nAct with exactly one action per turn. {how}\n\n"
        f"The actions:\n{actions}\n{_ANSWERING}"
    )
    if team:
        prompt += f"\n\n{TEAM_SEAT}"
    return f"{prompt}\n\n{DIAGNOSIS}" if diagnose else prompt
