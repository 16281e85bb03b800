"""Write an agent of your own against the protocol and evaluate it with the runner.

Run: python examples/custom_agent.py   (20 tasks x 5 settings, about a second, offline)

The agent below asks everyone twice (a second general request often brings back a silent
colleague), then answers at face value from the evidence it gathered. Replace ``act`` with
your own logic: it receives each observation (text) and returns an action (dict or JSON text).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from uncoenv.agents.base import Agent
from uncoenv.agents.reading import Reading
from uncoenv.evaluation.report import build_report
from uncoenv.evaluation.runner import RunConfig, run

ASK = "Please share everything you have on the three candidates."


class AskTwiceAgent(Agent):
    """Two rounds of asking everyone, then a decision from what was read."""

    name = "ask-twice"

    def reset(self, seed: int | None = None) -> None:
        super().reset(seed)
        self.reading: Reading | None = None
        self.round = 0

    def act(self, observation: str, info: dict[str, Any]) -> dict[str, Any]:
        if self.reading is None:
            self.reading = Reading(observation)  # the first observation: the brief
        else:
            self.reading.absorb(observation)  # later ones: the colleagues' replies
        self.round += 1
        if self.round <= 2:
            return {"action": "query", "roles": list(self.reading.brief.roles), "message": ASK}
        conclusion, candidate, number = self.reading.evidence.decide()
        return {
            "action": "finalize",
            "conclusion": conclusion,
            "candidate": candidate,
            "numeric_result": number,
        }


if __name__ == "__main__":
    out = Path("runs") / "ask-twice"
    config = RunConfig(agent=AskTwiceAgent().config(), limit=20)
    asyncio.run(run(config, out, AskTwiceAgent))
    print(build_report([out]).markdown())
