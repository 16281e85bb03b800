"""The UnCo environment over OpenEnv (extra ``openenv``): a server, its models and a typed client.

``uncoenv serve`` runs the server ``make_app`` builds. Each WebSocket connection to
``/ws`` is a session with its own ``UnCoEnv``; an episode must go over it, because OpenEnv's HTTP
routes keep no session: ``POST /reset`` answers with the brief of an episode on a fresh
environment, then drops it, and ``POST /step``, having no episode to step, answers 409 saying to
use ``/ws``. ``UnCoClient`` speaks ``/ws``::

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

A user's mistake is named, never fatal: a bad reset is an error naming the field (422 over HTTP)
and leaves the session's episode as it was; every WebSocket frame (binary, JSON that is not an
object, a message missing a field) is answered, by an observation or a named error, and the
session goes on; text the client sent that JSON can carry but UTF-8 cannot (a lone surrogate,
``"\\ud800"``) comes back as U+FFFD. A session ends after ``idle_timeout`` seconds (default
``IDLE_TIMEOUT``, 10 minutes) without a message (pings are none): its WebSocket is told so and
closed; a session opened over HTTP ``/mcp`` (``openenv/session/create``) is dropped by OpenEnv's
reaper, which looks every ``max(idle_timeout / 4, 5)`` seconds.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import json
import math
import os
import re
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

import gymnasium as gym
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response
from openenv.core.client_types import StepResult
from openenv.core.env_client import EnvClient
from openenv.core.env_server.http_server import HTTPEnvServer
from openenv.core.env_server.interfaces import Environment
from openenv.core.env_server.mcp_types import JsonRpcErrorCode, JsonRpcResponse, WSMCPMessage
from openenv.core.env_server.types import (
    Action,
    ConcurrencyConfig,
    EnvironmentMetadata,
    Observation,
    ServerMode,
    State,
    WSCloseMessage,
    WSErrorCode,
    WSErrorResponse,
    WSResetMessage,
    WSStateMessage,
    WSStepMessage,
)
from pydantic import BaseModel, Field, ValidationError
from pydantic_core import to_jsonable_python

import uncoenv
from uncoenv.envs.core import UnCoEnv

__all__ = [
    "IDLE_TIMEOUT",
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
IDLE_TIMEOUT = 600.0
"""Default seconds a session may go without a message before the server ends it."""
RESET_OPTIONS = ("setting", "split", "task_index")
"""What a reset request may set besides ``seed`` and ``episode_id``."""
# The OpenEnv HTTP API version openenv's own app declares; `openenv validate` reads it.
_API_VERSION = "1.0.0"

_SURROGATE = re.compile("[\ud800-\udfff]")


def _json_safe(value: Any) -> Any:
    """``value`` with every surrogate in its strings (keys too) replaced by U+FFFD.

    A JSON ``\\ud800`` escape decodes to a lone surrogate, a ``str`` that UTF-8, hence pydantic's
    JSON, cannot encode; the environment echoes what the agent sent (``info["action"]``), so
    without this one such escape would make the reply unsendable after the round was spent.
    """
    if isinstance(value, str):
        return _SURROGATE.sub("\ufffd", value)
    if isinstance(value, dict):
        return {_json_safe(key): _json_safe(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_json_safe(item) for item in value]
    if isinstance(value, tuple):
        return tuple(_json_safe(item) for item in value)
    return value


def _describe(error: ValidationError, prefix: tuple[str, ...] = ()) -> str:
    """A validation error as ``field: problem`` pairs, naming each field by its path."""
    problems = error.errors(include_url=False)
    named = [
        f"{'.'.join(map(str, (*prefix, *problem['loc']))) or 'message'}: {problem['msg']}"
        for problem in problems[:5]
    ]
    more = f" (and {len(problems) - 5} more)" if len(problems) > 5 else ""
    return "; ".join(named) + more


class _BadReset(ValueError):
    """A reset the environment refused (an unknown field, a bad setting, split, task or seed)."""


def _jsonable(value: Any) -> Any:
    """What ``json.dumps`` cannot write (a model, a set, a date), as JSON data."""
    return to_jsonable_python(value, fallback=repr)


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
        # json.dumps first: it escapes a lone surrogate (in a key too), where pydantic raises.
        return cls(text=json.dumps(action, default=_jsonable))


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
        """Start an episode; a refused one leaves the current episode as it was.

        Args:
            seed: Seeds the episode, as ``UnCoEnv.reset(seed=...)`` does.
            episode_id: The caller's name for the episode, reported by ``state``.
            **kwargs: ``setting``, ``split`` (this episode's, else the server's) and
                ``task_index`` (a task of the split, else one drawn from the seed).

        Raises:
            ValueError: An unknown keyword or a bad value, named.
        """
        try:
            env, text, info, state = self._start(seed, episode_id, kwargs)
        except (ValueError, gym.error.Error) as error:  # a bad seed is a gymnasium Error
            reason = _describe(error) if isinstance(error, ValidationError) else str(error)
            raise _BadReset(_json_safe(reason)) from error
        self._env, self._state = env, state
        return UnCoObservation(text=_json_safe(text), info=_json_safe(info))

    def _start(
        self, seed: int | None, episode_id: str | None, options: dict[str, Any]
    ) -> tuple[UnCoEnv, str, dict[str, Any], UnCoState]:
        """A new episode on a new ``UnCoEnv``, so nothing of the live one changes if it fails."""
        unknown = sorted(set(options) - set(RESET_OPTIONS))
        if unknown:
            raise ValueError(f"unknown reset fields {unknown}; known: {list(RESET_OPTIONS)}")
        setting = options.get("setting", self._defaults["setting"])
        split = options.get("split", self._defaults["split"])
        env = UnCoEnv(setting=setting, split=split, max_rounds=self._env.max_rounds)
        task_index = options.get("task_index")
        text, info = env.reset(
            seed=seed, options=None if task_index is None else {"task_index": task_index}
        )
        state = UnCoState(
            episode_id=_json_safe(episode_id),
            setting=setting,
            split=split,
            max_rounds=env.max_rounds,
            seed=seed,
            task_index=task_index,
        )
        return env, text, info, state

    def step(
        self, action: UnCoAction, timeout_s: float | None = None, **kwargs: Any
    ) -> UnCoObservation:
        """Play one round; an invalid action's error is the observation.

        Raises:
            gymnasium.error.ResetNeeded: No episode, or it has ended.
        """
        text, reward, terminated, truncated, info = self._env.step(action.text)
        self._state.step_count += 1
        self._state.done = terminated or truncated
        return UnCoObservation(
            text=_json_safe(text),
            info=_json_safe(info),
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


# -- the server ----------------------------------------------------------------------------

_ON_SOCKET: contextvars.ContextVar[bool] = contextvars.ContextVar("on_socket", default=False)
"""True while a WebSocket connection is being served (``_Guard`` sets it)."""


class _Server(HTTPEnvServer):
    """OpenEnv's server, with a session a WebSocket opened left to that socket's idle timeout.

    OpenEnv's reaper ends sessions without a reset, step or tool call for ``session_timeout``
    seconds, except those a WebSocket is attached to; a socket's own session is not marked so,
    and the reaper would free its slot under a socket still in use (polling ``state``, say),
    which then went on uncounted. Marked attached, it ends when ``_Guard`` closes the socket
    after as long without a message.
    """

    async def _create_session(self) -> tuple[str, Environment]:
        session_id, env = await super()._create_session()
        if _ON_SOCKET.get():  # no await since the session was listed: the reaper cannot run
            self._session_websocket_attachments.add(session_id)
        return session_id, env


_WS_MESSAGES: dict[str, type[BaseModel]] = {
    "reset": WSResetMessage,
    "step": WSStepMessage,
    "state": WSStateMessage,
    "close": WSCloseMessage,
    "mcp": WSMCPMessage,
}
_JSON_KINDS = {dict: "an object", list: "an array", str: "a string", bool: "a boolean"}


def _kind(value: Any) -> str:
    """What JSON calls a parsed value's type."""
    return "null" if value is None else _JSON_KINDS.get(type(value), "a number")


def _ws_error(code: WSErrorCode, message: str) -> str:
    """An error frame of OpenEnv's ``/ws`` protocol."""
    return WSErrorResponse(data={"message": message, "code": code}).model_dump_json()


def _rpc_error(code: WSErrorCode | JsonRpcErrorCode, message: str) -> str:
    """A JSON-RPC error, as ``/mcp`` sends it (a ``/ws`` code becomes its JSON-RPC kin)."""
    if isinstance(code, WSErrorCode):
        invalid = code is WSErrorCode.INVALID_JSON
        code = JsonRpcErrorCode.PARSE_ERROR if invalid else JsonRpcErrorCode.SERVER_ERROR
    return JsonRpcResponse.error_response(code, message).model_dump_json()


def _check_ws(message: Any) -> tuple[WSErrorCode, str] | None:
    """Why OpenEnv's ``/ws`` loop would fail on a parsed frame (it ends the session on some)."""
    known = ", ".join(_WS_MESSAGES)
    if not isinstance(message, dict):
        why = f"a message is a JSON object with a 'type' ({known}), not {_kind(message)}"
        return WSErrorCode.VALIDATION_ERROR, why
    kind = message.get("type")
    model = _WS_MESSAGES.get(kind) if isinstance(kind, str) else None
    if model is None:
        what = f"unknown message type {kind!r}" if "type" in message else "no message type"
        return WSErrorCode.UNKNOWN_TYPE, f"{what}; known: {known}"
    try:
        checked = model.model_validate(message)
        if isinstance(checked, WSStepMessage):  # OpenEnv's loop reads the action next
            UnCoAction.model_validate(checked.data)
    except ValidationError as error:
        prefix = ("data",) if error.title == UnCoAction.__name__ else ()
        return WSErrorCode.VALIDATION_ERROR, f"invalid {kind}: {_describe(error, prefix)}"
    return None


def _check_mcp(message: Any) -> tuple[JsonRpcErrorCode, str] | None:
    """Why OpenEnv's ``/mcp`` handlers would fail on a parsed request (HTTP: with a 500)."""
    if not isinstance(message, dict):
        why = f"a JSON-RPC request is a JSON object, not {_kind(message)}"
        return JsonRpcErrorCode.INVALID_REQUEST, why
    params = message.get("params")
    session_id = params.get("session_id") if isinstance(params, dict) else None
    if session_id is not None and not isinstance(session_id, str):  # looked up in a set
        why = f"params.session_id is a string, not {_kind(session_id)}"
        return JsonRpcErrorCode.INVALID_PARAMS, why
    return None  # the handlers name what else a request lacks


def _screen(frame: MutableMapping[str, Any], check: Callable[[Any], Any]) -> tuple[str, Any]:
    """A received frame as text OpenEnv reads without harm, or ``("", (code, why))``."""
    text = frame.get("text")
    if text is None:  # a binary frame: its bytes as UTF-8 text
        try:
            text = (frame.get("bytes") or b"").decode("utf-8")
        except UnicodeDecodeError:
            return "", (WSErrorCode.INVALID_JSON, "a binary frame must be UTF-8 JSON text")
    try:
        message = _json_safe(json.loads(text))
    except (ValueError, RecursionError) as error:  # RecursionError: too deeply nested
        return "", (WSErrorCode.INVALID_JSON, f"Invalid JSON: {error}")
    problem = check(message)
    return ("", problem) if problem else (json.dumps(message), None)


_Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
_Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


class _Socket:
    """One WebSocket connection as ``_Guard`` serves it to OpenEnv's loop."""

    def __init__(self, path: str, receive: _Receive, send: _Send, idle_timeout: float | None):
        self._check = _check_ws if path == "/ws" else _check_mcp
        self._error = _ws_error if path == "/ws" else _rpc_error
        self._receive, self._send, self._idle_timeout = receive, send, idle_timeout
        self._open = self._closed = False

    async def receive(self) -> MutableMapping[str, Any]:
        """The next frame OpenEnv can read; the others are answered here, each in turn."""
        while True:  # one turn per client frame, each waited for at most idle_timeout
            frame = await self._next()
            if frame["type"] != "websocket.receive":
                return frame
            text, problem = _screen(frame, self._check)
            if problem is None:
                return {"type": "websocket.receive", "text": text}
            await self._send({"type": "websocket.send", "text": self._error(*problem)})

    async def _next(self) -> MutableMapping[str, Any]:
        """The next ASGI event; after ``idle_timeout`` seconds without one, the socket closed."""
        if not self._open or self._idle_timeout is None:
            return await self._receive()
        try:
            return await asyncio.wait_for(self._receive(), self._idle_timeout)
        except asyncio.TimeoutError:
            why = f"idle timeout: no message in {self._idle_timeout:g} s, the session is closed"
            error = self._error(WSErrorCode.SESSION_ERROR, why)
            await self._send({"type": "websocket.send", "text": error})
            await self._send({"type": "websocket.close", "code": 1000, "reason": "idle timeout"})
            self._closed = True
            return {"type": "websocket.disconnect", "code": 1000}  # OpenEnv's loop ends the session

    async def send(self, message: MutableMapping[str, Any]) -> None:
        """OpenEnv's frames, but none after an idle close (the socket is gone)."""
        self._open = self._open or message["type"] == "websocket.accept"
        if not self._closed:
            await self._send(message)


def _route(scope: dict[str, Any]) -> str:
    """The path the app routes on: the request's, less the mount point (``--root-path``)."""
    root, path = scope.get("root_path", ""), scope["path"]
    return path[len(root) :] if root and path.startswith(root) else path


class _Guard:
    """ASGI middleware over the app's WebSocket routes (``/ws``, ``/mcp``) and ``POST /mcp``.

    OpenEnv's socket loops end the session on a binary frame or on JSON that is not an object,
    and let a client that sends nothing (or only pings) hold its slot forever; this one reads
    binary frames as UTF-8 text, answers with a named error any frame those loops would fail on,
    and closes a socket silent for ``idle_timeout`` seconds, so its session ends and frees its
    slot. Every frame and request it passes on has U+FFFD for any lone surrogate.
    """

    def __init__(self, app: Any, idle_timeout: float | None):
        self.app, self.idle_timeout = app, idle_timeout

    async def __call__(self, scope: dict[str, Any], receive: _Receive, send: _Send) -> None:
        path = _route(scope) if scope["type"] in ("http", "websocket") else None  # not lifespan
        if scope["type"] == "http" and path == "/mcp" and scope["method"] == "POST":
            await self._post_mcp(scope, receive, send)
            return
        if scope["type"] != "websocket" or path not in ("/ws", "/mcp"):
            await self.app(scope, receive, send)
            return
        socket = _Socket(path, receive, send, self.idle_timeout)
        token = _ON_SOCKET.set(True)
        try:
            await self.app(scope, socket.receive, socket.send)
        finally:
            _ON_SOCKET.reset(token)

    async def _post_mcp(self, scope: dict[str, Any], receive: _Receive, send: _Send) -> None:
        """``POST /mcp``, screened as an ``/mcp`` frame: what OpenEnv would answer with a 500
        (a ``session_id`` that is not a string, a lone surrogate it echoes) is answered here."""
        body, more = b"", True
        while more:  # the request body's chunks, until the last
            event = await receive()
            body += event.get("body", b"")
            more = event.get("more_body", False) and event["type"] == "http.request"
        text, problem = _screen({"bytes": body}, _check_mcp)
        if problem is not None:  # a JSON-RPC error, with 200 as OpenEnv sends its own
            answer = Response(_rpc_error(*problem), media_type="application/json")
            await answer(scope, receive, send)
            return
        replay = [{"type": "http.request", "body": text.encode()}]

        async def replayed() -> MutableMapping[str, Any]:
            return replay.pop() if replay else await receive()

        await self.app(scope, replayed, send)


async def _no_episode(request: Request, error: Exception) -> JSONResponse:
    """409 for a step without an episode: over HTTP, every step (each gets a fresh env)."""
    detail = (
        f"no episode to step ({error}): each HTTP request gets a fresh environment, so an "
        "episode must go over the /ws WebSocket (UnCoClient), reset then steps"
    )
    return JSONResponse(status_code=409, content={"detail": detail})


async def _bad_reset(request: Request, error: Exception) -> JSONResponse:
    """422 naming what a refused reset got wrong."""
    return JSONResponse(status_code=422, content={"detail": str(error)})


def _check_timeout(idle_timeout: float | None) -> None:
    """Raise ``ValueError`` unless ``idle_timeout`` is None or a positive finite number."""
    number = isinstance(idle_timeout, int | float) and not isinstance(idle_timeout, bool)
    if idle_timeout is not None and not (number and 0 < idle_timeout < math.inf):
        raise ValueError(
            f"idle_timeout must be a positive number of seconds or None, got {idle_timeout!r}"
        )


def make_app(
    setting: str = "reliable",
    split: str = "train",
    max_rounds: int = 10,
    max_sessions: int = MAX_SESSIONS,
    idle_timeout: float | None = IDLE_TIMEOUT,
) -> FastAPI:
    """The OpenEnv FastAPI app: one ``UnCoEnvironment`` per WebSocket session.

    Args:
        setting: Default setting of episodes (a reset may name another).
        split: Default split of episodes (a reset may name another).
        max_rounds: Rounds before truncation.
        max_sessions: Concurrent sessions at most; one more is refused with CAPACITY_REACHED.
        idle_timeout: Seconds a session may go without a message before it ends (None: never):
            a WebSocket is sent an error naming the timeout and closed; a session opened over
            HTTP ``/mcp`` is dropped by OpenEnv's reaper, which looks every ``max(idle_timeout /
            4, 5)`` seconds.

    Raises:
        ValueError: A bad setting, split, round budget, session cap or timeout, named (before
            any session starts).
    """
    UnCoEnvironment(setting, split, max_rounds)  # fail now, clearly, not in every session
    _check_timeout(idle_timeout)
    server = _Server(
        functools.partial(UnCoEnvironment, setting=setting, split=split, max_rounds=max_rounds),
        UnCoAction,
        UnCoObservation,
        concurrency_config=ConcurrencyConfig(
            max_concurrent_envs=max_sessions, session_timeout=idle_timeout
        ),
        env_name=NAME,
        state_cls=UnCoState,
    )
    # What openenv's create_app does, less its optional Gradio page (ENABLE_WEB_INTERFACE):
    # create_app builds its own HTTPEnvServer, and this app needs a _Server.
    server_app = FastAPI(title="UnCo environment (OpenEnv)", version=_API_VERSION)
    server.register_routes(server_app, mode=os.environ.get("OPENENV_MODE", ServerMode.SIMULATION))
    server_app.add_exception_handler(gym.error.ResetNeeded, _no_episode)
    server_app.add_exception_handler(_BadReset, _bad_reset)
    server_app.add_middleware(_Guard, idle_timeout=idle_timeout)
    return server_app


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
