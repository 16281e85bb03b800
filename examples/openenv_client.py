"""Play UnCo episodes against a running ``uncoenv serve`` through the OpenEnv client.

    uncoenv serve --setting misaligned          # in another shell (pip install "uncoenv[openenv]")
    python examples/openenv_client.py --url http://127.0.0.1:8000 --episodes 3

The careful scripted agent plays here; an LLM agent (``uncoenv.agents.llm.LLMAgent``) or a policy
being trained takes its place the same way: observation text in, action out.
"""

from __future__ import annotations

import argparse

from uncoenv.agents.scripted import CarefulAgent
from uncoenv.integrations.openenv import UnCoAction, UnCoClient


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000", help="The server's base URL.")
    parser.add_argument("--episodes", type=int, default=3, help="Episodes, seeded 0, 1, ...")
    args = parser.parse_args()
    agent = CarefulAgent()
    with UnCoClient(base_url=args.url).sync() as env:  # one WebSocket session
        for seed in range(args.episodes):
            result = env.reset(seed=seed)  # the brief is result.observation.text
            agent.reset(seed)
            while not result.done:
                action = agent.act(result.observation.text, result.observation.info)
                result = env.step(UnCoAction.of(action))
            state = env.state()
            rounds = state.step_count
            print(f"seed {seed} ({state.setting}): reward {result.reward}, {rounds} rounds")


if __name__ == "__main__":
    main()
