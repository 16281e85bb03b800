"""The report behind ``uncoenv report``: the paper's Table 1, Figure 3 and the behaviour pathways
of Figures 4 and 5, for one or more runs.

A run is one directory ``runs/NAME/`` holding ``episodes.jsonl`` (one ``EpisodeRecord`` per line)
and ``summary.json``; one run is one agent configuration, and several runs are compared side by
side; a directory holding the records of several configurations (``uncoenv eval --new-config``)
is reported as one run per configuration, labelled with its hash, never blended.
``build_report(run_dirs)`` reads them; ``Report.markdown()`` is the text (stdout or
``report.md``); ``Report.save(out_dir)`` writes ``report.md`` and the figures. The modules:
``model`` (the categories and the result dataclasses), ``build`` (reading run directories;
Table 1 and Figure 3), ``pathways`` (Figures 4 and 5, from what the environment recorded),
``legacy`` (reading again the actions and messages of records written before it recorded them),
``markdown`` and ``figures``.

Reading the records
    A torn last line (an interrupted write) is skipped and counted; any other unreadable line is
    skipped too, and the report warns about it by line number. When a key appears more than once
    (a resumed run), the last record wins, except that an errored record never replaces a
    finished one. Records with ``error`` set are infrastructure failures: they are counted per
    setting in the ``errors`` column and are never scored (not in ``n``, accuracy, rounds,
    pass^k, transitions or pathways). Records with ``agent_error`` set are the model's own
    failures (context window exceeded, content policy, bad request): they are scored as wrong
    answers (in ``n``, accuracy, pass^k and transitions) and counted in the ``agent errors``
    column; having no end, they are left out of mean rounds, pathways and the Missed
    decomposition. Tokens and cost count every episode, since they were spent.

Main results (Table 1)
    Per setting: ``n`` scored episodes, accuracy (the share with ``correct``: conclusion,
    candidate and number all right) with its Wilson 95% interval, mean rounds (``rounds``: one per
    agent action, including the final one), and the differences from Reliable: accuracy in
    percentage points and mean rounds. When a task was played more than once in a setting,
    pass^k (k = 1 .. the most trials of any task) averages over tasks the chance that k trials
    drawn without replacement are all correct (tasks with fewer than k trials are left out of
    pass^k). Tokens are prompt plus completion tokens.

Paired transitions (Figure 3)
    For each unreliable setting, the (task, trial) pairs finished in both Reliable and that
    setting, split by correctness in Reliable then in the setting: Correct → Correct, Correct →
    Wrong, Wrong → Wrong, Wrong → Correct. Shares are of the pairs.

Behaviour pathways
    Every pathway is computed per finished episode of the setting, for one fault of its plan: the
    single fault of Misaligned, Incomplete and Missed, and the fault of that kind in Mixed. Which
    pathway follows a kind is the kind's own (``FaultKind.pathway``): the Misaligned pathway
    ("recovery") also follows seed 001's misleading colleague (the first, when several mislead)
    and wrong note, so ``RunReport.pathways`` holds one entry per kind of the settings run. Each
    step's action is taken as the environment read it (``info["action"]``, recorded as
    ``Step.parsed``: an invalid action sends nothing, a query with an invalid part sends its
    valid parts); "messages to a role" are the messages of those queries addressed to it, in
    order. Records written before the environment recorded its readings are read again as it
    read them (``legacy``: the actions with ``uncoenv.envs.actions.read_action``, the messages to
    the incomplete colleague with the rules reader); an episode whose task is then needed and
    cannot be found, or that carries no recovery entry for a Misaligned fault, is ``unknown``.

    Misaligned (Figure 4, left), from the episode's ``recovery`` entry for the misaligned fault
    (see ``uncoenv.envs.colleagues.Colleague.recovery``):

    - **fault not triggered**: the faulty account was never given (``shown`` False): the agent
      never asked that role about the context-scoped fact.
    - **no corrective follow-up**: the faulty account was given and the agent sent that role no
      message afterwards (``follow_ups`` 0).
    - **incomplete recovery**: the agent sent that role follow-ups, but none named the required
      context, so the fact was never given correctly (``recovered`` False).
    - **fact recovered; final wrong**: a follow-up named the required context and the role gave
      the fact in it (``recovered``), yet the final answer is wrong (or missing).
    - **fact recovered; final correct**: recovered, and the final answer is correct.

    Incomplete (Figure 4, right), from the messages to the incomplete role as that colleague
    read them (the ``recovery`` entry's ``messages``: ``covered`` and ``targeted`` per message,
    ``uncoenv.envs.faults.message_reading``). The *hedged reply* answers the first message
    to that role that is relevant and covers the fault's fact and candidate (``covered``:
    ``relevant``, the candidate in ``candidates`` and the fact in ``facts``); the *follow-ups*
    are the later messages to that role. A follow-up is **resolution-targeted** when it asks for
    the exact value covering the fact and candidate (``targeted``: covered and ``exact``, the
    very rule by which the colleague gives the exact value; a message that names no candidate
    or record covers them all, so "could you give me the exact distances on your records?"
    counts, and so does a follow-up such as "the exact figure, please", which reuses the
    previous request's records and candidates).

    - **fault not triggered**: the hedged reply was never given (the ``recovery`` entry's
      ``shown`` when present, else no covering message).
    - **no recorded follow-up**: the hedged reply was given and no message to that role
      followed it.
    - **unclassified follow-up**: follow-ups, none of them resolution-targeted.
    - **clarification involved**: at least one resolution-targeted follow-up and at least one
      other follow-up.
    - **resolution-targeted only**: every follow-up is resolution-targeted.

    Missed (Figure 5), for the (task, trial) pairs finished in both Reliable and the setting, with
    the missed role of the setting's plan as the *designated role* in both episodes of a pair.
    Every round of an episode is of one type:

    - **missed-role-only follow-up**: a query to the designated role alone, after the agent's
      first message to it.
    - **broad follow-up incl. missed role**: a query to the designated role and others, after
      the agent's first message to it.
    - **other querying / initial collection**: any other valid query (the first contact with the
      designated role included).
    - **wait**: a wait action.
    - **finalize / other**: a finalize action, an invalid action, or a round without a recorded
      step.

    The mean paired Δ rounds is the mean of (rounds in the setting − rounds in Reliable); each
    type's contribution is the mean of (its rounds in the setting − its rounds in Reliable), so
    the contributions add up to the Δ. *Later contacts* are the messages to the designated role
    after the first one, in the setting's finished episodes that contacted it at all (those that
    never did are counted apart), bucketed 0, 1, 2, 3–5, more than 5.

Figures (PNG, matplotlib with the Agg backend, imported only when saving)
    ``accuracy.png``: accuracy per setting per run with Wilson 95% error bars.
    ``transitions.png``: the paired transitions as stacked horizontal bars per run and setting.
    ``pathways.png``: the pathways of each kind run (Misaligned, Incomplete, ...) as stacked
    horizontal bars.
    ``interventions.png``: when runs were played under intervention arms, accuracy per arm in
    each unreliable setting, with the agent's Reliable accuracy dashed.
"""

from uncoenv.evaluation.records import EPISODES_FILE, SUMMARY_FILE
from uncoenv.evaluation.report.build import build_report, build_runs, read_records
from uncoenv.evaluation.report.legacy import conversation, find_task
from uncoenv.evaluation.report.model import (
    BROAD_FOLLOW_UP,
    CLARIFICATION_INVOLVED,
    CONTACT_BUCKETS,
    CORRECT_CORRECT,
    CORRECT_WRONG,
    FINALIZE_OTHER,
    FOLLOW_UP_PATHWAYS,
    INCOMPLETE_RECOVERY,
    MISSED_ROLE_ONLY,
    NO_CORRECTIVE_FOLLOW_UP,
    NO_RECORDED_FOLLOW_UP,
    NOT_TRIGGERED,
    OTHER_QUERYING,
    PATHWAY_CATEGORIES,
    RECOVERED_CORRECT,
    RECOVERED_WRONG,
    RECOVERY_PATHWAYS,
    REPORT_FILE,
    RESOLUTION_TARGETED_ONLY,
    ROUND_TYPES,
    TRANSITIONS,
    UNCLASSIFIED_FOLLOW_UP,
    UNKNOWN,
    WAIT,
    WRONG_CORRECT,
    WRONG_WRONG,
    MissedDecomposition,
    Pathways,
    Report,
    RunReport,
    SettingResult,
    Transitions,
    intervention_groups,
)
from uncoenv.evaluation.report.pathways import actions_of, messages_to, round_types

__all__ = [
    "BROAD_FOLLOW_UP",
    "CLARIFICATION_INVOLVED",
    "CONTACT_BUCKETS",
    "CORRECT_CORRECT",
    "CORRECT_WRONG",
    "EPISODES_FILE",
    "FINALIZE_OTHER",
    "FOLLOW_UP_PATHWAYS",
    "INCOMPLETE_RECOVERY",
    "MISSED_ROLE_ONLY",
    "NOT_TRIGGERED",
    "NO_CORRECTIVE_FOLLOW_UP",
    "NO_RECORDED_FOLLOW_UP",
    "OTHER_QUERYING",
    "PATHWAY_CATEGORIES",
    "RECOVERED_CORRECT",
    "RECOVERED_WRONG",
    "RECOVERY_PATHWAYS",
    "REPORT_FILE",
    "RESOLUTION_TARGETED_ONLY",
    "ROUND_TYPES",
    "SUMMARY_FILE",
    "TRANSITIONS",
    "UNCLASSIFIED_FOLLOW_UP",
    "UNKNOWN",
    "WAIT",
    "WRONG_CORRECT",
    "WRONG_WRONG",
    "MissedDecomposition",
    "Pathways",
    "Report",
    "RunReport",
    "SettingResult",
    "Transitions",
    "actions_of",
    "build_report",
    "build_runs",
    "conversation",
    "find_task",
    "intervention_groups",
    "messages_to",
    "read_records",
    "round_types",
]
