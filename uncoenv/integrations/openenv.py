"""The UnCo environment over OpenEnv (extra ``openenv``): a server, its models and a typed client.

``uncoenv serve`` runs the server ``make_app`` builds. Each WebSocket connection to
``/ws`` is a session with its own ``UnCoEnv``; an episode must go over it, because OpenEnv's HTTP
``POST /reset`` and ``POST /step`` routes are stateless (each request builds a fresh environment
and drops it). ``UnCoClient`` speaks ``/ws``::

    from uncoenv.integrations.openenv import UnCoAction, UnCoClient

    with UnCoClient(base_url="http://127.0.0.1:8000").sync() as env:
        result = env.reset(seed=7, setting="misaligned")  # the brief: result.observation.text
        result = env.step(UnCoAction(text='{"action": "wait"}'))

The wire follows the gymnasium environment exactly: the action is the JSON text ``UnCoEnv.step``
reads (so its one parser, ``read_action``, judges it, and a malformed or invalid action comes back
as an observation saying what is wrong, never as a transport error); the observation carries the
text, ``info``, the reward, ``done`` (terminated or truncated) and both flags in ``metadata``.
Seeds come from the reset request (``seed``, as in ``UnCoEnv.reset``); nothing in an observation
or ``info`` depends on time or on a random identifier, so the same seed gives the same episode.
"""

from __future__ import annotations

import functools
import json
from typing import Any

from openenv.core.client_types import StepResult
from openenv.core.env_client import EnvClient
from openenv.core.env_server.http_server import create_app
from openenv.core.env_server.interfaces import Environment
from openenv.core.env_server.types import Action, EnvironmentMetadata, Observation, State
from pydantic import BaseModel, Field
from pydantic_core import to_jsonable_python

import uncoenv
from uncoenv.envs.core import UnCoEnv

__all__ = [
    "NAME",
    "UnCoAction",
    "UnCoClient",
    "UnCoEnvironment",
    "UnCoObservation",
    "UnCoState",
    "app",
    "make_app",
]

NAME = "uncoenv"
"""The environment's name on the server (``/metadata``, the task routes, ``openenv.yaml``)."""
MAX_SESSIONS = 64
"""Default cap on concurrent sessions (WebSocket connections) per server."""
RESET_OPTIONS = ("setting", "split", "task_index")
"""What a reset request may set besides ``seed`` and ``episode_id``."""


class UnCoAction(Action):
    """One action of the agent, as JSON text in the format the brief describes."""

    text: str = Field(
        description=(
            'The action as JSON text, as the brief describes: {"action": "query", "roles": '
            '["..."], "message": "..."}, {"action": "wait"} or {"action": "finalize", '
            '"conclusion": "...", "candidate": "...", "numeric_result": 1.5}. An invalid action '
            "is answered by an observation naming what is wrong."
        )
    )

    @classmethod
    def of(cls, action: str | dict[str, Any] | BaseModel) -> UnCoAction:
        """The action an agent returned (JSON text, a dict or a typed model), for the wire."""
        if isinstance(action, str):
            return cls(text=action)
        return cls(text=json.dumps(to_jsonable_python(action, fallback=repr)))


class UnCoObservation(Observation):
    """What the agent sees after a reset or a step (plus ``done``, ``reward``, ``metadata``)."""

    text: str = Field(description="The brief after a reset; the round's replies after a step.")
    info: dict[str, Any] = Field(
        default_factory=dict,
        description="UnCoEnv's info: round, invalid_actions, replied_roles, the action as the "
        "environment read it (when it was carried out); at the end also answer, "
        "correct_decision, correct_numeric, faults and recovery.",
    )


class UnCoState(State):
    """A session's episode: what was reset, and how far it went."""

    setting: str = Field(description="The episode's setting.")
    split: str = Field(description="'train' (the procedural stream) or 'test' (the benchmark).")
    max_rounds: int = Field(description="Rounds before the episode is truncated.")
    seed: int | None = Field(default=None, description="The reset's seed (None: unseeded).")
    task_index: int | None = Field(default=None, description="The task index the reset named.")
    done: bool = Field(default=False, description="Whether the episode has ended.")


class UnCoEnvironment(Environment[UnCoAction, UnCoObservation, UnCoState]):
    """An OpenEnv environment driving one ``UnCoEnv`` (one per session).

    Args:
        setting: The setting of episodes whose reset does not name one.
        split: The split of episodes whose reset does not name one.
        max_rounds: Rounds before truncation.
    """

    # Each session owns its UnCoEnv; what sessions share is read-only data and pure caches.
    SUPPORTS_CONCURRENT_SESSIONS = True

    def __init__(self, setting: str = "reliable", split: str = "train", max_rounds: int = 10):
        super().__init__()
        self._env = UnCoEnv(setting=setting, split=split, max_rounds=max_rounds)  # checks them
        self._defaults = {"setting": setting, "split": split}
        self._state = UnCoState(setting=setting, split=split, max_rounds=max_rounds)

    def reset(
        self, seed: int | None = None, episode_id: str | None = None, **kwargs: Any
    ) -> UnCoObservation:
        """Start an episode.

        Args:
            seed: Seeds the episode, as ``UnCoEnv.reset(seed=...)`` does.
            episode_id: The caller's name for the episode, reported by ``state``.
            **kwargs: ``setting``, ``split`` (this episode's, else the server's) and
                ``task_index`` (a task of the split, else one drawn from the seed).

        Raises:
            ValueError: An unknown keyword or a bad value, named.
        """
        unknown = sorted(set(kwargs) - set(RESET_OPTIONS))
        if unknown:
            raise ValueError(f"unknown reset fields {unknown}; known: {list(RESET_OPTIONS)}")
        setting = kwargs.get("setting", self._defaults["setting"])
        split = kwargs.get("split", self._defaults["split"])
        if (setting, split) != (self._env.setting, self._env.split):
            self._env = UnCoEnv(setting=setting, split=split, max_rounds=self._env.max_rounds)
        task_index = kwargs.get("task_index")
        options = None if task_index is None else {"task_index": task_index}
        text, info = self._env.reset(seed=seed, options=options)
        self._state = UnCoState(
            episode_id=episode_id,
            setting=setting,
            split=split,
            max_rounds=self._env.max_rounds,
            seed=seed,
            task_index=task_index,
        )
        return UnCoObservation(text=text, info=info)

    def step(
        self, action: UnCoAction, timeout_s: float | None = None, **kwargs: Any
    ) -> UnCoObservation:
        """Play one round; an invalid action's error is the observation."""
        text, reward, terminated, truncated, info = self._env.step(action.text)
        self._state.step_count += 1
        self._state.done = terminated or truncated
        return UnCoObservation(
            text=text,
            info=info,
            reward=reward,
            done=terminated or truncated,
            metadata={"terminated": terminated, "truncated": truncated},
        )

    @property
    def state(self) -> UnCoState:
        """The session's episode."""
        return self._state

    def get_metadata(self) -> EnvironmentMetadata:
        """Name, description and version for ``/metadata``."""
        return EnvironmentMetadata(
            name=NAME,
            description=(
                "UnCo: finish a collaborative decision when colleagues may be unreliable "
                "(misaligned, incomplete or silent). Reward 1.0 for the right conclusion, "
                "candidate and number."
            ),
            version=uncoenv.__version__,
        )


def make_app(
    setting: str = "reliable",
    split: str = "train",
    max_rounds: int = 10,
    max_sessions: int = MAX_SESSIONS,
) -> Any:
    """The OpenEnv FastAPI app: one ``UnCoEnvironment`` per WebSocket session.

    Args:
        setting: Default setting of episodes (a reset may name another).
        split: Default split of episodes (a reset may name another).
        max_rounds: Rounds before truncation.
        max_sessions: Concurrent sessions at most; one more is refused with CAPACITY_REACHED.

    Raises:
        ValueError: A bad setting, split or round budget, named (before any session starts).
    """
    UnCoEnvironment(setting, split, max_rounds)  # fail now, clearly, not in every session
    return create_app(
        functools.partial(UnCoEnvironment, setting=setting, split=split, max_rounds=max_rounds),
        UnCoAction,
        UnCoObservation,
        env_name=NAME,
        max_concurrent_envs=max_sessions,
        state_cls=UnCoState,
    )


app = make_app()
"""The default server (``openenv.yaml``; ``uvicorn uncoenv.integrations.openenv:app``)."""


class UnCoClient(EnvClient[UnCoAction, UnCoObservation, UnCoState]):
    """A typed client: one session (one episode at a time) over the server's ``/ws``.

    Async by default; ``.sync()`` gives the blocking form. ``reset(seed=..., setting=...,
    split=..., task_index=...)`` and ``step(UnCoAction(...))`` return ``StepResult``s whose
    ``observation`` is an ``UnCoObservation``; ``state()`` an ``UnCoState``.
    """

    def _step_payload(self, action: UnCoAction) -> dict[str, Any]:
        return action.model_dump()

    def _parse_result(self, payload: dict[str, Any]) -> StepResult[UnCoObservation]:
        observation = UnCoObservation.model_validate(
            {
                **payload.get("observation", {}),
                "reward": payload.get("reward"),
                "done": payload.get("done", False),
            }
        )
        return StepResult(
            observation=observation,
            reward=observation.reward,
            done=observation.done,
            metadata=payload.get("metadata"),
        )

    def _parse_state(self, payload: dict[str, Any]) -> UnCoState:
        return UnCoState.model_validate(payload)
