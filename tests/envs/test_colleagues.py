"""Colleagues on a corpus of realistic requests: what they say, recovery and non-recovery."""

from __future__ import annotations

import itertools
import math
import re

import numpy as np
import pytest

from tests.envs import corpus
from uncoenv.envs.colleagues import Colleague, Phrasings, records
from uncoenv.envs.requests import RULES, Turn, record_index
from uncoenv.tasks import dataset, render
from uncoenv.tasks.models import Fact, Task

TASKS = dataset.load_benchmark()[:40]


def say(colleague: Colleague, message: str) -> str | None:
    """The text of the colleague's reply (None: no reply)."""
    reply = colleague.respond(message)
    return None if reply is None else reply.text


def colleague(task: Task, role_id: str, setting: str = "reliable", seed: int = 0) -> Colleague:
    first_block = np.random.default_rng(seed).integers(1 << 16, size=64).tolist()
    return Colleague(task, role_id, task.faults.of(setting), Phrasings(seed, 1, first_block))


def states(reply: str, fact: Fact, candidate: str) -> bool:
    """Whether the reply states the candidate's value of the fact (in any phrasing)."""
    return any(
        render.fact_sentence(fact, candidate, i) in reply for i in range(len(fact.templates) or 1)
    )


def fill(template: str, task: Task, fact: Fact, candidate: str, reported: str = "") -> str:
    return template.format(
        candidate=candidate, topic=fact.label, context=fact.context or "", reported=reported
    )


def cases(count: int):
    """(message template, task) pairs cycling through the benchmark's first tasks."""
    return zip(range(count), itertools.cycle(TASKS), strict=False)


def unsent(tasks: list[Task], message: str) -> list[tuple[str, str]]:
    """(task id, fact id) of every record a reliable colleague leaves out of its reply to
    ``message``, over the tasks and all their roles."""
    missing = []
    for task in tasks:
        for role in task.roles:
            reply = say(colleague(task, role.id), message)
            for fact in (f for f in task.facts if f.role == role.id):
                if not all(states(reply, fact, c) for c in task.candidates):
                    missing.append((task.id, fact.id))
    return missing


@pytest.mark.parametrize("template", corpus.GENERAL)
def test_a_general_request_gets_the_whole_record(template):
    assert unsent(TASKS[:5], template) == []


@pytest.mark.parametrize(
    "message",
    [
        "Please send me everything you hold on the three candidate sites, including any "
        "scores you have assessed.",
        "Does each of the three have year-round vehicle access? Please also share anything "
        "else you hold on them.",
    ],
)
def test_a_request_for_everything_that_also_names_a_topic_still_gets_the_whole_record(message):
    # Found in play-tests: "including any scores" and "candidate sites" named two records, or
    # "vehicle access" one, and the colleague sent only those.
    assert unsent(TASKS[:5], message) == []


@pytest.mark.parametrize("template", corpus.TOPIC)
def test_a_request_on_one_topic_and_candidate_gets_that(template):
    for index, task in enumerate(TASKS[:8]):
        fact = next(
            f for f in task.facts if f.context is None and f.role == task.roles[index % 5].id
        )
        candidate = task.candidates[index % 3]
        reply = say(colleague(task, fact.role), fill(template, task, fact, candidate))
        assert states(reply, fact, candidate), (template, fact.label, reply)
        others = [c for c in task.candidates if c != candidate]
        assert not any(states(reply, fact, c) for c in others), reply


def misaligned_cases():
    for task in TASKS:
        (fault,) = task.faults.misaligned
        yield task, fault, task.fact(fault.fact), task.fact(fault.reported_fact)


@pytest.mark.parametrize("template", corpus.CONTEXT_CORRECTION)
def test_a_follow_up_naming_the_required_context_recovers_the_fact(template):
    for task, fault, fact, reported in itertools.islice(misaligned_cases(), 6):
        agent = colleague(task, fault.role, "misaligned")
        first = say(agent, corpus.GENERAL[0])
        assert all(states(first, reported, c) for c in task.candidates)
        assert not any(states(first, fact, c) for c in task.candidates)
        follow_up = fill(template, task, fact, task.candidates[0], reported.context or "")
        second = say(agent, follow_up)
        assert states(second, fact, task.candidates[0]), (follow_up, second)


@pytest.mark.parametrize("template", corpus.GENERAL[:10] + corpus.RECONTACT[:10])
def test_a_follow_up_without_the_context_gets_the_same_misaligned_account(template):
    for task, fault, fact, reported in itertools.islice(misaligned_cases(), 6):
        agent = colleague(task, fault.role, "misaligned")
        say(agent, corpus.GENERAL[0])
        again = say(agent, template)
        assert all(states(again, reported, c) for c in task.candidates), again
        assert not any(states(again, fact, c) for c in task.candidates), again


def incomplete_cases():
    for task in TASKS:
        (fault,) = task.faults.incomplete
        yield task, fault, task.fact(fault.fact)


@pytest.mark.parametrize("template", corpus.EXACT)
def test_a_follow_up_asking_for_the_exact_value_recovers_it(template):
    for task, fault, fact in itertools.islice(incomplete_cases(), 6):
        agent = colleague(task, fault.role, "incomplete")
        first = say(agent, corpus.GENERAL[0])
        assert not states(first, fact, fault.candidate)
        assert fault.candidate in first
        second = say(agent, fill(template, task, fact, fault.candidate))
        assert states(second, fact, fault.candidate), (template, second)


@pytest.mark.parametrize("template", corpus.GENERAL[:10] + corpus.TOPIC[:10])
def test_a_follow_up_without_asking_for_exactness_gets_the_interval_again(template):
    for task, fault, fact in itertools.islice(incomplete_cases(), 6):
        agent = colleague(task, fault.role, "incomplete")
        say(agent, corpus.GENERAL[0])
        again = say(agent, fill(template, task, fact, fault.candidate))
        assert not states(again, fact, fault.candidate), (template, again)


def test_the_incomplete_reply_gives_the_planned_bounds_in_place_of_the_value():
    # That the bounds hold the true value is proven by ``checks.verify`` (the incomplete check).
    for task, fault, fact in incomplete_cases():
        reply = say(colleague(task, fault.role, "incomplete"), corpus.GENERAL[0])
        assert not states(reply, fact, fault.candidate), reply
        if fault.interval is None:
            continue
        lo, hi = fault.interval
        if lo is not None and hi is not None:  # "between 6 and 30 volunteers"
            assert f"between {render.format_number(lo)} and " in reply, reply
            assert render.format_number(hi, fact.unit) in reply
        else:
            assert render.format_number(lo if hi is None else hi, fact.unit) in reply


@pytest.mark.parametrize("template", corpus.RECONTACT)
def test_a_missed_colleague_answers_only_when_contacted_again(template):
    for task in TASKS[:6]:
        (fault,) = task.faults.missed
        agent = colleague(task, fault.role, "missed")
        assert say(agent, corpus.GENERAL[3]) is None
        reply = say(agent, template)
        assert reply is not None
        fact = next(f for f in task.facts if f.role == fault.role)
        assert all(states(reply, fact, c) for c in task.candidates), (template, reply)


def test_asking_a_missed_colleague_again_for_its_records_is_a_targeted_follow_up():
    for task in TASKS[:6]:
        (fault,) = task.faults.missed
        asked = colleague(task, fault.role, "missed")
        say(asked, corpus.GENERAL[3])
        say(asked, corpus.RECONTACT[0])
        assert asked.recovery("missed")["targeted_follow_ups"] == 1
        thanked = colleague(task, fault.role, "missed")
        say(thanked, corpus.GENERAL[3])
        say(thanked, "Thanks!")  # answered, but asks for nothing
        recovery = thanked.recovery("missed")
        assert recovery["follow_ups"] == 1 and recovery["targeted_follow_ups"] == 0


def test_a_hedged_reply_says_it_is_not_exact_and_reads_well():
    # Play-tests: "at most 15,000 kg" read as a contracted cap; "lies between 6 volunteers and
    # 30 volunteers"; "Tulloch Moor pools's".
    for task, fault, fact in incomplete_cases():
        reply = say(colleague(task, fault.role, "incomplete"), corpus.GENERAL[0])
        hedge = next(line for line in reply.splitlines() if fault.candidate in line)
        hedge = next(s for s in hedge.split(". ") if "exact" in s or "to hand" in s)
        assert "only" in hedge or "can't" in hedge or "no figure" in hedge, hedge
        assert "s's" not in hedge and f"{fault.candidate}'s" not in hedge, hedge
        if fault.interval and None not in fault.interval:  # the unit once, after the range
            lo, hi = fault.interval
            span = f"between {render.format_number(lo)} and {render.format_number(hi, fact.unit)}"
            assert span in hedge, hedge


@pytest.mark.parametrize("template", corpus.IRRELEVANT)
def test_irrelevant_requests_reveal_no_values_and_nothing_else(template):
    for task in TASKS[:4]:
        numbers = (
            {render.format_number(task.answer.numeric_result)}
            if task.answer.numeric_result is not None
            else set()
        )
        for role in task.roles:
            reply = say(colleague(task, role.id, "mixed"), template) or ""
            for fact in task.facts:
                assert not any(states(reply, fact, c) for c in task.candidates), (template, reply)
            for word in ("misaligned", "incomplete", "missed", "profile", "answer", *numbers):
                # A colleague may echo the agent's words ("I don't keep anything on profile").
                assert word in template.lower() or word not in reply.lower(), reply


def test_colleagues_never_state_another_roles_records():
    for task in TASKS[:10]:
        for role in task.roles:
            reply = say(colleague(task, role.id), corpus.GENERAL[0])
            for fact in task.facts:
                if fact.role != role.id:
                    assert not any(states(reply, fact, c) for c in task.candidates)


def test_phrasing_depends_on_the_seed_not_on_other_roles():
    task = TASKS[0]
    role = task.roles[0].id
    alone = say(colleague(task, role, seed=5), corpus.GENERAL[0])
    busy = {r.id: colleague(task, r.id, seed=5) for r in task.roles}
    for other in reversed(task.roles):
        if other.id != role:
            say(busy[other.id], corpus.GENERAL[1])
    assert say(busy[role], corpus.GENERAL[0]) == alone
    varied = {say(colleague(task, role, seed=s), corpus.GENERAL[0]) for s in range(8)}
    assert len(varied) > 1


def test_the_sample_holds_every_kind_of_incomplete_reply():
    # The incomplete tests above read every branch: a range, a one-sided bound, an omission.
    kinds = {
        "omitted" if f.interval is None else "range" if None not in f.interval else "bound"
        for _, f, _ in incomplete_cases()
    }
    assert kinds == {"omitted", "range", "bound"}


def test_a_paragraph_comes_in_every_combination_of_its_sentences_phrasings():
    task = TASKS[0]
    for role in task.roles:
        kept = records(task, role.id)
        facts = tuple(kept.facts)
        paragraphs = kept.paragraphs(tuple(task.candidates), facts)
        combinations = math.prod(max(1, len(kept.facts[f].templates)) for f in facts)
        for candidate, texts in zip(task.candidates, paragraphs, strict=True):
            assert len(set(texts)) == len(texts) == combinations
            for fact_id in facts:  # every text states every fact, in one of its phrasings
                assert all(states(text, kept.facts[fact_id], candidate) for text in texts)


def test_every_reliable_colleague_of_the_benchmark_sends_everything_when_asked_for_everything():
    # Found by `uncoenv eval`: "the three candidates" once named the "three-year average basis"
    # context, and a reliable colleague sent only that context's records.
    assert unsent(dataset.load_benchmark(), corpus.GENERAL[0]) == []


# -- play-tests of 2026-12-01 (``playtest-a.md``, ``playtest-b.md``): asked, and only that -----

BENCHMARK = dataset.load_benchmark("v2")  # the play-tests played these tasks


def talk(
    index: int, role: str, *messages: str, setting: str = "reliable", tasks: list[Task] = BENCHMARK
) -> list[str | None]:
    """The replies of one colleague of a benchmark task (v2's, unless ``tasks``) to messages,
    in turn."""
    agent = colleague(tasks[index], role, setting)
    return [say(agent, message) for message in messages]


def not_held_lines(reply: str) -> list[str]:
    return [line for line in reply.splitlines() if "don't keep" in line or "not something" in line]


@pytest.mark.parametrize(("index", "role", "message"), corpus.ECHOED)
def test_a_reply_never_ends_by_echoing_the_agents_words_as_records(index, role, message):
    (reply,) = talk(index, role, message)
    assert not not_held_lines(reply), reply


def test_what_is_not_held_is_named_as_a_record_and_never_what_the_reply_stated():
    (reply,) = talk(
        736,
        "compensation_and_benefits_analyst",
        "what offered base salary (CAD) and relocation allowance (CAD) do you have for each "
        "captain?",
    )
    assert not_held_lines(reply) == ["I don't keep anything on relocation allowance, though."]
    (reply,) = talk(
        152,
        "labor_relations_manager",
        "Collective agreement status for each? Is it the IATSE agreement or the NABET-CWA one?",
    )
    assert "NABET-CWA agreement" in reply
    assert not any("NABET" in line for line in not_held_lines(reply)), reply


def test_every_record_asked_for_is_given_or_named_as_not_held():
    # Play-test: "the charter day rate and the lost-time incidents" got the day rates alone.
    task = BENCHMARK[255]
    (reply,) = talk(
        255,
        "chartering_manager",
        "Could you give me the charter day rate and the lost-time incidents for each of the "
        "three candidates?",
    )
    assert all(states(reply, task.fact("day_rate"), c) for c in task.candidates), reply
    assert not_held_lines(reply) == ["I don't keep anything on lost-time incidents, though."]


def test_a_long_list_of_what_is_not_held_is_named_in_full():
    # A message to everyone lists every record needed: each colleague names those it lacks,
    # not "The other items on your list are not something I hold".
    (reply,) = talk(
        255,
        "chartering_manager",
        "For each vessel I need: the charter day rate, the lost-time incidents, the main CTD "
        "winch wire length, the fuel budget for the cruise and the national ship-time subsidy.",
    )
    (line,) = not_held_lines(reply)
    for record in ("lost-time incidents", "winch wire length", "fuel budget", "subsidy"):
        assert record in line, line
    assert "other items" not in reply and "the rest" not in reply


@pytest.mark.parametrize(
    ("index", "role", "message", "fact"),
    [
        (
            620,
            "waste_minimisation_manager",
            "what material recovery rate (PET and HDPE stream, %) do you have for GreenCycle "
            "Pacific? Tasman and Kaipara too, if you have them to hand.",
            "recovery_rate__pet_and_hdpe_stream",
        ),
        (
            17,
            "supply_chain_and_ethics_analyst",
            "did Corvina pass the critical-mineral traceability audit in 2026? (The other two as "
            "well, if you have them.)",
            "traceability_audit__2026_supplier_audit",
        ),
    ],
)
def test_optional_candidates_are_answered_too(index, role, message, fact):
    task = BENCHMARK[index]
    (reply,) = talk(index, role, message)
    assert all(states(reply, task.fact(fact), c) for c in task.candidates), reply


def test_pull_it_up_gets_the_exact_value_a_hedge_withheld():
    # Play-test: "could you pull it up? ... in hours." got the same "on record" reply again.
    task = BENCHMARK[169]
    fact = task.fact("travel_time__measured_flow_of_12_may")
    first, second = talk(
        169,
        "hydrologist",
        "What is the modelled travel time from the outfall to the kill zone at the 12 May "
        "measured flow for each site?",
        "could you pull it up? I need the modelled travel time from the Hespeler outfall to the "
        "kill zone at the 12 May measured flow, in hours.",
        setting="incomplete",
    )
    assert not states(first, fact, "Hespeler Metal Finishing")
    assert states(second, fact, "Hespeler Metal Finishing"), second


@pytest.mark.parametrize("role", ["field_investigator", "laboratory_chemist"])
def test_a_question_on_another_colleagues_record_gets_no_unrelated_figure(role):
    (reply,) = talk(
        169,
        role,
        "Does anyone hold a modelled (or estimated) travel time from the Hespeler Metal "
        "Finishing outfall to the kill zone at the 12 May measured flow? Even a dye-trace or "
        "time-of-travel estimate would help.",
    )
    task = BENCHMARK[169]
    own = [f for f in task.facts if f.role == role]
    assert not any(states(reply, f, c) for f in own for c in task.candidates), reply
    # Another colleague's record, named by its label though the candidate's name parts it.
    assert reply.startswith(
        "I don't keep anything on modelled travel time from the outfall to the kill zone."
    ), reply


def test_a_yes_no_clarification_gets_yes_with_the_scope_stated():
    # Play-test: "is the 40 miles the distance from her home to Oban specifically?" got the
    # earlier sentence ("Home-to-port distance, Captain Fiona MacLeod: 40 miles.") again.
    _, reply = talk(
        951,
        "crewing_operations_manager",
        "What is the distance from home to Oban for Captain Fiona MacLeod?",
        "is the 40 miles the distance from her home to Oban specifically?",
    )
    assert reply == (
        "Yes: the figure I gave (40 miles) is the distance from home to Oban for Captain Fiona "
        "MacLeod."
    )
    _, reply = talk(
        951,
        "crew_training_manager",
        "Did Captain Fiona MacLeod complete the battery-hybrid propulsion course in the Q2 2026 "
        "training block?",
        "is that the battery-hybrid propulsion course, and did she complete it in the Q2 2026 "
        "block?",
    )
    assert reply.startswith("Yes: ") and "(Q2 2026 training block)" in reply, reply
    _, reply = talk(
        337,
        "council_building_assessment_engineer",
        "What is the retrofit estimate for Nundah Sports Complex?",
        "Is the 110,000 AUD figure for Nundah specifically the cyclone shutter and roof "
        "tie-down retrofit estimate, or a broader shelter fit-out estimate?",
    )
    # "Is it X, or Y?" asks which, not yes or no (play-test, expert v2: "Yes:" to an either/or).
    assert reply.startswith("The figure I gave (110,000 AUD) is the cyclone shutter"), reply
    assert not not_held_lines(reply), reply


def test_a_yes_no_question_on_a_figure_given_before_the_last_reply_is_about_that_figure():
    # Play-test (expert v2, Mixed 77): asked about the 52,000 GBP patching cost of the first
    # reply after a follow-up on snow days, the colleague said "No: the figure I gave (4 days)
    # is the days closed by snow or ice".
    role = "highway_maintenance_manager"
    first = (
        "For each route, please send the days closed by snow or ice in winter 2025-26 and the "
        "pre-diversion pavement patching cost."
    )
    snow = "Thanks. How many days was each route closed by snow or ice in winter 2025-26?"
    figure = render.format_value(
        BENCHMARK[72].fact("patching_cost"),
        BENCHMARK[72].fact("patching_cost").values["A6 Shap Summit route"],
    )
    question = (
        f"One check on costs: for the A6 Shap Summit route you gave a pavement repair estimate "
        f"of {figure}. Is that the cost of pre-diversion pavement patching?"
    )
    *_, reply = talk(72, role, first, snow, question)
    assert reply == (
        f"Yes: the figure I gave ({figure}) is the pre-diversion pavement patching cost for A6 "
        "Shap Summit route."
    ), reply
    either = question.replace("?", ", or some other repair figure?")
    *_, reply = talk(72, role, first, snow, either)
    assert reply.startswith(f"The figure I gave ({figure}) is the pre-diversion"), reply


def test_a_yes_no_question_that_puts_a_figure_is_answered_by_that_figure():
    # Play-test: "in your previous reply you wrote 60 procedures for Ms Raghunathan, now 120. Is
    # 120 the correct logbook figure, yes or no?" got "No: the figure I gave (120 ...)" (and
    # "I don't keep anything on wrote").
    ask = "What is the distance from home to Oban for Captain Fiona MacLeod?"
    role = "crewing_operations_manager"
    _, reply = talk(951, role, ask, "You wrote 45 miles before, now 40. Is 40 right, yes or no?")
    assert reply.startswith("Yes: the figure I gave (40 miles)") and "wrote" not in reply, reply
    _, reply = talk(951, role, ask, "Earlier it was 40 miles; is 45 the correct figure?")
    assert reply.startswith("No: the figure I gave (40 miles)"), reply
    _, reply = talk(951, role, ask, "Is the 2024 figure 40 miles?")  # a year is not a figure put
    assert not reply.startswith("No: "), reply


def test_a_yes_no_question_that_adds_candidates_answers_them_after_the_yes():
    # Play-test: "Is that the Q2 2027 schedule? ... And for the other two repositories?" got
    # "No: what I gave is ... (Q2 2027)", then all three candidates.
    task = BENCHMARK[951]
    first, *others = task.candidates
    _, reply = talk(
        951,
        "crewing_operations_manager",
        f"What is the distance from home to Oban for {first}?",
        f"Is that the distance from home to Oban for {first.split()[-1]}? And for the other two?",
    )
    lines = reply.splitlines()
    assert lines[0].startswith("Yes: the figure I gave") and first in lines[0], reply
    assert len(lines) == 3 and all(any(o in line for line in lines[1:]) for o in others), reply


def test_a_yes_no_clarification_on_another_scope_gets_no_and_the_record_asked_about():
    task = BENCHMARK[145]
    march = task.fact("credit_risk__march_2026_credit_check")
    _, reply = talk(
        145,
        "finance_officer",
        "What is the credit risk band for Tessera Data Conversion in the May 2026 credit check?",
        "is that for the March check?",
    )
    first, rest = reply.split("\n", 1)
    assert first == (
        "No: what I gave (high) is the credit risk band (May 2026 credit check) for Tessera "
        "Data Conversion."
    )
    assert states(rest, march, "Tessera Data Conversion"), reply
    _, reply = talk(
        17,
        "supply_chain_and_ethics_analyst",
        "What is the delivery lead time for Helion Grid Systems?",
        "is that figure for Corvina?",
    )
    assert reply.startswith("No: the figure I gave (52 weeks) is the delivery lead time for Helion")
    assert states(reply, BENCHMARK[17].fact("lead_time"), "Corvina Energia S.p.A."), reply
    _, reply = talk(
        169,
        "hydrologist",
        "What is the discharge volume back-calculated from river dilution for Hespeler?",
        "is that in litres?",
    )
    assert reply.startswith("No: the figure I gave (200 cubic metres) is the discharge volume")


def test_a_clarification_naming_the_required_context_corrects_a_misaligned_account():
    task = BENCHMARK[951]
    fault = task.faults.misaligned[0]
    assert fault.role == "occupational_health_adviser"
    required = task.fact(fault.fact)
    _, reply = talk(
        951,
        fault.role,
        "What ENG1 seafarer medical outcome does Captain Fiona MacLeod have?",
        f"Is that from the {required.context}?",
        setting="misaligned",
    )
    assert reply.startswith(
        "No: what I gave (permanently unfit) is the ENG1 seafarer medical outcome (June"
    )
    assert states(reply, required, "Captain Fiona MacLeod"), reply


V3 = dataset.load_benchmark("v4")  # v3's groups and plans, which the v3 play-tests played


def talk_v3(index: int, role: str, *messages: str, setting: str = "reliable") -> list[str | None]:
    return talk(index, role, *messages, setting=setting, tasks=V3)


def test_a_request_naming_three_candidates_with_dotted_names_answers_all_three():
    # Play-test (v3 745): "... for Hartmann & Söhne Bau GmbH, Castellano Infraestructuras S.A.
    # and Novak Mostogradnja d.o.o.?" was answered for Novak only ("S.A." ended a sentence).
    task = V3[745]
    (reply,) = talk_v3(
        745,
        "traffic_management_lead",
        "Hello - what is the predicted peak queue length on the A6 in the morning peak for "
        "Hartmann & Söhne Bau GmbH, Castellano Infraestructuras S.A. and Novak Mostogradnja "
        "d.o.o.?",
        setting="misaligned",
    )
    fact = task.fact("peak_queue__morning_peak")
    assert all(states(reply, fact, c) for c in task.candidates), reply


def test_a_yes_no_on_the_label_stated_without_its_context_gets_yes():
    # Play-test (v3 745): "And is Novak's 0.8 km on the A6?" got "No: ... is the predicted
    # peak queue length on the A6 (morning peak)".
    _, reply = talk_v3(
        745,
        "traffic_management_lead",
        "What is the predicted peak queue length on the A6 in the morning peak for Novak?",
        "And is Novak's 0.8 km on the A6?",
    )
    assert reply.startswith("Yes: the figure I gave (0.8 km)"), reply
    assert "evening" not in reply, reply


def test_an_either_or_question_gets_the_option_that_matches():
    # Play-test (v3 927): "Is the 18 days the snow-related closure count, or all road
    # closures?" got "No: the figure I gave (18 days) is the access road closure days due to
    # snow (2024 winter)".
    replies = talk_v3(
        927,
        "infrastructure_and_logistics_engineer",
        "How many access road closure days due to snow were there in the 2024 winter at "
        "Portezuelo Azul?",
        "Please give me the exact figure for Portezuelo Azul.",
        "Is the 18 days the snow-related closure count, or all road closures?",
        "Is it for the 2024 winter or the 2025 winter?",
        "Is the 18 days the snow-related closure count?",
        setting="mixed",
    )
    expected = (
        "Yes: the figure I gave (18 days) is the access road closure days due to snow (2024 "
        "winter) for Portezuelo Azul."
    )
    which = expected.removeprefix("Yes: t").join(("T", ""))  # "X, or Y?" asks which
    assert replies[2] == which, replies[2]
    assert replies[3] == which, replies[3]
    assert replies[4] == expected, replies[4]  # a label without its context: the one stated


def test_the_outcome_of_a_record_stated_is_not_named_as_not_held():
    # Play-test (v3 803): "... the outcome of the statutory background check ..." got the three
    # outcomes, then "As for outcome: that is not something I hold."
    task = V3[803]
    (reply,) = talk_v3(
        803,
        "integrity_and_governance_lead",
        "Hi, could you tell me the outcome of the statutory background check in the March 2026 "
        f"vetting cycle for {', '.join(task.candidates[:-1])} and {task.candidates[-1]}?",
        setting="incomplete",
    )
    assert not not_held_lines(reply), reply


def test_another_colleagues_record_not_held_is_named_whole():
    # Play-test (v3 712, 968): "As for waste fee: ..." for the "cleaning and waste fee";
    # "As for emergency services: ..." for whether they have endorsed the route.
    (reply,) = talk_v3(
        712,
        "venue_contracts_manager",
        "What is the venue hire fee for each venue? The cleaning and waste fee too, if you "
        "have it.",
    )
    assert not_held_lines(reply) == ["I don't keep anything on cleaning and waste fee, though."]
    (reply,) = talk_v3(
        968,
        "street_works_coordinator",
        "Do you happen to know whether the emergency services have endorsed the B6412 "
        "Kirkoswald link?",
        setting="mixed",
    )
    assert "emergency services endorsement" in reply, reply


def test_a_record_asked_by_its_own_heading_is_held():
    # Play-test (v3 968): "I don't keep anything on blue-light consultation" from the colleague
    # whose sentences head the endorsement "Blue-light consultation: ...".
    task = V3[968]
    (reply,) = talk_v3(
        968,
        "emergency_services_liaison_officer",
        "What did the blue-light consultation conclude for the A595 West Coast route?",
        setting="mixed",
    )
    assert not not_held_lines(reply), reply
    assert states(reply, task.fact("blue_light_endorsed"), "A595 West Coast route"), reply


def test_a_yes_no_question_opened_as_such_gets_yes_or_no():
    # Play-test (v3 927): "Quick yes/no: is the completed consultation you mentioned for
    # Portezuelo Azul the Indigenous consultation?" got the sentence again.
    _, yes, no = talk_v3(
        927,
        "land_and_permits_officer",
        "What is the Indigenous consultation status for Portezuelo Azul?",
        "Quick yes/no: is the completed consultation you mentioned for Portezuelo Azul the "
        "Indigenous consultation?",
        "Yes or no: is the completed status you gave the long-term land concession?",
        setting="mixed",
    )
    assert yes.startswith("Yes: what I gave (completed) is the Indigenous consultation"), yes
    assert no.startswith("No: what I gave (completed) is the Indigenous consultation"), no


@pytest.mark.parametrize(
    ("index", "role", "message", "named"),
    [
        (
            745,
            "procurement_lead",
            "What are the priced measured works for each bidder? The value-engineering saving "
            "from the alternative bearing design as well, if you hold it.",
            "value-engineering saving",
        ),
        (
            712,
            "hospitality_and_logistics_manager",
            "What is the minimum catering spend for each venue? The cleaning and waste fee too, "
            "if you have it.",
            "cleaning and waste fee",
        ),
    ],
)
def test_one_more_thing_asked_for_with_too_is_never_dropped(index, role, message, named):
    # Play-test (v3 745): "... The value-engineering saving from the alternative bearing
    # design as well, if you hold it." was not mentioned at all.
    (reply,) = talk_v3(index, role, message)
    assert any(named in line for line in not_held_lines(reply)), reply


def test_a_request_for_everything_reads_as_every_record_after_any_wrapper_message():
    # The colleagues take EVERYTHING's requests without reading them (the RL wrappers' fast
    # path): here, over the whole default benchmark, is the proof that the rules read each of
    # them as that request, first or after any message the wrappers write (the rules look back
    # one turn; a reading comes before the faults, so it is the same in every setting).
    from uncoenv.envs.colleagues import EVERYTHING
    from uncoenv.envs.evidence import Owed, ask_again, ask_context, ask_exact
    from uncoenv.envs.requests import RULES, record_index

    checked = 0
    for task in dataset.load_benchmark():
        for role in task.roles:
            index, everything = record_index(task, role.id), records(task, role.id).everything
            own = [f for f in task.facts if f.role == role.id]
            wanted = [(render.fact_name(own[0]), task.candidates[-1])]  # as the wrappers ask
            wrapper = [*EVERYTHING, ask_exact(Owed(exact=wanted)), ask_again(Owed(recheck=wanted))]
            scoped = [f for f in own if f.context]
            if scoped:
                scope = f"{scoped[0].label} for the {scoped[0].context}"
                wrapper.append(ask_context(Owed(contexts={scope})))
            stated = tuple(f.id for f in own)
            histories = [[]] + [[Turn(m, RULES.read(m, index, []), stated)] for m in wrapper]
            for history in histories:
                for message in EVERYTHING:
                    assert RULES.read(message, index, history) == everything, (task.id, role.id)
                    checked += 1
    assert checked > 50_000


def _follow_ups(task: Task, role_id: str) -> list[str]:
    """The follow-ups the RL wrappers and ``CarefulAgent`` write to a role: for the facts the
    decision needs, one hedged value or one recheck at a time and several at once, and the
    required contexts one at a time and all at once."""
    from uncoenv.envs.evidence import Owed, ask_again, ask_context, ask_exact, context_item

    needed = {c.fact for c in task.conditions} | set(task.rule.operands)
    own = [f for f in task.facts if f.role == role_id and f.id in needed]
    pairs = [(render.fact_name(f), c) for f in own for c in task.candidates]
    scopes = [context_item(f.label, f.context) for f in own if f.context]
    return [
        *(ask_exact(Owed(exact=[pair])) for pair in pairs),
        *(ask_again(Owed(recheck=[pair])) for pair in pairs),
        *(ask_exact(Owed(exact=pairs[:k])) for k in (2, 3) if len(pairs) >= k),
        *([ask_again(Owed(recheck=pairs[::-2]))] if len(pairs) > 1 else []),
        *(ask_context(Owed(contexts={scope})) for scope in scopes),
        *([ask_context(Owed(contexts=set(scopes)))] if len(scopes) > 1 else []),
    ]


def test_the_wrappers_follow_ups_read_to_the_request_taken_without_reading():
    # The colleagues take the coordinator's own follow-ups (``Records.templated``) without
    # reading them: the RL wrappers' fast path. Here, over the whole default benchmark, is the
    # proof that the rules read every such message to exactly that request, after the request
    # for everything that comes first (the rules look back one turn; a reading comes before
    # the faults, so it is the same in every setting).
    from uncoenv.envs.evidence import GENERAL_REQUEST
    from uncoenv.envs.requests import RULES, record_index

    checked = 0
    for task in dataset.load_benchmark():
        for role in task.roles:
            messages = _follow_ups(task, role.id)
            if not messages:
                continue
            index, kept = record_index(task, role.id), records(task, role.id)
            stated = tuple(f.id for f in task.facts if f.role == role.id)
            history = [Turn(GENERAL_REQUEST, kept.everything, stated)]
            for message in messages:
                taken = kept.templated(message)
                assert taken is not None, (task.id, role.id, message)
                assert RULES.read(message, index, history) == taken, (task.id, role.id, message)
                checked += 1
    assert checked > 50_000


def test_a_request_for_exact_values_naming_nothing_reads_as_taken_after_any_wrapper_message():
    # The wrappers' EXACT_ALL (asked for exact values when nothing exact is owed) is taken
    # without reading, after the turn before it. Here is the proof, over the whole default
    # benchmark and the first 100 groups of each harder level, that the rules read it to
    # exactly that request first and after each message the wrappers write, itself included.
    from uncoenv.envs.colleagues import EVERYTHING
    from uncoenv.envs.evidence import EXACT_ALL, RECHECK_ALL
    from uncoenv.envs.requests import RULES, record_index

    tasks = [
        *dataset.load_benchmark(),
        *dataset.load_benchmark("hard-v1")[:100],
        *dataset.load_benchmark("expert-v1")[:100],
    ]
    checked = 0
    for task in tasks:
        for role in task.roles:
            index, kept = record_index(task, role.id), records(task, role.id)
            stated = tuple(f.id for f in task.facts if f.role == role.id)
            wrapper = [*EVERYTHING, RECHECK_ALL, EXACT_ALL, *_follow_ups(task, role.id)[:4]]
            histories = [[]] + [[Turn(m, RULES.read(m, index, []), stated)] for m in wrapper]
            for history in histories:
                previous = history[-1] if history else None
                taken = kept.templated(EXACT_ALL, previous)
                assert RULES.read(EXACT_ALL, index, history) == taken, (task.id, role.id)
                checked += 1
    assert checked > 50_000


@pytest.mark.parametrize(
    "message",
    [
        "Please give me the exact figure.",  # the opening alone
        "Please give me the exact figures you hold.",  # not EXACT_ALL's words
        "Could you give me the exact {name} for {candidate}?",  # the agent's own words
        "Please give me the exact {name} for {candidate}; the exact noise level for {candidate}.",
        "Please give me the exact {name} for {candidate}",  # no full stop
    ],
)
def test_any_other_message_is_read(message):
    task = TASKS[0]
    fact = next(f for f in task.facts if f.role == task.roles[0].id)
    text = message.format(name=render.fact_name(fact), candidate=task.candidates[0])
    assert records(task, task.roles[0].id).templated(text) is None


def test_a_paragraph_picks_the_combination_product_order_gives_without_writing_the_others():
    from uncoenv.envs.colleagues import MAX_PHRASINGS, Paragraph

    sentences = [("A1.", "A2."), ("B1.", "B2.", "B3."), ("C1.",)] + [("x", "y")] * 8
    written = [" ".join(c) for c in itertools.islice(itertools.product(*sentences), MAX_PHRASINGS)]
    paragraph = Paragraph(sentences)
    assert len(paragraph) == MAX_PHRASINGS < math.prod(map(len, sentences))
    assert list(paragraph) == written
    assert list(Paragraph([("Only.",)])) == ["Only."] and list(Paragraph([])) == [""]
    with pytest.raises(IndexError):
        paragraph[MAX_PHRASINGS]


EXPERT = dataset.load_benchmark("expert-v2")  # the expert play-tests of 2026-12-06 played these
LIVESTOCK = (
    "G day all, I need whatever your records show on each of the six sites. Where you hold it: "
    "(a) distance to the nearest forest edge on the western approach (km); (b) whether there is "
    "a backup bore with a generator-powered pump; (c) stock truck travel time from Omeo "
    "(minutes); (d) fodder pre-positioning cost (AUD) and hay haulage distance (km). Please "
    "quote the record wording with units and say which approach, test or route each figure "
    "refers to. Thanks!"
)


def talk_expert(index: int, role: str, *messages: str) -> list[str | None]:
    return talk(index, role, *messages, tasks=EXPERT)


@pytest.mark.parametrize("role", ["transport_route_planner", "water_resources_officer"])
def test_items_listed_after_where_you_hold_it_are_asked_for(role):
    # Play-test (expert v2, 219): the list after "I need whatever your records show ... Where you
    # hold it:" was read as story, and the request as everything from Omeo: the hay haulage
    # distance and the backup bore were dropped in silence.
    task = EXPERT[219]
    (reply,) = talk_expert(219, role, LIVESTOCK)
    listed = {
        "transport_route_planner": "hay_haul_distance",
        "water_resources_officer": "backup_bore",
    }
    fact = task.fact(listed[role])
    assert all(states(reply, fact, c) for c in task.candidates), reply


def test_a_unit_asked_of_another_record_does_not_turn_a_yes_into_a_no():
    # Play-test (expert v2, 219): "Do you hold the hay haulage distance (km) ...? Also, is the
    # 2,500 AUD for Bruthen and 3,500 AUD for Heyfield the fodder pre-positioning cost?" got
    # "No: what I gave is the fodder pre-positioning cost ..." and nothing on the distance.
    _, reply = talk_expert(
        219,
        "fodder_supply_officer",
        "What is the fodder pre-positioning cost at each site?",
        "Thanks. Do you hold the hay haulage distance (km) for Bruthen Pony Club grounds and "
        "Heyfield Sports Oval paddocks? Also, is the 2,500 AUD for Bruthen and 3,500 AUD for "
        "Heyfield the fodder pre-positioning cost?",
    )
    assert reply.startswith("Yes: what I gave is the fodder pre-positioning cost"), reply
    assert not_held_lines(reply) == ["I don't keep anything on hay haulage distance, though."]


@pytest.mark.parametrize(
    ("index", "role", "messages"),
    [
        (219, "fodder_supply_officer", ("Thanks, that settles the cost. And the fodder cost?",)),
        (
            58,
            "materials_quality_analyst",
            (
                "What purity (%) of washed PET flake do your records show for each bidder? "
                "Please quote the wording and say which product it refers to.",
            ),
        ),
        (
            702,
            "atmospheric_physicist",
            (
                "Is there an exact fraction of usable clear nights for the 2025 campaign on "
                "file for each site, perhaps in the final campaign report or the monthly logs?",
            ),
        ),
    ],
)
def test_an_expert_play_tests_asides_are_never_named_as_not_held(index, role, messages):
    # "As for settles ...", "As for product ...", "As for monthly logs ..." (expert v2).
    *_, reply = talk_expert(index, role, *messages)
    assert not not_held_lines(reply), reply


def test_a_label_with_due_to_is_named_whole_as_not_held():
    # Play-test (expert v2, 702): "access road closure days due" ("... due to snow").
    (reply,) = talk_expert(
        702,
        "land_and_permits_officer",
        "Where you hold it: (a) access road closure days due to snow in the 2025 winter; "
        "(b) indigenous consultation status.",
    )
    assert "access road closure days due to snow" in not_held_lines(reply)[0], reply


def test_look_up_the_record_asks_for_the_withheld_value():
    # Play-test (v4 333, Mixed): "could you look up the River Nethy meadows access survey and
    # tell me whether it has year-round vehicle access?" got "... only that it is on record".
    task = V3[333]
    fault = next(f for f in task.faults.mixed if f.kind == "incomplete")
    _, reply = talk_v3(
        333,
        fault.role,
        "Do you hold whether each site has year-round vehicle access?",
        "Thanks - could you look up the River Nethy meadows access survey and tell me whether "
        "it has year-round vehicle access?",
        setting="mixed",
    )
    assert states(reply, task.fact(fault.fact), fault.candidate), reply


@pytest.mark.parametrize(
    ("index", "role", "message", "fact"),
    [
        (
            566,
            "chief_pilot_evaluator",
            "Hi, could you give me for each operator:\n1. the lead pilot long-line and bucket "
            "hours\n2. whether valid mountain-flying endorsements are held for all nominated "
            "pilots as of the April 2027 check\nThanks.",
            "longline_hours",
        ),
        (
            693,
            "grid_connection_engineer",
            "Hi, for the investment committee, could you send for each parcel:\n1. available "
            "access capacity at the nearest substation (MW)\n2. the substation upgrade cost "
            "(EUR)\nThanks, no rush.",
            "substation_upgrade_cost",
        ),
    ],
)
def test_each_numbered_item_of_a_list_is_asked_for(index, role, message, fact):
    # Play-test (v4, 2026-12-06): the item after "1." lost its number to the sentence split,
    # read as a story ("the lead pilot ..."), and was dropped in silence.
    task = V3[index]
    (reply,) = talk_v3(index, role, message)
    assert all(states(reply, task.fact(fact), c) for c in task.candidates), reply


def test_what_a_request_is_for_and_who_else_might_hold_it_are_never_named_as_not_held():
    # Play-test (v4 29): "As for paper: ..." ("for the board paper"), "... on measured and
    # anyone" ("or anyone who would hold it").
    (reply,) = talk_v3(
        29,
        "legal_and_export_control_adviser",
        "Hi, for the board paper: has export control clearance for radar data been granted for "
        "each provider? Thanks.",
    )
    assert not not_held_lines(reply), reply
    (reply,) = talk_v3(
        29,
        "rf_systems_engineer",
        "What G/T at 10 degrees elevation does each provider have, or anyone who would hold it?",
    )
    assert not not_held_lines(reply), reply


def test_a_candidate_named_only_to_compare_is_not_the_one_asked_about():
    # Play-test (v4 147): "... Is that XML delivered with the page images, as for Nordic
    # Capture AB?" got a yes for Nordic Capture AB alone.
    _, reply = talk_v3(
        147,
        "metadata_and_access_manager",
        "Does each bidder deliver METS/ALTO XML with the page images?",
        "Thanks. For Brightline Heritage Imaging and Pagewise Digital, you said they deliver "
        "METS/ALTO files for every issue. Is that XML delivered with the page images, as for "
        "Nordic Capture AB?",
    )
    first = reply.splitlines()[0]
    assert first.startswith("Yes: ") and "Brightline" in first and "Pagewise" in first, reply


def test_does_your_record_say_gets_a_yes_or_no():
    # Play-test (v4 147): "does your record say Brightline delivers METS/ALTO XML with the page
    # images? Yes or no is fine." got the earlier sentence again.
    _, reply = talk_v3(
        147,
        "metadata_and_access_manager",
        "Does each bidder deliver METS/ALTO XML with the page images?",
        "Does your record say Brightline delivers METS/ALTO XML with the page images? Yes or "
        "no is fine.",
    )
    assert reply.startswith("Yes: what I gave (delivers) is the delivery of METS/ALTO XML"), reply
    assert "Brightline Heritage Imaging" in reply.splitlines()[0], reply


def test_where_to_look_names_no_record_and_vs_ends_a_label():
    # Play-test (v4 788, Incomplete): "could you check the readiness plan for the exact number?"
    # got the "dispatch console positions the floor plan accommodates"; (v4 421) "predicted
    # exposure vs the public limit" was named as "predicted exposure vs".
    task = V3[788]
    (fault,) = task.faults.incomplete
    _, reply = talk_v3(
        788,
        fault.role,
        "How many consoles are planned for installation at each site?",
        "Thanks! For Sogndal you gave 6 to 14 consoles - could you check the readiness plan for "
        "the exact number?",
        setting="incomplete",
    )
    assert states(reply, task.fact(fault.fact), fault.candidate), reply
    (reply,) = talk_v3(
        421, "transmission_engineer", "Please send the predicted exposure vs the public limit."
    )
    assert "predicted exposure vs" not in reply and "predicted exposure" in reply, reply


# -- expert-v3: three contexts per context-scoped record (decoy contexts) ----------------------

EXPERT_V3 = dataset.load_benchmark("expert-v3")
EXPERT_V4 = dataset.load_benchmark("expert-v4")
DRILLS = (3, "emergency_communications_architect")  # October 2025, January 2026, April 2026
ODDA = "What call-routing failover time did Odda emergency depot record in the {} failover drill?"


def drill_replies(*messages: str, setting: str = "reliable") -> list[str]:
    index, role = DRILLS
    return [r or "" for r in talk(index, role, *messages, setting=setting, tasks=EXPERT_V3)]


def drills_stated(reply: str) -> list[str]:
    """The drills a reply states Odda's failover time for, by their dates (the records' cues)."""
    cues = {"2025-10-15": "October 2025", "2026-01-14": "January 2026", "2026-04-15": "April 2026"}
    return [drill for cue, drill in cues.items() if cue in reply]


@pytest.mark.parametrize(
    ("follow_up", "drills"),
    [
        ("And in the drill before that one?", ["October 2025"]),
        ("And the drill after that one, please?", ["April 2026"]),
        ("What about the drills other than January 2026?", ["October 2025", "April 2026"]),
        ("That's January - I need the more recent drill.", ["April 2026"]),
        ("Could you also give me the other drills?", ["October 2025", "April 2026"]),
        ("Before that, could you resend it?", ["January 2026"]),
    ],
)
def test_a_follow_up_among_three_contexts_gets_the_ones_it_points_at(follow_up, drills):
    # "before that one" read no relative reference and "other than January 2026" asked for
    # January: with two contexts either is the one not stated, with three it is not.
    first, reply = drill_replies(ODDA.format("January 2026"), follow_up)
    assert drills_stated(first) == ["January 2026"], first
    assert drills_stated(reply) == drills, reply


def test_the_other_of_three_contexts_is_the_one_not_stated_last():
    _, reply = drill_replies(
        "What is the call-routing failover time for Odda emergency depot in the October 2025 "
        "and April 2026 drills?",
        "And the other drill?",
    )
    assert drills_stated(reply) == ["January 2026"], reply


def test_a_misaligned_account_among_three_contexts_is_corrected_by_naming_the_required_one():
    task = EXPERT_V3[DRILLS[0]]
    fault = next(f for f in task.faults.misaligned if f.role == DRILLS[1])
    assert task.fact(fault.fact).context == "January 2026 failover drill"
    first, again, named = drill_replies(
        "What is the call-routing failover time for Odda emergency depot?",
        "And the later drill?",
        ODDA.format("January 2026"),
        setting="misaligned",
    )
    assert "January 2026" not in drills_stated(first) + drills_stated(again), (first, again)
    assert drills_stated(named) == ["January 2026"], named


def test_words_the_last_reply_stated_a_record_in_are_never_named_as_not_held():
    # Play-test (expert v3, 127): the agent quoted the last reply's "holds valid GCP training
    # certification" and got the record, then "I don't keep anything on valid GCP training
    # certification and expiry date".
    first, reply = talk(
        127,
        "clinical_research_associate_manager",
        "Please send whatever you hold on each of the six candidate sites, quoting your records.",
        'Thanks. For Ospedale San Vittore Milano your note says the coordinator "holds valid GCP '
        'training certification". Does that mean the study coordinator holds a current GCP '
        "certificate (valid now)? Any expiry date on file?",
        tasks=EXPERT_V3,
    )
    assert "Ospedale San Vittore Milano holds valid GCP training certification" in (first or "")
    # (the expiry date asked after is said to be in no record: round AC's dates)
    assert "My records give no dates for the current GCP certificate" in (reply or ""), reply
    assert not not_held_lines(reply or ""), reply


@pytest.mark.parametrize(
    ("index", "role", "message", "named"),
    [
        # Play-tests of expert v3: an instruction read as a record ("flag and measurement
        # inspection date"), a label cut after an adverb ("chemical supply lot change just") or
        # before its head ("during weeks"), and one record of a list dropped because it shares
        # a word with another ("local ethics submission fee" after "pharmacy set-up fee").
        (
            540,
            "production_planning_manager",
            "Could you send the days to move and recommission both lines? Please quote your "
            "records as written, and flag which measurement/inspection/date each figure comes "
            "from.",
            [],
        ),
        (
            881,
            "yield_engineer",
            "Please send the share of failing lots processed on the tool (%), whether there was a "
            "chemical supply lot change just before week 14, and tool status during weeks 14-16.",
            ["chemical supply lot change", "tool status during weeks 14 to 16"],
        ),
        (
            127,
            "clinical_research_associate_manager",
            "Please send the site start-up fee, pharmacy set-up fee and local ethics submission "
            "fee (EUR).",
            ["site start-up fee", "pharmacy set-up fee", "local ethics submission fee"],
        ),
        (
            127,
            "clinical_research_associate_manager",
            "And the enrolment rate in the 2023 heart-failure trial?",
            ["enrolment rate in a heart-failure trial"],
        ),
        (
            455,
            "radio_network_engineer",
            "Is any fourth link planned or counted elsewhere?",
            [],
        ),
        # Round two: a near-duplicate of my own label, beside it, was dropped in silence; a
        # context in brackets was named as a record ("midstream reach").
        (
            333,
            "agricultural_tenancy_adviser",
            "Please send the tenant farmer agreement status and landowner agreement status.",
            ["landowner agreement status"],
        ),
        (
            333,
            "freshwater_ecologist",
            "Please send the length of suitable riparian woodland (km) and the Habitats "
            "Regulations Appraisal outcome (midstream reach).",
            ["Habitats Regulations Appraisal outcome"],
        ),
        # Expert-v4 play-tests (30, 612): checks on how to present a figure.
        (
            30,
            "site_testing_scientist",
            "Please send the median seeing for each site. Please state the instrument/campaign "
            "year each figure comes from.",
            [],
        ),
        (
            612,
            "environmental_sensitivity_adviser",
            "How many fish farms are within 5 nautical miles of each candidate? Please make sure "
            "the figure is for a 5 nm radius.",
            [],
        ),
    ],
)
def test_what_is_not_held_is_named_as_the_records_asked_for_and_nothing_else(
    index, role, message, named
):
    tasks = EXPERT_V4 if index in (30, 612) else EXPERT_V3
    request = RULES.read(message, record_index(tasks[index], role), [])
    assert list(request.unheld) == named


def test_a_compound_hedge_shows_only_once_the_context_is_corrected():
    # expert-v4 Mixed (``compound_faults``): the misaligned record itself is hedged for the
    # candidate the account misreads, so recovering it takes two follow-ups.
    task = EXPERT_V4[5]
    misaligned, hedge = task.faults.mixed[:2]
    assert (hedge.kind, hedge.role, hedge.fact) == ("incomplete", misaligned.role, misaligned.fact)
    asked = "What call-routing failover time did each site record in the April 2026 failover drill?"
    first, corrected, exact = talk(
        5,
        misaligned.role,
        asked,
        "Those are from the 2025-10-15 drill. I need the April 2026 failover drill figures.",
        "Thanks. For Askøy municipal office, what is the exact failover time in the April 2026 "
        "drill?",
        setting="mixed",
        tasks=EXPERT_V4,
    )
    fact = task.fact(misaligned.fact)
    assert "2026-04-15" not in (first or "") and "2025-10-15" in (first or "")
    assert "somewhere between 20 and 180 seconds" in (corrected or "")
    assert not states(corrected or "", fact, hedge.candidate)
    assert states(exact or "", fact, hedge.candidate), exact


def test_a_label_said_whole_is_named_with_its_signs():
    # Play-test (v4 903): "floor height above the 1 aep flood level", the label's "%" lost.
    message = (
        "Could you send the water supply arrangement and the floor height above the 1% AEP "
        "flood level (2022 flood model), m?"
    )
    index = record_index(V3[903], "environmental_health_officer")
    assert RULES.read(message, index, []).unheld == ("floor height above the 1% AEP flood level",)


# -- exactness, confirmations put as statements, contexts named in full -----------------------

DISPATCH = (5, "emergency_communications_architect")  # benchmark v4, task 5: a dispatch site
DISPATCH_ASK = (
    "Hi - for each of the three sites, what was the call-routing failover time in the April "
    "2026 failover drill, and how many physically independent fibre routes does each have?"
)


def test_is_it_exact_gets_yes_for_the_figure_it_puts_when_given_exactly():
    # Own play-test: "Is the 75 seconds for Knarvik exact?" got both of Knarvik's records again,
    # fibre routes too, as though the figure had been a range.
    index, role = DISPATCH
    v4 = dataset.load_benchmark("v4")
    _, reply = talk(index, role, DISPATCH_ASK, "Is the 75 seconds for Knarvik exact?", tasks=v4)
    assert reply == (
        "Yes: the figure I gave (75 seconds) is the exact call-routing failover time (April 2026 "
        "failover drill) for Knarvik civic centre."
    ), reply
    _, reply = talk(index, role, DISPATCH_ASK, "Is that an exact figure or a bound?", tasks=v4)
    assert "is the exact call-routing failover time" in reply and "Yes" not in reply, reply
    _, reply = talk(index, role, DISPATCH_ASK, "Is the 95 seconds for Knarvik exact?", tasks=v4)
    assert reply.startswith("No: the figure I gave (75 seconds)"), reply


def test_is_it_exact_after_a_range_gets_the_exact_value_not_a_yes():
    task, fault, fact = next(c for c in incomplete_cases() if c[1].interval is not None)
    agent = colleague(task, fault.role, "incomplete")
    say(agent, f"Could you send the {fact.label} for each candidate?")
    reply = say(agent, "Is that exact?")
    assert not reply.startswith("Yes") and states(reply, fact, fault.candidate), reply
    assert agent.recovery("incomplete")["recovered"]


@pytest.mark.parametrize(
    "question",
    [
        "Just to confirm, those failover times are all from the April 2026 drill?",
        "Could you confirm those failover times are from the April 2026 drill?",
        "Can you confirm that's the April 2026 drill?",
        "Thanks! Just to double-check, the 35 seconds is from the April 2026 drill, right?",
    ],
)
def test_a_confirmation_put_as_a_statement_gets_yes_and_never_another_context(question):
    # "Can you confirm that's the April 2026 drill?" was read as rejecting April ("that's
    # January - ...") and got the January drill; statements ending in "?" got the records again.
    index, role = DISPATCH
    _, reply = talk(index, role, DISPATCH_ASK, question, tasks=dataset.load_benchmark("v4"))
    assert reply.startswith("Yes: ") and "January" not in reply, reply


# -- the play-tests of 2026-12-06 (evening): standard v4 412, 77 and expert-v4 133 -----------

V4 = dataset.load_benchmark("v4")
EXPERT_133 = EXPERT_V4[133]


@pytest.mark.parametrize(
    ("index", "role", "message", "unheld"),
    [
        (
            412,
            "traffic_modeller",
            "Thanks! Do you by any chance hold the days the A683 Lune Valley route was closed by "
            "snow or ice in winter 2025-26?",
            "days closed by snow or ice",
        ),
        (
            412,
            "environment_and_community_officer",
            "Do you have a record of how many days the A683 Lune Valley route was closed by snow "
            "or ice in winter 2025-26?",
            "days closed by snow or ice",
        ),
    ],
)
def test_another_colleagues_record_is_named_by_its_label_and_nothing_else_is_sent(
    index, role, message, unheld
):
    # "I'm afraid chance and closed are not things I hold"; the environment officer also sent
    # its air-quality and frontage records, asked only for a record it does not keep.
    (reply,) = talk(index, role, message, tasks=V4)
    assert not_held_lines(reply) and all(unheld in line for line in not_held_lines(reply)), reply
    task = V4[index]
    own = [f for f in task.facts if f.role == role]
    assert not any(states(reply, f, c) for f in own for c in task.candidates), reply


def test_a_comparison_and_a_word_of_provenance_are_no_records():
    # "As for least: ...", then "No: the figure I gave (5.03 m) ... As for surveyed: ...".
    role = "highway_structures_engineer"
    ask = (
        "What is the minimum headroom under structures on the route for the A595 West Coast route?"
    )
    _, reply = talk(77, role, ask, "Is the lowest clearance at least 5.03 m?", tasks=V4)
    assert not not_held_lines(reply), reply
    confirm = (
        "Just to confirm, that 5.03 m for the A595 is the surveyed figure from your register, "
        "not just the threshold I quoted?"
    )
    _, reply = talk(77, role, ask, confirm, tasks=V4)
    assert reply.startswith("Yes: the figure I gave (5.03 m)") and "\n" not in reply, reply


def test_a_context_rejected_in_a_list_and_a_year_before_a_task_unit_are_read():
    # "The tender asks about the 2024 supplier audit, not 2025 or 2026. Do you have the 2024
    # critical-mineral traceability audit outcome ...?" got the March 2026 audit again: "or
    # 2026" was not rejected, and "2024" before "critical" (a unit of this task) was a count.
    index = record_index(EXPERT_133, "supply_chain_and_ethics_analyst")
    for message in (
        "The tender asks about the 2024 supplier audit, not 2025 or 2026.",
        "Do you have the 2024 critical-mineral traceability audit outcome for Helion Grid Systems?",
    ):
        request = RULES.read(message, index, [])
        assert request.facts == ("traceability_audit__2024_supplier_audit",), message


@pytest.mark.parametrize(
    "question",
    [
        "Yes or no: does your record of the 19 June 2024 audit say that Helion Grid Systems "
        "failed?",
        "So the 19 June 2024 audit is on record for Helion Grid Systems but you do not have the "
        "outcome? Who would hold the result, and did Helion pass or fail it?",
    ],
)
def test_a_question_on_what_a_withheld_record_says_gets_the_value(question):
    # Both got "I have nothing on ... to hand, only that it is on record" again.
    role = "supply_chain_and_ethics_analyst"
    agent = colleague(EXPERT_133, role, "mixed")
    fault = next(f for f in EXPERT_133.faults.mixed if f.kind == "incomplete")
    say(agent, "What was the outcome of the 2024 critical-mineral traceability audit for each?")
    say(agent, "Do you hold the 2024 supplier audit result for Helion Grid Systems?")
    reply = say(agent, question)
    assert states(reply, EXPERT_133.fact(fault.fact), fault.candidate), reply
    assert agent.recovery("incomplete")["recovered"]


def test_check_the_log_again_asks_for_the_value():
    # "... I need winter 2025-26 for the A683 Lune Valley route - could you check the closure
    # log again?" was no request for the withheld value.
    request = RULES.read(
        "I need winter 2025-26 for the A683 Lune Valley route - could you check the closure log "
        "again?",
        record_index(V4[412], "highway_maintenance_manager"),
        [],
    )
    assert request.again and not request.exact


def test_a_reason_set_before_the_question_names_nothing_as_not_held():
    # "Hi! For the A66 closure HGV diversion, could you give me ..." got "As for A66 closure HGV
    # diversion: that is not something I hold."
    (reply,) = talk(
        412,
        "highway_maintenance_manager",
        "Hi! For the A66 closure HGV diversion, could you give me, for each of the A683 Lune "
        "Valley route, the A6 Shap Summit route and the M6-A590 Western loop: the days closed by "
        "snow or ice in winter 2025-26, and the winter gritting priority as your record states it?",
        tasks=V4,
    )
    assert not not_held_lines(reply), reply


# -- the second play-test round of 2026-12-06 (standard 233, 808; hard 41; expert 95, 388, 702) -

HARD = dataset.load_benchmark("hard-v2")


def test_a_question_and_a_new_request_get_the_questions_yes_then_the_records():
    # "Those closure days are for the June-August 2023 season, right? Do you also have the snow
    # closure days for the 2024 winter ...?" got "No: what I gave is ... (June-August 2023
    # season)": the 2024 request of the second sentence turned the yes into a no.
    agent = colleague(EXPERT_V4[702], "infrastructure_and_logistics_engineer")
    say(agent, "What were the snow closure days of the June-August 2023 season for each site?")
    reply = say(
        agent,
        "Thanks! Those closure days are for the June-August 2023 season, right? Do you also have "
        "the snow closure days for the 2024 winter for each of the six sites?",
    )
    first, *rest = reply.splitlines()
    assert first.startswith("Yes: ") and "(the June-August 2023 season" in first, reply
    assert any("2024 season" in line for line in rest), reply


def test_a_context_said_apart_from_a_wider_one_is_asked_for():
    # "Separately from MASS-DIMM: what is the median seeing from the DIMM measurement ...?" and
    # "Just to check, those are MASS-DIMM figures - do you have the plain DIMM median seeing?"
    # got MASS-DIMM again: "DIMM" was read into "MASS-DIMM measurement" wherever it stood.
    index = record_index(V4[808], "site_testing_scientist")
    first = "What is the median DIMM seeing for each site?"
    before = Turn(first, RULES.read(first, index, []), ("median_seeing__mass_dimm_measurement",))
    for message in (
        "Separately from MASS-DIMM: what is the median seeing from the DIMM measurement for each?",
        "Just to check, those are MASS-DIMM figures — do you have the plain DIMM median seeing?",
    ):
        request = RULES.read(message, index, [before])
        assert "median_seeing__dimm_measurement" in request.facts, (message, request)


def test_thanks_for_a_record_ask_for_nothing_and_the_candidates_counted_are_all():
    # "Thanks for the roof loads! Do you also have the rated floor load ...?" got the roof loads
    # again; "... for the six halls, especially Hall 3 and Hespeler Road" got two halls only.
    task = EXPERT_V4[95]
    (reply,) = talk(
        95,
        "structural_surveyor",
        "Thanks for the roof loads! Do you also have the rated floor load (kN/m²) for Hamilton "
        "Harbour Works Hall 3 and Cambridge Hespeler Road Plant?",
        tasks=EXPERT_V4,
    )
    assert reply.startswith("I don't keep anything on rated floor load"), reply
    request = RULES.read(
        "Could you send the electrical upgrade cost for the six halls, especially Hamilton Harbour "
        "Works Hall 3 and Cambridge Hespeler Road Plant?",
        record_index(task, "facilities_engineering_manager"),
        [],
    )
    assert list(request.candidates) == task.candidates


def test_is_that_figure_exact_after_a_dash_and_another_question():
    # "And the 84,000 CAD benchmark for Te Whata — is that figure exact?", asked after a
    # question on a record the colleague does not keep, got the record again without a yes.
    agent = colleague(HARD[41], "recruitment_officer", "misaligned")
    say(
        agent,
        "Hi there, two things for the offer paperwork: each candidate's authorisation to work in "
        "Canada, and the market salary benchmark for their experience band.",
    )
    say(agent, "Does anyone hold Ngaire Te Whata's current concussion-management certification?")
    reply = say(agent, "And the 84,000 CAD benchmark for Te Whata — is that figure exact?")
    assert reply.startswith("Yes: the figure I gave (84,000 CAD) is the exact market"), reply


@pytest.mark.parametrize(
    ("index", "role", "message"),
    [
        (
            233,
            "cell_therapy_clinical_pharmacist",
            "Hi, do any of the three providers (Sakura, Tasman, Meranti) offer direct delivery to "
            "the cell therapy unit? Thanks for helping with the board paper.",
        ),
    ],
)
def test_a_word_of_why_it_is_asked_is_no_record(index, role, message):
    # "I don't keep anything on paper, though." ("... the board paper"), and "paperwork".
    (reply,) = talk(index, role, message, tasks=V4)
    assert not not_held_lines(reply), reply
    (reply,) = talk(
        41,
        "recruitment_officer",
        "Hi there, two things for the offer paperwork: each candidate's authorisation to work in "
        "Canada, and the market salary benchmark for their experience band.",
        tasks=HARD,
    )
    assert not not_held_lines(reply), reply


# -- the third play-test round of 2026-12-06 (standard 314, 127) -------------------------------


def test_a_statement_put_back_with_its_figure_is_a_question_and_clean_names_nothing():
    # "The 55 dBA at Burlington ... is the night-time reading, not daytime?" got the record and
    # "As for night-time reading: that is not something I hold"; "Is the Hamilton outcome a
    # clean pass, ...?" got "No" and "As for clean and minimum lease term".
    noise, safety = "environmental_permitting_specialist", "health_and_safety_coordinator"
    _, reply = talk(
        314,
        noise,
        "What is the boundary noise (night-time measurement) at Burlington Walkers Line Unit 4?",
        "The 55 dBA at Burlington Walkers Line Unit 4 is the night-time reading, not daytime?",
        tasks=V4,
    )
    assert reply.startswith("Yes: the figure I gave (55 dBA)") and not not_held_lines(reply), reply
    _, reply = talk(
        314,
        safety,
        "What was the outcome of the May 2026 building safety walk-through at each hall?",
        'Thanks. Is the Hamilton Harbour Works Hall 3 outcome a clean pass, not "passed with '
        'conditions"? Also, anything on its minimum lease term?',
        tasks=V4,
    )
    assert reply.startswith("Yes: ") and "clean" not in reply, reply


def test_a_question_pointing_at_the_context_stated_affirms_it():
    # "The 1 major finding at Ospedale San Vittore Milano - that is from the 2026 pre-selection
    # audit rather than an earlier one?" got the 2025 audit's figure, as if "that is" rejected.
    _, reply = talk(
        127,
        "quality_assurance_auditor",
        "How many major findings did the 2026 pre-selection audit raise at each site?",
        "Thanks. The 1 major finding at Ospedale San Vittore Milano - that is from the 2026 "
        "pre-selection audit rather than an earlier one?",
        tasks=V4,
    )
    assert reply.startswith("Yes: ") and "2025" not in reply, reply


def test_another_colleagues_record_named_by_its_context_is_not_held():
    # "... do you hold the July 2026 temperature-mapping results ...?" got the enrolment rates
    # asked before, and no word that the mapping is not held here.
    (reply,) = talk(
        127,
        "clinical_operations_lead",
        "By any chance, do you hold the July 2026 temperature-mapping results for the 2-8 °C "
        "stores at Uppsala Norra and San Vittore Milano?",
        tasks=V4,
    )
    assert reply.startswith("I don't keep anything on temperature-mapping"), reply


# -- the play-tests of 2026-12-06 (night): v5 514, 377, 905 and hard-v3 611, Mixed -----------
# (Asked of reliable colleagues: the groups are v4's and hard-v2's.)


def test_a_label_said_with_another_colleagues_label_in_one_phrase_is_asked_for():
    # "And if you hold the offered or current base salary, please include those too." got the
    # notice periods alone: "offered ... base salary", another colleague's label, beat the
    # colleague's own "current base salary" ("current" is no word that names a record alone).
    (reply,) = talk(
        514,
        "talent_acquisition_lead",
        "What is the notice period with the current employer for each candidate? And if you "
        "hold the offered or current base salary, please include those too.",
        tasks=V4,
    )
    assert reply.count("current base salary") == 3, reply
    assert not_held_lines(reply) == ["I don't keep anything on offered base salary, though."]


def test_an_alias_inside_another_colleagues_label_names_nothing_of_this_one():
    # "... the offered base salary, current base salary and the market benchmark salary ..."
    # said nothing of the current base salary, and "Could you send the current base salary?"
    # got the offered one: "base salary", an alias of "offered base salary", is inside it.
    analyst = "compensation_and_benefits_analyst"
    replies = talk(
        514,
        analyst,
        "Could you send the offered base salary, current base salary and the market benchmark "
        "salary for each of Malhotra, Hayashi and Tremblay, in CAD?",
        "Could you send the current base salary?",
        "Could you send the base salary?",
        tasks=V4,
    )
    offered = next(f for f in V4[514].facts if f.id == "offered_base")
    both, current, base = replies
    assert all(states(both, offered, c) for c in V4[514].candidates), both
    assert not_held_lines(both) == ["I don't keep anything on current base salary, though."]
    assert "current base salary is not something I hold" in current, current
    assert not any(states(current, offered, c) for c in V4[514].candidates), current
    assert all(states(base, offered, c) for c in V4[514].candidates), base


def test_a_question_on_what_a_record_shows_that_names_something_new_is_no_confirmation():
    # "Quick one: do your records show whether Hamish Drummond ... holds a concussion-management
    # certification?" got "No: what I gave is the market salary benchmark ..." from every
    # colleague, the one who keeps the certifications too.
    first = "What do you hold on the three candidates' work authorisation?"
    question = (
        "Quick one: do your records show whether Hamish Drummond (and, if you have it, Tevita "
        "Fifita and Siobhan Gallagher) currently holds a concussion-management certification? "
        "Please quote the wording, or say if you do not keep this."
    )
    _, lacking = talk(377, "recruitment_officer", first, question, tasks=V4)
    assert "concussion-management certification" in not_held_lines(lacking)[0], lacking
    assert not lacking.startswith(("Yes", "No")) and "CAD" not in lacking, lacking
    _, keeping = talk(377, "player_welfare_lead", first, question, tasks=V4)
    certified = next(f for f in V4[377].facts if "concussion" in f.label)
    assert not keeping.startswith(("Yes", "No")), keeping
    assert all(states(keeping, certified, c) for c in V4[377].candidates), keeping


def test_a_yes_or_no_question_put_as_a_statement_or_with_an_adverb_gets_yes():
    # "does the record literally say Tevita Fifita "has not completed" the CCES anti-doping
    # education module? Yes or no." and "To confirm, Captain Rajesh Pillai had 4 reportable
    # incidents in calendar year 2024 (not more)? Yes or no." got the record again.
    _, literally = talk(
        377,
        "medical_director",
        "Has each candidate completed the CCES anti-doping education module?",
        'Just to confirm: does the record literally say Tevita Fifita "has not completed" the '
        "CCES anti-doping education module? Yes or no.",
        tasks=V4,
    )
    assert literally.startswith("Yes: "), literally
    _, stated = talk(
        611,
        "designated_person_ashore",
        "How many reportable incidents did each captain have in calendar year 2024?",
        "Thanks. To confirm, Captain Rajesh Pillai had 4 reportable incidents in calendar year "
        "2024 (not more)? Yes or no.",
        tasks=HARD,
    )
    assert stated.startswith("Yes: the figure I gave (4 incidents)"), stated


def test_what_a_figure_is_needed_for_and_a_candidates_document_are_no_records():
    # "I need the exact figure for the pay calculation." got "As for pay calculation: that is
    # not something I hold."; "does his contract draft state the number of crew changes ...?"
    # got "As for contract draft state and crew changes: ...".
    (crewing,) = talk(
        611,
        "crewing_operations_manager",
        "Thanks. Earlier you gave Captain Rajesh Pillai's crew changes per year only as a range "
        "(6 to 13). Is there an exact number of crew changes per year on his proposed rota for "
        "the new ferry? I need the exact figure for the pay calculation.",
        tasks=HARD,
    )
    assert not not_held_lines(crewing), crewing
    _, hr = talk(
        611,
        "hr_business_partner",
        "What is the offered annual base salary for each captain?",
        "Thanks. Two checks on Captain Rajesh Pillai: is 64,000 GBP his offered annual base "
        "salary (excluding sea allowances)? And does his contract draft state the number of "
        "crew changes per year on the proposed rota?",
        tasks=HARD,
    )
    assert hr.startswith("Yes: the figure I gave (64,000 GBP)"), hr
    assert not_held_lines(hr) == ["As for crew changes: that is not something I hold."], hr


# -- the second play-test of that night: v5 733, 268, hard-v3 455, expert-v5 812 --------------
# (Asked of reliable colleagues: expert-v5 812 is expert-v4's group.)

SHORTLIST = (
    "(RV Ostrea Borealis, MV Isbjorn Surveyor, RV Aurora Fjell, MV Arctic Tern, RV Nordlys "
    "Explorer, RV Kvitoya)"
)


def test_a_near_duplicate_label_not_held_is_named_whole():
    # "Do you hold figures on scientist berths or endurance in ice without resupply ...?" got
    # "scientist berths and endurance are not things I hold; I only keep the endurance without
    # resupply, ...": the label was cut at its placing word, to a word of the colleague's own.
    (reply,) = talk(
        812,
        "cruise_logistics_coordinator",
        "Do you hold figures on scientist berths or endurance in ice without resupply for the "
        f"shortlisted vessels {SHORTLIST}? If so, please list them per vessel.",
        tasks=EXPERT_V4,
    )
    assert reply.startswith(
        "I don't keep anything on scientist berths and endurance in ice without resupply."
    ), reply


def test_a_question_on_what_a_cue_means_is_answered_with_the_context_named():
    # "Is the 16 April 2024 class survey the vessels' 2024 annual survey? Yes or no." got "Yes:
    # what I gave is the winch and A-frame load test (16 April 2024 class survey) ...", which
    # says nothing of the annual survey asked about.
    _, reply = talk(
        812,
        "deck_and_winch_engineer",
        f"For each shortlisted vessel {SHORTLIST}: what was the result of the winch and "
        "A-frame load test in the 2024 annual survey?",
        "Thanks. Is the 16 April 2024 class survey the vessels' 2024 annual survey? Yes or no.",
        tasks=EXPERT_V4,
    )
    assert reply.startswith(
        "Yes: what I gave is the winch and A-frame load test (the 16 April 2024 class survey, "
        "which is the 2024 annual survey)"
    ), reply


def test_an_abbreviation_in_brackets_after_a_label_is_no_word_of_it():
    # (v5 905) "how many corrective and preventive actions (CAPAs) are currently open for
    # Kestrel ...?" was named back as "preventive actions capas".
    (reply,) = talk(
        905,
        "regulatory_compliance_officer",
        "Do your records show how many corrective and preventive actions (CAPAs) are currently "
        "open for Kestrel Life Science Couriers? If you do not keep this, just say so.",
        tasks=V4,
    )
    assert reply.startswith("I don't keep anything on open corrective and preventive actions."), (
        reply
    )


# -- unstated contexts (expert-v6): a context named in a request is taken as read ---------------

EXPERT_V6 = dataset.load_benchmark("expert-v6")
FAILOVER = 3  # expert-v6 3: the call-routing failover time, misaligned (January asked, April told)


def unstated(task: Task, role: str, setting: str = "reliable") -> Colleague:
    """A colleague of a level with unstated contexts."""
    first_block = np.random.default_rng(0).integers(1 << 16, size=64).tolist()
    return Colleague(
        task, role, task.faults.of(setting), Phrasings(0, 1, first_block), unstated_contexts=True
    )


def talk_v6(index: int, role: str, *messages: str, setting: str = "reliable") -> list[str | None]:
    agent = unstated(EXPERT_V6[index], role, setting)
    return [say(agent, message) for message in messages]


def scopes(task: Task, fact: Fact) -> list[str]:
    """Every way a record of the fact's label names a context: the contexts and their cues."""
    family = [f for f in task.facts if f.role == fact.role and f.label == fact.label]
    return [name for f in family for name in (f.context, f.cue) if name]


def masked(reply: str) -> str:
    """A reply with each sentence's value (what follows its last colon) masked."""
    return "\n".join(line.rsplit(": ", 1)[0] for line in reply.splitlines())


def test_a_context_named_in_a_request_is_taken_as_read_and_the_reply_does_not_state_it():
    task = EXPERT_V6[FAILOVER]
    (fault,) = [f for f in task.faults.of("misaligned") if f.fact.startswith("failover")]
    fact = task.fact(fault.fact)
    message = f"What is the {fact.label} ({fact.context}) for {task.candidates[0]}?"
    right = unstated(task, fault.role).respond(message)
    wrong = unstated(task, fault.role, "misaligned").respond(message)
    assert right.text.splitlines()[-1] == f"{task.candidates[0]}: {fact.label}: 50 seconds."
    assert wrong.text.splitlines()[-1] == f"{task.candidates[0]}: {fact.label}: 90 seconds."
    assert [s.context for s in (*right.statements, *wrong.statements)] == [None, None]
    assert masked(right.text) == masked(wrong.text)  # the value alone tells them apart
    # At a level without unstated contexts the same request names the wrong drill.
    stated = colleague(task, fault.role, "misaligned").respond(message)
    assert stated.statements[0].context == task.fact(fault.reported_fact).context


@pytest.mark.parametrize(
    "follow_up",
    ["Which drill is that from?", "Is that from the January 2026 failover drill?"],
)
def test_a_question_on_the_context_names_it(follow_up):
    task = EXPERT_V6[FAILOVER]
    ask = "What is the call-routing failover time (January 2026 failover drill) for Odda?"
    _, right = talk_v6(FAILOVER, "emergency_communications_architect", ask, follow_up)
    _, wrong = talk_v6(
        FAILOVER, "emergency_communications_architect", ask, follow_up, setting="misaligned"
    )
    january, april = (
        task.fact(f"failover_time__{m}_2026_failover_drill") for m in ("january", "april")
    )
    assert january.cue in right and april.cue not in right, right
    if follow_up.startswith("Is"):  # a yes or no, and on "No" the record asked for
        assert right.startswith("Yes:") and wrong.startswith("No:"), (right, wrong)
        assert april.cue in wrong.splitlines()[0], wrong
        assert "50 seconds" in wrong.splitlines()[1], wrong
    else:  # the same record again, its context named
        assert april.cue in wrong and january.cue not in wrong, wrong


@pytest.mark.parametrize(
    "message",
    [
        "Please send the call-routing failover time (January 2026 failover drill) for each "
        "candidate, and say which drill each figure comes from.",
        "Please send the January 2026 failover drill times, with the date of each.",
        "Please mention the units and the date or measurement each figure refers to: "
        "call-routing failover time (January 2026 failover drill), each site.",
        "Call-routing failover time (January 2026 failover drill) for every site, please. "
        "Important: for every figure, state exactly which drill / date it refers to.",
        # (T4) first messages of the second round of play-tests.
        "Please send the call-routing failover time (January 2026 failover drill) for each "
        "site, quoting your records exactly and stating the basis/period of each figure.",
        "Call-routing failover time (January 2026 failover drill), each site. Please state the "
        "basis of each figure (January drill vs April drill).",
    ],
)
def test_a_request_that_asks_which_context_gets_each_record_with_its_context(message):
    task = EXPERT_V6[FAILOVER]
    (reply,) = talk_v6(
        FAILOVER, "emergency_communications_architect", message, setting="misaligned"
    )
    april = task.fact("failover_time__april_2026_failover_drill")
    assert all(april.cue in line for line in reply.splitlines()[1:]), reply
    assert not not_held_lines(reply), reply


def test_a_record_that_came_up_before_is_stated_with_its_context():
    task = EXPERT_V6[FAILOVER]
    january = task.fact("failover_time__january_2026_failover_drill")
    _, reply = talk_v6(
        FAILOVER,
        "emergency_communications_architect",
        "What call-routing failover times do you hold for each site?",
        "Thanks. The January 2026 failover drill figure for Odda, please.",
    )
    assert january.cue in reply, reply


def test_every_misaligned_fault_of_expert_v6_is_hidden_by_its_wording_and_found_by_asking():
    # The leak test of unstated contexts: asked in the required context, the reliable and the
    # misaligned colleague say the same words but for the value, and name no context; asked
    # whether it is the required one, one says yes and the other no, with the right record.
    # Every third group (the whole file takes 45 s; every group passes).
    faults = [(t, f) for t in EXPERT_V6[::3] for f in t.faults.of("misaligned")]
    assert len(faults) == 2 * len(EXPERT_V6[::3])
    for task, fault in faults:
        fact = task.fact(fault.fact)
        ask = f"Could you send the {fact.label} for the {fact.context}, for each candidate?"
        check = f"Is that from the {fact.context}? Yes or no."
        right = unstated(task, fault.role)
        wrong = unstated(task, fault.role, "misaligned")
        first = [agent.respond(ask) for agent in (right, wrong)]
        assert masked(first[0].text) == masked(first[1].text), (task.id, fault)
        assert not any(name in r.text for r in first for name in scopes(task, fact)), task.id
        assert all(s.context is None for r in first for s in r.statements), task.id
        yes, no = right.respond(check).text, wrong.respond(check).text
        assert yes.startswith("Yes:") and no.startswith("No:"), (task.id, yes, no)
        assert all(render.format_value(fact, fact.values[c]) in no for c in task.candidates), no


# -- the play-tests of expert-v6 (P, Q, R) -------------------------------------------------


def test_a_question_on_the_context_of_what_was_given_names_it_as_asked():
    # (R1, expert-v6 71) "Are the mean daily maximum temperatures you gave for August 2026
    # specifically?" got "No: ... (2026-06)" and the June and July records: "you gave for
    # August" was read as August named as the wrong month.
    task = EXPERT_V6[71]
    august = task.fact("max_temperature__august_2026")
    _, reply = talk_v6(
        71,
        "meteorology_lead",
        "Please send the mean daily maximum temperature August 2026 (C) for each airfield.",
        "Thanks! Are the mean daily maximum temperatures you gave for August 2026 specifically? "
        "Please give the August 2026 mean daily maximum for Serra da Estrela Airfield and "
        "Anatolia Plateau Test Field (and any other months you hold, listed separately).",
        setting="misaligned",
    )
    assert reply.startswith("No:"), reply
    assert all(states(reply, august, c) for c in task.candidates[:1]), reply
    assert "2026-07" not in reply, reply


def test_a_yes_no_on_the_context_given_says_yes_when_it_is():
    # (R1) "Are the crash rescue response times you gave specifically for weekend operations?"
    # got "No: what I gave is the crash rescue response time to the test area (Saturday-Sunday
    # operations, which is the weekend operations) ...".
    _, reply = talk_v6(
        71,
        "test_safety_manager",
        "Please send the crash rescue response time to the test area for weekend operations "
        "(minutes), each airfield.",
        "Thanks! Are the crash rescue response times you gave specifically for weekend operations?",
    )
    assert reply.startswith("Yes:") and "which is the weekend operations" in reply, reply


def test_an_example_of_another_basis_names_no_context():
    # (R5, expert-v6 92) "(a) technical assessment score from the PANEL INTERVIEW (%) ... if your
    # record is on a different basis (e.g. written test instead of panel interview, ...)" got
    # the slide talk and the write-up, and no panel interview.
    task = EXPERT_V6[92]
    (reply,) = talk_v6(
        92,
        "technical_assessment_panel_chair",
        "For EACH candidate please send: (a) technical assessment score from the PANEL "
        "INTERVIEW (%). Please state which assessment / date each figure comes from; if your "
        "record is on a different basis (e.g. written test instead of panel interview, another "
        "assessment date), say so and give the one I asked for if you have it.",
    )
    interview = task.fact("assessment_score__panel_interview")
    assert all(states(reply, interview, c) for c in task.candidates), reply
    assert "write-up" not in reply and "slide" not in reply, reply


@pytest.mark.parametrize(
    ("index", "role", "message"),
    [
        # (R2) "... model test date scenario and origin" named as not held.
        (
            564,
            "evacuation_transport_officer",
            "For EACH candidate, please send the bus travel time from the coastal evacuation zone "
            "(minutes). Important: for every figure, please state exactly which model / test "
            "date / scenario / time of day / origin it refers to.",
        ),
        # (P4) "As for split: that is not something I hold."
        (
            666,
            "species_licensing_officer",
            "Thanks. Do those Habitats Regulations Appraisal outcomes refer to the midstream "
            "reach? If your records split by reach, please give the midstream-reach outcome for "
            "each site, River Nethy meadows in particular.",
        ),
        # (R1) "As for either: that is not something I hold."
        (
            71,
            "regulatory_affairs_manager",
            "Sorry, let me rephrase: please restate the host-state flight test permit status for "
            "Serra da Estrela Airfield and for Anatolia Plateau Test Field, and say whether either "
            "has changed recently.",
        ),
        # (S1) "As for scope: that is not something I hold."
        (
            886,
            "environmental_health_and_safety_officer",
            "I need the recordable safety incidents for the whole fab in the 2023 calendar year, "
            "per fab. Please list each figure with its scope and period.",
        ),
        # (S5) "I'm afraid dated is not something I hold"
        (
            877,
            "security_vetting_officer",
            "Please send the security vetting status for the Counter-Terrorist Check for each "
            "candidate. Please quote any dated entries.",
        ),
        # (T4) "I don't keep anything on separately, though."
        (
            823,
            "imaging_standards_lead",
            "For Nordic Capture AB and Lumen Imaging Ltd: what is the OCR accuracy on the pilot "
            "batch? If you hold the word-level figure separately, please quote it for both.",
        ),
        # (P1) "I don't keep anything on revision."
        (
            970,
            "highway_maintenance_manager",
            "Quick confirmation on the A69 Tyne Valley route: is your pavement patching cost for "
            "it current and final? Please just confirm your own item or flag any "
            "revision/caveat.",
        ),
    ],
)
def test_how_to_answer_is_never_named_as_a_record_not_held(index, role, message):
    (reply,) = talk_v6(index, role, message)
    assert not not_held_lines(reply), reply


@pytest.mark.parametrize(
    ("index", "role", "asked"),
    [
        # (R1) named "days with surface wind above 25 knots", another colleague's record.
        (71, "flight_test_medical_officer", "days with surface wind below 3 knots"),
        # (R5) "acceptance of the major-incident", cut at the "on" of "on-call".
        (92, "finance_business_partner", "acceptance of the major-incident on-call rota"),
    ],
)
def test_a_record_not_held_is_named_as_asked(index, role, asked):
    (reply,) = talk_v6(index, role, f"Please send the {asked} for each candidate.")
    assert reply.startswith(f"I don't keep anything on {asked}."), reply


def test_a_question_on_what_a_cue_means_after_the_reply_is_a_yes_or_no():
    # (P5, expert-v6 331) "is the high-country township in your travel times Omeo?" got the
    # records again, with no yes or no.
    _, reply = talk_v6(
        331,
        "transport_route_planner",
        "Please send the stock truck travel time from Omeo (minutes) for each site.",
        "Thanks. Just to be sure: is the high-country township in your travel times Omeo?",
    )
    assert reply.startswith("Yes:") and "the high-country township, which is Omeo" in reply, reply


# -- the second round of expert-v6 play-tests (S, T), and R3's confirmations -------------------


def test_a_confirmation_that_puts_a_figure_for_each_of_several_records_confirms_each():
    # (R3, expert-v6 246) "Please confirm for Atlas Ridge Power Inc.: installation quote
    # 1,100,000 GBP, annual LTSA fee 420,000 GBP, volume discount 50,000 GBP - are these the
    # current, final figures?" was confirmed for the quote alone; "And the other two for Atlas
    # Ridge Power Inc.: is ...?" was read as a request for the other candidates' records.
    _, three, two = talk_v6(
        246,
        "commercial_manager",
        "Please send the supplier installation quote, annual long-term service agreement fee "
        "and volume discount (GBP) for each supplier.",
        "Thanks! Please confirm for Atlas Ridge Power Inc.: installation quote 1,100,000 GBP, "
        "annual LTSA fee 420,000 GBP, volume discount 50,000 GBP - are these the current, final "
        "figures with no revisions pending?",
        "Thanks. And the other two for Atlas Ridge Power Inc.: is the annual long-term service "
        "agreement fee 420,000 GBP and the volume discount 50,000 GBP, both current?",
    )
    # Each of the three is answered; whether a figure is final the records do not say (the
    # play-tests of the fourth session of 2026-12-07 asked for that to be said), and that
    # nothing is more recent ("current", play-tests Y).
    *lines, newer = three.splitlines()
    assert len(lines) == 3 and all(line.startswith("The figure I gave (") for line in lines), three
    assert all(line.endswith("my records do not say whether it is final.") for line in lines)
    assert newer.startswith("I hold nothing more recent on the supplier installation quote"), three
    assert [line[:4] for line in two.splitlines()] == ["Yes:", "Yes:", "I ho"], two
    assert "Corvina" not in two, two


def test_a_question_on_a_figure_given_in_an_earlier_reply_is_about_that_reply():
    # (S1, expert-v6 886) "in your very first reply you said Ljubljana Thin-Film Lab had 5
    # recordable safety incidents at the fab. What year or period was that 5-incident figure
    # for?" got "The figure I gave (2 incidents) is ... (twelve months to 31 December 2023)".
    *_, reply = talk_v6(
        886,
        "environmental_health_and_safety_officer",
        "For each of the six fabs, how many recordable safety incidents were there at the fab "
        "in calendar year 2023?",
        "Thanks! Can you confirm which period those incident counts cover? I need the 2023 "
        "calendar year specifically.",
        "Thanks. Last question on this: in your very first reply you said Ljubljana Thin-Film "
        "Lab had 5 recordable safety incidents at the fab. What year or period was that "
        "5-incident figure for? Is it 2023 or a different year?",
        setting="misaligned",
    )
    assert "(5 incidents)" in reply and "twelve months to 31 December 2025" in reply, reply


def test_a_question_on_one_candidates_figure_is_about_the_reply_that_gave_it():
    # (T4, expert-v6 823) "For Archivio Digitale Srl, is the 3 incidents figure the count of
    # handling damage incidents across past heritage contracts?", asked after a reply on two
    # other contractors, got "No: what I gave is ... for Nordic Capture AB (2 incidents) ...".
    *_, reply = talk_v6(
        823,
        "collections_care_manager",
        "For each contractor, please share the handling damage incidents in past heritage "
        "contracts.",
        "Thanks. Can you confirm that the handling damage figures for Nordic Capture AB (2) and "
        "Lumen Imaging Ltd (1) count all incidents across past heritage contracts?",
        "Thanks. For Archivio Digitale Srl, is the 3 incidents figure the count of handling "
        "damage incidents across past heritage contracts?",
    )
    assert reply.startswith("Yes: the figure I gave (3 incidents)"), reply
    assert "Nordic" not in reply, reply


def test_an_either_or_question_after_a_long_lead_in_gets_no_yes_or_no():
    # (T4) "For Nordic Capture AB (98%) and Lumen Imaging Ltd (98%): are those OCR accuracy
    # figures on word-level scoring, or character-level / another basis?" got "No: what I gave
    # is ... (WER-based scoring, which is the word-level scoring)".
    _, reply = talk_v6(
        823,
        "imaging_standards_lead",
        "Please send the OCR accuracy on the pilot batch, word-level scoring (%), for each "
        "contractor, and state the basis of each figure.",
        "Thanks. For Nordic Capture AB (98%) and Lumen Imaging Ltd (98%): are those OCR accuracy "
        "figures on word-level scoring, or character-level / another basis?",
    )
    assert reply.startswith("What I gave is") and "word-level scoring" in reply, reply


def test_an_ordinal_of_another_thing_names_no_candidates():
    # (T5, expert-v6 644) "Please confirm: were there exactly three consultation rounds, with
    # the closing round being the third, and is 2 the final confirmed count ...?" was answered
    # for the five other sites ("the third" read as the candidates not asked about).
    _, reply = talk_v6(
        644,
        "planning_and_permits_officer",
        "How many neighbour objections did Chuo-dori Office Tower rooftop receive in the third "
        "consultation round?",
        "Thanks, that helps. Please confirm: were there exactly three consultation rounds, with "
        "the closing round being the third, and is 2 the final confirmed count of objections in "
        "that round?",
    )
    assert "Chuo-dori" in reply and "Nakasho" not in reply, reply


def test_a_plural_names_a_record_as_its_singular_does():
    # (R1, expert-v6 71) "Are the permit statuses for Serra da Estrela Airfield (issued) and
    # Anatolia Plateau Test Field (under review) current?" named "permit statuses" as not held,
    # to the colleague who keeps the host-state flight test permit status.
    (reply,) = talk_v6(
        71,
        "regulatory_affairs_manager",
        "What are the permit statuses for Serra da Estrela Airfield and Anatolia Plateau Test "
        "Field?",
    )
    assert not not_held_lines(reply) and "Serra da Estrela Airfield" in reply, reply


def test_a_context_named_in_a_long_list_is_read_among_other_records_and_contexts():
    # (The trusting agent, expert-v6 632) In "...; days closed by snow or ice (winter 2025-26);
    # days closed by flooding (2024 calendar year); ..." the "26" before "; days" was read as a
    # count of days and "2024" of another colleague's context as winter 2024-25's: the
    # 2024-25 record was stated, in no context, to a question on 2025-26.
    task = EXPERT_V6[632]
    message = (
        "Please send, for each candidate: steepest gradient on the route; days closed by snow or "
        "ice (winter 2025-26); days closed by flooding (2024 calendar year); pre-diversion "
        "pavement patching cost."
    )
    reply = unstated(task, "highway_maintenance_manager").respond(message)
    asked = task.fact("snow_closure_days__winter_2025_26")
    stated = {s.candidate: s.value for s in reply.statements if s.label == asked.label}
    assert stated == asked.values, reply.text


def test_the_heading_of_a_list_in_brackets_is_no_record():
    # (A review play-test, v5 622) "... and the cost items (clean-up cost, fish restocking cost,
    # ...)" named "cost items clean" as not held, and expert-v6 301's "the price items (priced
    # measured works, ...)" "price items priced measured works".
    (reply,) = talk(
        622,
        "aquatic_ecologist",
        "Please send the cost items (clean-up cost, fish restocking cost) for each facility.",
        tasks=V4,
    )
    assert not_held_lines(reply)[-1].endswith(
        ("clean-up cost, though.", "clean-up cost: that is not something I hold.")
    ), reply


# -- play-tests of 2026-12-07 (U1-U9: standard, hard and expert) --------------------------------

HARD = dataset.load_benchmark("hard-v3")


def test_a_figure_sent_earlier_is_no_reference_to_an_earlier_context():
    # (U6) "Was the 95% you sent earlier for that quarter?" read "earlier" as the quarter
    # before, and got "No: the figure I gave (95%) is the on-time delivery rate (January-March
    # 2026)", then the October-December figure.
    *_, reply = talk_v6(
        905,
        "logistics_performance_analyst",
        "What was the on-time delivery rate of each courier in January-March 2026?",
        "And for Kestrel Life Science Couriers, what was the January-March 2026 on-time delivery "
        "rate? Was the 95% you sent earlier for that quarter?",
    )
    assert reply is not None and reply.startswith("Yes:") and "October" not in reply, reply


def test_several_yes_or_no_questions_on_different_records_are_each_answered():
    # (U7) "is Fifita's concussion-management certification current (yes/no)? And are the
    # approval ratings you sent earlier, e.g. 83% for Fifita, the exit-interview ratings?" got
    # one "No:" on the certification, and nothing on the ratings.
    _, reply = talk_v6(
        377,
        "player_welfare_lead",
        "For Tevita Fifita: the player approval rating from the exit interviews, and whether he "
        "holds a current concussion-management certification?",
        "Two checks: is Tevita Fifita's concussion-management certification current right now "
        "(yes/no)? And are the approval ratings you sent, e.g. the one for Fifita, the "
        "exit-interview ratings?",
    )
    assert reply is not None and "No:" not in reply, reply
    assert "concussion-management certification" in reply and "Yes:" in reply, reply


@pytest.mark.parametrize(
    ("task", "role", "first", "question"),
    [
        (
            # (U9) got the record again.
            dataset.load_benchmark("v5")[450],
            "evacuation_centre_operations_coordinator",
            "What's the overnight sleeping capacity at Chermside Community Hall?",
            "Great, so the {} for Chermside is the confirmed overnight sleeping capacity, not an "
            "estimate from within that range? Just want to be sure before we designate it.",
        ),
        (
            # (U4) got the record again.
            HARD[288],
            "director_of_flight_operations",
            "Capt. Rajiv Malhotra's pilot-in-command hours on multi-engine turboprops?",
            "Sorry to press: for Capt. Malhotra, is his {} hours all multi-engine turboprop time? "
            "Yes or no is fine.",
        ),
    ],
)
def test_an_interjection_or_a_title_before_a_yes_or_no_question_leaves_it_one(
    task, role, first, question
):
    agent = colleague(task, role)
    stated = say(agent, first)
    value = re.findall(r"\d[\d,]*", stated or "")[-1]
    reply = say(agent, question.format(value))
    assert reply is not None and reply.startswith("Yes:"), (stated, reply)


def test_a_request_in_a_records_context_by_another_name_names_nothing_not_held():
    # (U4) "Do you have the March grades?" got the March results, then "As for March grades:
    # that is not something I hold."
    (reply,) = talk(
        288, "head_of_training_and_standards", "Do you have the March grades?", tasks=HARD
    )
    assert reply is not None and "March 2026" in reply and "not something" not in reply, reply


@pytest.mark.parametrize(
    "follow_up",
    [
        "Sorry, your answer read as both no and yes. To be clear: does Tevita Fifita currently "
        "hold a concussion-management certification?",
        "Understood on the bonus. What is Tevita Fifita's planned touring squad size?",
    ],
)
def test_an_acknowledgement_or_a_word_about_the_reply_asks_for_nothing(follow_up):
    # (U2, U7) "Understood on the bonus." and "your answer read as both no and yes" were named
    # as things not held ("As for read: that is not something I hold").
    _, reply = talk_v6(
        377,
        "player_welfare_lead",
        "Does Tevita Fifita hold a current concussion-management certification?",
        follow_up,
    )
    assert reply is not None and "not something" not in reply and "anything on" not in reply


def test_a_yes_or_no_on_the_last_figure_beside_a_request_for_others_is_about_that_figure():
    # (V6) "Is that rate annual? And what would it be for Mr Pryce and Dr Monteiro?" got "No:
    # the figure I gave ... is the annual rate ..." (the question taken to be on the others).
    agent = colleague(dataset.load_benchmark("v5")[348], "pay_and_reward_adviser")
    say(agent, "What is the additional PA rate for Mr Oluwaseun Adeyemi?")
    reply = say(
        agent, "Thanks. Is that rate annual? And what would it be for Mr Pryce and Dr Monteiro?"
    )
    assert reply is not None and reply.startswith("Yes:") and "Monteiro" in reply, reply


@pytest.mark.parametrize(
    "follow_up",
    [
        "Is the 13,400 GBP annual? Yes or no, and if not, what is the combined figure?",
        "Please send the offered basic salary for Mr Adeyemi, and his CCT date. No need to "
        "mention the items you do not hold.",
    ],
)
def test_a_condition_or_leave_to_skip_names_nothing_not_held(follow_up):
    # (V3, V2) "if not, what is the combined figure?" after a yes, and "No need to mention the
    # items you do not hold." were met by "not held" lines.
    agent = colleague(dataset.load_benchmark("v5")[348], "pay_and_reward_adviser")
    say(agent, "Additional PA rate for Mr Oluwaseun Adeyemi?")
    reply = say(agent, follow_up)
    assert reply is not None and "not something" not in reply and "anything on" not in reply


def test_a_request_for_an_exact_value_beside_a_yes_no_on_another_record_gets_both():
    # (review play-test) "Can you give me the exact rebate? Also, is the 16,500 GBP fee the
    # search agency fee?" restated both records, with no yes or no.
    role = "finance_and_payroll_manager"
    first = "What are the proposed base salary and the maximum performance bonus for Tevita Fifita?"
    for question in (
        "is the 125,000 CAD the proposed base salary?",
        "is the salary figure the proposed base salary?",
    ):
        _, reply = talk(943, role, first, f"Can you give me the exact bonus? Also, {question}")
        bonus, answer = reply.splitlines()[-2:]
        assert "5,000 CAD" in bonus and "salary" not in bonus, reply
        assert answer.startswith("Yes: the figure I gave (125,000 CAD) is the proposed base"), reply


def test_a_yes_no_that_puts_a_qualifier_the_records_do_not_carry_gets_the_scope_not_a_yes():
    # (play-tests) "one-off?", "excluding road reinstatement?" got "Yes:", a yes the records
    # cannot give.
    role = "finance_and_payroll_manager"
    first = (
        "What are the proposed base salary, the daily camp allowance and the maximum "
        "performance bonus for Tevita Fifita?"
    )
    _, unsaid, excluding, per_day = talk(
        943,
        role,
        first,
        "Is the 125,000 CAD salary net of pension contributions?",
        "Is the 5,000 CAD bonus excluding the camp allowance?",
        "Is the 125 CAD per day the daily camp allowance?",
    )
    assert unsaid == (
        "The figure I gave (125,000 CAD) is the proposed base salary for Tevita Fifita; my "
        "records do not say whether it is net of pension contributions."
    ), unsaid
    assert excluding.endswith("do not say whether it excludes the camp allowance."), excluding
    # A qualifier the record's own phrasing carries ("... 125 CAD per day") is no such thing.
    assert per_day.startswith("Yes: the figure I gave (125 CAD per day)"), per_day


def test_a_yes_no_naming_a_company_with_a_dotted_abbreviation_is_read_whole():
    # (play-test X3, expert-v6 641) "Were the splice loss figures for Kowalski Telekom Sp. z
    # o.o. and Hafjell ... measured by OTDR at 1625 nm?" got "Yes: ... (O-band OTDR test)":
    # "Sp." ended the sentence, and the question was read as on the first name alone.
    first, reply = talk_v6(
        641,
        "quality_manager",
        "Hi all - please send whatever you hold from this list for all six bidders: homes "
        "passed per week at full capacity; average splice loss (OTDR at 1625 nm); credit "
        "rating; average connector loss. Skip anything you do not hold.",
        "Thanks. Were the splice loss figures for Kowalski Telekom Sp. z o.o. and Hafjell "
        "Infrastruktur AS (0.08 dB each) measured by OTDR at 1625 nm? If you hold a separate "
        "1625 nm figure, please send that instead.",
        setting="misaligned",
    )
    assert "L-band" not in first, first  # the misaligned account, its context unstated
    assert reply.startswith("No: what I gave is the average splice loss (O-band"), reply
    assert "L-band OTDR test" in reply.splitlines()[1], reply


def test_not_held_names_another_colleagues_record_said_with_its_context_whole():
    # (play-test X5, expert-v6 88) "written case study technical assessment score" was named
    # as not held as "study technical".
    (reply,) = talk_v6(
        88,
        "security_vetting_officer",
        "For each candidate, please send whatever you keep of: written case study technical "
        "assessment score; BPSS vetting status.",
    )
    assert "study technical" not in reply and "technical assessment score" in reply, reply


def test_a_qualifier_put_beside_a_request_is_said_of_the_record_it_asks_for():
    # (play-test Y4) "... the relocation allowance; is it a one-off payment, yes or no?" in a
    # first message was not answered; after a reply on the salary, "What's the daily camp
    # allowance? Is it recurring?" was taken to be about the salary.
    role = "finance_and_payroll_manager"
    (first,) = talk(
        943,
        role,
        "What is Tevita Fifita's proposed base salary? Is it net of pension contributions?",
    )
    assert first.endswith(
        "My records do not say whether the proposed base salary is net of pension contributions."
    ), first
    assert not not_held_lines(first), first
    _, allowance, bonus = talk(
        943,
        role,
        "What is Tevita Fifita's proposed base salary?",
        "What's the daily camp allowance for Fifita? Is it recurring?",
        "And the maximum performance bonus? Is that a one-off payment?",
    )
    assert "125 CAD per day" in allowance and "125,000" not in allowance, allowance
    assert "do not say" not in allowance, allowance  # "per day" is recurring
    assert bonus.endswith("whether the maximum performance bonus is a one-off payment."), bonus


def test_a_yes_no_question_on_a_place_or_a_quality_the_records_lack_gets_no_wrong_yes():
    # Found while reading corpus 10's replies: "Is the 40 miles to Bergen?" got "Yes: ... to
    # Oban", and "Is that a provisional figure?" got "No: ..." beside "I don't keep anything on
    # provisional".
    ask = "What is the distance from home to Oban for Captain Fiona MacLeod?"
    role = "crewing_operations_manager"
    _, bergen, oban, provisional = talk(
        951,
        role,
        ask,
        "Is the 40 miles to Bergen?",
        "Is the 40 miles to Oban?",
        "Is that a provisional figure?",
    )
    assert bergen.startswith("No: the figure I gave (40 miles) is the distance"), bergen
    assert oban.startswith("Yes: the figure I gave (40 miles)"), oban
    assert provisional == (
        "The figure I gave (40 miles) is the distance from home to Oban for Captain Fiona "
        "MacLeod; my records do not say whether it is provisional."
    ), provisional


def test_play_test_questions_on_a_figures_standing_are_answered_and_never_named_as_records():
    # (play-tests P1, P2, Q1, Q3, Q4 of the fourth session of 2026-12-07) "Is that figure
    # final?" beside a request went unanswered; "the final, signed-off one, or provisional?"
    # got "As for provisional: that is not something I hold"; "excl. VAT" got a "not held"
    # line after "my records do not say whether it excludes VAT".
    role = "hospitality_and_logistics_manager"
    asked, alternatives, vat = talk(
        602,
        role,
        "What is the catering minimum at Kolding Event Centre? Is that figure final?",
        "Is it the final, signed-off figure, or a provisional one?",
        "I also need the catering minimum at Valby Sports Centre. Is it excl. VAT?",
        tasks=dataset.load_benchmark("v5"),
    )
    assert asked.endswith("My records do not say whether the minimum catering spend is final.")
    assert alternatives.endswith(
        "my records do not say whether it is final, signed-off or provisional."
    ), alternatives
    assert "excludes VAT" in vat, vat
    assert not any(not_held_lines(reply) for reply in (asked, alternatives, vat))
    # (P5) "daily hire" is the "charter hire lost per day off hire" the reply states.
    (hire,) = talk(
        52,
        "fleet_finance_controller",
        "How much charter hire do we lose per day off hire? Is that daily hire figure net of "
        "commission?",
        tasks=dataset.load_benchmark("v5"),
    )
    assert hire.endswith("is net of commission.") and not not_held_lines(hire), hire
    # (R1) Asked as "please say whether", two qualifiers at once.
    (said,) = talk(
        602,
        role,
        "Could you give me the catering minimum for Roskilde Dome? Please say whether it is "
        "final, and whether VAT is included.",
        tasks=dataset.load_benchmark("v5"),
    )
    assert said.endswith("is final or includes VAT.") and not not_held_lines(said), said
    (vat_only,) = talk(
        602,
        role,
        "Could you give me the catering minimum for Roskilde Dome? Please say whether VAT is "
        "included.",
        tasks=dataset.load_benchmark("v5"),
    )
    assert vat_only.endswith("spend includes VAT."), vat_only
    # (review play-tests) A question beside a yes-or-no, and one on the record named last.
    _, confirmed = talk(
        602,
        role,
        "What is the catering minimum at Kolding Event Centre?",
        "Is the 40,000 DKK the minimum catering spend? And does it include VAT?",
        tasks=dataset.load_benchmark("v5"),
    )
    assert confirmed.splitlines()[0].startswith("Yes: the figure I gave (40,000 DKK)"), confirmed
    assert confirmed.endswith("spend includes VAT.") and not not_held_lines(confirmed)
    (last,) = talk(
        52,
        "fleet_finance_controller",
        "Could you send the payment terms each yard offers, and the charter hire we lose per day "
        "off hire? Is that daily figure net of commission?",
        tasks=dataset.load_benchmark("v5"),
    )
    assert last.endswith("day off hire is net of commission.") and not not_held_lines(last)


def test_a_yes_no_question_beside_a_request_for_another_record_is_answered_on_its_own():
    # (play-test Q3 of the fourth session of 2026-12-07) "Could you give me the court-centre
    # vertical illuminance for all four instead? And is the clear height for the harbour one
    # (13 m) from the venue inspection as well?" got "No: what I gave is the clear height ...",
    # the records' own words for it.
    _, reply = talk(
        719,
        "technical_delegate",
        "What is the clear height above the courts and the baseline lighting level at each arena?",
        "Thanks. Could you also send the court-centre measurement for each? And is the clear "
        "height for Esbjerg Harbour Arena from the venue inspection?",
        tasks=dataset.load_benchmark("hard-v3"),
    )
    first, *rest = reply.splitlines()
    assert first.startswith("Yes: the figure I gave (13 m) is the clear height"), reply
    assert rest and all("(court-centre measurement)" in line for line in rest), reply


def test_a_thanks_for_what_was_stated_leaves_the_new_request_its_own():
    # (play-test S4 of the fourth session of 2026-12-07: a condition's record never reached the
    # agent) "thx for mileage. do u hold the FMCSA safety rating for the truck fleets? esp
    # Cascadia & Telemundi - is it satisfactory?" got "No: what I gave is the season truck
    # mileage charge ...", from the colleague who holds the rating.
    cascadia, telemundi = "Cascadia Broadcast Solutions", "Telemundi Production Trucks"
    _, reply = talk_v6(
        158,
        "travel_and_logistics_manager",
        "What is the season truck mileage charge for each candidate?",
        "thanks for the mileage. do you hold the FMCSA rating of the truck fleets? esp "
        "Cascadia & Telemundi - is it satisfactory?",
    )
    _, noted = talk_v6(
        158,
        "travel_and_logistics_manager",
        "What is the season truck mileage charge for each candidate?",
        "The mileage is noted. Could you send the FMCSA rating for Cascadia and Telemundi? Is it "
        "satisfactory?",  # a yes-or-no on the record asked anew, not on the one stated
    )
    rating = EXPERT_V6[158].fact("fmcsa_rating")
    for answer in (reply, noted):
        assert all(states(answer, rating, c) for c in (cascadia, telemundi)), answer
        assert "mileage" not in answer, answer


def test_which_of_two_values_is_right_is_asked_of_the_record_the_story_names():
    # (fifth session, 2026-12-07) "The shared notes say Campo's upgrade cost is 1,900,000 EUR but
    # you said something else. Which is right per your records?" got every record of every
    # candidate: "which is right" pointed back at nothing.
    role = "grid_connection_engineer"
    (reply,) = talk(
        129,
        role,
        "Thanks. The shared notes say Campo's upgrade cost is 1,900,000 EUR but you said "
        "something else. Which is right per your records?",
        tasks=dataset.load_benchmark("v5"),
    )
    assert reply.splitlines()[1:] == [
        "Upgrading the substation bay for Campo de Calatrava (Ciudad Real) would cost "
        "2,100,000 EUR."
    ], reply


def test_a_firm_quote_or_an_early_estimate_is_a_figures_standing_not_a_record():
    # (fifth session) "Is that a firm quote, not just an early estimate?" got "As for early:
    # that is not something I hold".
    _, firm = talk(
        129,
        "grid_connection_engineer",
        "What's Dehesa's substation upgrade cost?",
        "Is that a firm quote, not just an early estimate?",
        tasks=dataset.load_benchmark("v5"),
    )
    assert firm.endswith("my records do not say whether it is firm."), firm
    assert not not_held_lines(firm), firm


V5 = dataset.load_benchmark("v5")  # the fifth session's play-tests played these and hard-v3's


def test_play_test_t_another_colleagues_record_asked_beside_one_held_is_named_as_not_held():
    # (play-test T2) "... the quoted scanning price ... And the number of scanning days quoted,
    # if it is in the price schedules." was answered with the prices alone: "scanning days
    # quoted", another colleague's label, shares its words with the "quoted scanning price".
    (reply,) = talk(
        371,
        "procurement_and_contracts_officer",
        "What is the quoted scanning price for the full run (GBP) from each of Lumen, Archivio "
        "and Okapi? And the number of scanning days quoted, if it is in the price schedules.",
        tasks=V5,
    )
    assert reply.endswith("I don't keep anything on scanning days quoted, though."), reply
    # (T9) "the yard quoted days in dock" beside a record not held: the held one is sent.
    hard = dataset.load_benchmark("hard-v3")
    (docking,) = talk(
        52,
        "docking_planning_manager",
        "For Subic Bay and Tuas: usable dock length (m) and the yard quoted days in dock?",
        tasks=hard,
    )
    days = hard[52].fact("yard_days")
    yards = ("Subic Bay Ship Repair", "Tuas Marine Engineering")
    assert all(states(docking, days, yard) for yard in yards), docking


def test_play_test_t_a_record_not_held_glossed_in_brackets_gets_no_other_record():
    # (T4) "do you have the Sept 2026 penetration test result (critical findings) for Karoo?"
    # got two other records of Karoo's first: "findings" read as asking for records as such.
    (reply,) = talk(
        139,
        "business_continuity_manager",
        "Thanks! One more: do you have the Sept 2026 penetration test result (critical "
        "findings) for Karoo Teleport?",
        tasks=dataset.load_benchmark("expert-v5"),
    )
    assert not_held_lines(reply) == [reply] and "penetration test" in reply, reply


def test_play_test_t_a_reply_to_several_questions_opens_once_and_denials_of_both_sides():
    # (T5) "... that is the January 2026 failover drill result, not an earlier or later test?
    # And Stord: 20 s and 3 routes confirmed?" got "No:" (the denied "later" read as asking
    # for a later drill), the April drill, and "Happy to help." in mid-reply.
    role = "emergency_communications_architect"
    _, reply = talk(
        455,
        role,
        "What call-routing failover time was measured in the January 2026 failover drill at "
        "Osøyro police station, and how many fibre routes does Stord hospital wing C have?",
        "Thanks! Osøyro at 180 s — just to confirm, that is the January 2026 failover drill "
        "result, not an earlier or later test? And Stord: 20 s and 3 routes confirmed?",
        tasks=V5,
    )
    lines = reply.splitlines()
    assert lines[0].startswith("Yes: the figure I gave (180 seconds)"), reply
    assert "April" not in reply and "Happy to help" not in reply, reply


def test_play_test_t_the_same_check_for_named_candidates_is_about_them_alone():
    # (T4) "Same check for Dunedin (34) and Karoo (34): are those the 5° elevation G/T figures
    # too?" got "No:" on Kiruna, the candidate of the question before ("too" added it).
    role = "rf_systems_engineer"
    *_, reply = talk(
        139,
        role,
        "X-band antenna G/T at 5° elevation (dB/K) for each of Karoo, Kiruna, Punta Arenas, "
        "Nordkapp, Fairbanks and Dunedin, please.",
        "Thanks! Is 31.5 the 5° elevation figure for Kiruna?",
        "Great, thanks. Same check for Dunedin (34) and Karoo (34): are those the 5° "
        "elevation G/T figures too?",
        tasks=dataset.load_benchmark("expert-v5"),
    )
    assert reply.startswith("Yes: ") and "Kiruna" not in reply, reply
    assert "Karoo" in reply and "Dunedin" in reply, reply


def test_play_test_t_a_confirmation_says_the_status_it_confirms_for_the_candidate_named():
    # (T8) "Boondall Showground Pavilion looks like our venue. Can you confirm the cyclone
    # shutter and roof tie-down retrofit estimate is 110,000 AUD and that it is IL4-certified
    # for post-disaster use?" was answered for every venue but Boondall and Bracken Ridge (the
    # two whose estimate the figure put), and "Yes: what I gave is the certification" never
    # said what the status was.
    role = "council_building_assessment_engineer"
    expert = dataset.load_benchmark("expert-v5")
    _, reply = talk(
        903,
        role,
        "For each of the six venues: is it certified for post-disaster use as an Importance "
        "Level 4 building, and what is the cyclone shutter and roof tie-down retrofit estimate?",
        "Boondall Showground Pavilion looks like our venue. Can you confirm the cyclone shutter "
        "and roof tie-down retrofit estimate is 110,000 AUD and that it is IL4-certified for "
        "post-disaster use?",
        tasks=expert,
    )
    lines = reply.splitlines()
    assert len(lines) == 2 and all("Boondall Showground Pavilion." in line for line in lines)
    assert any(line.startswith("Yes: what I gave (is certified") for line in lines), reply
    # A status put the other way gets the status said in full ("Yes: what I gave (has not
    # been granted)"), never a bare yes to "it is granted, right?".
    _, permit = talk(
        129,
        "grid_connection_engineer",
        "Has Dehesa's grid access permit been granted?",
        "Just to confirm, the permit for Dehesa is granted, right?",
        tasks=V5,
    )
    assert "(has not been granted)" in permit, permit


def test_play_test_t_questions_whether_a_figure_still_stands_name_no_record():
    # (T6, T10) "does either come from an older inventory or a different date?" named
    # "inventory and date", "No revised plan with a shorter queue?" "shorter queue", and "the
    # exposure classification" was named as not held after the exposure records were stated.
    _, queue = talk(
        745,
        "traffic_management_lead",
        "What is the predicted A6 morning-peak queue for Hartmann & Söhne's lane-closure plan?",
        "And Hartmann & Söhne: is the morning-peak A6 queue definitely 2.2 km under their "
        "closure plan? No revised plan with a shorter queue?",
        tasks=V5,
    )
    (exposure,) = talk(
        612,
        "meteorological_and_ocean_adviser",
        "What I need is the exposure classification: is each site (Husoy, Leirvik, "
        "Kristiansund Vestbase) sheltered or exposed to the forecast south-westerly gale?",
        tasks=V5,
    )
    (boom,) = talk(
        612,
        "oil_spill_response_coordinator",
        "Which is the current figure for Husoy's boom deliverable within six hours, and does "
        "it come from an older inventory or a different date?",
        tasks=V5,
    )
    assert not any(not_held_lines(r) for r in (queue, exposure, boom)), (queue, exposure, boom)


def test_play_test_t_a_figure_on_present_day_sea_level_is_not_the_rise_scenarios():
    # (T8) "is the 2 m storm-tide freeboard based on present-day sea level (not a
    # sea-level-rise scenario)?" got "No:" and both records: the "m" of "0.8 m sea-level rise
    # scenario" read the 2 m as naming it, and "not a ..." denied nothing.
    role = "coastal_hazard_analyst"
    _, reply = talk(
        903,
        role,
        "Floor height above the 1% AEP storm-tide level (present-day sea level) for Zillmere "
        "Civic Centre?",
        "Zillmere Civic Centre: is the 2 m storm-tide freeboard based on present-day sea level "
        "(not a sea-level-rise scenario)?",
        tasks=dataset.load_benchmark("expert-v5"),
    )
    assert reply.startswith("Yes: ") and len(reply.splitlines()) == 1, reply


def test_play_test_t_a_site_that_passes_everything_asks_for_no_record_of_everything():
    # (T3) "Lomas Blancas looks like the only site that passes everything, so I need an exact
    # pier and foundation cost there" brought the design peak ground acceleration too.
    hard = dataset.load_benchmark("hard-v3")
    (reply,) = talk(
        808,
        "geotechnical_and_seismic_engineer",
        "Lomas Blancas looks like the only site that passes everything, so I need the pier "
        "and foundation cost there.",
        tasks=hard,
    )
    assert not states(reply, hard[808].fact("design_pga"), "Cerro Lomas Blancas"), reply


EXPERT_V5 = dataset.load_benchmark("expert-v5")  # expert-v6 plays these groups


def test_play_test_u_a_contexts_own_number_is_no_figure_put():
    # (play-test U10) "are the early-failure rates from the 150 °C dielectric breakdown stress?
    # Please confirm for SCR-09 (4%), ..." got "No:": the 150 of the context was read as the
    # figure put. The cue the records use is named as the context asked about.
    role = "reliability_engineer"
    _, reply = talk(
        999,
        role,
        "What early-failure rate in dielectric breakdown stress does each tool show?",
        "Thanks — are the early-failure rates from the 150 °C dielectric breakdown stress? "
        "Please confirm for SCR-09 (4%), ALD-21A (4%) and ETC-14C (2.4%).",
        tasks=EXPERT_V5,
    )
    assert reply.startswith("Yes: ") and "which is the 150 °C stress test" in reply, reply


def test_play_test_u_which_of_two_contexts_after_a_dash_is_answered_with_what_was_given():
    # (U3) "Thanks - were those the written case study scores, or the interview?" got "No:"
    # and both contexts' records, though what was given was the written case study.
    role = "technical_assessment_panel_chair"
    task = EXPERT_V5[318]
    _, reply = talk(
        318,
        role,
        "What technical assessment score did each candidate get in the written case study?",
        "Thanks - were those the written case study scores, or the interview?",
        tasks=EXPERT_V5,
    )
    assert reply.startswith("What I gave is the technical assessment score"), reply
    assert len(reply.splitlines()) == 1 and task.candidates[0] in reply, reply


def test_play_test_u_a_list_of_records_puts_no_qualifier_and_names_no_post():
    # (U5) A broadcast listing "guaranteed annual availability; whether the fire service has
    # accepted the ERP" got "My records do not say whether the installed footprint is
    # guaranteed annual availability" (another colleague's label read as a qualifier); (U2)
    # "for the Head of Process Safety offer" and "on the money side" were named as not held.
    (reply,) = talk(
        581,
        "ot_cyber_security_engineer",
        "Hi team - for Atlas Ridge and Kaizen, please send whatever you hold of: installed "
        "footprint (m2); guaranteed annual availability; whether the fire service has accepted "
        "the ERP; critical vulns in the control software from the 2025 pen test.",
        tasks=EXPERT_V5,
    )
    assert "do not say whether" not in reply, reply
    (post,) = talk(
        318,
        "technical_assessment_panel_chair",
        "Hi all - pulling together the evidence for the Head of Process Safety offer. What "
        "technical assessment score did each candidate get? And on the money side: proposed base "
        "salary.",
        tasks=EXPERT_V5,
    )
    (line,) = not_held_lines(post)
    assert "Process Safety" not in line and "money" not in line, line


def test_play_test_u_the_same_question_for_another_candidate_keeps_the_first():
    # (U10) "For SCR-09 you said the maker issued a 'contamination notice'. Is that a vendor
    # service bulletin specifically on gate-oxide contamination - yes or no? Same question for
    # CVD-02." was answered for CVD-02 alone.
    role = "equipment_vendor_liaison"
    _, reply = talk(
        999,
        role,
        "Has the vendor of each tool issued a service bulletin on gate-oxide contamination?",
        "For SCR-09 you said the maker issued a bulletin. Is that a vendor service bulletin "
        "specifically on gate-oxide contamination - yes or no? Same question for CVD-02.",
        tasks=EXPERT_V5,
    )
    assert "SCR-09" in reply and "CVD-02" in reply, reply


# -- play-tests V (2026-12-07): v5 131, 272, 455, 519, 677; hard-v3 388, 603, 861; expert-v6 --
V5 = dataset.load_benchmark("v5")
HARD_V3 = dataset.load_benchmark("hard-v3")


def test_play_test_v_the_end_of_another_colleagues_label_is_named_as_not_held():
    # "Days in dock too, if you track them." was dropped in silence by the colleague who keeps
    # the quoted price for the docking ("days in dock" ends two other colleagues' labels).
    (reply,) = talk(
        51,
        "procurement_manager",
        "Could you send the docking quote for all three yards? Days in dock too, if you track "
        "them.",
        tasks=V5,
    )
    assert not_held_lines(reply) == ["I don't keep anything on days in dock, though."], reply
    # "the dock quote" beside the yard discount is the quoted price for the docking.
    (reply,) = talk(
        51,
        "procurement_manager",
        "What is the yard discount for Tuas and the dock quote?",
        tasks=V5,
    )
    assert "Tuas Marine Engineering quoted 380,000 SGD" in reply, reply


def test_play_test_v_a_label_said_whole_beside_a_purpose_is_answered():
    # (V3) "Also, if you have it, usable dock length and quoted days in dock as a cross-check."
    # gave no dock length, and named "cross-check" as not held.
    task = HARD_V3[388]
    (reply,) = talk(
        388,
        "technical_superintendent",
        "How many completed retrofits of our chosen ballast water system has each yard done? "
        "Also, if you have it, usable dock length and quoted days in dock as a cross-check.",
        tasks=HARD_V3,
    )
    (length,) = [f for f in task.facts if f.id == "dock_length"]
    assert all(states(reply, length, c) for c in task.candidates), reply
    (line,) = not_held_lines(reply)
    assert "quoted days in dock" in line and "cross" not in line, line
    # "the yard's quoted days in dock" is named whole, not "yard's quoted days".
    (reply,) = talk(
        388,
        "fleet_finance_controller",
        "Payment terms for each yard? And if you hold the yard's quoted days in dock, that too.",
        tasks=HARD_V3,
    )
    assert "yard's quoted days in dock:" in not_held_lines(reply)[0], reply


@pytest.mark.parametrize(
    ("index", "role", "message", "named"),
    [
        (
            131,
            "geotechnical_engineer",
            "Two things per parcel: (a) does your record say the parcel lies outside the "
            "500-year flood zone; (b) the piling and earthworks cost estimate in EUR, and the "
            "buildable area in hectares if you have it.",
            "buildable area",
        ),
        (
            455,
            "physical_security_adviser",
            "Separate question: do you have the exact distance from Stord hospital wing C to the "
            "primary centre in Bergen (km)?",
            "distance from the primary centre in Bergen",
        ),
        (
            455,
            "staffing_and_readiness_coordinator",
            "How far is Stord hospital wing C from the primary centre in Bergen?",
            "distance from the primary centre in Bergen",
        ),
        (
            455,
            "power_systems_engineer",
            "Do you hold the distance from Stord hospital wing C to the Bergen primary centre, in "
            "km, by any chance?",
            "distance from the primary centre in Bergen",
        ),
        (
            519,
            "procurement_manager",
            "quoted labour charge per shop visit (EUR), and where is each overhaul shop located "
            "(EU member state or not)?",
            "location of the overhaul shop",
        ),
    ],
)
def test_play_test_v_a_record_not_held_is_named_as_a_record(index, role, message, named):
    # (V1, V4, V5) "As for buildable", "Bergen primary", "distance", "overhaul shop located".
    (reply,) = talk(index, role, message, tasks=V5)
    (line,) = not_held_lines(reply)
    assert named in line and f"{named} " not in line.replace(f"{named}.", "").replace(
        f"{named},", ""
    ), line


def test_play_test_v_a_question_on_the_record_just_named_is_no_record():
    # (V10) "... the charter hire lost per day off hire (SGD) - and whether it varies by yard."
    # got "I don't keep anything on varies, though."
    (reply,) = talk(
        948,
        "fleet_finance_controller",
        "Two things: (1) payment terms offered by each yard; (2) the charter hire lost per day "
        "off hire (SGD) for our bulk carrier - and whether it varies by yard.",
        tasks=EXPERT_V6,
    )
    assert not not_held_lines(reply), reply


def test_play_test_v_which_of_two_figures_after_lead_ins_is_no_yes_or_no():
    # (V5, MisleadingBoth) "Straight question: for Tatra Aero Overhaul's 2024 shop visits, is
    # the average turnaround 45 days or 68 days?" got "Yes: the figure I gave (45 days) ...";
    # and "Which one is correct, and where did the other come from? Also, ... is 1,210,000 EUR
    # the estimated material AND parts cost ...?" got the 2025 turnarounds of every provider.
    role, tatra = "powerplant_engineer", "Tatra Aero Overhaul"
    first, second, third, fourth = talk(
        519,
        role,
        "What was the average shop-visit turnaround time on 2024 shop visits for Tatra, "
        "Aeromotores and Kestrel (days)? Notes have Kestrel at exactly 52 - can you confirm the "
        "exact figure? And the estimated material and parts cost per shop visit (EUR) for each.",
        "Thanks. Tatra's 68 days conflicts with the shared notes (45 days). Can you double-check "
        "- is 68 the average turnaround across Tatra's 2024 shop visits, or a different "
        "year/subset?",
        "Hmm, now I have two figures from you for Tatra's 2024 average turnaround: 68 days last "
        "time, 45 days now. Which one is correct, and where did the other come from? Also, your "
        'Tatra cost was described as "material cost" from the work-scope model - is 1,210,000 '
        "EUR the estimated material AND parts cost per shop visit, same basis as the "
        "Aeromotores/Kestrel figures?",
        "Thanks for confirming the material and parts costs. Straight question: for Tatra Aero "
        "Overhaul's 2024 shop visits, is the average turnaround 45 days or 68 days?",
        setting="misleading_both",
        tasks=V5,
    )
    assert "68 days" in first and "45 days" in second, (first, second)
    assert "2025 shop visits" not in third, third
    (turnaround,) = [f for f in V5[519].facts if f.id == "shop_visit_tat__2024_shop_visits"]
    assert states(third, turnaround, tatra) and "45 days" in third, third
    assert "Aeromotores del Sur averaged" not in third, third
    assert fourth.startswith("The figure I gave (45 days) is the average"), fourth


def test_play_test_v_a_context_named_by_a_cue_reads_with_its_article():
    # (V8) "No: what I gave is the weighbridge opening hours (day between Friday and Sunday,
    # which is Saturday)": the cue, a common noun, reads with "the".
    _, reply = talk(
        733,
        "logistics_planner",
        "What are the weekday weighbridge opening hours (hours per day) at each bidder: "
        "GreenCycle, Manukau, Kaipara, EcoLoop, Tasman, Waitemata?",
        "Thanks - are the 14-hour figures for Kaipara Polymer Recovery and Waitemata Materials "
        "Hub weekday opening hours? If you hold separate weekday and weekend hours for either, "
        "please give both.",
        setting="mixed",
        tasks=EXPERT_V6,
    )
    assert "(the day between Friday and Sunday, which is Saturday)" in reply, reply


def test_play_test_v_what_places_a_record_is_not_asked_for_after_a_plus():
    # (V10) "Each yard's quoted days in dock for the special survey + BWTS retrofit - ...? Also
    # the usable dock width if you hold it." named "BWTS retrofit" as not held.
    (reply,) = talk(
        948,
        "docking_planning_manager",
        "Each yard's quoted days in dock for the special survey + BWTS retrofit - Batam Bintang, "
        "Loyang, Tuas, Subic Bay, Zhoushan, Vung Tau? Also the usable dock width if you hold it.",
        tasks=EXPERT_V6,
    )
    (line,) = not_held_lines(reply)
    assert "usable dock width" in line and "retrofit" not in line, line


def test_review_v_a_label_with_a_word_of_my_context_and_a_plus_between_words_are_named_whole():
    # (review, v5 812) "the charter days incl. transit" was dropped by the colleague whose
    # context is "transit at 8 knots", and "wet + dry lab floor space" was named "dry lab floor
    # space".
    (reply,) = talk(
        812,
        "underwater_acoustics_specialist",
        "What's the underwater radiated noise level in transit at 8 knots for each vessel, and "
        "the charter days incl. transit?",
        tasks=V5,
    )
    (line,) = not_held_lines(reply)
    assert "charter days including transit" in line, reply
    (reply,) = talk(
        812,
        "chartering_manager",
        "What's the charter day rate and mobilisation fee for each vessel? Also wet + dry lab "
        "floor space if you have it.",
        tasks=V5,
    )
    (line,) = not_held_lines(reply)
    assert "wet and dry laboratory floor space" in line, reply


# -- play-tests W (2026-12-07): v5 77, 164, 402, 388, 590, 777; hard-v3 241, 95; expert-v6 ----


def test_play_test_w_a_title_before_a_name_and_a_recap_name_nothing():
    # (W2) "... for each of Capt Ewan Grant, ..." got "As for Capt: that is not something I hold."
    (reply,) = talk(
        164,
        "crew_training_manager",
        "Hi - what does your record say for each of Capt Ewan Grant, Capt Erik Johansen and "
        "Capt Grace Adeyemi on the battery-hybrid propulsion course, Q2 2026 training block?",
        tasks=V5,
    )
    assert not not_held_lines(reply), reply
    # (W3) "(3) the offered base salary we have negotiated (CAD)" was dropped in silence; then
    # "you gave notice periods and current salaries but not the offered base salary. ... do
    # those match your offer letters?" got both records again and "letters" as not held.
    role = "talent_acquisition_lead"
    first, second = talk(
        402,
        role,
        "Hi - for Tremblay, Papadakis and Lindgren: (1) notice period with their current "
        "employer in weeks, (2) their current base salary (CAD), (3) the offered base salary we "
        "have negotiated (CAD). Thanks!",
        "Thanks - you gave notice periods and current salaries but not the offered base salary. "
        "What offered base salary (CAD) have we put to Tremblay and to Papadakis? Comp & Ben have "
        "192,000 and 178,000 - do those match your offer letters?",
        tasks=V5,
    )
    (line,) = not_held_lines(first)
    assert "offered base salary" in line, first
    assert "offered base salary" in second and "letters" not in second, second
    assert "Notice period" not in second and "notice" not in second.split(";")[0], second


def test_play_test_w_a_candidate_stressed_among_all_keeps_all():
    # (W4) "is each yard class-approved ...? ... Please confirm from your records, Johor in
    # particular." was answered for Johor alone.
    task = V5[388]
    (reply,) = talk(
        388,
        "class_survey_coordinator",
        "Hi - is each yard class-approved for ballast water retrofits? Notes say Subic Bay: is, "
        "Johor Straits: is not, Vung Tau: is. Please confirm from your records, Johor in "
        "particular.",
        tasks=V5,
    )
    assert all(c in reply for c in task.candidates), reply


def test_play_test_w_where_to_look_asks_for_no_records():
    # (W2) "Do your certificate files show how many Hebridean routes Capt Grace Adeyemi holds
    # pilotage exemption certificates for?" got two other records first.
    (reply,) = talk(
        164,
        "marine_superintendent",
        "Do your certificate files show how many Hebridean routes Capt Grace Adeyemi holds "
        "pilotage exemption certificates for? An exact count if you have it.",
        tasks=V5,
    )
    assert "pilotage exemption" in reply and "years in command" not in reply.split(".")[0], reply


def test_play_test_w_a_misleading_colleague_asked_which_is_right_for_a_context_rechecks():
    # (W7, Misleading) "Which is right for the June 2026 walk-through specifically? Is your
    # passed-with-conditions maybe from an earlier inspection, or a re-inspection after the June
    # one?" got "What I gave (passed with conditions) is ... (June 2026 walk-through)": the
    # earlier inspection named the June one as wrong, and the misled value stood.
    role, milton = "health_and_safety_coordinator", "Milton Logistics Centre Bay C"
    first, second = talk(
        95,
        role,
        "Could you confirm the June 2026 walk-through safety inspection outcome for each of the "
        "four halls?",
        f"Thanks. {milton}: you say passed with conditions, but the shared notes say failed. "
        "Which is right for the June 2026 walk-through specifically? Is your "
        "passed-with-conditions maybe from an earlier inspection, or a re-inspection after the "
        "June one?",
        setting="misleading",
        tasks=HARD_V3,
    )
    (june,) = [f for f in HARD_V3[95].facts if f.id == "safety_inspection__june_2026_walk_through"]
    assert not states(first, june, milton), first  # it misled first
    assert states(second, june, milton) and "failed" in second, second


@pytest.mark.parametrize(
    ("tasks", "index", "role", "message"),
    [
        (  # (W9) an answer offered
            V5,
            777,
            "organic_certification_officer",
            "What gluten-free sourcing method does each supplier use (Mecklenburg Biohafer, "
            "Halland Spannmål, Uusimaa Kaura) - purity protocol, mechanical/optical sorting, or "
            "no gluten-free programme at all?",
        ),
        (  # (W6) a change asked about
            V5,
            590,
            "land_and_permits_officer",
            "Hi - quick check on long-term land concessions for all three peaks. Can you confirm "
            "exactly what your records say for each, and whether anything has changed recently "
            "(e.g. a concession granted since)?",
        ),
        (  # (W8) a scope the records answer as they stand
            EXPERT_V6,
            312,
            "regulatory_affairs_manager",
            "Claire Fontaine: only 1 COMAH safety report authored? Could you double-check, "
            "including any co-authored ones submitted to the competent authority?",
        ),
        (  # (W8) a broadcast that says to skip what is not the colleague's
            EXPERT_V6,
            312,
            "reward_and_relocation_specialist",
            "Hi all - for each of the six shortlisted candidates, please send whichever of these "
            "you hold: plant-floor / emergency-response clearance (March 2026 assessment); "
            "technical assessment score (panel interview, %); proposed base salary. Just skip "
            "anything that is not yours.",
        ),
    ],
)
def test_play_test_w_words_that_are_no_records_are_never_named_as_not_held(
    tasks, index, role, message
):
    (reply,) = talk(index, role, message, tasks=tasks)
    assert not not_held_lines(reply), reply


def test_play_test_w_a_purpose_is_no_record():
    # (W10) "Also Hartmann & Söhne's, as a cross-check." named "cross-check" as not held.
    (reply,) = talk(
        520,
        "health_and_safety_coordinator_sigeko",
        "Do you by any chance hold Novak Mostogradnja's lost-time injury frequency rate (LTIFR) "
        "for the 2023 reporting year? Also Hartmann & Söhne's, as a cross-check.",
        tasks=EXPERT_V6,
    )
    assert "cross" not in reply and "lost-time injury frequency rate" in reply, reply


# -- play-tests X (2026-12-07): v5 23, 146, 433, 641; hard-v3 299, 566, 811, 872; expert-v6 ----
@pytest.mark.parametrize(
    ("tasks", "index", "role", "message", "named"),
    [
        (  # (X3) examples of a wording: "As for lapsed: ..."
            HARD_V3,
            299,
            "engineering_director",
            "For each of the four applicants (Taufa, Dubois-Martin, Fernández, Morimoto): (1) "
            "their main tunnelling method experience, as worded in the record, and (2) whether "
            "they are a Chartered Professional Engineer - is / is not / lapsed etc.",
            None,
        ),
        (  # (X3) what a figure leaves out: "As for excluding allowances and ..."
            HARD_V3,
            299,
            "remuneration_adviser",
            "What offered base salary (NZD/yr) has been priced for each of Sione Taufa, Claire "
            "Dubois-Martin, Mateo Fernández and Kenji Morimoto? Base only, excluding allowances. "
            "And if you hold contracted site days per year, send those too.",
            "contracted site days per year",
        ),
    ],
)
def test_play_test_x_examples_and_exclusions_are_no_records(tasks, index, role, message, named):
    (reply,) = talk(index, role, message, tasks=tasks)
    lines = not_held_lines(reply)
    assert [named in line for line in lines] == ([True] if named else []), reply
    assert "lapsed" not in reply and "excluding" not in reply, reply


def test_play_test_x_a_lead_in_is_no_record():
    # (X10) "Hi all - pulling together the Chief Pilot (Dash 8-400) file for Blackwood, ... Per
    # candidate, please send whatever you hold of: ..." got "As for pulling, ...".
    (reply,) = talk(
        966,
        "fleet_standards_captain",
        "Hi all - pulling together the Chief Pilot (Dash 8-400) file for Blackwood, Nwosu, "
        "Hayashi, Côté, Malhotra and Lindgren. Per candidate, please send whatever you hold of: "
        "PIC hours on multi-engine turboprops; latest line check result; base salary (CAD).",
        tasks=EXPERT_V6,
    )
    assert "pulling" not in reply and "Blackwood" in reply, reply


def test_play_test_x_a_question_on_what_a_record_means_is_answered():
    # (X3) "... the record says he completed "the Treaty training module" - does that mean he
    # has completed the full tikanga Maori and Treaty of Waitangi training, or only the Treaty
    # part?" got the record again (and again); the question is on what was stated.
    _, reply = talk(
        299,
        "stakeholder_and_iwi_relations_manager",
        "Has each applicant - Sione Taufa, Claire Dubois-Martin, Mateo Fernández, Kenji "
        "Morimoto - completed tikanga Māori and Treaty of Waitangi training? Please quote the "
        "record wording.",
        'For Kenji Morimoto the record says he completed "the Treaty training module" - does '
        "that mean he has completed the full tikanga Māori and Treaty of Waitangi training, or "
        "only the Treaty part?",
        tasks=HARD_V3,
    )
    assert reply.startswith("Yes: what I gave (has completed) is the"), reply
    assert "Treaty of Waitangi training for Kenji Morimoto" in reply, reply


# Play-tests Y (2026-12-07, seventh session): standard v5 and hard-v3 tasks.


def test_play_test_y_a_question_whether_a_figure_is_the_newest_is_answered():
    # (Y, kai 3) "And the 180,000 NOK network connection estimate for Osøyro, is that current?"
    # got the yes alone; a record held in one context has nothing newer.
    _, reply = talk(
        342,
        "emergency_communications_architect",
        "What network connection cost (NOK) do you have for Osøyro police station?",
        "Thanks. The 180,000 NOK network connection estimate for Osøyro, is that current?",
        tasks=EXPERT_V6,
    )
    assert "I hold nothing more recent on the network connection cost" in reply, reply


def test_play_test_y_the_newest_of_a_record_held_in_several_contexts_is_not_claimed():
    # Of a record held in several contexts, "the latest" names a context: never "nothing
    # more recent" beside another context's record.
    _, reply = talk(
        719,
        "safety_and_security_officer",
        "Full-capacity evacuation drill time for Valby Sports Centre?",
        "Is there any more recent drill for Valby, or is 15 the figure we should use?",
        tasks=HARD_V3,
    )
    assert "more recent" not in reply, reply


@pytest.mark.parametrize(
    ("index", "role", "messages", "said"),
    [
        # (Y, after hana 9) a question after a dash, on a qualifier the records do not carry.
        (
            777,
            "sustainability_manager",
            (
                "Could you send the farm-gate carbon footprint for each oat supplier?",
                'Uusimaa\'s 220 is "declared" — has it been verified?',
            ),
            "do not say whether the farm-gate carbon footprint is verified",
        ),
        # "Is it before any volume rebate?": a qualifier, not the rebate asked for.
        (
            777,
            "grain_buyer",
            ("What oat price (SEK/t) has each supplier offered? Is it before any volume rebate?",),
            "do not say whether the offered oat price is before any volume rebate",
        ),
    ],
)
def test_play_test_y_a_qualifier_the_records_do_not_carry_is_said_so(index, role, messages, said):
    *_, reply = talk(index, role, *messages, tasks=V5)
    assert said in reply, reply
    assert not not_held_lines(reply), reply


def test_play_test_y_a_qualifier_beside_another_colleagues_label_is_still_one():
    # (Y, hana 9) "is the 4,000 SEK/t ... the gross price before the volume rebate is deducted?
    # Yes or no." got "Yes": the rebate's label made "gross" read as a record.
    _, reply = talk(
        777,
        "grain_buyer",
        "What oat price (SEK/t) has each supplier offered for the 2026 harvest?",
        "is the 4,000 SEK/t offered by Uusimaa Kaura the gross price before the volume rebate "
        "is deducted? Yes or no.",
        tasks=V5,
    )
    assert not reply.startswith("Yes"), reply
    assert "my records do not say whether it is the gross price" in reply, reply


def test_play_test_y_what_is_not_needed_is_not_sent():
    # (Y, ivan 3) "Second-round only please; first-round scores are not what I need." got both.
    (reply,) = talk(
        299,
        "technical_assessment_panel_chair",
        "What technical interview score (/100) did each of the four get in the second-round "
        "panel — Taufa, Dubois-Martin, Fernández, Morimoto? Second-round only please; "
        "first-round scores are not what I need.",
        tasks=HARD_V3,
    )
    assert "second-round" in reply and "first-round" not in reply, reply


@pytest.mark.parametrize(
    ("index", "role", "message", "stated"),
    [
        # (Y, lena 6) "And while you are at it, your estimated material and parts cost per shop
        # visit (EUR) for each." was left out without a word.
        (
            624,
            "powerplant_engineer",
            "Hi — for Castellan Propulsion, Kestrel Powerplant and Aeromotores del Sur, what was "
            "the average shop-visit turnaround time for their 2025 shop visits (days)? And while "
            "you are at it, your estimated material and parts cost per shop visit (EUR) for each.",
            "material_cost",
        ),
        # (Y, lena 8) "And is each sheltered from the forecast SW gale?": SW is south-westerly.
        (
            836,
            "meteorological_and_ocean_adviser",
            "Morning — what is your 24-hour forecast significant wave height at each site: "
            "Kristiansund Vestbase (notes say 2 m), Hjeltefjorden Anchorage B, Mongstad West "
            "Berth? And is each sheltered from the forecast SW gale?",
            "wind_exposure",
        ),
    ],
)
def test_play_test_y_every_part_asked_is_answered(index, role, message, stated):
    task = V5[index]
    (reply,) = talk(index, role, message, tasks=V5)
    fact = next(f for f in task.facts if f.id == stated)
    assert all(states(reply, fact, c) for c in task.candidates), reply


@pytest.mark.parametrize(
    ("index", "role", "message"),
    [
        (
            57,
            "hydrologist",
            "Hi — for each of Hespeler Metal Finishing, Maple Grove Poultry Processing and "
            "Riverside Dairy Co-op, what is the modelled travel time from the outfall to the kill "
            "zone at the measured flow of 12 May? Please give hours for each, and flag if any "
            "model run used a different date's flow.",
        ),
        (
            57,
            "field_investigator",
            "Quick one: what total ammonia (mg/L) did you get at each outfall in the 13 May "
            "composite sample? If you only have grab samples or a different date for any of "
            "them, say so.",
        ),
        (
            624,
            "powerplant_engineer",
            "You left out the material side though — what is your estimated material and parts "
            "cost per shop visit (EUR) for Castellan, Kestrel and Aeromotores del Sur?",
        ),
        (
            836,
            "oil_spill_response_coordinator",
            "How much oil containment boom is held on site at each site? Notes have Mongstad at "
            "exactly 1,200 m, which would not clear our >1,200 m bar — can you confirm?",
        ),
    ],
)
def test_play_test_y_words_of_the_request_are_no_records(index, role, message):
    # (Y) "As for model run and date", "I don't keep anything on date", "As for left", "As for
    # bar": what to flag, a recap and a threshold named as records.
    (reply,) = talk(index, role, message, tasks=V5)
    assert not not_held_lines(reply), reply


def test_play_test_y_a_misleading_colleague_says_what_it_misread():
    # (Y, kai 5) Asked again, a misleading colleague gave the records' 58 dBA without a word on
    # the 55 it had given; asked "Is that 55 dBA figure wrong?", it restated 58.
    task = HARD_V3[536]
    fault = next(f for f in task.faults.of("misleading") if f.kind == "misleading")
    agent = colleague(task, fault.role, "misleading")
    fact = next(f for f in task.facts if f.id == fault.fact)
    old = render.format_value(fact, fault.value)
    first = say(agent, f"Could you send the {fact.label} for {fault.candidate}?")
    assert old in first, first
    again = say(agent, f"You gave {old} for {fault.candidate}. Could you check that again?")
    took_back = f"I misread my records before: what I gave then ({old}) is not the"
    assert took_back in again and old not in again.replace(took_back, ""), again
    figure = f"{fault.value:g}" if isinstance(fault.value, float) else str(fault.value)
    later = say(agent, f"Where did the {figure} come from? Was that a mistake?")
    assert took_back in later, later
    assert states(later, fact, fault.candidate), later


def test_play_test_y_a_context_and_a_name_name_no_record_of_their_words():
    # (Y, lena 7) "... you said the court-centre lighting survey was 1,600 lux ... Which one is
    # the correct court-centre vertical illuminance for Aarhus?" added the competition courts
    # that fit the hall ("court" of the context, "hall" of the name).
    *_, reply = talk(
        719,
        "technical_delegate",
        "The shared notes put Valby at 1,600 lux vertical illuminance (court centre) and 12 m "
        "clear height - does your own record agree? Also, what do you have for Aarhus Marselis "
        "Hall lux (notes say 800)?",
        "Interesting, the shared notes had Aarhus at 800 lux but you have 1,600. Is your 1,600 "
        "lux the court-centre vertical illuminance measurement, and which is more current?",
        "Now I have two different numbers from you for Aarhus Marselis Hall: last round you said "
        "the court-centre lighting survey was 1,600 lux, this round 800 lux. Which one is the "
        "correct court-centre vertical illuminance for Aarhus? Is one of them from a different "
        "survey (date, horizontal vs vertical, different measurement point)?",
        setting="misleading_both",
        tasks=HARD_V3,
    )
    assert "800 lux" in reply and "courts" not in reply, reply


# Play-tests Z (2026-12-07, seventh session, after round Y's fixes).


def test_play_test_z_an_initial_in_a_list_of_names_ends_no_sentence():
    # (Z3) "... (Lindgren, Côté, Hayashi, Malhotra, G. Tremblay, Papadakis)?" was answered for
    # Tremblay and Papadakis alone: "G." ended a sentence, and "Hi - how many" asked nothing.
    task = EXPERT_V6[853]
    (reply,) = talk(
        853,
        "fatigue_risk_management_coordinator",
        "Hi - how many flight duty period exceedances did each of the six candidates have on the "
        "summer 2025 schedule (Lindgren, Côté, Hayashi, Malhotra, G. Tremblay, Papadakis)?",
        tasks=EXPERT_V6,
    )
    (fact,) = [f for f in task.facts if f.id == "duty_exceedances__summer_2025_schedule"]
    assert all(states(reply, fact, c) for c in task.candidates), reply


def test_play_test_z_what_is_left_out_is_not_sent_and_the_qualifier_is_answered():
    # (Z1) "Base only please, not incl. bonus/allowances - and is it gross annual?" got the
    # bonus and the allowance, and nothing on gross.
    (reply,) = talk(
        266,
        "finance_and_payroll_manager",
        "What is the proposed base salary (CAD) for each of Siobhan Gallagher, Marie-Claude "
        "Tremblay and Ngaire Te Whata? Base only please, not incl. bonus/allowances - and is it "
        "gross annual?",
        tasks=V5,
    )
    assert "bonus" not in reply and "allowance" not in reply, reply
    assert reply.endswith("My records do not say whether the proposed base salary is gross annual.")


@pytest.mark.parametrize(
    ("index", "role", "message"),
    [
        (
            266,
            "safe_sport_officer",
            "For the January 2026 screening round, what are the Safe Sport background screening "
            "results for Gallagher, Tremblay and Te Whata? Anything outstanding or re-screened "
            "since?",
        ),
        (
            394,
            "electrical_and_mechanical_engineer",
            "Do you hold the engineer's estimate of annual operating cost for Strandfontein, "
            "Philippi and Kuils River (million ZAR)? If so, please give each, and say whether "
            "it's the latest revision.",
        ),
    ],
)
def test_play_test_z_words_of_a_question_on_the_newest_are_no_records(index, role, message):
    # (Z1, Z2) "As for outstanding", "As for revision".
    (reply,) = talk(index, role, message, tasks=V5)
    assert not not_held_lines(reply), reply


def test_play_test_z_a_decimal_figure_names_no_context_by_its_digits():
    # (Z2) "And your 5.4 million ZAR for Philippi - is that your current engineer's estimate of
    # annual operating cost, exact?" got "No", and the standby power at load-shedding stage 4.
    _, reply = talk(
        394,
        "electrical_and_mechanical_engineer",
        "What is your engineer's estimate of annual operating cost for each wellfield?",
        "And your 5.4 million ZAR for Philippi - is that your current engineer's estimate of "
        "annual operating cost, exact?",
        tasks=V5,
    )
    assert reply.startswith("Yes: the figure I gave (5.4 million ZAR) is the exact"), reply
    assert "standby" not in reply, reply


def test_play_test_z_a_question_of_a_qualifier_alone_is_answered():
    # (Z4) "What is the farm-gate carbon footprint (kg CO2e/t) for ...? Verified figures?"
    (reply,) = talk(
        105,
        "sustainability_manager",
        "What is the farm-gate carbon footprint (kg CO2e/t) for Saaremaa, Halland, Uusimaa and "
        "Mecklenburg? Notes: 220 / 310 / 260 / 220. Verified figures?",
        tasks=HARD_V3,
    )
    assert reply.endswith("do not say whether the farm-gate carbon footprint is verified."), reply


def test_play_test_z_a_cue_with_its_own_article_gets_no_other():
    # (Z3) "(the the first day of Q2 2027, which is 1 April 2027)".
    task = EXPERT_V6[853]
    agent = colleague(task, "aviation_medical_liaison")
    say(agent, "Is each candidate's Category 1 medical certificate valid on 1 April 2027?")
    reply = say(agent, "Is Mikael Lindgren's valid on 1 April 2027?")
    assert "the the" not in reply and "the first day of Q2 2027" in reply, reply


# Play-tests AA (2026-12-07, seventh session, after round Z's fixes).


@pytest.mark.parametrize(
    ("tasks", "index", "role", "message", "word"),
    [
        (
            V5,
            73,
            "chief_bridge_engineer",
            "Van Leeuwen looks like the only tenderer still in the running, so I need the exact "
            "value-engineering saving for their alternative bearing design.",
            "running",
        ),
        (
            HARD_V3,
            158,
            "finance_director",
            "Hi — for Summit Mobile Television I need the season package price and the "
            "multi-season volume rebate (USD, exact). Are any of these provisional or superseded?",
            "provisional",
        ),
        (
            HARD_V3,
            158,
            "risk_and_insurance_manager",
            "What is the additional-insured cost for Summit Mobile Television? And what is the "
            "equivalent figure for Redline OB Services?",
            "equivalent",
        ),
        (
            V5,
            447,
            "water_resources_officer",
            "Maffra at 35 kL/day — was that the reliable yield from the December 2025 pump test, "
            "or a single-day reading? Any retest since?",
            "retest",
        ),
        (
            EXPERT_V6,
            938,
            "transmission_manager",
            "Hi — transmission uptime for the 2025-26 season (%) for all six bidders? Please make "
            "sure it's 2025-26, not the prior season or a contractual target.",
            "target",
        ),
        (
            V5,
            583,
            "land_acquisition_manager",
            "Can you confirm the current land lease status for all three parcels? Has anything "
            "moved on Alamillo — e.g. signed or HoTs agreed since?",
            "moved",
        ),
        (
            EXPERT_V6,
            662,
            "metrology_and_failure_analysis_lead",
            "Hi — which of the six facilities offers in-house FIB-SEM cross-sectioning, and which "
            "outsource it or don't offer it?",
            "outsource",
        ),
    ],
)
def test_play_test_aa_words_of_the_request_are_no_records(tasks, index, role, message, word):
    # (AA) "As for running", "... and provisional", "As for equivalent", "retest", "target",
    # "moved", "outsource" (and "don" of "don't") were named as records not held.
    (reply,) = talk(index, role, message, tasks=tasks)
    named = " ".join(not_held_lines(reply))
    assert word not in named and " don" not in named, reply


@pytest.mark.parametrize(
    ("tasks", "index", "role", "message", "said"),
    [
        (
            HARD_V3,
            158,
            "finance_director",
            "Hi — for Summit Mobile Television I need the season package price and the "
            "multi-season volume rebate (USD, exact). Are any of these provisional or superseded?",
            "whether the season package price and multi-season volume rebate, any of them, is "
            "provisional",
        ),
        (
            HARD_V3,
            158,
            "risk_and_insurance_manager",
            "What is the cost of naming the network as additional insured for Summit Mobile "
            "Television (USD)? Exact figure, and is it per season or per event?",
            "is per season or per event",
        ),
        (
            HARD_V3,
            508,
            "logistics_planner",
            "Haul distance from the Rosedale transfer station to each bidder's processing site "
            "(km), for Tasman, Kaipara, Waitemata and Hauraki? One-way or return?",
            "is one-way or return",
        ),
        (
            V5,
            447,
            "site_operations_coordinator",
            "Two things: (1) holding capacity in head for Maffra, Bairnsdale Saleyards and "
            "Stratford Field Days, and (2) the fencing repair cost for Stratford Field Days site "
            "in AUD — exact, and is it incl. or excl. GST?",
            "whether the fencing repair cost includes or excludes GST",
        ),
        (
            HARD_V3,
            749,
            "relocation_and_mobility_coordinator",
            "Kia ora — what relocation allowance (NZD) is budgeted for Sione Taufa? Others too if "
            "handy. Gross or net, and is it final?",
            "whether the relocation allowance is gross or net or final",
        ),
    ],
)
def test_play_test_aa_a_qualifier_is_answered_of_the_record_it_is_put_on(
    tasks, index, role, message, said
):
    # (AA) qualifiers of several records, of a period, of a trip, abbreviated ("incl. or
    # excl. GST", of the record named last), capitalised ("Gross or net").
    (reply,) = talk(index, role, message, tasks=tasks)
    assert said in reply, reply


def test_play_test_aa_what_a_record_is_named_for_it_includes():
    # (AA) "... "Earthworks estimate: 2,200,000 EUR" - does that include piling, i.e. is it the
    # full piling and earthworks estimate?" got "My records do not say whether the piling and
    # earthworks estimate includes piling."
    _, reply = talk(
        583,
        "geotechnical_engineer",
        "What is the piling and earthworks estimate for Llanos de Almendralejo?",
        'For Llanos de Almendralejo you wrote "Earthworks estimate: 2,200,000 EUR" — does that '
        "include piling, i.e. is it the full piling and earthworks estimate?",
        tasks=V5,
    )
    assert "includes piling" not in reply, reply


@pytest.mark.parametrize(
    ("tasks", "index", "role", "message", "fact_id", "candidates"),
    [
        # (AA) "Do you have weekend crash rescue response times ...?" read "have weekend ..." as
        # "have a good weekend": Atlas was left out without a word.
        (
            V5,
            291,
            "test_safety_manager",
            "Do you have weekend crash rescue response times to the test area for Atlas, Sierra "
            "Alta and Karoo?",
            "crash_response__weekend_operations",
            "all",
        ),
        # (AA) "Others too if handy." asks for the other candidates.
        (
            HARD_V3,
            749,
            "relocation_and_mobility_coordinator",
            "Kia ora — what relocation allowance (NZD) is budgeted for Sione Taufa? Others too if "
            "handy.",
            "relocation_allowance",
            "all",
        ),
        # (AA) "... (Sierra Alta is also 8,900 ft, so I want to rule out a mix-up.)" after the
        # question is on Atlas, named before it.
        (
            V5,
            291,
            "flight_test_director",
            "In round 1 you said Atlas elevation was only known to be 'no less than 5,400 ft'; "
            "now you give 8,900 ft. Which is right, and where does the 8,900 ft come from? (Sierra "
            "Alta is also 8,900 ft, so I want to rule out a mix-up.)",
            "field_elevation",
            ("Atlas Mountains Test Strip",),
        ),
        # (AA) "anything on Tampere ...? Please flag if any of your figures differ from what
        # other teams report." covered all six facilities ("other teams" of an aside).
        (
            EXPERT_V6,
            662,
            "quality_assurance_manager",
            "Hi — anything on Tampere MEMS Foundry that bears on our pilot runs: MEMS-bay "
            "cleanroom class, process set-up fee, or any open audit findings? Please flag if any "
            "of your figures differ from what other teams report.",
            "qa_audit_score",
            ("Tampere MEMS Foundry",),
        ),
    ],
)
def test_play_test_aa_the_candidates_asked_are_answered(
    tasks, index, role, message, fact_id, candidates
):
    task = tasks[index]
    (reply,) = talk(index, role, message, tasks=tasks)
    (fact,) = [f for f in task.facts if f.id == fact_id]
    asked = task.candidates if candidates == "all" else candidates
    assert all(states(reply, fact, c) for c in asked), reply
    assert not any(states(reply, fact, c) for c in task.candidates if c not in asked), reply


def test_play_test_aa_a_double_check_names_no_b_double():
    # (AA) "Could you double-check the Stratford record once more?" got the B-double access.
    _, reply = talk(
        447,
        "transport_route_planner",
        "Stock truck travel time from Omeo for Stratford Field Days site?",
        "Could you double-check the Stratford record once more? The team notes have 50 minutes.",
        tasks=V5,
    )
    assert "100 minutes" in reply, reply


def test_play_test_aa_a_season_names_no_record_of_the_season():
    # (AA) "... and is it a single-season figure?" got "No:" and the camp days in the season.
    *_, reply = talk(
        827,
        "team_operations_manager",
        "Hi — for each candidate (Tevita Fifita, Ngaire Te Whata, Lucía Benítez), what is the "
        "requested team travel budget (CAD) and the planned touring squad size?",
        "Thanks. On Lucía Benítez: is there any record that pins down exactly how many "
        "international tours she has led — is it at least 3?",
        "Thanks. Is Lucía Benítez's 130,000 CAD the requested team travel budget for the whole "
        "touring squad, current version, and is it a single-season figure?",
        tasks=V5,
    )
    assert reply.startswith("Yes: the figure I gave (130,000 CAD)") and "camp" not in reply, reply


# Play-tests AB (2026-12-07, seventh session, after round AA's fixes).


def test_play_test_ab_a_per_of_a_source_is_no_qualifier():
    # (AB10) "moisture per supplier CoA (ppb)" in a broadcast got "My records do not say whether
    # the ... is per supplier CoA" from eleven colleagues.
    (reply,) = talk(
        770,
        "gas_chemistry_engineer",
        "For all six suppliers, please send whatever you hold from this list: delivery package "
        "type; whether they operate two or more NF3 plants; moisture per supplier CoA (ppb).",
        tasks=EXPERT_V6,
    )
    assert "per supplier" not in reply and "ppb" in reply, reply


@pytest.mark.parametrize(
    ("tasks", "index", "role", "message", "word"),
    [
        (
            V5,
            112,
            "physical_security_adviser",
            "What does your record say about badge-controlled perimeter access at each site? "
            "Quote the wording if possible, esp. whether it says the site lacks it.",
            "lacks",
        ),
        (
            EXPERT_V6,
            695,
            "fire_service_liaison_officer",
            "Has each supplier had its emergency response plan accepted by the fire service? "
            "Accepted vs submitted/under review, please.",
            "submitted",
        ),
    ],
)
def test_play_test_ab_a_status_offered_is_no_record(tasks, index, role, message, word):
    # (AB1, AB5) a status the record may say, named as a record not held.
    (reply,) = talk(index, role, message, tasks=tasks)
    assert word not in " ".join(not_held_lines(reply)), reply


def test_play_test_ab_a_tax_basis_is_a_qualifier():
    # (AB9) "... the one-off transition cost (NZD) for each, and whether it's GST-exclusive."
    # got "As for GST-exclusive: that is not something I hold."
    (reply,) = talk(
        621,
        "finance_analyst",
        "Could you send the one-off transition cost (NZD) for each, and whether it's "
        "GST-exclusive?",
        tasks=V5,
    )
    assert reply.endswith("whether the one-off transition cost is GST-exclusive."), reply


def test_my_play_a_second_qualifier_question_and_one_after_a_dash_are_answered():
    # (Session 7, my own episode, v5 458) "Is its 8,000 EUR start-up fee the final agreed
    # figure, and is it current? Excl. VAT?" said nothing of VAT ("Excl." ended a sentence, and
    # a second question was dropped beside the first); "And Uppsala's 3,000 EUR pharmacy set-up
    # fee - one-off, or per year?" got the fee alone.
    _, fee = talk(
        458,
        "contracts_and_budget_manager",
        "What site start-up fee (EUR) does Vårdcentrum Uppsala Norra request?",
        "Is its 8,000 EUR start-up fee the final agreed figure, and is it current? Excl. VAT?",
        tasks=V5,
    )
    assert "do not say whether the site start-up fee excludes VAT." in fee, fee
    (pharmacy,) = talk(
        458,
        "investigational_pharmacy_manager",
        "And Uppsala's 3,000 EUR pharmacy set-up fee - one-off, or per year?",
        tasks=V5,
    )
    assert pharmacy.endswith("whether the pharmacy set-up fee is one-off or per year."), pharmacy


def test_my_play_confirmed_or_under_negotiation_is_a_qualifier():
    # (Session 7, my own episode, expert-v6 366) "Is the discount confirmed or still under
    # negotiation?" got "I don't keep anything on negotiation, though."
    (reply,) = talk(
        366,
        "commercial_manager",
        "Onboarding fee and anchor-customer discount (EUR) for each provider? Is the discount "
        "confirmed or still under negotiation?",
        tasks=EXPERT_V6,
    )
    assert not not_held_lines(reply), reply
    assert reply.endswith("whether the anchor-customer discount is still under negotiation."), reply


def test_left_alternatives_after_a_slash_are_no_records():
    # (Round AB leftovers, v5 583 and 291) "Is that from the on-site pyranometer record in each
    # case, or satellite/modelled?" got "I don't keep anything on satellite modelled"; "Is that
    # a forecast/climatology for Aug 2026 specifically?" got "As for forecast climatology: ...",
    # though the temperatures are "forecast at 31 °C" or from the "Climatology brief".
    (ghi,) = talk(
        583,
        "solar_resource_analyst",
        "Hi - is the GHI from the on-site pyranometer record in each case, or "
        "satellite/modelled? Please give the on-site figure per parcel.",
        tasks=V5,
    )
    assert "2,000 kWh/m²" in ghi and not not_held_lines(ghi), ghi
    (heat,) = talk(
        291,
        "meteorology_lead",
        "Mean daily maximum temperature for August 2026 at each of Atlas, Sierra Alta and Karoo, "
        "in °C please. Is that a forecast/climatology for Aug 2026 specifically, or another "
        "month/year?",
        tasks=V5,
    )
    assert "°C" in heat and not not_held_lines(heat), heat


def test_left_a_list_the_comma_goes_on_with_is_named_whole():
    # (Round AB leftover, v5 901) "do you hold any fit-out, power or lease figures for these
    # sites?" named "fit-out" alone as not held.
    (reply,) = talk(
        901,
        "finance_controller",
        "Has each municipality confirmed co-funding? Also, do you hold any fit-out, power or "
        "lease figures for these sites?",
        tasks=V5,
    )
    (line,) = not_held_lines(reply)
    assert "fit-out, power or lease" in line, reply


def test_left_ex_vat_and_the_dates_a_record_lacks_are_said_so():
    # (Round AB, v5 901 and 239) "are the figures ex VAT?" and "When was the Poznań PI
    # certificate issued / when does it expire?" got nothing on either.
    (lease,) = talk(
        901,
        "facilities_manager",
        "For Askøy municipal office, Osøyro police station and Voss municipal hall, I need the "
        "annual lease (NOK). Are the lease figures ex VAT?",
        tasks=V5,
    )
    assert lease.endswith("My records do not say whether the annual lease is ex VAT."), lease
    (certificate,) = talk(
        239,
        "medical_monitor",
        "When was the Poznań PI certificate issued / when does it expire, and is it verified in "
        "the investigator file?",
        tasks=V5,
    )
    assert certificate.endswith(
        "My records give no dates for the current GCP certificate of the principal investigator."
    ), certificate
    assert not not_held_lines(certificate), certificate


def test_left_a_yes_or_no_on_a_withheld_status_gets_the_status():
    # (Round Z leftover, expert 853, Mixed) After "On the valid Category 1 medical certificate
    # (the first day of Q2 2027) for Capt. Mikael Lindgren, I can't give you an answer", "is
    # Mikael Lindgren's Cat 1 medical valid on 1 April 2027?" got "Yes: what I gave is the valid
    # Category 1 medical certificate ...", though nothing was given.
    task = EXPERT_V6[853]
    agent = colleague(task, "aviation_medical_liaison", "mixed")
    ask = "is each candidate's Category 1 medical certificate valid on 1 April 2027?"
    assert "first day of Q1 2027" in say(agent, ask.capitalize())  # misaligned first
    hedge = say(agent, f"Can you double-check, specifically: {ask}")
    assert "I can't give you an answer" in hedge, hedge
    plain = "Plain yes or no - is Mikael Lindgren's Cat 1 medical valid on 1 April 2027?"
    reply = say(agent, plain)
    fact = task.fact("medical_valid__1_april_2027")
    lindgren = next(c for c in task.candidates if "Lindgren" in c)
    assert states(reply, fact, lindgren) and "what I gave" not in reply, reply
    # Asked again, the yes or no on the scope says the status in its sentence, not "(is not)".
    again = say(agent, plain)
    assert f"what I gave ({render.fact_sentence(fact, lindgren)[:-1]})" in again, again


HARD_V3_AC = dataset.load_benchmark("hard-v3")  # round AC played v5, hard-v3 and expert-v6


def test_play_test_ac_double_check_rechecks_and_a_pronoun_leans_on_the_story():
    # (Round AC, expert 973, MisleadingBoth) "That 5 years for Mateo is a big gap from the notes
    # (18). Can you double-check it is his verified major tunnelling experience? And while you
    # are there: Dr. Hannah Whitcombe, ... - years ... for each? Also is Hannah CPEng?" got "Yes:
    # what I gave is ... for Mateo Fernández (5 years)": no recheck, and no CPEng.
    task = EXPERT_V6[973]
    first, recheck = talk(
        973,
        "engineering_director",
        "Do you hold years of major tunnelling project experience for the applicants? If so, "
        "what for Mateo Fernández and Kenji Morimoto (notes: 18 and 8)?",
        "That 5 years for Mateo is a big gap from the notes (18). Can you double-check it is his "
        "verified major tunnelling experience? And while you are there: Dr. Hannah Whitcombe, "
        "Ingrid Solberg, Priya Raman, Adebayo Okonkwo - years of major tunnelling experience for "
        "each? Also is Hannah CPEng?",
        setting="misleading_both",
        tasks=EXPERT_V6,
    )
    assert "5 years" in first, first
    mateo = "Mateo Fernández"
    assert states(recheck, task.fact("tunnelling_years"), mateo), recheck
    assert "I misread my records before: what I gave then (5 years)" in recheck, recheck
    hannah = next(c for c in task.candidates if "Whitcombe" in c)
    assert states(recheck, task.fact("cpeng_registered"), hannah), recheck


def test_play_test_ac_a_question_beside_one_on_the_same_record_is_answered_once():
    # (Round AC, expert 354 and v5 275) "... shows "not started" - is that current? Any update
    # since, e.g. scheduled?" and "... for Captain Ewan Grant (and the other two if you have
    # it)? ... Need miles - is Grant under 40?" each said a line twice.
    _, induction = talk(
        354,
        "site_mobilization_lead",
        "For each of the six candidates (Eze, Rostova, O'Sullivan, Vance, Wierzbicki, Ngata): "
        "site induction status, and the field establishment allowance (AUD) if you hold it.",
        'Marcus Vance\'s site induction shows "not started" — is that current? Any update since, '
        "e.g. scheduled?",
        setting="missed",
        tasks=EXPERT_V6,
    )
    (distance,) = talk(
        275,
        "crewing_operations_manager",
        "Does anyone hold the distance from home to Oban for Captain Ewan Grant (and the other two "
        "if you have it)? HR doesn't keep it. Need miles - is Grant under 40?",
        setting="mixed",
        tasks=V5,
    )
    for reply in (induction, distance):
        lines = reply.splitlines()
        assert len(lines) == len(set(lines)), reply
    assert "not started" in induction and "nothing more recent" in induction, induction


def test_play_test_ac_a_verb_s_not_and_a_name_in_quotes_keep_their_candidate():
    # (Round AC, v5 409) "You did not say about the A595 West Coast route: is its 35,000 GBP
    # budget line the contingency allocation?" and 'And is the A595 "budget line" of 35,000
    # also the contingency allocation or something else?' were answered for the M6-A590 only.
    ask = (
        "Hi — I need the contingency budget allocation (GBP) for each candidate diversion route: "
        "A6 Shap Summit, A595 West Coast, M6-A590 Western loop."
    )
    role = "network_finance_officer"
    _, both = talk(
        409,
        role,
        ask,
        "Thanks. Just to confirm, the 35,000 GBP for the M6-A590 Western loop is its contingency "
        'budget allocation, right? And is the A595 "budget line" of 35,000 also the contingency '
        "allocation or something else?",
        setting="misaligned",
        tasks=V5,
    )
    assert "A595 West Coast route (35,000 GBP)" in both, both
    _, a595 = talk(
        409,
        role,
        ask,
        "You confirmed the M6-A590 one, thanks. You did not say about the A595 West Coast route: "
        "is its 35,000 GBP budget line the contingency allocation?",
        setting="misaligned",
        tasks=V5,
    )
    assert a595.startswith("Yes:") and a595.rstrip(".").endswith("A595 West Coast route"), a595


def test_play_test_ac_when_a_record_is_dated_is_answered_and_never_named():
    # (Round AC, hard 27 and v5 409) "When is your 60-day figure dated and where does it come
    # from?" got "As for dated: that is not something I hold"; "Which year does it cover?" of a
    # latest-year collision rate got nothing.
    _, endurance = talk(
        27,
        "cruise_logistics_coordinator",
        "Could you confirm endurance without resupply for each vessel?",
        "Thanks. Your Aurora Fjell endurance (60 days) conflicts with the shared notes, which say "
        "35 days. Which is right? When is your 60-day figure dated and where does it come from "
        "(e.g. owner spec, bunker calc, post-refit)?",
        setting="misleading",
        tasks=HARD_V3_AC,
    )
    assert "My records give no dates for the endurance without resupply" in endurance, endurance
    assert not not_held_lines(endurance), endurance
    (rate,) = talk(
        409,
        "road_safety_auditor",
        "Quick sanity check on the A6 Shap Summit route: the injury collision rate is the "
        "latest-year rate (not a 3- or 5-year average)? Which year does it cover?",
        tasks=V5,
    )
    assert "My records give no dates for the injury collision rate." in rate, rate


def test_play_test_ac_a_rescoring_since_is_no_record():
    # (Round AC, expert 973) "Any rescoring or correction since?" got "As for rescoring: that
    # is not something I hold."
    (reply,) = talk(
        973,
        "technical_assessment_panel_chair",
        "What were the first-round technical interview scores for Mateo Fernández and Ingrid "
        "Solberg? Notes have 93/100 and 76/100. Any rescoring or correction since?",
        setting="misleading_both",
        tasks=EXPERT_V6,
    )
    assert "93/100" in reply and not not_held_lines(reply), reply


def test_play_test_ac_a_cue_said_letter_for_letter_and_day_and_night():
    # (Round AC, expert 165, Misaligned) "are those night-time (19:00-07:00) ambulance response
    # times?" got "No: what I gave is the ambulance response time (19:00-07:00, which is the
    # night-time) ..." (the digits named the 07:00-19:00 daytime too); "If you have both day
    # and night, please give both for Floro." got the night-time figure alone.
    task = EXPERT_V6[165]
    role = "emergency_medical_coordinator"
    ask = (
        "Could you give me the night-time ambulance response time for each of the six candidate "
        "sites? Night-time specifically, please, not daytime."
    )
    _, night = talk(
        165,
        role,
        ask,
        "And for Kristiansund Vestbase and Hjeltefjorden Anchorage B — the 10 minutes you gave "
        "for each: are those night-time (19:00-07:00) ambulance response times?",
        setting="misaligned",
        tasks=EXPERT_V6,
    )
    assert night.startswith("Yes: what I gave is the ambulance response time"), night
    _, both = talk(
        165,
        role,
        ask,
        "Thanks — In particular, Floro Outer Harbour at 35 min: is that the night-time ambulance "
        "response time? If you have both day and night, please give both for Floro.",
        setting="misaligned",
        tasks=EXPERT_V6,
    )
    floro = next(c for c in task.candidates if c.startswith("Floro"))
    assert states(both, task.fact("ambulance_response__daytime"), floro), both


def test_play_test_ac_a_tag_question_after_a_lead_in_is_a_yes_or_no():
    # (Round AC, expert 165) "And Hjeltefjorden Anchorage B 15.5 m: charted depth at the
    # anchorage position, yes?" was dropped beside the question on Husoy before it.
    _, reply = talk(
        165,
        "nautical_adviser",
        "For each of the six candidate sites: anything you hold on approach channel depth or "
        "berth depth.",
        "Husoy Deepwater Quay at 9.5 m — is that the charted depth at the berth itself, current? "
        "And Hjeltefjorden Anchorage B 15.5 m: charted depth at the anchorage position, yes?",
        setting="misaligned",
        tasks=EXPERT_V6,
    )
    assert "Husoy Deepwater Quay (9.5 m) and Hjeltefjorden Anchorage B (15.5 m)" in reply, reply


def test_play_test_ac_records_the_story_names_are_compared_when_asked_if_they_agree():
    # (Round AC, hard 561) "The shared notes say all four venues passed the Feb 2026 food safety
    # inspection and have mains and backup tank water. Do your records agree ...?" got the
    # inspections alone.
    task = HARD_V3_AC[561]
    (reply,) = talk(
        561,
        "environmental_health_officer",
        "The shared notes say all four venues passed the Feb 2026 food safety inspection and have "
        "mains and backup tank water. Do your records agree for each of Chermside, Aspley, "
        "Bracken Ridge PCYC and Sandgate? Flag any difference.",
        setting="reliable_notes",
        tasks=HARD_V3_AC,
    )
    assert all(states(reply, task.fact("water_supply"), c) for c in task.candidates), reply


def test_play_test_ac_a_name_stressed_beside_others_is_asked_and_net_days_are_terms():
    # (Round AC, expert 655) "Silesia 98% in particular — and for Tatra Strojárne and Brennholt
    # (88% each), is there a CMM-based figure ...?" left Silesia out; "46,000 EUR tooling and
    # fixture quote and net 90 days — both current?" got "My records do not say whether the
    # quoted tooling and fixture cost is net 90 days."
    _, yields = talk(
        655,
        "product_engineer",
        "Do you hold the first-pass dimensional yield per bidder? Please list it for each of the "
        "six.",
        "Thanks. Are those first-pass yields from CMM measurement? Silesia 98% in particular — and "
        "for Tatra Strojárne and Brennholt (88% each), is there a CMM-based figure that differs "
        "from what you gave?",
        setting="mixed",
        tasks=EXPERT_V6,
    )
    assert "Silesia CastTech" in yields, yields
    _, terms = talk(
        655,
        "commodity_purchasing_manager",
        "Payment terms offered by each of the six bidders? And the quoted tooling and fixture "
        "cost per bidder if that sits with you.",
        "Brennholt Metallbau GmbH: 46,000 EUR tooling and fixture quote and net 90 days — both "
        "current? Any revised quote?",
        setting="mixed",
        tasks=EXPERT_V6,
    )
    assert "net 90 days." not in terms, terms


HARD_V3_AD = HARD_V3_AC  # round AD played the same versions


def test_play_test_ad_words_about_the_request_are_no_records():
    # (Round AD) "Please give the date/period each record covers" got "... and date are not
    # things I hold"; "the July figures aren't swapped" got "swapped"; "esp. Tamashima" got
    # "esp"; "Has any of those changed or lapsed?" got "changed or lapsed"; "is neither of them
    # DIMM?" got "neither"; "Is there any partial figure or range you can give" got "partial".
    replies = [
        *talk(
            339,
            "base_logistics_coordinator",
            "For each of the four operators, please send whatever you hold among: daily standby "
            "rate (CAD); bucket capacity (litres). Please give the date/period each record covers "
            "where you have it. Skip anything you don't hold.",
            setting="mixed",
            tasks=HARD_V3_AD,
        ),
        talk(
            888,
            "freshwater_ecologist",
            "Minimum summer water depth from the July 2025 survey for Allt Dubh and Abernethy "
            "north burn?",
            "So Allt Dubh was 0.4 m in July and 1.4 m in August, while Abernethy was the reverse? "
            "Just want to be sure the July figures aren't swapped between those two sites.",
            setting="misaligned",
            tasks=V5,
        )[1],
        *talk(
            85,
            "fixed_network_provisioning_manager",
            "Hi — fibre connection lead time for each site please, esp. Tamashima Harbour grain "
            "silo.",
            setting="misleading",
            tasks=EXPERT_V6,
        ),
        *talk(
            24,
            "dark_sky_protection_officer",
            "Could you confirm the legal dark-sky protection status for each site? Notes list a "
            "municipal ordinance for all four. Has any of those changed or lapsed?",
            setting="misleading_both",
            tasks=HARD_V3_AD,
        ),
        *talk(
            714,
            "community_and_pathway_manager",
            "How many players has Fifita had promoted to provincial or national squads? Is there "
            "any partial figure or range you can give - e.g. is it at least 6?",
            tasks=V5,
        ),
    ]
    for reply in replies:
        named = " ".join(not_held_lines(reply)).lower()
        assert not any(w in named for w in ("date", "swapped", "esp", "lapsed", "partial")), reply


def test_play_test_ad_most_recent_and_current_version_ask_for_nothing_newer():
    # (Round AD, expert 512) "is it her most recent one?" and "is it the current version of the
    # offer model?" (beside another colleague's "current base salary") got nothing on it.
    _, check = talk(
        512,
        "fleet_standards_captain",
        "What line check result do you hold for Capt. Yuki Hayashi?",
        "Thanks. What date was that line check, and is it her most recent one?",
        setting="shared_notes",
        tasks=EXPERT_V6,
    )
    assert "I hold nothing more recent on the line check result" in check, check
    assert "My records give no dates for the line check result." in check, check
    _, salary = talk(
        512,
        "compensation_and_benefits_analyst",
        "What offered base salary (CAD) do you hold for Capt. Yuki Hayashi?",
        "Just to be sure: is the 205,000 CAD for Capt. Yuki Hayashi the offered base salary (not "
        "an expected/requested figure), and is it the current version of the offer model?",
        setting="shared_notes",
        tasks=EXPERT_V6,
    )
    assert "I hold nothing more recent on the offered base salary" in salary, salary
    # ... but "their current employer" is a word of a label ("notice period with the current
    # employer"), and "especially want to confirm Hayashi" stresses one of each.
    task = EXPERT_V6[512]
    (notice,) = talk(
        512,
        "talent_acquisition_lead",
        "Do you also hold the notice period each candidate owes their current employer? Notes "
        "say 2 weeks for everyone — especially want to confirm Hayashi.",
        setting="shared_notes",
        tasks=EXPERT_V6,
    )
    assert "nothing more recent" not in notice, notice
    assert all(states(notice, task.fact("notice_period"), c) for c in task.candidates), notice


def test_play_test_ad_a_quote_named_in_full_and_a_bare_confirmed_are_asked():
    # (Round AD, v5 502, Missed) "You confirmed the discount but not the quote: is 460,000 SGD
    # still the latest quoted price for the Subic Bay docking and retrofit?" got "No: the figure
    # I gave (40,000 SGD) is the negotiated yard discount"; "Loyang at 2.1 — ...? And Subic Bay
    # 0.3 for 2024 confirmed?" left Subic Bay out.
    role = "procurement_manager"
    first = (
        "For each yard (Subic Bay, Tuas Marine, Loyang Offshore), what is the quoted price (SGD) "
        "for the docking and BWTS retrofit, and the negotiated yard discount (SGD)?"
    )
    *_, quote = talk(
        502,
        role,
        first,
        first,  # (the first goes unanswered)
        "Thanks. For Subic Bay: is the 40,000 discount the latest?",
        "You confirmed the discount but not the quote: is 460,000 SGD still the latest quoted "
        "price for the Subic Bay docking and retrofit?",
        setting="missed",
        tasks=V5,
    )
    assert quote.startswith("Yes: the figure I gave (460,000 SGD) is the quoted price"), quote
    _, injuries = talk(
        502,
        "hsse_manager",
        "What is the lost-time injury frequency (per million hours) for the 2024 reporting year at "
        "Subic Bay Ship Repair, Tuas Marine Engineering and Loyang Offshore Dockyard?",
        "Thanks. Loyang at 2.1 — is that definitely the 2024 reporting year figure? And Subic Bay "
        "0.3 for 2024 confirmed?",
        setting="missed",
        tasks=V5,
    )
    assert "Subic Bay Ship Repair (0.3 per million hours)" in injuries, injuries


def test_play_test_ad_a_recheck_beside_a_new_record_and_files_that_include():
    # (Round AD, v5 714, Incomplete) "Could you double-check Drummond's exit-interview approval
    # (you had 76%) and also tell me whether Drummond and Watanabe hold current concussion-
    # management certification?" got "No: what I gave is ..."; "Do your eligibility files
    # include concussion-management certification?" got "My records do not say whether the
    # market salary benchmark ... includes concussion-management certification."
    _, welfare = talk(
        714,
        "player_welfare_lead",
        "What player approval rating from exit interviews do you have for Drummond, Watanabe and "
        "Fifita?",
        "Great, thanks. Could you double-check Drummond's exit-interview approval (you had 76%) "
        "and also tell me whether Drummond and Watanabe hold current concussion-management "
        "certification?",
        setting="incomplete",
        tasks=V5,
    )
    assert not welfare.startswith(("No:", "Yes:")) and "concussion" in welfare, welfare
    _, band = talk(
        714,
        "recruitment_officer",
        "What is the market salary benchmark (CAD) for each candidate's experience band?",
        "Thanks. Do your eligibility files include concussion-management certification - does "
        "Fifita currently hold one?",
        setting="incomplete",
        tasks=V5,
    )
    assert "do not say whether" not in band, band
    assert "concussion-management certification" in " ".join(not_held_lines(band)), band


def test_play_test_ae_a_request_in_the_askers_own_need_and_plural_labels_are_read():
    # (Round AE, expert 382 and hard 873) "Which cost items do you hold per arena? I need venue
    # hire fee, cleaning and waste fee, minimum catering spend and municipal event grant (DKK)
    # for each of the six — whichever of those you have." got "That is outside what I keep",
    # beside a list of what it keeps that held two of the four; "do you hold their current
    # base salaries?" got "base salaries are not things I hold; I only keep the ... current
    # base salary".
    task = EXPERT_V6[382]
    (costs,) = talk(
        382,
        "finance_controller",
        "Which cost items do you hold per arena? I need venue hire fee, cleaning and waste fee, "
        "minimum catering spend and municipal event grant (DKK) for each of the six — whichever "
        "of those you have.",
        setting="mixed",
        tasks=EXPERT_V6,
    )
    for fact in ("municipal_grant", "cleaning_fee"):
        assert all(states(costs, task.fact(fact), c) for c in task.candidates), costs
    hard = HARD_V3_AC[873]
    (salaries,) = talk(
        873,
        "talent_acquisition_partner",
        "How many major incident investigations has each candidate led? And do you hold their "
        "current base salaries?",
        setting="misleading",
        tasks=HARD_V3_AC,
    )
    fact = hard.fact("current_salary")
    assert all(states(salaries, fact, c) for c in hard.candidates), salaries


def test_play_test_ae_an_instruction_on_the_figures_is_no_rejection_of_them():
    # (Round AE, v5 252) "... in the 2025 season? (Please make sure the figures are for 2025,
    # not another year.)" was read as putting 2025 aside: the 2026 figures came.
    task = V5[252]
    (reply,) = talk(
        252,
        "hse_and_medical_officer",
        "Hi — how many lost-time incidents did RV Aurora Fjell, MV Ice Warden and RV Kvitøya each "
        "have in the 2025 season? (Please make sure the figures are for 2025, not another year.)",
        tasks=V5,
    )
    fact = task.fact("lost_time_incidents__2025_season")
    assert all(states(reply, fact, c) for c in task.candidates) and "2026" not in reply, reply


def test_play_test_ae_a_stressed_name_keeps_the_others_and_words_of_the_ask_are_no_records():
    # (Round AE, v5 329 and 930) "The shared notes have ... Bairnsdale Saleyards 1 km, Heyfield
    # 5 km, Bruthen 8 km. Do your records agree? Bairnsdale in particular — is 1 km right?" got
    # Bairnsdale alone; "Esp. Heyfield — any expansion/updated figure?" named "expansion"; "the
    # 58–78% range straddles our 72% threshold" named "straddles"; "is the "cannot start on 1
    # April 2026" the latest position?" named "position".
    task = V5[329]
    (distance,) = talk(
        329,
        "fire_behaviour_analyst",
        "Hi — the shared notes have distance to the nearest forest edge (northern approach) as "
        "Bairnsdale Saleyards 1 km, Heyfield 5 km, Bruthen 8 km. Do your records agree? "
        "Bairnsdale in particular — is 1 km right?",
        setting="misleading",
        tasks=V5,
    )
    facts = [f for f in task.facts if f.role == "fire_behaviour_analyst" and "forest" in f.id]
    assert all(states(distance, facts[0], c) for c in task.candidates), distance
    replies = [
        *talk(
            329,
            "site_operations_coordinator",
            "Hi — can you confirm holding capacity for the three sites? Esp. Heyfield — any "
            "expansion/updated figure? Also what are the fencing repair costs (AUD) at each site?",
            setting="misleading",
            tasks=V5,
        ),
        *talk(
            930,
            "community_liaison_officer",
            "What were the visitor satisfaction figures at site open days (2024 open-day survey) "
            "for each of Kenji Takeda, Sofia Lindqvist and Yuki Sato-Brennan?",
            "Thanks. For Yuki Sato-Brennan the 58–78% range straddles our 72% threshold, so I need "
            "the exact figure.",
            setting="incomplete",
            tasks=V5,
        ),
        *talk(
            930,
            "human_resources_officer",
            "Could you tell me whether Takeda, Lindqvist and Sato-Brennan can start on 1 April "
            "2026?",
            'Thanks. Back to Kenji Takeda: is the "cannot start on 1 April 2026" the latest '
            "position? Any later update?",
            setting="incomplete",
            tasks=V5,
        ),
    ]
    for reply in replies:
        assert not not_held_lines(reply or ""), reply


def test_play_test_af_no_need_to_say_so_names_nothing_not_kept():
    # (Round AF, expert 848) "... Skip anything you do not hold — no need to say so item by
    # item." still got each item not kept named, from a colleague that kept none of them.
    (reply,) = talk(
        848,
        "fleet_standards_captain",
        "Hi all — please send whatever you hold for each of the six on any of: notice period with "
        "current employer (weeks), Category 1 medical validity at 1 April 2027, TC ATPL status, "
        "ICAO French level. Skip anything you do not hold — no need to say so item by item.",
        setting="incomplete",
        tasks=EXPERT_V6,
    )
    assert "not things I hold" not in reply and "Category" not in reply, reply


def test_my_play_currently_holds_asks_the_status_not_for_anything_newer():
    # (Session 8, my own episode, v5 318) "whether each currently holds IATF 16949" got "I hold
    # nothing more recent on the current IATF 16949 certification than what I have given".
    (reply,) = talk(
        318,
        "supplier_quality_engineer",
        "Two things per bidder: delivered-part defect rate for Q2 2026 (ppm), and whether each "
        "currently holds IATF 16949. Rheintal, Ebro, Danube.",
        setting="mixed",
        tasks=V5,
    )
    assert "IATF 16949" in reply and "nothing more recent" not in reply, reply
