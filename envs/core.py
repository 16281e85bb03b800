"""The UnCo environment: one class, a registered id per setting."""

from __future__ import annotations

import json
import math
from collections.abc import Collection, Mapping, Sequence
from typing import Any, ClassVar

import gymnasium as gym
import numpy as np
from pydantic import BaseModel

from uncoenv.envs import interventions, observer
from uncoenv.envs.actions import (
    ActionError,
    ActionSpace,
    Finalize,
    Parsed,
    Query,
    action_data,
    menu,
    read_action,
)
from uncoenv.envs.colleagues import Colleague, Phrasings
from uncoenv.envs.evidence import Reply
from uncoenv.envs.memo import per_task
from uncoenv.envs.requests import RULES, RequestReader
from uncoenv.envs.text import fit, sanitize, text_space
from uncoenv.tasks import cache, checks, dataset
from uncoenv.tasks.difficulty import level as difficulty_level
from uncoenv.tasks.faults import MISLEADING_ROLES, SETTING_PLANS, Fault
from uncoenv.tasks.models import Note, Task, check_setting
from uncoenv.tasks.notes import shown as shown_notes
from uncoenv.tasks.scoring import attribution, beliefs_score, score

SPLITS = ("train", "test")
REWARDS = ("joint", "joint+diagnosis")
_OPTIONS = {"task_index", "task"}


class UnCoEnv(gym.Env[str, str]):
    """Finish a collaborative decision when colleagues may be unreliable.

    ## Description

    A main agent must decide which of three candidates meets every eligibility condition and
    compute a number for it, but the evidence sits with 5–7 colleagues, each holding private
    records (more of each at the harder levels, ``difficulty``). It acts in rounds: query one or
    more colleagues with a message, wait, or finalize. Colleagues are rule-based and offline; in
    the unreliable settings one (or, in Mixed, three; two of a kind at the harder levels) of
    them is Misaligned (answers in the wrong context), Incomplete (gives a truthful but too
    coarse answer) or Missed (does not answer the first request); in the notes settings the
    brief carries shared notes, and a colleague may mislead (a wrong value stated plainly) or a
    note be wrong (``setting`` below). All settings of a seed share the same task and gold
    answer (the UnCoBench method).

    ## Action Space

    JSON text (a dict or a typed model from ``uncoenv.envs.actions`` also works)::

        {"action": "query", "roles": ["<role id or title>", ...], "message": "..."}
        {"action": "query", "queries": [{"role": "...", "message": "..."}, ...]}
        {"action": "wait"}
        {"action": "finalize", "conclusion": "<label>", "candidate": "<name>" | null,
         "numeric_result": <number> | null}

    Roles go by id or title (any case); candidates and labels by name, without case, and without
    accents when that is unambiguous ("Forde" for "Førde"). A positive conclusion needs the
    candidate and a finite numeric_result (at most the float range); a negative one takes both
    null. A malformed action is not an exception: its error is the next observation, the round
    is used up and ``info["invalid_actions"]`` counts it. A query is checked part by part (one
    role and its message): an unknown role, a role named twice, or an empty or too long message
    to one role refuses that part only; the valid parts are delivered and answered in the same
    round, the observation names each refused part, and ``info["invalid_actions"]`` counts the
    action once, however many of its parts were refused. A query with no valid part is refused
    whole. ``action_space.sample()`` draws random valid actions for the current task; the space
    holds only what the brief shows (candidates, role ids and titles, the labels and the rule's
    precision), never the task.

    ## Observation Space

    Text (``gymnasium.spaces.Text``, up to 32,768 characters). The first observation is the task
    brief: background, question, candidates, eligibility conditions with their required
    contexts, the calculation rule, the colleague directory and the action format. Each later
    observation is that round's replies, each attributed to its colleague (a colleague that does
    not answer is simply absent), or the error of an invalid action; the refused parts of a
    partly valid query are named before its replies.

    ## Rewards

    1.0 when the conclusion, the candidate and the numeric result (compared at the task's
    precision, rounded half to even) all match the gold answer, else 0.0; minus ``round_cost``
    on every step.

    ## Episode End

    Terminated when a finalize action is accepted; nothing after it changes the outcome.
    Truncated after ``max_rounds`` rounds without one. Stepping after the end raises
    ``gymnasium.error.ResetNeeded``.

    ## Arguments

    - ``setting``: the paper's "reliable", "misaligned", "incomplete", "missed" or "mixed", or
      a notes setting (seed 001's OffQuery; the brief shows shared notes, every candidate's
      value of every condition's fact): "reliable_notes" (notes and colleagues true),
      "misleading" (a colleague's first reply covering one noted value states it wrong, as
      plainly as a true reply; asked again, it rechecks and gives its record's value),
      "shared_notes" (one note is wrong; its owner's records hold the truth) or
      "misleading_both" (both, on different values). The notes settings need a task with
      notes (benchmark v4, the train split).
    - ``misleading_roles``: how many misleading colleagues the Misleading settings play (1 or
      2; default 1).
    - ``oracle``: the full-information control (default False): the brief also shows every
      colleague's records, in full; colleagues still answer as the setting has them.
    - ``reach``: the role ids the agent may query (default None: every colleague). A team's
      seat (``uncoenv.teams``) reaches its share; a query part to another colleague is refused
      as an invalid part, naming the colleagues in reach.
    - ``split``: "train" (the procedural stream, never a benchmark task; a reset without a task
      index draws among its first ``uncoenv.tasks.cache.TRAIN_TASKS`` groups, pre-generated and
      cached on disk) or "test" (the shipped benchmark).
    - ``difficulty``: the level (``uncoenv.tasks.difficulty``): "standard" (the paper's, the
      default), "hard" or "expert": more candidates, colleagues and conditions, two misaligned and
      two missed faults, and a smaller round budget. Each level has its train stream and its
      shipped benchmark; ``set_difficulty`` changes it between episodes (a curriculum).
    - ``benchmark``: which shipped benchmark version the test split plays ("v2" … "v5",
      "hard-v1", "expert-v1", …; default None: the level's, ``dataset.LEVEL_BENCHMARKS``).
    - ``max_rounds``: rounds before truncation (default None: the level's budget, 10 for
      standard).
    - ``round_cost``: reward subtracted on every step (default 0.0).
    - ``missed_reply_after``: rounds after which a missed colleague's reply to the first
      request arrives anyway (default None: never).
    - ``render_mode``: "ansi" (the transcript as a string) or "human" (printed). Without one,
      no transcript is kept.
    - ``task_indices``: draw tasks only from these indices of the split (a fixed task set).
    - ``colleagues``: how colleagues read messages: "rules" (the default: deterministic word
      rules) or any object with the ``uncoenv.envs.requests.RequestReader`` method ``read``,
      such as ``uncoenv.envs.llm_reader.LLMReader(model)``. What colleagues answer, and every
      fault, is the same whatever the reader.
    - ``intervention``: the paper's intervention arm (``uncoenv.envs.interventions``): "none"
      (the default), "existence", "localization", "diagnosis" or "action". When a fault shows
      (its faulty account is given, or the first request goes unanswered), that round's
      observation ends with the arm's note on it, one per fault.
    - ``reward``: "joint" (the default: joint correctness) or "joint+diagnosis" (for training:
      plus 0.25 for naming exactly the unreliable colleagues and 0.25 × the belief score, T2).

    A final answer may add a diagnosis: ``"unreliable": [{"role": ..., "kind": ...}]`` and
    ``"beliefs": {candidate: {fact label or id: value}}``. It never changes the joint reward;
    the end's ``info["diagnosis"]`` scores it (``uncoenv.tasks.scoring``): T1 (exact, precision,
    recall over the (role, kind) pairs), T2 (the belief state's accuracy over the atoms the
    faults touch and a fixed sample of others) and whether a correct answer hides a corrupted
    state.

    ``reset(seed=s)`` picks the same task in every setting. ``options={"task_index": i}`` picks
    a task of the split; ``options={"task": task}`` runs a hand-written task (a ``Task``, dict or
    JSON), validated with ``uncoenv.tasks.verify`` first. ``info`` holds ``round``,
    ``invalid_actions`` and ``replied_roles``; after a step also ``action``, the action as the
    environment read it, as JSON data: ``{"action": "query", "queries": [{"role": id,
    "message": text}, ...]}`` (the delivered parts only, roles as ids), ``{"action": "wait"}``
    or the accepted ``{"action": "finalize", "conclusion", "candidate", "numeric_result"}``
    (names as the task spells them; ``unreliable`` and ``beliefs`` too when given). After a
    refused action it is absent (``info.get("action")`` is None): Gymnasium's vector
    environments cannot merge a None with the dicts of other sub-environments. Once the
    episode ends ``info`` also holds ``answer``, ``correct_decision``, ``correct_numeric``,
    ``faults``, ``intervention``, ``diagnosis`` (when the final answer gave one) and
    ``recovery``: for each fault ``kind``, ``role``, ``shown`` (its faulty account was given),
    ``recovered``, ``follow_ups`` and ``targeted_follow_ups``; an incomplete fault's entry also
    ``messages``, each message that colleague read, in order, as ``{"covered": bool,
    "targeted": bool}``: whether it asked for the fault's candidate and fact, and whether it
    also asked for their exact value.

    ``env.unwrapped.task`` is the hidden task, gold answer and fault plan included: it is for
    evaluation code, never for agents. Nothing reachable from the spaces holds it. It is
    read-only, lists and dicts included (a benchmark task is shared by every episode of the
    process); to change one, validate an edited ``model_dump()``. Arguments are checked by type
    and range (``max_rounds=nan``, ``task_indices="12"`` raise ``ValueError``).

    ## Version History

    - v0: initial release. Later in v0, colleagues learnt to read follow-ups, relative
      contexts, aliases and names without accents, and to say what they do not keep; a query
      with an invalid part delivers its valid parts; a final answer may carry a diagnosis, and
      ``intervention`` and ``reward`` arguments were added (their defaults change nothing).
      The test split moved to benchmark v3 (``benchmark="v2"`` plays the old one), then to
      v4 (v3's groups with shared notes); the notes settings, ``misleading_roles`` and
      ``oracle`` were added, and the paper's five settings play v4 exactly as v3. ``reach``
      was added for the seats of ``uncoenv.teams`` (its default changes nothing).
      ``difficulty`` and ``set_difficulty`` were added (the default level is the earlier
      benchmark, unchanged); ``max_rounds`` defaults to the level's budget (10 for standard).
      The test split moved to v5, hard-v3 and expert-v5: their Mixed plans hide a pass as often
      as a fail (``benchmark="v4"`` plays the old one); the other settings play as before.
      Then the expert level's to expert-v6: expert-v5's groups, whose colleagues leave a
      context the request names unstated until asked which it is
      (``Difficulty.unstated_contexts``; ``benchmark="expert-v5"`` plays as before).
    """

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi", "human"], "render_fps": 1}

    def __init__(
        self,
        setting: str = "reliable",
        split: str = "train",
        max_rounds: int | None = None,
        round_cost: float = 0.0,
        missed_reply_after: int | None = None,
        render_mode: str | None = None,
        task_indices: Sequence[int] | None = None,
        colleagues: str | RequestReader = "rules",
        intervention: str = "none",
        reward: str = "joint",
        benchmark: str | None = None,
        misleading_roles: int = 1,
        oracle: bool = False,
        reach: Collection[str] | None = None,
        difficulty: str = "standard",
    ) -> None:
        check_setting(setting)
        self.difficulty = difficulty_level(difficulty)  # named when unknown
        if split not in SPLITS:
            raise ValueError(f"split must be one of {SPLITS}, got {split!r}")
        if max_rounds is not None and (not _is_int(max_rounds) or max_rounds < 1):
            raise ValueError(
                f"max_rounds must be an integer of at least 1 or None, got {max_rounds!r}"
            )
        if not _is_number(round_cost) or not math.isfinite(round_cost):
            raise ValueError(f"round_cost must be a finite number, got {round_cost!r}")
        if missed_reply_after is not None and (
            not _is_int(missed_reply_after) or missed_reply_after < 1
        ):
            raise ValueError(
                f"missed_reply_after must be an integer of at least 1 or None, "
                f"got {missed_reply_after!r}"
            )
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode must be one of {self.metadata['render_modes']} or None, "
                f"got {render_mode!r}"
            )
        if not _is_int(misleading_roles) or not 1 <= misleading_roles <= MISLEADING_ROLES:
            raise ValueError(
                f"misleading_roles must be an integer from 1 to {MISLEADING_ROLES}, "
                f"got {misleading_roles!r}"
            )
        self.misleading_roles = int(misleading_roles)
        if not isinstance(oracle, bool):
            raise ValueError(f"oracle must be True or False, got {oracle!r}")
        self.oracle = oracle
        if reach is not None and (
            isinstance(reach, str) or not all(isinstance(r, str) for r in reach)
        ):
            raise ValueError(f"reach must be a collection of role ids or None, got {reach!r}")
        self.reach = None if reach is None else frozenset(reach)
        self.reader = _reader(colleagues)
        self.intervention = interventions.check_arm(intervention)
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {REWARDS}, got {reward!r}")
        self.reward_kind = reward
        if benchmark is None:
            benchmark = dataset.LEVEL_BENCHMARKS[self.difficulty.name]
        shipped = dataset.benchmark(benchmark)  # named when unknown
        if shipped.difficulty != self.difficulty.name:
            raise ValueError(
                f"benchmark {benchmark!r} is of the {shipped.difficulty} level, not "
                f"{self.difficulty.name!r}; leave benchmark None to play the level's"
            )
        self.benchmark = shipped.version
        self.setting = setting
        self.split = split
        self._rounds_given = None if max_rounds is None else int(max_rounds)
        self.max_rounds = self._rounds_given or self.difficulty.max_rounds
        self.round_cost = float(round_cost)
        self.missed_reply_after = None if missed_reply_after is None else int(missed_reply_after)
        self.render_mode = render_mode
        self.task_indices = None if task_indices is None else _indices(task_indices)
        self.observation_space = text_space()
        self.action_space = ActionSpace()
        self._task: Task | None = None
        self._faults: list[Fault] = []
        self._colleagues: dict[str, Colleague] = {}
        self.observer: observer.Observer | None = None
        self._transcript: list[str] = []
        self._round = 0
        self._invalid = 0
        self._ended: str | None = None
        self._outcome: dict[str, Any] = {}
        self._shown: set[tuple[str, str]] = set()  # the faults (role, kind) shown so far

    @property
    def invalid_actions(self) -> int:
        """Invalid actions so far in this episode."""
        return self._invalid

    @property
    def task(self) -> Task:
        """The current task group, in the interchange format: the hidden task, with its gold
        answer and fault plan, for evaluation code, never for agents."""
        if self._task is None:
            raise gym.error.ResetNeeded("no task yet: call reset() first")
        return self._task

    # -- episode -------------------------------------------------------------------------

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[str, dict[str, Any]]:
        if options is not None and not isinstance(options, Mapping):
            raise ValueError(f"options must be a dict or None, got {type(options).__name__}")
        super().reset(seed=seed)
        options = dict(options or {})
        unknown = set(options) - _OPTIONS
        if unknown:
            raise ValueError(f"unknown reset options {sorted(unknown)}; known: {sorted(_OPTIONS)}")
        self._task = self._choose_task(options)
        self._faults = self._task.faults.played(self.setting, self.misleading_roles)
        notes: tuple[Note, ...] = ()
        if SETTING_PLANS[self.setting].notes:
            if not self._task.notes:
                raise ValueError(
                    f"the {self.setting} setting needs a task with shared notes (benchmark v4 "
                    f"on, or the train split); task {self._task.id!r} has none"
                )
            notes = tuple(shown_notes(self._task, self._faults))
        self._colleagues = self._cast()
        self.observer = observer.Observer(self._task, self.max_rounds, notes)
        self.action_space.menu = menu(self._task)  # public choices only, for sample()
        self._round, self._invalid, self._ended = 0, 0, None
        self._outcome, self._shown = {}, set()
        observation = _brief(
            self._task, self.max_rounds, self.missed_reply_after, notes, self.oracle
        )
        self._transcript = [observation]
        return observation, self._info([])

    def set_difficulty(self, difficulty: str) -> None:
        """Play the train split at another level from the next reset (a curriculum's step).
        The round budget follows the level unless ``max_rounds`` was given.

        Raises:
            ValueError: an unknown level, or the test split (a benchmark has one level).
        """
        level = difficulty_level(difficulty)
        if self.split == "test":
            raise ValueError("set_difficulty needs the train split: a benchmark has one level")
        self.difficulty = level
        self.max_rounds = self._rounds_given or level.max_rounds

    def _choose_task(self, options: dict[str, Any]) -> Task:
        if "task" in options:
            if "task_index" in options:
                raise ValueError("give 'task' or 'task_index', not both")
            violations = checks.verify(options["task"])
            if violations:
                listed = "; ".join(map(str, violations))
                raise ValueError(f"the task in options fails verification: {listed}")
            return checks.load(options["task"])
        index = options.get("task_index")
        if index is None and self.task_indices is not None:
            index = self.task_indices[int(self.np_random.integers(len(self.task_indices)))]
        if self.split == "test":
            tasks = dataset.load_benchmark(self.benchmark)
            if index is None:
                index = int(self.np_random.integers(len(tasks)))
            if not _is_int(index) or not 0 <= index < len(tasks):
                raise ValueError(
                    f"task_index must be an integer in [0, {len(tasks)}), got {index!r}"
                )
            return tasks[int(index)]
        if index is None:  # the pool of pre-generated groups: a reset reads one, never makes one
            index = int(self.np_random.integers(cache.TRAIN_TASKS))
        if not _is_int(index) or index < 0:
            raise ValueError(f"task_index must be a non-negative integer, got {index!r}")
        return cache.train_task(int(index), self.difficulty)

    def step(self, action: str | dict | BaseModel) -> tuple[str, float, bool, bool, dict[str, Any]]:
        self._check_running()
        try:
            parsed = read_action(action, self.task, self.reach)
        except ActionError as problem:
            return self._play(action, None, sanitize(str(problem)))
        return self._play(action, parsed, None)

    def refuse(
        self, action: str | dict | BaseModel, error: str
    ) -> tuple[str, float, bool, bool, dict[str, Any]]:
        """Play a round whose action was refused by a rule outside this environment (a team's:
        only the lead may finalize): the round is used up and ``error`` is the observation, as
        for any invalid action."""
        self._check_running()
        return self._play(action, None, sanitize(error))

    def _check_running(self) -> None:
        if self._task is None:
            raise gym.error.ResetNeeded("call reset() before step()")
        if self._ended is not None:
            raise gym.error.ResetNeeded(
                f"the episode has ended ({self._ended}); call reset() before step()"
            )

    def _play(
        self, action: str | dict | BaseModel, parsed: Parsed | None, error: str | None
    ) -> tuple[str, float, bool, bool, dict[str, Any]]:
        """One round: the action as read (``parsed``), or the error that refused it."""
        self._round += 1
        if self.render_mode is not None:  # the transcript is kept only to be rendered
            self._transcript.append(f"--- Round {self._round}: agent ---\n{_show(action)}")
        # 0.0 - cost, not -cost: with no cost, the reward is 0.0, not -0.0.
        reward, notes = 0.0 - self.round_cost, []
        replies: list[Reply] = []
        contacted: list[str] = []
        refused: tuple[str, ...] = ()  # the problems of a query's refused parts
        carried_out: dict[str, Any] | None = None  # the action as read, for info["action"]
        if parsed is None:
            self._invalid += 1
        else:
            carried_out = action_data(parsed.action)
            if parsed.problems:  # a query with refused parts: one invalid action
                self._invalid += 1
                refused = tuple(sanitize(problem) for problem in parsed.problems)
            if isinstance(parsed.action, Finalize):
                reward += self._finalize(parsed.action)
            elif isinstance(parsed.action, Query):
                contacted = [role for role, _ in parsed.action.messages()]
                replies = self._ask(parsed.action)
                if self.intervention != "none":
                    notes = self._interventions()
        replies += self._late_replies()
        assert self.observer is not None
        self.observer.observe(self._round, contacted, replies)
        terminated = self._ended is not None
        truncated = not terminated and self._round >= self.max_rounds
        if truncated:
            self._ended = f"{self.max_rounds} rounds reached without a final answer"
        observation = self._observe(replies, error, refused, notes)
        info = self._info(replies)
        if carried_out is not None:  # never None: vector envs cannot merge None with dicts
            info["action"] = carried_out
        return observation, float(reward), terminated, truncated, info

    @property
    def unstated_contexts(self) -> bool:
        """Whether colleagues leave a context the request names unstated (the test split: its
        benchmark version's rule; the train split: the level's)."""
        if self.split == "test":
            return dataset.benchmark(self.benchmark).unstated_contexts
        return self.difficulty.unstated_contexts

    def _cast(self) -> dict[str, Colleague]:
        """The episode's colleagues by role id. Each draws its phrasings from a stream of its
        own (a function of the episode's seed and the role's position), so what one says never
        depends on which other roles were asked, or when."""
        task = self.task
        episode_seed = int(self.np_random.integers(2**32))
        size = (len(task.roles), Phrasings.BLOCK)
        blocks = self.np_random.integers(1 << 16, size=size).tolist()  # one call for all roles
        faults = self._faults
        return {
            role.id: Colleague(
                task,
                role.id,
                faults,
                Phrasings(episode_seed, position, block),
                self.reader,
                self.missed_reply_after,
                self.unstated_contexts,
            )
            for position, (role, block) in enumerate(zip(task.roles, blocks, strict=True))
        }

    def _ask(self, query: Query) -> list[Reply]:
        replies = []
        for role, message in query.messages():
            reply = self._colleagues[role].respond(message, self._round)
            if reply is not None:
                replies.append(reply)
        return replies

    def _late_replies(self) -> list[Reply]:
        """Replies to unanswered first messages that fall due this round (``missed_reply_after``),
        in the directory's order."""
        if self.missed_reply_after is None:
            return []
        return [r for c in self._colleagues.values() for r in c.late_replies(self._round)]

    def _interventions(self) -> list[str]:
        """The arm's notes on the faults that showed in this round, one per fault."""
        notes = []
        for fault in self._faults:
            key = (fault.role, fault.kind)
            if key in self._shown or not self._colleagues[fault.role].part(fault.kind).shown:
                continue
            self._shown.add(key)
            note = interventions.message(self.intervention, fault, self._round, self.task)
            if note is not None:
                notes.append(sanitize(note))
        return notes

    def _finalize(self, action: Finalize) -> float:
        task = self.task
        result = score(task, action.conclusion, action.candidate, action.numeric_result)
        self._ended = "a final answer was given"
        self._outcome = {
            "correct_decision": result.correct_decision,
            "correct_numeric": result.correct_numeric,
        }
        reward = 1.0 if result.correct else 0.0
        if action.unreliable is None and action.beliefs is None:
            return reward
        diagnosis: dict[str, Any] = {}
        if action.unreliable is not None:
            named = [(s.role, s.kind) for s in action.unreliable]
            t1 = attribution(task, self.setting, named, self.misleading_roles)
            diagnosis |= {"t1": t1.exact, "t1_precision": t1.precision, "t1_recall": t1.recall}
        if action.beliefs is not None:
            t2 = beliefs_score(task, self.setting, action.beliefs, self.misleading_roles)
            diagnosis |= {
                "t2": t2.accuracy,
                "corrupted": t2.corrupted,
                "correct_but_corrupted": result.correct and t2.corrupted,
                "unmatched": list(t2.unmatched),
            }
        self._outcome["diagnosis"] = diagnosis
        if self.reward_kind == "joint+diagnosis":
            reward += 0.25 * diagnosis.get("t1", False) + 0.25 * diagnosis.get("t2", 0.0)
        return reward

    def _observe(
        self,
        replies: list[Reply],
        error: str | None,
        refused: Sequence[str] = (),
        notes: Sequence[str] = (),
    ) -> str:
        # Every piece is already in the character set (replies, titles, errors and refused
        # parts are sanitized where they are made), so only the length is checked here.
        titles = _titles(self.task)
        text = observer.round_text(
            self._round,
            [(reply.role, titles[reply.role], reply.text) for reply in replies],
            error=error,
            rounds_left=self.max_rounds - self._round,
            refused=refused,
            notes=notes,
        )
        if self._ended is not None:
            text += f"\nThe episode has ended: {self._ended}."
        observation = fit(text)
        if self.render_mode is not None:
            self._transcript.append(f"--- Round {self._round}: observation ---\n{observation}")
        return observation

    def _info(self, replies: list[Reply]) -> dict[str, Any]:
        info: dict[str, Any] = {
            "round": self._round,
            "invalid_actions": self._invalid,
            "replied_roles": [reply.role for reply in replies],
        }
        if self._ended is not None:
            answer, faults = _disclosed(self.task, self.setting, self.misleading_roles)
            info["answer"] = dict(answer)  # copies: the dicts are kept, their values immutable
            info["correct_decision"] = self._outcome.get("correct_decision", False)
            info["correct_numeric"] = self._outcome.get("correct_numeric", False)
            info["faults"] = [dict(fault) for fault in faults]
            info["recovery"] = self.recovery()
            info["intervention"] = self.intervention
            if "diagnosis" in self._outcome:
                info["diagnosis"] = dict(self._outcome["diagnosis"])
        return info

    def recovery(self) -> list[dict[str, Any]]:
        """For each fault of the setting: shown, recovered, follow-ups (for behaviour reports;
        ``info["recovery"]`` at the end). A colleague never messaged reports its fault as not
        shown."""
        return [self._colleagues[fault.role].recovery(fault.kind) for fault in self._faults]

    # -- rendering -----------------------------------------------------------------------

    def render(self) -> str | None:
        """The transcript: returned for "ansi", printed for "human"."""
        return render_transcript(self.render_mode, self._transcript)


def render_transcript(render_mode: str | None, transcript: Sequence[str]) -> str | None:
    """A transcript as ``render()`` gives it: returned for "ansi", printed for "human"."""
    if render_mode is None:
        gym.logger.warn("render() called without a render_mode; pass render_mode='ansi'")
        return None
    text = "\n\n".join(transcript)
    if render_mode == "human":
        print(text)
        return None
    return text


def _is_int(value: object) -> bool:
    """An integer, never a bool (True is not task 1, nor one round)."""
    return isinstance(value, int | np.integer) and not isinstance(value, bool | np.bool_)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float | np.integer | np.floating) and not isinstance(
        value, bool | np.bool_
    )


def _indices(task_indices: Sequence[int]) -> list[int]:
    """``task_indices`` as a list, checked: a non-empty sequence of non-negative integers (a
    string is not one: "12" would be tasks 1 and 2)."""
    if isinstance(task_indices, str | bytes) or not isinstance(task_indices, Sequence | np.ndarray):
        raise ValueError(
            f"task_indices must be a sequence of integers or None, got {task_indices!r}"
        )
    wrong = [i for i in task_indices if not _is_int(i) or i < 0]
    if wrong:
        raise ValueError(f"task_indices must be non-negative integers; not {wrong[:5]!r}")
    if len(task_indices) == 0:
        raise ValueError("task_indices must name at least one task (or be None)")
    return [int(i) for i in task_indices]


def _reader(colleagues: str | RequestReader) -> RequestReader:
    """The reader named or given by the ``colleagues`` argument."""
    if isinstance(colleagues, str) and colleagues == "rules":
        return RULES
    if isinstance(colleagues, RequestReader):
        return colleagues
    raise ValueError(
        "colleagues must be 'rules' or a reader with a read(message, index, history) method "
        f"(uncoenv.envs.requests.RequestReader), got {colleagues!r}"
    )


@per_task
def _brief(
    task: Task, max_rounds: int, late: int | None, notes: tuple[Note, ...], oracle: bool
) -> str:
    return sanitize(observer.brief(task, max_rounds, late, notes, oracle))


@per_task
def _disclosed(
    task: Task, setting: str, misleading_roles: int
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """What the episode's end discloses: the gold answer and the faults played, as dicts."""
    faults = task.faults.played(setting, misleading_roles)
    return task.answer.model_dump(), [f.model_dump() for f in faults]


@per_task
def _titles(task: Task) -> dict[str, str]:
    """Role titles by id, in the observations' character set."""
    return {r.id: sanitize(r.title) for r in task.roles}


def _show(action: str | dict | BaseModel, limit: int = 2_000) -> str:
    """The action as the transcript shows it (long ones cut)."""
    try:
        if isinstance(action, BaseModel):
            text = action.model_dump_json()
        elif isinstance(action, dict):
            try:
                text = json.dumps(action, ensure_ascii=False)
            except (TypeError, ValueError, RecursionError):
                text = repr(action)
        else:
            text = str(action)
    except (ValueError, RecursionError):  # e.g. an int of 4,300+ digits, which no str() shows
        text = f"<a {type(action).__name__} that cannot be shown>"
    return text if len(text) <= limit else text[:limit] + f"... [{len(text):,} characters]"
