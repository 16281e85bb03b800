"""TRL: UnCo episodes as a ``GRPOTrainer(environment_factory=...)`` environment.

    from trl import GRPOConfig, GRPOTrainer
    from uncoenv.integrations.trl import UnCoToolEnv, make_dataset

    trainer = GRPOTrainer(
        model="Qwen/Qwen3-1.7B",
        args=GRPOConfig(max_tool_calling_iterations=10, ...),
        train_dataset=make_dataset(["misaligned", "mixed"], "train", n=512, seed=0),
        environment_factory=UnCoToolEnv,
    )

TRL builds one ``UnCoToolEnv`` per rollout and reuses it ("construct once, reset often"). For
each rollout it calls ``reset(**row)`` with the dataset row and appends the returned brief to the
prompt's last message; every other public method is a tool, described to the model by its type
hints and docstring; ``get_reward()`` scores the finished rollout (logged as
``rewards/UnCoToolEnv/mean``). Each tool call is one round of the environment, carried out
through the environment's own action format (``uncoenv.envs.actions``): a malformed call comes
back as the environment's error observation and uses up the round, as in any episode.

Nothing here imports TRL; ``make_dataset`` imports ``datasets`` (the ``trl`` extra).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from uncoenv.action_schema import Suspect, shown
from uncoenv.envs.core import UnCoEnv
from uncoenv.integrations.episodes import episode_rows
from uncoenv.prompts import MAIN_AGENT
from uncoenv.tasks.render import ACTION_FORMAT

TOOL_FORMAT = """\
Act through the tools, one round per call: query(role, message) sends a message to one colleague;
query_many(queries) sends a message to each of several colleagues in one round; wait() sends
nothing (a colleague who has not answered a message will not answer it later: write again);
finalize(conclusion, candidate, numeric_result) gives the final answer and ends the episode. A
call's result is that round's replies, each attributed to its colleague. Roles can be named by id
or title. An invalid call, or an invalid part of a query_many, uses up the round; the valid parts
of a query_many are still sent."""
"""What the brief says about acting, when the actions are this module's tools."""

SYSTEM_PROMPT = f"""\
{MAIN_AGENT}

Act only through the tools. A final answer gives the positive label with the eligible candidate \
and the number, or the negative label with candidate and numeric_result null."""


_Method = TypeVar("_Method", bound=Callable[..., Any])


def _suspect_written_out(method: _Method) -> _Method:
    """The method, its docstring's ``{suspect}`` written as the action schema writes a
    suspect: TRL shows the docstring to the model as the tool's description, and the kinds it
    lists must be the fault registry's."""
    method.__doc__ = (method.__doc__ or "").replace("{suspect}", shown(Suspect))
    return method


def tool_brief(brief: str) -> str:
    """The environment's brief with its JSON action format replaced by ``TOOL_FORMAT``."""
    if ACTION_FORMAT not in brief:
        raise ValueError("the brief has no action format to replace: is it an UnCo brief?")
    return brief.replace(ACTION_FORMAT, TOOL_FORMAT)


class UnCoToolEnv:
    """One UnCo episode per dataset row, played through one tool per action.

    Args:
        **env_kwargs: Passed to every ``UnCoEnv`` it builds (``max_rounds``, ``round_cost``,
            ``missed_reply_after``, ``colleagues``); give them with ``functools.partial``.

    Attributes:
        info: The environment's ``info`` after the last reset or tool call (deterministic:
            rounds, invalid actions, and at the end the answer, the faults and the recovery),
            for reward functions and metrics (TRL passes them ``environments=[...]``).
        done: Whether the episode has ended (a final answer, or the last round used up).
    """

    def __init__(self, **env_kwargs: Any) -> None:
        self.env_kwargs = env_kwargs
        self._env: UnCoEnv | None = None  # kept across episodes while setting and split match
        self._reward = 0.0
        self.info: dict[str, Any] = {}
        self.done = False

    @property
    def env(self) -> UnCoEnv:
        """The environment of the current episode; its ``task`` is the hidden task (gold answer
        and fault plan), for evaluation code and reward functions, never for the model."""
        if self._env is None:
            raise ValueError("no episode yet: reset() with a dataset row first")
        return self._env

    def reset(
        self,
        setting: str,
        seed: int,
        split: str = "train",
        task_index: int | None = None,
        **columns: Any,
    ) -> str:
        """Start the episode a dataset row names; everything of the last episode is cleared.

        Args:
            setting: "reliable", "misaligned", "incomplete", "missed" or "mixed".
            seed: The episode's seed (the same seed gives the same episode).
            split: "train" or "test".
            task_index: The task of the split; None lets the seed pick it.
            **columns: The row's other columns (the prompt, ...), not used.

        Returns:
            The brief, its action format written for the tools.
        """
        self._reward, self.info, self.done = 0.0, {}, True  # no episode until this one starts
        if self._env is None or (self._env.setting, self._env.split) != (setting, split):
            self._env = UnCoEnv(setting=setting, split=split, **self.env_kwargs)
        options = None if task_index is None else {"task_index": int(task_index)}
        observation, self.info = self._env.reset(seed=int(seed), options=options)
        self.done = False
        return tool_brief(observation)

    def query(self, role: str, message: str) -> str:
        """Send a message to one colleague; the result is the round's replies.

        Args:
            role: The colleague's role id (or title), as the brief lists it.
            message: What to ask or tell them.

        Returns:
            The replies of this round, each attributed to its colleague, or what was wrong.
        """
        return self._step({"action": "query", "roles": [role], "message": message})

    def query_many(self, queries: list[dict[str, str]]) -> str:
        """Send a message to each of several colleagues in one round.

        Args:
            queries: One object per colleague, {"role": "<role id>", "message": "<message>"}.

        Returns:
            The replies of this round, each attributed to its colleague, or what was wrong.
        """
        return self._step({"action": "query", "queries": queries})

    def wait(self) -> str:
        """Send nothing this round (a colleague who has not answered will not answer later).

        Returns:
            This round's observation: late replies only when the environment delivers them
            (``missed_reply_after``).
        """
        return self._step({"action": "wait"})

    @_suspect_written_out
    def finalize(
        self,
        conclusion: str,
        candidate: str | None = None,
        numeric_result: float | None = None,
        unreliable: list[dict[str, str]] | None = None,
        beliefs: dict[str, dict[str, Any]] | None = None,
    ) -> str:
        """Give the final answer; this ends the episode.

        Args:
            conclusion: One of the two conclusion labels of the brief.
            candidate: The eligible candidate with the positive label; null with the negative one.
            numeric_result: The computed number with the positive label; null with the negative one.
            unreliable: Optional: the colleagues whose answers had to be corrected, as
                {suspect}.
            beliefs: Optional: the values held, as {"<candidate>": {"<fact>": value}}.

        Returns:
            That the episode has ended, or what was wrong with the answer.
        """
        action = {
            "action": "finalize",
            "conclusion": conclusion,
            "candidate": candidate,
            "numeric_result": numeric_result,
        }
        diagnosis = {"unreliable": unreliable, "beliefs": beliefs}
        return self._step({**action, **{k: v for k, v in diagnosis.items() if v is not None}})

    def get_reward(self) -> float:
        """The episode's reward: 1.0 when conclusion, candidate and number are all right, else 0.0
        (also without a final answer), minus ``round_cost`` per round when one is set."""
        return self._reward

    def _step(self, action: dict[str, Any]) -> str:
        # TRL returns a tool's exception to the model as the call's result (and counts it in
        # tools/failure_frequency): the right answer to a call after the end, which has no round.
        env = self.env
        if self.done:
            raise ValueError("the episode is over; no call changes its outcome")
        observation, reward, terminated, truncated, self.info = env.step(action)
        self._reward += reward
        self.done = terminated or truncated
        return observation


def make_dataset(
    settings: str | Sequence[str] = "all", split: str = "train", n: int = 256, seed: int = 0
) -> Any:
    """The ``train_dataset`` for ``GRPOTrainer``: a prompt and the episode of each row.

    Args:
        settings: "all", a setting, or a sequence of settings.
        split: "train" (the procedural stream) or "test" (the shipped benchmark).
        n: Task groups; the dataset has ``n × len(settings)`` rows (see
            ``uncoenv.integrations.episodes.episode_rows``).
        seed: Seeds the tasks and the episodes.

    Returns:
        A ``datasets.Dataset`` with the columns ``prompt`` (a system message and an empty user
        message, to which TRL appends the brief that ``reset`` returns), ``setting``, ``split``,
        ``task_index`` and ``seed``.
    """
    try:
        from datasets import Dataset
    except ImportError as error:
        raise ImportError("make_dataset needs datasets: pip install 'uncoenv[trl]'") from error
    prompt = [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": ""}]
    rows = [{"prompt": prompt, **row} for row in episode_rows(settings, split, n, seed)]
    return Dataset.from_list(rows)
