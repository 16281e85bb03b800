"""One episode played by LLMAgent in the plain Gymnasium loop, then its transcript.

Offline by default: a stand-in model built on litellm's mock responses (no key, no network)
asks every colleague through a tool call, then answers in prose with a JSON action in a code
fence, a naive guess. With --model, a real model plays (its key comes from the environment):

    python examples/llm_rollout.py
    OPENAI_API_KEY=... python examples/llm_rollout.py --model openai/gpt-4o-mini
    python examples/llm_rollout.py --model hosted_vllm/Qwen/Qwen2.5-7B-Instruct \\
        --api-base http://localhost:8000/v1 --no-tools

Needs the llm extra: pip install -e ".[llm]"
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Callable
from typing import Any

# Set before litellm is first imported: use the bundled price table, don't download one.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

import gymnasium as gym

import uncoenv  # noqa: F401  (registers UnCo-*-v0)
from uncoenv.agents.llm import LLMAgent
from uncoenv.tasks.models import Task

OFFLINE_MODEL = "openai/gpt-4o-mini"  # only names the mock's price; nothing is sent


def offline_model(task: Task) -> Callable[..., Any]:
    """A completion function that answers like a model would, through litellm's mocks."""
    import litellm

    ask_all = {
        "id": "call_ask",
        "type": "function",
        "function": {
            "name": "query_roles",
            "arguments": json.dumps(
                {
                    "roles": [role.id for role in task.roles],
                    "message": "Please share your records on the three candidates.",
                }
            ),
        },
    }
    guess = {"action": "finalize", "conclusion": task.labels.negative, "candidate": None}
    guess_text = f"I could not settle it, so:\n```json\n{json.dumps(guess)}\n```"

    def complete(**request: Any) -> Any:
        # The model's turn so far decides its reply: first ask everyone, then guess.
        turn = sum(message["role"] == "assistant" for message in request["messages"])
        if turn == 0:
            return litellm.completion(**request, mock_response="", mock_tool_calls=[ask_all])
        return litellm.completion(**request, mock_response=guess_text)

    return complete


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", help="a litellm model string (default: offline stand-in)")
    parser.add_argument("--api-base", help="the server's base URL, for self-hosted models")
    parser.add_argument("--no-tools", action="store_true", help="ask for JSON in text instead")
    parser.add_argument("--setting", default="misaligned", help="reliable, misaligned, ...")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    env = gym.make(f"UnCo-{args.setting.capitalize()}-v0", split="test", render_mode="ansi")
    observation, info = env.reset(seed=args.seed)
    if args.model:
        agent = LLMAgent(
            args.model, api_base=args.api_base, seed=args.seed, tools=not args.no_tools
        )
    else:
        agent = LLMAgent(OFFLINE_MODEL, completion=offline_model(env.unwrapped.task))
    agent.reset(seed=args.seed)

    terminated = truncated = False
    while not (terminated or truncated):
        action = agent.act(observation, info)
        observation, reward, terminated, truncated, info = env.step(action)

    print(env.render())
    print(f"\nreward {reward}; gold answer {info['answer']}")
    usage = agent.usage
    print(
        f"{usage.calls} model calls, {usage.prompt_tokens} + {usage.completion_tokens} tokens, "
        f"${usage.cost:.6f}"
    )


if __name__ == "__main__":
    main()
