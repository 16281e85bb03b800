"""ReGround (seed 001): identify the misleading source, repair the shared state, then decide.

An LLM agent (``LLMAgent``) that plays the paper's procedure through the same step loop and
records as any other agent. Its first round is fixed, with no model call: the gathering query
to every colleague (the paper's standard collaboration). The model then attributes (a candidate
pool of at most ``pool`` suspect sources, colleagues or the shared notes), repairs (asks each
pooled colleague to check the contested values again) and decides from the repaired state,
naming the misleading sources and the repaired values in its final answer (T1, T2).
"""

from __future__ import annotations

import json
from typing import Any

from uncoenv.agents.base import Action
from uncoenv.agents.llm import LLMAgent
from uncoenv.agents.reading import BriefText
from uncoenv.envs.evidence import GENERAL_REQUEST
from uncoenv.prompts import system_prompt

PROCEDURE = """\
Work by the ReGround procedure, with a candidate pool of {pool}:
1. Gather: your first query has asked every colleague for everything they hold.
2. Attribute: compare every reply with the shared notes (when the brief has them) and with the \
other replies. Keep a pool of at most {pool} sources (colleagues, or a shared note) whose \
account may be misleading, the most suspect first.
3. Repair: ask each pooled colleague to check the contested values again in their records. A \
value that changes when rechecked was misleading; a value its owner confirms stands against a \
shared note.
4. Decide from the repaired values only. In the final answer name the misleading sources in \
"unreliable" (a wrong shared note under its owner's role, kind "wrong_note") and give the \
repaired values in "beliefs"."""


class ReGroundAgent(LLMAgent):
    """An ``LLMAgent`` that follows ReGround; its diagnosis is always asked for.

    Args:
        model: Any litellm model string.
        pool: The candidate pool's size M (seed 001 uses 3).
        **options: ``LLMAgent``'s other arguments.
    """

    name = "reground"

    def __init__(self, model: str, pool: int = 3, **options: Any) -> None:
        if pool < 1:
            raise ValueError(f"pool must be at least 1, got {pool}")
        options["diagnose"] = True
        super().__init__(model, **options)
        self.pool = pool

    def act(self, observation: str, info: dict[str, Any]) -> Action:
        return self._gather(observation) if not self.messages else super().act(observation, info)

    async def aact(self, observation: str, info: dict[str, Any]) -> Action:
        if not self.messages:
            return self._gather(observation)
        return await super().aact(observation, info)

    def config(self) -> dict[str, Any]:
        return {**super().config(), "pool": self.pool}

    def _gather(self, brief: str) -> Action:
        """The first round: every colleague asked for everything, kept in the conversation as
        the model's own turn (so the next observation reads as its result)."""
        action = {
            "action": "query",
            "roles": list(BriefText.parse(brief).roles),
            "message": GENERAL_REQUEST,
        }
        prompt = f"{system_prompt(self.tools, True)}\n\n{PROCEDURE.format(pool=self.pool)}"
        self.messages = [
            {"role": "system", "content": prompt},
            {"role": "user", "content": brief},
            {"role": "assistant", "content": json.dumps(action)},
        ]
        return action
