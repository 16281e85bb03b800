"""The team environment: several main agents ("seats") share one task, as a PettingZoo
``ParallelEnv``.

Each seat plays the single-agent ``UnCoEnv`` of the same task, seed and fault plan, reaching only
its share of the colleagues; this class holds what a team adds: the shares, the messages between
seats, who commits, the team's reward and the record its metrics are read from
(``uncoenv.teams.metrics``).
"""

from __future__ import annotations

import copy
import dataclasses
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

import gymnasium as gym
import numpy as np
from pettingzoo import ParallelEnv

from uncoenv.envs.actions import ActionError, ActionSpace, Finalize, action_data, as_dict, menu
from uncoenv.envs.actions import read_action as read_env_action
from uncoenv.envs.core import UnCoEnv, render_transcript
from uncoenv.envs.text import fit, text_space
from uncoenv.tasks.models import Task
from uncoenv.teams import metrics
from uncoenv.teams.formation import LEAD, Team, shares, team_brief
from uncoenv.teams.messages import (
    TEAM_ACTION_NAMES,
    TeamMessage,
    messages_text,
    read_message,
    vote_text,
)

WAIT = {"action": "wait"}
_OPTIONS = ("task_index", "task")
_DISCLOSED = (
    "answer",
    "correct_decision",
    "correct_numeric",
    "faults",
    "intervention",
    "diagnosis",
)


@dataclass(frozen=True)
class Move:
    """What a seat's action comes to this round, before any seat's is carried out.

    ``kind`` is "env" (the seat's env reads it: a query, a wait, an invalid action),
    "message" (a post or direct message: the seat's env waits), "finalize" (a final answer
    the team's rule lets through), "vote" (a final answer under the vote rule) or "refused"
    (refused by the team's rule: ``error`` says why).
    """

    kind: str
    action: Any
    message: TeamMessage | None = None
    final: Finalize | None = None
    error: str | None = None


class TeamEnv(ParallelEnv):
    """Seats of one team finish one collaborative decision.

    Args:
        setting: Any setting of ``uncoenv.ENV_IDS`` (the same task, gold answer and fault plan
            as the single-agent env's for the same seed).
        team: The team (``uncoenv.teams.Team``).
        render_mode: "ansi" (the team's transcript as a string) or "human" (printed).
        **env_kwargs: The single-agent env's arguments (split, max_rounds, round_cost,
            intervention, benchmark, misleading_roles, ...), given to every seat's env.

    Agents are ``team.seat_ids``. Observations are text: a seat's first is the task brief, and,
    in a team of several, what its team is (the shares, how to message, who commits, the
    mitigations); each later one is the team messages the seat received that round, then its
    own replies as the single-agent env writes them. A seat never sees another seat's replies.
    Actions are the single-agent env's JSON actions, plus ``post`` and ``dm`` (peer only); an
    agent missing from the actions dict waits. An invalid action is that seat's observation
    only. Rewards: every seat gets the team's joint correctness when the team commits (with
    ``team.reward == "active"``, only seats that ever acted), minus each seat's own
    ``round_cost``. The episode ends for every seat at the commit or at ``max_rounds``; each
    seat's final ``info`` holds the answer, the faults, its own ``recovery``, ``committed_by``
    and ``team``, the team's metrics (``uncoenv.teams.metrics.TeamRecord.metrics``).
    """

    metadata: ClassVar[dict[str, Any]] = {
        "name": "uncoenv_team_v0",
        "render_modes": ["ansi", "human"],
        "is_parallelizable": True,
    }

    def __init__(
        self,
        setting: str = "reliable",
        team: Team | None = None,
        render_mode: str | None = None,
        **env_kwargs: Any,
    ) -> None:
        self.team = team or Team()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode must be one of {self.metadata['render_modes']} or None, "
                f"got {render_mode!r}"
            )
        if "render_mode" in env_kwargs or "reach" in env_kwargs:
            raise ValueError("render_mode and reach are the team's to set, not a seat env's")
        if self.team.formation == "solo":
            if env_kwargs.get("oracle") is False:
                raise ValueError(
                    "the solo formation is the oracle control: it cannot be oracle=False"
                )
            env_kwargs = {**env_kwargs, "oracle": True}
        self.render_mode = render_mode
        self.setting = setting
        self.possible_agents = list(self.team.seat_ids)
        self.agents: list[str] = []
        self.seat_envs = {seat: UnCoEnv(setting, **env_kwargs) for seat in self.possible_agents}
        self.max_rounds = self.seat_envs[LEAD].max_rounds
        self._rng = np.random.default_rng()
        # PettingZoo wants the same space object for an agent on every call (seeding them).
        self._observation_spaces = {seat: text_space() for seat in self.possible_agents}
        self._action_spaces = {
            seat: TeamActionSpace(
                tuple(s for s in self.possible_agents if s != seat) if self.team.channel else ()
            )
            for seat in self.possible_agents
        }
        self.shares: dict[str, tuple[str, ...]] = {}
        self.record = metrics.TeamRecord()
        self._transcript: list[str] = []

    # -- spaces --------------------------------------------------------------------------

    def observation_space(self, agent: str) -> gym.spaces.Space:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> TeamActionSpace:
        return self._action_spaces[agent]

    # -- episode -------------------------------------------------------------------------

    @property
    def task(self) -> Task:
        """The hidden task (for evaluation code, never for agents)."""
        return self.seat_envs[LEAD].task

    def reset(
        self, seed: int | None = None, options: dict | None = None
    ) -> tuple[dict[str, str], dict[str, dict[str, Any]]]:
        if options is not None and not isinstance(options, Mapping):
            raise ValueError(f"options must be a dict or None, got {type(options).__name__}")
        options = dict(options or {})
        unknown = sorted(set(options) - set(_OPTIONS))
        if unknown:  # PettingZoo's API test passes one; a warning names it, nothing breaks
            gym.logger.warn(f"reset options {unknown} are not known and are ignored: {_OPTIONS}")
        options = {key: options[key] for key in _OPTIONS if key in options}
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        else:  # every seat's env needs the same seed: one is drawn for them
            seed = int(self._rng.integers(2**32))
        observations, infos = {}, {}
        for seat, env in self.seat_envs.items():  # same seed, same draws: the same episode
            observations[seat], infos[seat] = env.reset(seed=seed, options=options)
        task = self.task
        roles = [role.id for role in task.roles]
        if self.team.split:
            dealt = shares(roles, self.team.seats, int(self._rng.integers(2**32)))
        else:
            dealt = (tuple(roles),)
        self.shares = dict(zip(self.possible_agents, dealt, strict=True))
        self.agents = list(self.possible_agents)
        public = menu(task)
        for seat, env in self.seat_envs.items():
            env.reach = frozenset(self.shares[seat]) if self.team.split else None
            reached = tuple(role for role in public.roles if role[0] in self.shares[seat])
            self.action_space(seat).menu = dataclasses.replace(public, roles=reached)
            if self.team.seats > 1:
                observations[seat] = fit(
                    observations[seat] + "\n\n" + team_brief(self.team, seat, dealt)
                )
            infos[seat] = {**infos[seat], "seat": seat, "reach": list(self.shares[seat])}
        self.record = metrics.TeamRecord.start(task, self.shares, observations)
        self._votes: dict[str, tuple[str, str | None, float | None]] = {}
        self._round = 0
        self._transcript = [f"=== {seat} ===\n{text}" for seat, text in observations.items()]
        return observations, infos

    def step(self, actions: Mapping[str, Any]) -> tuple[dict, dict, dict, dict, dict]:
        if not self.agents:
            raise gym.error.ResetNeeded("the episode has ended (or not begun): call reset()")
        unknown = sorted(set(actions) - set(self.agents))
        if unknown:
            raise ValueError(f"actions for seats not in play: {unknown}; in play: {self.agents}")
        moves = {seat: self._move(seat, actions.get(seat, WAIT)) for seat in self.agents}
        committer = self._committer(moves)
        self._round += 1
        self.record.before_round(committer, self._round)
        results, messages = {}, []
        for seat in self.agents:
            move = moves[seat]
            env = self.seat_envs[seat]
            if move.kind == "refused":
                results[seat] = env.refuse(move.action, move.error or "")
            elif move.kind == "env" or seat == committer:
                results[seat] = env.step(move.action)
            else:
                results[seat] = env.step(WAIT)
            if move.message is not None:
                messages.append(move.message)
        if self.team.commit == "vote" and self.team.channel:
            messages += [
                TeamMessage(seat, vote_text(action_data(m.final)), vote=True)  # type: ignore[arg-type]
                for seat, m in moves.items()
                if m.kind == "vote"
            ]
        infos = {seat: result[4] for seat, result in results.items()}
        waited = {
            seat: move.kind == "env" and infos[seat].get("action") == WAIT
            for seat, move in moves.items()
        }
        self.record.round(self._round, infos, waited, messages, self.seat_envs)
        return self._outcome(moves, results, messages, committer)

    def _move(self, seat: str, action: Any) -> Move:
        """What the seat's action comes to under the team's rules (nothing is carried out)."""
        try:
            data = as_dict(action)
        except ActionError:
            return Move("env", action)  # the seat's env refuses it, in its own words
        kind = data.get("action")
        if kind in TEAM_ACTION_NAMES:
            try:
                message = read_message(data, seat, self.possible_agents, self.team.channel)
            except ActionError as problem:
                return Move("refused", action, error=str(problem))
            return Move("message", action, message=message)
        if kind != "finalize":
            return Move("env", action)
        try:
            final = read_env_action(data, self.task).action
        except ActionError:
            return Move("env", action)
        assert isinstance(final, Finalize)
        if self.team.commit == "lead" and seat != LEAD:
            error = f"only the lead, {LEAD}, may finalize in this team: post your answer instead"
            return Move("refused", action, error=error)
        return Move("vote" if self.team.commit == "vote" else "finalize", action, final=final)

    def _committer(self, moves: Mapping[str, Move]) -> str | None:
        """The seat whose final answer the team commits this round, if any."""
        if self.team.commit != "vote":
            return next((seat for seat, m in moves.items() if m.kind == "finalize"), None)
        for seat, move in moves.items():
            if move.kind == "vote":
                self._votes[seat] = _answer_key(move.final)  # type: ignore[arg-type]
        for seat, move in moves.items():  # the lowest seat that voted this round for a majority
            if move.kind == "vote":
                key = self._votes[seat]
                if sum(v == key for v in self._votes.values()) >= self.team.majority():
                    return seat
        return None

    def _outcome(
        self,
        moves: Mapping[str, Move],
        results: Mapping[str, tuple],
        messages: list[TeamMessage],
        committer: str | None,
    ) -> tuple[dict, dict, dict, dict, dict]:
        round_number = self._round
        observations, rewards, terminations, truncations, infos = {}, {}, {}, {}, {}
        score = 0.0
        if committer is not None:
            score = results[committer][1] + self.seat_envs[committer].round_cost
        ended = committer is not None or round_number >= self.max_rounds
        team = self.record.metrics(self.team, self.seat_envs, committer) if ended else None
        for seat in self.agents:
            text, reward, _, _, info = results[seat]
            team_text = messages_text(round_number, messages, seat)
            if committer is not None and seat != committer:
                text += f"\nThe episode has ended: {self._commit_text(committer, moves)}"
                if self.team.reward == "team" or self.record.acted(seat):
                    reward += score
            observations[seat] = fit(f"{team_text}\n\n{text}" if team_text else text)
            rewards[seat] = float(reward)
            terminations[seat] = committer is not None
            truncations[seat] = committer is None and ended
            info = {**info, "seat": seat}
            move = moves[seat]
            if move.message is not None:
                info["action"] = move.message.data()
            elif move.kind == "vote":
                info["action"] = {**action_data(move.final), "vote": True}  # type: ignore[arg-type]
            if team is not None:
                info |= self._final_info(seat, committer, results, team)
            infos[seat] = info
            if self.render_mode is not None:
                self._transcript.append(
                    f"--- Round {round_number}: {seat} ---\n{move.action}\n{observations[seat]}"
                )
        if ended:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def _commit_text(self, committer: str, moves: Mapping[str, Move]) -> str:
        """How the other seats learn what their team committed."""
        answer = vote_text(action_data(moves[committer].final))  # type: ignore[arg-type]
        if self.team.commit == "vote":
            return f"most seats voted for {answer}, and the team committed it."
        return f"{committer} gave the team's final answer: {answer}."

    def _final_info(
        self,
        seat: str,
        committer: str | None,
        results: Mapping[str, tuple],
        team: dict[str, Any],
    ) -> dict[str, Any]:
        """What the end discloses to a seat: the team's outcome (the committing seat's final
        answer, scored by its env), the seat's own recovery, and the team's metrics."""
        ended = results[committer or LEAD][4]  # an ended env's info: the answer and faults
        info = {key: ended[key] for key in _DISCLOSED if key in ended}
        info["recovery"] = self.seat_envs[seat].recovery()
        info["committed_by"] = committer
        info["team"] = copy.deepcopy(team)  # each seat's own: made once, handed out as copies
        return info

    # -- rendering -----------------------------------------------------------------------

    def render(self) -> str | None:
        """The team's transcript: each seat's brief, then each round's action and observation
        per seat."""
        return render_transcript(self.render_mode, self._transcript)

    def close(self) -> None:
        for env in self.seat_envs.values():
            env.close()


def _answer_key(final: Finalize) -> tuple[str, str | None, float | None]:
    """A vote's answer, as votes are compared."""
    return final.conclusion, final.candidate, final.numeric_result


class TeamActionSpace(ActionSpace):
    """A seat's actions as JSON text; ``sample()`` draws a valid one: a query to the seat's own
    colleagues, a wait, a final answer, or (with a channel) a post or a direct message."""

    def __init__(self, teammates: tuple[str, ...], seed: int | None = None) -> None:
        super().__init__(seed)
        self.teammates = teammates

    def sample(self, mask: Any = None, probability: Any = None) -> str:
        if self.menu is None or not self.teammates or self.np_random.random() >= 0.2:
            return super().sample(mask, probability)
        text = _SAMPLE_POSTS[int(self.np_random.integers(len(_SAMPLE_POSTS)))]
        if self.np_random.random() < 0.5:
            return json.dumps({"action": "post", "message": text})
        to = self.teammates[int(self.np_random.integers(len(self.teammates)))]
        return json.dumps({"action": "dm", "to": to, "message": text})


_SAMPLE_POSTS = (
    "I have asked my colleagues; I will share what they send.",
    "What have your colleagues told you so far?",
)
