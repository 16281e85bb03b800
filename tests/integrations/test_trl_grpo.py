"""One real ``GRPOTrainer.train()`` step on CPU with ``UnCoToolEnv`` (the ``trl`` extra).

The model and tokenizer are built here (``tiny_lm``: no download); the model's ``generate`` is
replaced by scripted tool-call completions, as TRL's own tests do, so that what each rollout
does, and so its reward, is known. Everything else is TRL's real path: the dataset, the pooled
environments, ``reset``, the tool-call parsing and loop, ``get_reward``, the loss and the update.
"""

from __future__ import annotations

import json
import os
import statistics
from typing import Any
from unittest.mock import patch

import pytest

pytest.importorskip("datasets")
torch = pytest.importorskip("torch")
pytest.importorskip("transformers")
trl = pytest.importorskip("trl")

from tests.integrations import tiny_lm  # noqa: E402
from uncoenv.integrations.trl import (  # noqa: E402
    SYSTEM_PROMPT,
    TOOL_FORMAT,
    UnCoToolEnv,
    make_dataset,
)
from uncoenv.tasks.models import Task  # noqa: E402

GENERATIONS = 2


def _call(name: str, **arguments: Any) -> str:
    """A Qwen3 tool call, as the model would write it."""
    call = json.dumps({"name": name, "arguments": arguments}, ensure_ascii=False)
    return f"<tool_call>\n{call}\n</tool_call><|im_end|>"


def _gold(task: Task) -> str:
    answer = task.answer
    return _call(
        "finalize",
        conclusion=answer.conclusion,
        candidate=answer.candidate,
        numeric_result=answer.numeric_result,
    )


def _wrong(task: Task) -> str:
    labels, answer = task.labels, task.answer
    if answer.conclusion == labels.positive:
        return _call("finalize", conclusion=labels.negative, candidate=None, numeric_result=None)
    return _call(
        "finalize", conclusion=labels.positive, candidate=task.candidates[0], numeric_result=0
    )


def _script(position: int, task: Task) -> list[str]:
    """What rollout ``position`` of its group writes, turn by turn.

    The first of each group asks a colleague, then gives the gold answer (reward 1.0); the second
    names a colleague who does not exist (an invalid call: an observation, the round used up),
    then gives a wrong answer (0.0). Both then stop calling tools.
    """
    if position % GENERATIONS == 0:
        ask = _call("query", role=task.roles[0].id, message="Please share all your records.")
        return [ask, _gold(task), "Done.<|im_end|>"]
    nobody = _call("query", role="nobody", message="Hello?")
    return [nobody, _wrong(task), "Done.<|im_end|>"]


class ScriptedGenerate:
    """Replaces ``model.generate``: each rollout's next turn from its script.

    TRL generates first for every rollout of the batch, then only for those whose last turn
    called a tool, in batch order; ``active`` follows that, so row ``i`` of each call is known.
    """

    def __init__(self, trainer: Any, tokenizer: Any) -> None:
        self.trainer, self.tokenizer = trainer, tokenizer
        self.scripts: list[list[str]] = []
        self.active: list[int] = []
        self.turn: list[int] = []
        self.inputs: list[list[str]] = []  # the decoded inputs of each call, by active rollout

    def __call__(self, input_ids: torch.Tensor, **kwargs: Any) -> torch.Tensor:
        if not self.scripts:  # the first call: every rollout of the batch, in order
            environments = self.trainer.environments
            self.scripts = [_script(i, env.env.task) for i, env in enumerate(environments)]
            self.active = list(range(len(environments)))
            self.turn = [0] * len(environments)
        assert input_ids.shape[0] == len(self.active)
        self.inputs.append(self.tokenizer.batch_decode(input_ids, skip_special_tokens=False))
        texts = [self.scripts[i][self.turn[i]] for i in self.active]
        ids = [self.tokenizer.encode(text, add_special_tokens=False) for text in texts]
        width = max(map(len, ids))
        pad = self.tokenizer.pad_token_id
        completions = torch.tensor([row + [pad] * (width - len(row)) for row in ids])
        for i in self.active:
            self.turn[i] += 1
        called = [i for i, text in zip(self.active, texts, strict=True) if "<tool_call>" in text]
        self.active = called
        return torch.cat([input_ids, completions.to(input_ids.device)], dim=-1)


@patch.dict(os.environ, {"TRL_EXPERIMENTAL_SILENCE": "1"})
def test_one_grpo_step_logs_the_reward_of_the_episodes_played(tmp_path) -> None:
    dataset = make_dataset(["misaligned", "mixed"], "test", n=1, seed=3)
    briefs = [UnCoToolEnv().reset(**row) for row in dataset]
    tokenizer = tiny_lm.tokenizer([SYSTEM_PROMPT, TOOL_FORMAT, *briefs])
    made: list[UnCoToolEnv] = []

    def factory() -> UnCoToolEnv:
        made.append(UnCoToolEnv(max_rounds=6))
        return made[-1]

    args = trl.GRPOConfig(
        output_dir=str(tmp_path),
        use_cpu=True,
        max_steps=1,
        per_device_train_batch_size=2 * GENERATIONS,
        num_generations=GENERATIONS,
        max_completion_length=8_192,
        max_tool_calling_iterations=4,
        learning_rate=0.1,  # gradients of a random tiny model are tiny
        logging_steps=1,
        save_strategy="no",
        report_to="none",
        seed=0,
    )
    trainer = trl.GRPOTrainer(
        model=tiny_lm.model(tokenizer),
        processing_class=tokenizer,
        args=args,
        train_dataset=dataset,
        environment_factory=factory,
    )
    assert trainer.reward_func_names == ["UnCoToolEnv"]  # the env owns the reward
    tools = sorted(tool.__name__ for tool in trainer.tools)
    assert tools == ["finalize", "query", "query_many", "wait"]
    before = {n: p.detach().clone() for n, p in trainer.model.named_parameters()}
    generate = ScriptedGenerate(trainer, tokenizer)

    with patch.object(trainer.model, "generate", side_effect=generate):
        trainer.train()

    played = trainer.environments
    assert len(played) == 2 * GENERATIONS and len(made) == len(played)
    rewards = [env.get_reward() for env in played]
    assert rewards == [1.0, 0.0] * 2  # what the scripts earn, scored by the environment
    for position, env in enumerate(played):
        assert env.done and env.info["round"] == 2
        assert env.info["invalid_actions"] == position % GENERATIONS
        assert env.info["correct_decision"] is (position % GENERATIONS == 0)
    # The model saw the brief and the tools, then each call's result.
    first = generate.inputs[0]
    question = played[0].env.task.question
    assert all(question in text and '"query_many"' in text for text in first)
    assert "unknown role 'nobody'" in generate.inputs[1][1]
    assert "Round 1 replies:" in generate.inputs[1][0]

    logged = trainer.state.log_history[0]
    assert logged["rewards/UnCoToolEnv/mean"] == pytest.approx(sum(rewards) / len(rewards))
    assert logged["reward"] == pytest.approx(0.5)
    assert logged["reward_std"] == pytest.approx(statistics.stdev(rewards))
    assert logged["frac_reward_zero_std"] == 0.0  # each group: one success, one failure
    assert logged["tools/call_frequency"] == pytest.approx(2.0)
    assert logged["tools/failure_frequency"] == pytest.approx(0.0)  # invalid ≠ exception
    changed = [n for n, p in trainer.model.named_parameters() if not torch.equal(p, before[n])]
    assert changed  # a real update happened
