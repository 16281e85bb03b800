"""The rules reader on what play-tests found, and on the conversation rules.

Each finding of the LLM play-tests (``shared/reports/playtest-*.md``) has a test here, on the
benchmark task where the same thing happens. The labelled corpus is in
``test_reading_corpus.py``.
"""

from __future__ import annotations

import pytest

from tests.envs import corpus
from uncoenv.envs.requests import RULES, Request, Turn, acronyms, record_index, stem, words
from uncoenv.tasks import dataset

TASKS = dataset.load_benchmark("v2")  # hand-picked cases name these tasks' records
BUSHFIRE, NORWAY, SHELTER, ROUTES, FIBRE = 106, 224, 2, 72, 80


def read(index: int, role: str, message: str, history: list[Turn] | None = None) -> Request:
    return RULES.read(message, record_index(TASKS[index], role), history or [])


def turn(request: Request, stated: tuple[str, ...] | None = None) -> Turn:
    return Turn("earlier", request, request.facts if stated is None else stated)


def test_words_fold_accents_letters_that_do_not_decompose_and_months():
    assert words("Førde, Osøyro and Vicuña; Mar 2026") == (
        *("forde", "osoyro", "and", "vicuna", "march", "2026"),
    )
    assert words("Second quarter") == ("q2",)


def test_british_and_american_spellings_meet():
    for british, american in [
        ("utilisation", "utilization"),
        ("centre", "center"),
        ("colour", "color"),
        ("analysed", "analyzed"),
        ("licence", "license"),
        ("programme", "program"),
    ]:
        assert stem(british) == stem(american), (british, american)


def test_a_words_forms_meet_and_a_kind_in_ing_stays_its_own():
    # (play-test V) "the dock quote" was no "quoted price for the docking and retrofit".
    for forms in [
        ("quote", "quoted", "quotes", "quoting"),
        ("dock", "docking", "docked"),
        ("location", "located"),
        ("deliverable", "delivered", "delivering"),
        ("course", "courses"),
    ]:
        assert len({stem(w) for w in forms}) == 1, forms
    # A noun in "-ing" of a candidate's kind is another word ("tooling cost" is no "tool").
    for one, other in [("tooling", "tool"), ("parking", "park"), ("unit", "uniting")]:
        assert stem(one) != stem(other), (one, other)


def test_acronyms_of_labels():
    assert acronyms("bushfire attack level") == ("bal",)
    assert acronyms("mean time to repair") == ("mtr", "mttr")
    assert acronyms("cost") == ()


def test_an_abbreviation_names_its_record():
    # Play-test: "the BAL rating" was dropped from a two-part request.
    request = read(
        BUSHFIRE,
        "fire_behaviour_analyst",
        "Please send the distance to the nearest forest edge on the western approach (km) and "
        "the BAL rating for Lindenow Showgrounds, Sale Livestock Exchange and Bairnsdale "
        "Saleyards.",
    )
    assert set(request.facts) == {"bal_rating", "forest_distance__western_approach"}
    assert not request.unheld


def test_names_without_accents_in_part_and_in_lower_case():
    # Play-test: "Forde" and "Osoyro" (for "Førde", "Osøyro") were dropped.
    task = TASKS[NORWAY]
    request = read(
        NORWAY, "facilities_manager", "fit-out cost and lease for stord, forde and voss?"
    )
    assert set(request.candidates) == set(task.candidates)
    request = read(NORWAY, "facilities_manager", "What is the annual lease of the Forde annex?")
    assert request.candidates == ("Førde fire station annex",)
    assert request.facts == ("annual_lease",)


def test_a_candidate_name_with_a_record_word_does_not_narrow_a_general_request():
    # Play-test: "... route" in names, with a record "route length", gave one fact.
    request = read(
        ROUTES,
        "traffic_modeller",
        "Could you share your records for the A595 West Coast route, the Western loop and the A6 "
        "Shap Summit route?",
    )
    assert len(request.facts) == len(record_index(TASKS[ROUTES], "traffic_modeller").records)
    assert read(ROUTES, "traffic_modeller", "Route length of the Shap route?").facts == (
        "route_length",
    )


def test_greeting_a_colleague_by_title_selects_no_topic():
    request = read(
        NORWAY,
        "emergency_communications_architect",
        "Hello Emergency Communications Architect, could you share your records on each site?",
    )
    index = record_index(TASKS[NORWAY], "emergency_communications_architect")
    assert set(request.facts) == {r.id for r in index.records}


def test_a_follow_up_reuses_the_previous_topic_for_the_other_candidates():
    # Play-test: "thx. and for the other two venues?" got "I can't help with that".
    role = "emergency_communications_architect"
    first = read(NORWAY, role, "What is the console licence fee for Voss?")
    assert first.facts == ("console_licence_fee",)
    assert first.candidates == ("Voss municipal hall",)
    again = read(NORWAY, role, "thx. and for the other two venues?", [turn(first)])
    assert again.facts == ("console_licence_fee",)
    assert set(again.candidates) == {"Stord hospital wing C", "Førde fire station annex"}
    same = read(NORWAY, role, "same for Stord please", [turn(first)])
    assert same.facts == ("console_licence_fee",)
    assert same.candidates == ("Stord hospital wing C",)


def test_a_follow_up_asking_for_records_is_a_new_request():
    role = "emergency_communications_architect"
    first = read(NORWAY, role, "What is the console licence fee for Voss?")
    again = read(
        NORWAY, role, "Thanks. Could you also share all your records for Stord?", [turn(first)]
    )
    assert len(again.facts) == len(record_index(TASKS[NORWAY], role).records)


def test_a_relative_reference_singles_out_a_context():
    # Play-test: "is there a more recent load test result?" got the stale context again.
    role = "emergency_power_technician"
    march, june = (
        "generator_runtime__march_2026_load_test",
        "generator_runtime__june_2026_load_test",
    )
    first = read(SHELTER, role, "What was the generator runtime in the March load test?")
    assert first.facts == (march,)
    later = read(
        SHELTER,
        role,
        "March is a bit old - is there a more recent load test result?",
        [turn(first)],
    )
    assert later.facts == (june,)
    assert later.contexts == {"June 2026 load test"}
    other = read(SHELTER, role, "And the other test?", [turn(first)])
    assert other.facts == (june,)
    earlier = read(SHELTER, role, "What about the earlier one?", [turn(first, (june,))])
    assert earlier.facts == (march,)


@pytest.mark.parametrize("doubt", ["Are you sure?", "Please double-check that.", "Hmm, really?"])
def test_a_vague_doubt_names_no_context(doubt):
    role = "emergency_power_technician"
    first = read(SHELTER, role, "What was the generator runtime in the March load test?")
    again = read(SHELTER, role, doubt, [turn(first, ("generator_runtime__june_2026_load_test",))])
    assert again.contexts == frozenset()
    assert again.facts == first.facts


def test_naming_the_stated_context_as_wrong_asks_for_the_other():
    role = "emergency_communications_architect"
    first = read(NORWAY, role, "Failover times from the April 2026 drill for all three?")
    january = "failover_time__january_2026_failover_drill"
    again = read(
        NORWAY,
        role,
        "those are January drill times; the requirement uses the April 2026 failover drill. "
        "April times for Stord, Forde and Voss pls",
        [turn(first, (january,))],
    )
    assert again.facts == ("failover_time__april_2026_failover_drill",)
    assert again.contexts == {"April 2026 failover drill"}


def test_what_a_colleague_does_not_keep_is_said_not_replaced():
    # Play-tests: a question on something not held got unrelated records; "estimated road
    # reinstatement cost" got "independent cost estimate of the bidder's design".
    role = "emergency_communications_architect"
    request = read(
        NORWAY, role, "quick one - do you know the hazard zone of Voss? or the UPS autonomy?"
    )
    assert not request.relevant and request.facts == ()
    assert set(request.unheld) == {"hazard zone", "UPS autonomy"}  # in the agent's words
    request = read(NORWAY, role, "What is the fibre route count and the noise rating for Voss?")
    assert request.facts == ("fibre_routes",)
    assert request.unheld == ("noise rating",)
    request = read(
        FIBRE, "network_build_director", "What is the estimated road reinstatement cost?"
    )
    assert request.facts == ()
    assert request.unheld == ("estimated road reinstatement cost",)
    request = read(FIBRE, "network_build_director", "What is the independent estimate for each?")
    assert request.facts == ("independent_estimate",)


def test_a_typo_in_a_record_word_is_read_as_the_word():
    request = read(SHELTER, "emergency_power_technician", "whats the genrator runtime at Aspley?")
    assert set(request.facts) == {
        "generator_runtime__march_2026_load_test",
        "generator_runtime__june_2026_load_test",
    }
    assert request.candidates == ("Aspley Leisure Centre",)


@pytest.mark.parametrize(
    "message",
    [
        "Could you send the generator runtimes by next week?",
        "Could you send the generator runtimes later today?",
        "First, could you send the generator runtimes?",
        "Please send your updated generator runtime figures.",
    ],
)
def test_everyday_words_of_time_single_out_no_context(message):
    request = read(SHELTER, "emergency_power_technician", message)
    assert request.contexts == frozenset()
    assert {
        "generator_runtime__march_2026_load_test",
        "generator_runtime__june_2026_load_test",
    } <= set(request.facts)


def test_asking_for_both_contexts_after_a_reply_gets_both():
    role = "emergency_power_technician"
    first = read(SHELTER, role, "What was the generator runtime in the March load test?")
    both = read(
        SHELTER,
        role,
        "Could you also send the June figures, so I have both the March and the June load test "
        "side by side?",
        [turn(first)],
    )
    assert set(both.facts) >= {
        "generator_runtime__march_2026_load_test",
        "generator_runtime__june_2026_load_test",
    }


def test_other_sources_are_not_other_candidates():
    role = "emergency_power_technician"
    first = read(SHELTER, role, "What is the daily generator fuel cost at Aspley?")
    doubt = read(SHELTER, role, "My other sources disagree. Are you sure?", [turn(first)])
    assert doubt.candidates == ("Aspley Leisure Centre",)


def test_what_is_not_kept_is_quoted_short_and_plain():
    long = "What about the " + " ".join(f"zorblax{i}" for i in range(400)) + "?"
    request = read(SHELTER, "emergency_power_technician", long)
    assert request.unheld and all(len(p) <= 80 for p in request.unheld)
    request = read(SHELTER, "emergency_power_technician", "What's the site noise rating 🎉?")
    assert request.unheld == ("noise rating",)


def test_whatever_you_hold_after_a_list_means_whichever_of_the_list():
    # Play-test: a message to everyone listing what is needed, ending "Please reply with
    # whatever you hold", got every record.
    role = "emergency_power_technician"
    listed = read(
        SHELTER,
        role,
        "I need the generator runtime (June 2026 load test) and the bus travel time for each "
        "venue. Please reply with whatever you hold.",
    )
    assert listed.facts == ("generator_runtime__june_2026_load_test",)
    bare = read(SHELTER, role, "Please send whatever you hold on the three venues.")
    assert len(bare.facts) == len(record_index(TASKS[SHELTER], role).records)


def test_a_place_the_background_also_names_still_names_the_candidate():
    # Play-test: the livestock group sits "in Bairnsdale", so "bairnsdale" named no candidate
    # and Bairnsdale Saleyards was left out of the reply.
    task = TASKS[555]
    assert "Bairnsdale" in task.background
    request = read(
        555, "fire_behaviour_analyst", "BAL rating for bruthen, stratford and bairnsdale pls"
    )
    assert set(request.candidates) == set(task.candidates)
    request = read(555, "fire_behaviour_analyst", "BAL rating for bairnsdale?")
    assert request.candidates == ("Bairnsdale Saleyards",)
    request = read(
        555,
        "fire_behaviour_analyst",
        "I need the northern approach, for all three sites incl. bairnsdale",
    )
    assert set(request.candidates) == set(task.candidates)


# -- the reading corpus's lessons (``reading_corpus.jsonl``), in other words -----------------


def test_a_story_that_tells_why_selects_nothing_when_a_sentence_asks():
    request = read(
        891,
        "wildlife_veterinarian",
        "The welfare side matters to the panel, so we need a vet practice close by and a good "
        "soft-release pen site. Could you send both of those for Glen Tromie woodland?",
    )
    assert set(request.facts) == {"vet_response_time", "soft_release_pen"}
    assert request.unheld == ()


def test_the_words_of_a_title_without_its_last_word_name_a_record():
    role = "port_authority_liaison"
    request = read(945, role, "What is the status of port authority consent at each site?")
    assert request.facts == ("port_consent",)
    greeting = read(945, role, "Hello Port Authority Liaison, what are the port dues?")
    assert greeting.facts == ("port_dues",)


def test_a_record_whose_words_the_others_asked_for_explain_is_not_asked_for():
    assert read(363, "marine_superintendent", "Ice class of each vessel?").facts == ("ice_class",)
    request = read(
        28,
        "atmospheric_physicist",
        "clear nights in the 2024 campaign and median water vapour for portezuelo azul",
    )
    assert set(request.facts) == {"clear_night_fraction__2024_campaign", "water_vapour"}


def test_a_heading_of_a_list_names_nothing_when_its_items_do():
    request = read(
        462,
        "contracts_and_budget_manager",
        "Budget questions for every site:\n- start-up fee\n- early activation credit",
    )
    assert set(request.facts) == {"startup_fee", "early_activation_credit"}
    heading_only = read(462, "contracts_and_budget_manager", "Start-up fee for:\n- Gent\n- Dublin")
    assert heading_only.facts == ("startup_fee",)


def test_the_words_of_a_record_asked_for_name_no_context():
    request = read(
        88,
        "inbound_logistics_manager",
        "On-time delivery to the Győr plant and the road distance from Stuttgart, please.",
    )
    assert set(request.facts) == {"on_time_delivery__deliveries_to_the_gy_r_plant", "road_distance"}
    assert request.contexts == frozenset({"deliveries to the Győr plant"})


def test_a_context_left_to_the_story_is_the_one_named_nearest_the_request():
    request = read(
        923,
        "service_reliability_analyst",
        "We had outages with a provider in 2025, and the board set a floor for the first half "
        "of 2026. Please send the availability for that period for Kiruna Downlink AB.",
    )
    assert request.facts == ("availability__first_half_of_2026",)


def test_another_colleagues_label_said_in_full_is_not_kept():
    request = read(
        8, "pay_and_reward_adviser", "And what is Dr Rafael Monteiro's current basic salary?"
    )
    assert request.facts == () and request.unheld == ("current basic salary",)
    assert read(8, "pay_and_reward_adviser", "Basic salary for each?").facts == ("basic_salary",)


def test_what_a_clause_asks_for_comes_first_and_records_after_it_only_place_it():
    request = read(
        SHELTER,
        "floodplain_risk_analyst",
        "What are the evacuee parking bays around each hall during a 1% AEP flood?",
    )
    assert request.facts == () and request.unheld
    told = read(
        96,
        "equipment_maintenance_engineer",
        "The escalation reserve is computed on the rebuild parts cost, so please send the "
        "rebuild parts cost for each tool.",
    )
    assert told.facts == ("rebuild_parts_cost",) and told.unheld == ()


def test_newer_than_a_context_is_its_sibling():
    role = "service_reliability_analyst"
    first = read(923, role, "Station availability for Kiruna Downlink AB?")
    request = read(
        923, role, "Do you have anything newer than the 2025 service year?", [turn(first)]
    )
    assert request.facts == ("availability__first_half_of_2026",)


def test_short_forms_of_months_numbers_and_initials():
    role = "freshwater_ecologist"
    assert read(104, role, "summer water depth from the Juy 2025 survey?").facts == (
        "summer_depth__july_2025_survey",
    )
    airworthiness = read(966, "continuing_airworthiness_manager", "P145 approval for each?")
    assert airworthiness.facts == ("part145_approval",)
    engineer = "equipment_maintenance_engineer"
    assert read(96, engineer, "PM before week 14, each tool?").facts == ("pm_before_excursion",)
    assert read(96, engineer, "rebuild parts cost by 5 PM?").facts == ("rebuild_parts_cost",)


def test_anything_else_beside_named_records_asks_for_every_record():
    role = "freshwater_ecologist"
    request = read(
        104, role, "July 2025 summer depth for each site, plus anything else you hold on them."
    )
    assert len(request.facts) == len(record_index(TASKS[104], role).records)


def test_what_exactly_do_you_have_asks_for_no_exact_value():
    request = read(104, "freshwater_ecologist", "what exactly do you have on file for kincraig?")
    assert not request.exact
    assert read(104, "freshwater_ecologist", "the exact summer depth for kincraig?").exact


def test_words_about_the_last_reply_are_not_something_asked_for():
    # Play-test: "you only gave a lower bound" was answered "As for lower: not something I hold".
    request = read(
        871,
        "power_systems_engineer",
        "For Chuo-dori Office Tower rooftop you only gave a lower bound (at least 4 weeks). "
        "Could you check the precise grid connection lead time?",
    )
    assert request.unheld == () and request.exact


def test_a_candidate_named_too_joins_those_asked_about_before():
    # Play-test: "... I need the 2025-26 appraisal year. Could you send the 2025-26 CPD credits
    # for Mr Haddad too?" was answered for Mr Haddad alone.
    role = "appraisal_and_revalidation_lead"
    first = read(233, role, "cpd credits in the 2025-26 appraisal year for mr adeyemi?")
    again = read(
        233,
        role,
        "That figure is for 2024-25, but I need the 2025-26 appraisal year. Could you send the "
        "2025-26 CPD credits for Mr Haddad too?",
        [turn(first, ("cpd_credits__2024_25_appraisal_year",))],
    )
    assert set(again.candidates) == {"Mr Oluwaseun Adeyemi", "Mr Karim Haddad"}
    alone = read(233, role, "And the CPD credits for Mr Haddad?", [turn(first)])
    assert alone.candidates == ("Mr Karim Haddad",)


def test_asking_for_the_wording_asks_for_nothing_more():
    # Play-test: "Please quote the contract wording." got "As for wording: not something I hold".
    request = read(
        640,
        "legal_and_compliance_counsel",
        "Does each provider guarantee that all data and backups stay in Switzerland? Please "
        "quote the contract wording.",
    )
    assert request.unheld == () and len(request.facts) == 1


def test_a_question_told_about_or_a_reason_set_before_it_asks_for_nothing():
    role = "legal_and_compliance_counsel"
    request = read(
        640,
        role,
        "In preparation for the treasury sign-off, could you confirm whether each provider "
        "guarantees Swiss data residency? The auditors also asked how stable each provider is.",
    )
    assert len(request.facts) == 1 and request.unheld == ()


def test_a_pronoun_keeps_the_candidates_asked_about_before():
    role = "pay_and_reward_adviser"
    first = read(8, role, "What basic salary are we offering Mr Karim Haddad?")
    request = read(8, role, "And what relocation package would he get?", [turn(first)])
    assert request.candidates == ("Mr Karim Haddad",)
    assert request.facts == ("relocation_package",)
    other = read(8, role, "And what relocation package would each get?", [turn(first)])
    assert len(other.candidates) == 3


def test_whichever_of_these_reads_the_whole_sentence_that_listed_them():
    # Play-test: "For the budget we also need the discretionary field budget, the field
    # equipment allowance and the conservation supplies request. Could each of you send
    # whichever of these you hold?" got the equipment allowance alone.
    request = read(
        150,
        "project_budget_manager",
        "We are appointing the Field Director. For the budget we also need the discretionary "
        "field budget, the field equipment allowance and the conservation supplies request. "
        "Could each of you send whichever of these you hold, for all three candidates?",
    )
    assert set(request.facts) == {"field_budget", "equipment_allowance"}


def test_how_far_asks_for_a_distance():
    # Play-test: "How far does each candidate live from Oban" was answered "I don't keep anything
    # on live and Oban", by the colleague who keeps the distance from home to Oban.
    request = read(612, "crewing_operations_manager", "How far does each candidate live from Oban?")
    assert request.facts == ("home_distance",) and request.unheld == ()


def test_a_list_joined_by_semicolons_is_one_request():
    # Play-test: "please send whatever you hold of: ...; the chemical fingerprint match ...; ..."
    # lost the items that start with "the" (read as story) and sent every record.
    request = read(
        733,
        "laboratory_chemist",
        "Please send whatever you hold of: ammonia-bearing materials on site; the chemical "
        "fingerprint match with the kill-zone samples; total ammonia at the outfall.",
    )
    assert request.facts == ("fingerprint_match",)


def test_you_gave_a_range_finds_fault_with_the_value_not_the_context():
    # Play-test: "you gave a range of 1.2 to 15 mg/L for total ammonia in the 13 May composite
    # sample. Can you give me the exact measured value?" got the 12 May grab sample.
    role = "field_investigator"
    message = (
        "For Riverside Dairy Co-operative you gave a range of 1.2 to 15 mg/L for total ammonia "
        "in the 13 May composite sample. Can you give me the exact measured value?"
    )
    request = read(733, role, message)
    assert request.facts == ("outfall_ammonia__13_may_composite_sample",) and request.exact
    wrong = read(733, role, "You gave me the 12 May grab sample. I need the composite one.")
    assert wrong.contexts == frozenset({"13 May composite sample"})


# -- play-tests of 2026-12-01 (``playtest-a.md``, ``playtest-b.md``): asked, and only that -----


@pytest.mark.parametrize(("index", "role", "message"), corpus.ECHOED)
def test_examples_hedges_asides_and_units_are_never_something_asked_for(index, role, message):
    request = read(index, role, message)
    assert request.facts and request.unheld == (), request


@pytest.mark.parametrize(
    ("index", "role", "message", "unheld"),
    [
        (
            736,
            "compensation_and_benefits_analyst",
            "what offered base salary (CAD) and relocation allowance (CAD) do you have for each "
            "captain?",
            ("relocation allowance",),
        ),
        (
            87,
            "information_security_officer",
            "What ISO 27001 status does each site have? If you track Uptime Institute tier "
            "certification too, please include it.",
            ("Uptime Institute tier certification",),
        ),
        (
            612,
            "marine_finance_officer",
            "What is the verified current salary of each captain? If you also hold each one's "
            "home-to-Oban distance, please include it.",
            ("distance from home to Oban",),  # the record, by its label
        ),
        (
            145,
            "metadata_and_access_manager",
            "Does each deliver METS/ALTO XML with the page images? And what OCR accuracy on the "
            "pilot batch (character-level) did each achieve?",
            ("OCR accuracy",),
        ),
        (
            197,
            "commercial_finance_analyst",
            "What is the mobilisation fee, and the civil works price for the pilot lot (NOK), for "
            "each bidder?",
            ("civil works price",),
        ),
    ],
)
def test_what_is_not_kept_is_named_once_as_a_record_without_units_or_verbs(
    index, role, message, unheld
):
    assert read(index, role, message).unheld == unheld


def test_another_colleagues_record_asked_beside_mine_is_named_not_dropped():
    # Play-test: "the charter day rate and the lost-time incidents" got the day rates alone
    # ("lost" was read as a typo of "lots").
    request = read(
        255,
        "chartering_manager",
        "Could you give me the charter day rate and the lost-time incidents for each of the "
        "three candidates?",
    )
    assert request.facts == ("day_rate",)
    assert request.unheld == ("lost-time incidents",)


def test_offering_reads_as_offered_and_a_second_question_is_read_on_its_own():
    # Play-test: "I don't keep anything on basic salary and current basic salary", from the
    # colleague who keeps the offered basic salary.
    request = read(
        8,
        "pay_and_reward_adviser",
        "For Mr Karim Haddad, what basic salary are we offering and what is their current basic "
        "salary?",
    )
    assert request.facts == ("basic_salary",)
    assert request.unheld == ("current basic salary",)


@pytest.mark.parametrize(
    ("index", "role", "message"),
    [
        (
            620,
            "waste_minimisation_manager",
            "what material recovery rate (PET and HDPE stream, %) do you have for GreenCycle "
            "Pacific? Tasman and Kaipara too, if you have them to hand.",
        ),
        (
            337,
            "floodplain_risk_analyst",
            "What floor height above the 1% AEP level does the 2022 model give for Nundah Sports "
            "Complex (and the other two if you have them)?",
        ),
        (
            145,
            "project_scheduling_manager",
            "What committed scanning throughput has Tessera Data Conversion given for the Q3 2026 "
            "ramp-up phase? (The same for Okapi and Brightline if you have it.)",
        ),
        (
            17,
            "supply_chain_and_ethics_analyst",
            "did Corvina pass the critical-mineral traceability audit in 2026? (The other two as "
            "well, if you have them.)",
        ),
    ],
)
def test_candidates_mentioned_as_optional_are_asked_about(index, role, message):
    assert set(read(index, role, message).candidates) == set(TASKS[index].candidates)


def test_a_record_asked_for_in_an_if_you_also_have_sentence_is_asked_for():
    # Play-test: "If you also have the production part approval (PPAP) validation cost for
    # each, that would help too." was left out of the reply without a word.
    request = read(
        990,
        "supplier_quality_engineer",
        "Does each of Kovač Precision, Silesia CastTech and Rheintal Präzision AG hold current "
        "IATF 16949 certification? If you also have the production part approval (PPAP) "
        "validation cost for each, that would help too.",
    )
    assert set(request.facts) == {"iatf_certified", "validation_cost"}


@pytest.mark.parametrize(
    "follow_up",
    [
        "could you pull it up? I need the modelled travel time from the Hespeler outfall to the "
        "kill zone at the 12 May measured flow, in hours.",
        "Could you look it up for Hespeler?",
        "What's the actual number for Hespeler?",
        "And for Hespeler, in hours?",
        "Could you check the exact figure for Hespeler?",
    ],
)
def test_pull_it_up_or_a_unit_asks_for_the_exact_value_of_the_record_under_discussion(follow_up):
    role = "hydrologist"
    first = read(
        169,
        role,
        "What is the modelled travel time from the outfall to the kill zone at the 12 May "
        "measured flow for each site?",
    )
    request = read(169, role, follow_up, [turn(first)])
    assert request.exact
    assert request.facts == ("travel_time__measured_flow_of_12_may",)
    assert request.candidates == ("Hespeler Metal Finishing",)
    # A unit in a first message is how the figure should be written, not a doubt about it.
    assert not read(169, role, "Modelled travel time at the 12 May flow, in hours?").exact


@pytest.mark.parametrize("role", ["field_investigator", "laboratory_chemist"])
def test_a_question_on_another_colleagues_record_is_not_answered_with_one_sharing_a_date(role):
    # Play-test: "... travel time from the Hespeler Metal Finishing outfall to the kill zone at
    # the 12 May measured flow?" got the 12 May grab sample's ammonia, and dissolved oxygen
    # ("Does" read as the initials of "dissolved oxygen in the effluent").
    request = read(
        169,
        role,
        "Does anyone hold a modelled (or estimated) travel time from the Hespeler Metal "
        "Finishing outfall to the kill zone at the 12 May measured flow? Even a dye-trace or "
        "time-of-travel estimate would help.",
    )
    assert not request.relevant and request.facts == ()
    assert request.unheld == ("modelled travel time from the outfall to the kill zone",)


def test_a_yes_no_question_on_the_scope_of_the_last_reply_is_a_confirmation():
    role = "crewing_operations_manager"
    first = read(951, role, "What is the distance from home to Oban for Captain Fiona MacLeod?")
    request = read(
        951, role, "is the 40 miles the distance from her home to Oban specifically?", [turn(first)]
    )
    assert request.confirm and request.facts == ("home_distance",)
    assert request.candidates == ("Captain Fiona MacLeod",)
    plain = read(951, role, "And the annual sea allowance for her?", [turn(first)])
    assert not plain.confirm
    vague = read(951, role, "Is that right?", [turn(first)])
    assert not vague.confirm


V3 = dataset.load_benchmark()  # the default benchmark


def read_v3(index: int, role: str, message: str, history: list[Turn] | None = None) -> Request:
    return RULES.read(message, record_index(V3[index], role), history or [])


def test_a_dotted_abbreviation_in_a_name_ends_no_sentence():
    request = read_v3(
        745,
        "traffic_management_lead",
        "Hello - what is the predicted peak queue length on the A6 in the morning peak for "
        "Hartmann & Söhne Bau GmbH, Castellano Infraestructuras S.A. and Novak Mostogradnja "
        "d.o.o.?",
    )
    assert request.candidates == tuple(V3[745].candidates)
    assert request.facts == ("peak_queue__morning_peak",)


def test_a_confirmation_naming_a_label_without_context_is_of_the_record_stated():
    first = read_v3(
        745, "traffic_management_lead", "What is the morning peak queue on the A6 for Novak?"
    )
    request = read_v3(
        745, "traffic_management_lead", "And is Novak's 0.8 km on the A6?", [turn(first)]
    )
    assert request.confirm and request.facts == ("peak_queue__morning_peak",)


def test_a_question_opened_as_yes_or_no_on_what_was_mentioned_confirms():
    first = read_v3(927, "land_and_permits_officer", "Indigenous consultation for Portezuelo Azul?")
    request = read_v3(
        927,
        "land_and_permits_officer",
        "Quick yes/no: is the completed consultation you mentioned for Portezuelo Azul the "
        "Indigenous consultation?",
        [turn(first)],
    )
    assert request.confirm and request.facts == ("indigenous_consultation",)


@pytest.mark.parametrize(
    ("index", "role", "message", "unheld"),
    [
        (
            803,
            "integrity_and_governance_lead",
            "What was the outcome of the statutory background check in the March 2026 vetting "
            "cycle for Kavita Selvam?",
            (),
        ),
        (
            712,
            "venue_contracts_manager",
            "What is the venue hire fee? The cleaning and waste fee too, if you have it.",
            ("cleaning and waste fee",),
        ),
        (
            712,
            "hospitality_and_logistics_manager",
            "What is the minimum catering spend? The cleaning and waste fee too, if you have it.",
            ("cleaning and waste fee",),
        ),
        (
            745,
            "procurement_lead",
            "What are the priced measured works? The value-engineering saving from the "
            "alternative bearing design as well, if you hold it.",
            ("value-engineering saving",),
        ),
        (
            968,
            "street_works_coordinator",
            "Do you happen to know whether the emergency services have endorsed the B6412 "
            "Kirkoswald link?",
            ("emergency services endorsement of the route",),
        ),
        (
            968,
            "emergency_services_liaison_officer",
            "What did the blue-light consultation conclude for the A595 West Coast route?",
            (),
        ),
    ],
)
def test_what_is_not_kept_is_named_whole_and_never_a_word_of_a_record_held(
    index, role, message, unheld
):
    assert read_v3(index, role, message).unheld == unheld


BERGEN = 455  # a backup dispatch site for the emergency centre in Bergen (benchmark v3)
DISTANCE = "distance_from_primary"


@pytest.mark.parametrize(
    "message",
    [
        "Also the distance from Bergen if you track it.",
        "Do you also keep the distance from Bergen, or is that someone else?",
    ],
)
def test_another_colleagues_record_named_by_a_word_of_its_own_and_the_background_is_not_kept(
    message,
):
    # Play-test: the facilities manager dropped the distance without a word.
    assert "distance" in read_v3(BERGEN, "facilities_manager", message).unheld


def _distance_asked() -> list[Turn]:
    first = read_v3(
        BERGEN, "natural_hazards_analyst", "How far is Odda emergency depot from Bergen?"
    )
    assert first.facts == (DISTANCE,)
    return [turn(first)]


@pytest.mark.parametrize(
    "message",
    [
        "Quick check: is the 40 km the distance to the primary centre in Bergen?",
        "For Odda emergency depot, is the 40 km the distance from the primary centre?",
        "Is the Odda 40 km the distance from the primary centre in Bergen?",
    ],
)
def test_a_yes_no_question_after_a_lead_in_confirms(message):
    # Play-tests: "Quick check: is the 40 km ...?", "For Loch Garten outflow, is the 16,000
    # GBP the flood mitigation cost itself?" got the sentence again, with no yes or no.
    request = read_v3(BERGEN, "natural_hazards_analyst", message, _distance_asked())
    assert request.confirm and request.facts == (DISTANCE,)


@pytest.mark.parametrize(
    "message",
    ["Was it fewer than 60 km?", "How far is it from Bergen, then?", "And in km?"],
)
def test_a_follow_up_asking_the_figure_against_a_number_or_again_asks_for_the_value(message):
    # Play-test: "Was it fewer than 6 days?" got "Yes: what I gave ..." though no figure had
    # been given, and a direct "How many days ...?" kept the value withheld.
    request = read_v3(BERGEN, "natural_hazards_analyst", message, _distance_asked())
    assert request.exact and not request.confirm
    assert request.facts == (DISTANCE,)


def test_a_comparison_in_a_first_message_asks_for_no_exact_value():
    request = read_v3(BERGEN, "natural_hazards_analyst", "Is Odda more than 50 km from Bergen?")
    assert request.facts == (DISTANCE,) and not request.exact


@pytest.mark.parametrize(
    ("index", "role", "message", "fact"),
    [
        (
            295,
            "meteorology_lead",
            "Mean daily maximum temperature at Karoo High Plains Aerodrome, for the month "
            "before August please.",
            "max_temperature__july_2026",
        ),
        (
            403,
            "safety_management_system_manager",
            "How many reportable occurrences did Capt. Amara Nwosu have last calendar year?",
            "occurrences__2025_calendar_year",
        ),
        (
            345,
            "appraisal_and_revalidation_lead",
            "CPD credits for Mr Oluwaseun Adeyemi in the appraisal year before the most "
            "recent one?",
            "cpd_credits__2024_25_appraisal_year",
        ),
        (
            274,
            "meteorological_and_ocean_adviser",
            "Significant wave height at Slovag Industrial Quay on the nearer-term of your two "
            "forecasts, please.",
            "wave_height__24_hour_forecast",
        ),
        (
            21,
            "energy_market_analyst",
            "Curtailment at the grid node for Vega del Guadiana: the forward-looking figure, "
            "please, not what was observed.",
            "curtailment__2028_forecast",
        ),
    ],
)
def test_a_context_singled_out_by_its_place_in_time_or_its_everyday_name(
    index, role, message, fact
):
    request = read(index, role, message)
    assert request.facts == (fact,) and not request.unheld


def test_a_parenthesis_that_names_nothing_of_mine_asks_for_nothing():
    request = read(
        250,
        "cruise_logistics_coordinator",
        "For MV Arctic Tern, how many charter days are we looking at (transit included, i.e. "
        "port to port)? And the fuel budget (that's how our spec is written).",
    )
    assert request.facts == ("charter_days", "fuel_budget") and not request.unheld


def _task_of(candidate: str) -> int:
    return next(i for i, task in enumerate(V3) if candidate in task.candidates)


def test_a_context_said_in_full_names_no_record_and_a_denied_relative_points_nowhere():
    # Play-test: "is Arjun Mehta's 72% from the 2024 open-day survey, not a later one?" got
    # "No: ..." and the open days hosted ("open-day" read as that record, "later" as pointing
    # away from 2024).
    index, role = _task_of("Yuki Sato-Brennan"), "community_liaison_officer"
    first = read_v3(index, role, "What visitor satisfaction did each candidate get in 2024?")
    survey = "visitor_satisfaction__2024_open_day_survey"
    assert first.facts == (survey,)
    request = read_v3(
        index,
        role,
        "Just to be sure: is Arjun Mehta's 72% from the 2024 open-day survey, not a later one?",
        [turn(first)],
    )
    assert request.confirm and request.facts == (survey,)
    assert request.contexts == {"2024 open-day survey"}


def test_records_named_as_not_wanted_are_not_asked_for():
    # Play-test: "Just the basic salary, not premia or relocation" ended with "As for premia
    # and relocation: those are not things I hold".
    request = read_v3(
        _task_of("Ms Priya Raghunathan"),
        "pay_and_reward_adviser",
        "What offered basic salary have you prepared for each of the three shortlisted "
        "candidates? Just the basic salary, not premia or relocation.",
    )
    assert request.facts == ("basic_salary",) and not request.unheld


def test_a_yes_no_question_after_a_statement_of_the_figure_confirms():
    # Play-test: "The 16,000 GBP ... at Dulnain Bridge fen: is that the full flood mitigation
    # cost?" got the sentence again.
    index = next(
        i
        for i, task in enumerate(V3)
        if "Dulnain Bridge fen" in task.candidates
        and any(role.id == "flood_risk_officer" for role in task.roles)
    )
    role = "flood_risk_officer"
    first = read_v3(index, role, "What would flood mitigation cost at Dulnain Bridge fen?")
    request = read_v3(
        index,
        role,
        "Thanks! The 16,000 GBP for flow devices and culvert guards at Dulnain Bridge fen: is "
        "that the full flood mitigation cost?",
        [turn(first)],
    )
    assert request.confirm and request.facts == ("flood_mitigation_cost",)


def after_a_first_request(message: str) -> tuple:
    """Benchmark v4 task 21's footprint holder reading ``message`` after a request for all."""
    task = dataset.load_benchmark()[21]
    role = next(f.role for f in task.facts if f.label == "installed footprint")
    index = record_index(task, role)
    first = "Please send what you hold on the three candidates."
    asked = RULES.read(first, index, [])
    return task, RULES.read(message, index, [Turn(first, asked, asked.facts)])


@pytest.mark.parametrize(
    "message",
    [
        "Thanks - one thing: the shared notes list the installed footprint for Voltaris Energy "
        "Storage as 3,200 m², while you gave 3,600 m². Can you recheck which is right?",
        "Our shared working file disagrees with you on the installed footprint for Voltaris "
        "Energy Storage (3,200 m² vs 3,600 m²). Could you take another look?",
    ],
)
def test_a_request_to_recheck_against_the_shared_notes_asks_for_the_value(message):
    # Play-test (UnCo-MisleadingBoth-v0): "shared" was read as a record the colleague lacks.
    task, request = after_a_first_request(message)
    assert request.relevant and request.unheld == ()
    # It covers the value to check (a bare "take another look?" covers the last request's).
    assert "Voltaris Energy Storage" in request.candidates
    assert "installed footprint" in [task.fact(f).label for f in request.facts]


@pytest.mark.parametrize(
    "message",
    [
        "The shared notes say Voltaris Energy Storage has a footprint of 3,200 m²; does your "
        "record agree?",
        "Please check the source record once more and tell me the single correct installed "
        "footprint for Voltaris Energy Storage, and whether the earlier figure was an error.",
        "Your two replies differ (3,600 then 3,200). For the record: what is the installed "
        "footprint of Voltaris Energy Storage?",
    ],
)
def test_words_about_checking_again_name_no_record(message):
    # Play-test (notes settings): "As for source, single and error: those are not things I
    # hold"; "As for shared and agree"; "As for replies".
    task, request = after_a_first_request(message)
    assert request.relevant and request.unheld == ()
    assert [task.fact(f).label for f in request.facts] == ["installed footprint"]


@pytest.mark.parametrize(
    "message",
    [
        "For the first-year package calculation I need the proposed base salary, the annual car "
        "allowance and the relocation allowance for each candidate - thanks.",
        "For the calculation I need the proposed base salary and the relocation allowance.",
    ],
)
def test_a_lead_in_saying_what_a_request_is_for_is_not_what_it_asks_for(message):
    # Play-test (Misaligned, task 88): the Reward and Relocation Specialist answered the
    # relocation allowance only and said "proposed base salary" was not something it held.
    task = dataset.load_benchmark()[88]
    request = RULES.read(message, record_index(task, "reward_and_relocation_specialist"), [])
    assert set(request.facts) == {"base_salary", "relocation_allowance"}
    assert "proposed base salary" not in request.unheld


def test_a_request_for_the_exact_value_is_about_the_candidate_its_story_names():
    # Play-test (Mixed, task 666): "For Allt Dubh wetland you only had a range (38-71%). Do you
    # have the exact support figure ...?" was answered for all three sites.
    task = dataset.load_benchmark()[666]
    index = record_index(task, "community_engagement_officer")
    first = "Please share the local support from the May 2026 consultation for each site."
    asked = RULES.read(first, index, [])
    follow_up = (
        "For Allt Dubh wetland you only had a range (38-71%). Do you have the exact support "
        "figure from the May 2026 consultation?"
    )
    request = RULES.read(follow_up, index, [Turn(first, asked, asked.facts)])
    assert request.candidates == ("Allt Dubh wetland",) and request.exact


def test_after_a_context_says_when_and_only_after_a_context_word_which():
    # Play-test (v4 404): "Meridian had 0 open level-2 findings after the January 2026 audit.
    # Which is right?" was answered with the May 2026 audit's findings.
    role, history = "quality_assurance_manager", []
    for message, context in [
        ("Open level-2 findings from the January 2026 audit for Meridian?", "January"),
        ("Our working file says 0 open level-2 findings after the January 2026 audit.", "January"),
        ("And the findings in the audit after the January 2026 one?", "May"),
    ]:
        request = read_v3(404, role, message, history)
        assert [c.split()[0] for c in request.contexts] == [context], (message, request)
        history.append(Turn(message, request, request.facts))


def test_words_of_a_broad_request_are_not_records_the_colleague_lacks():
    # Play-test (v4 588): "share what you hold ... that bears on the requirements ... or on the
    # charter hire (charter days incl. transit, day rate)" got "As for bears ..." and "charter
    # hire charter days incl" as not held, beside the charter period it had just stated.
    message = (
        "Could each of you share what you hold on RV Saga Polaris, RV Nordlys Explorer and RV "
        "Kvitøya that bears on the requirements (noise in transit at 8 kn, science berths, the "
        "2025 winch/A-frame load test, endurance, multibeam, lab floor space) or on the charter "
        "hire (charter days incl. transit, day rate)?"
    )
    request = read_v3(588, "cruise_logistics_coordinator", message)
    assert not any("bear" in u or "incl" in u for u in request.unheld), request.unheld


def test_each_of_the_candidates_kind_is_every_candidate_beside_a_word_of_a_name():
    # Play-test (v4 905): "for the cold-chain tender: how many open CAPAs does each provider
    # have" was read as about Meranti Cold Chain Pte Ltd alone, and the others went unanswered.
    message = (
        "Hi, for the cold-chain tender: how many open CAPAs does each provider have, and does "
        "each hold a current GDP certificate?"
    )
    request = read_v3(905, "quality_assurance_manager", message)
    assert len(request.candidates) == 3, request.candidates
    # Beside two names, "each site" is each of those; "each shop visit" is a visit.
    pair = (
        "For Lumen Clinical Logistics and Kestrel Life Science Couriers: open CAPAs at each site?"
    )
    assert len(read_v3(905, "quality_assurance_manager", pair).candidates) == 2
    visit = "For Lumen Clinical Logistics, the open CAPAs for each shop visit?"
    assert read_v3(905, "quality_assurance_manager", visit).candidates == (
        "Lumen Clinical Logistics",
    )


V4 = {task.id: task for task in dataset.load_benchmark()}


@pytest.mark.parametrize(
    ("task_id", "role_of", "message", "facts", "candidates"),
    [
        # A candidate's name places nothing: "Surveyor" is no word of the "2026 survey".
        (
            "s20261202-00026",
            "lost_time_incidents__2026_season",
            "Please give me the exact lost-time incidents (2026 season) for MV Isbjørn Surveyor.",
            ("lost_time_incidents__2026_season",),
            ("MV Isbjørn Surveyor",),
        ),
        # "La" carries no meaning: it names no "Paraje Las Hoyas".
        (
            "s20261202-00129",
            "substation_upgrade_cost",
            "Please give me the exact substation upgrade cost for Dehesa La Serena (Badajoz).",
            ("substation_upgrade_cost",),
            ("Dehesa La Serena (Badajoz)",),
        ),
        # A label said word for word names its record, and its words no other's.
        (
            "s20261202-00001",
            "nominated_pilots",
            "Please give me the exact nominated pilots for Laurentide Helicopters.",
            ("nominated_pilots",),
            ("Laurentide Helicopters",),
        ),
    ],
)
def test_a_coordinators_follow_up_asks_for_what_it_names(
    task_id, role_of, message, facts, candidates
):
    task = V4[task_id]
    role = next(f.role for f in task.facts if f.id == role_of)
    request = RULES.read(message, record_index(task, role), [])
    assert (request.facts, request.candidates) == (facts, candidates)


def test_check_your_records_names_no_recorded_context_and_a_label_compares_nothing():
    task = next(
        t for t in V4.values() if any(f.id == "curtailment__2028_forecast" for f in t.facts)
    )
    role = next(f.role for f in task.facts if f.id == "curtailment__2028_forecast")
    message = (
        "Please check your records again and send me the curtailment at the grid node "
        f"(2028 forecast) for {task.candidates[0]}."
    )
    request = RULES.read(message, record_index(task, role), [])
    assert request.facts == ("curtailment__2028_forecast",) and not request.exact
    task = next(t for t in V4.values() if any(f.id.startswith("flood_freeboard") for f in t.facts))
    fact = next(f for f in task.facts if f.id.startswith("flood_freeboard") and f.context)
    index = record_index(task, fact.role)
    earlier = Turn("earlier", RULES.read("Please share everything.", index, []), (fact.id,))
    message = (
        f"Please check your records again and send me the {fact.label} for {task.candidates[0]}."
    )
    assert "1%" in fact.label and not RULES.read(message, index, [earlier]).exact


# -- play-tests of 2026-12-06 (the hard and expert levels; v4 388, hard-v1 152) ---------------

HARD = dataset.load_benchmark("hard-v1")
COACH = 152  # the coach appointment: Tevita Fifita's work authorisation is withheld in Mixed


def read_hard(index: int, role: str, message: str, history: list[Turn] | None = None) -> Request:
    return RULES.read(message, record_index(HARD[index], role), history or [])


def test_a_hedge_on_what_would_do_and_where_a_record_sits_ask_for_nothing():
    # "I don't keep anything on pending", "... concussion-management certification and
    # safeguarding compliance".
    request = read_hard(
        COACH,
        "recruitment_officer",
        "On Tevita Fifita, is there anything on file about his work authorisation, e.g. a permit "
        "application or residency status? Even a pending status would help.",
    )
    assert request.facts == ("work_authorisation",) and request.unheld == ()
    request = read_hard(
        COACH,
        "safe_sport_officer",
        "Do you track concussion-management certification as part of safeguarding compliance? "
        "If yes, which of the four hold a current one?",
    )
    assert request.unheld == ("concussion-management certification",)


def test_anything_on_file_about_a_record_not_held_is_no_request_for_everything():
    # Play-test: "do you have anything on file about concussion-management certification for
    # ...?" got the team operations manager's whole file, then "not something I hold".
    about = read_hard(
        COACH,
        "team_operations_manager",
        "Quick check: do you have anything on file about concussion-management certification "
        "for Siobhan Gallagher, Marie-Claude Tremblay, Amara Okafor or Tevita Fifita?",
    )
    assert not about.relevant and about.unheld == ("concussion-management certification",)
    # Anything on a candidate, or on all of them, is still everything.
    for message in ("Do you have anything on Tevita Fifita?", "Any information on all four?"):
        request = read_hard(COACH, "team_operations_manager", message)
        assert request.relevant and len(request.facts) == 4, message


def test_pulling_the_record_up_or_a_yes_no_on_a_candidate_asks_for_the_value_withheld():
    # Play-test: both got the withheld line again, word for word.
    first = read_hard(
        COACH, "recruitment_officer", "Is there anything on file about Fifita's work authorisation?"
    )
    history = [turn(first)]
    for message in (
        "You said it is on record. Could you pull that record up and tell me what it shows?",
        "A yes/no then: is Tevita Fifita authorised to work in Canada as of now?",
    ):
        request = read_hard(COACH, "recruitment_officer", message, history)
        assert request.exact and request.facts == ("work_authorisation",), message
    # "Is there a newer test?" is no yes-or-no on a candidate: it asks for a context.
    assert not read(3, "emergency_power_technician", "Is there a newer load test result?").exact


def test_another_colleagues_label_said_without_the_candidates_kind_is_named_as_not_held():
    # Play-test (v4 388): "The quoted days in dock too, if you have them to hand." was dropped
    # in silence by the finance controller ("yard's quoted days in dock" is the planner's).
    request = RULES.read(
        "What payment terms does each yard offer? The quoted days in dock too, if you have them "
        "to hand.",
        record_index(dataset.load_benchmark("v4")[388], "fleet_finance_controller"),
        [],
    )
    assert request.facts == ("payment_terms",)
    assert request.unheld and "quoted days" in request.unheld[0]


def test_that_information_points_back_and_long_yes_no_questions_and_tags_confirm():
    v4 = dataset.load_benchmark("v4")
    # Play-test (v4 519): "Do you hold that information? Yes or no will suffice." got the
    # procurement manager's whole file.
    index = record_index(v4[519], "procurement_manager")
    first = RULES.read("What labour charge per shop visit did each bidder quote?", index, [])
    request = RULES.read(
        "Thank you. You did not mention the location of the overhaul shops. Do you hold that "
        "information? Yes or no will suffice.",
        index,
        [turn(first)],
    )
    assert not request.relevant and request.unheld
    # "One confirmation, please: is the estimated material and parts cost per shop visit for
    # Tatra Aero Overhaul 1,210,000 EUR, ...? Yes or no." got the figure, without a yes.
    index = record_index(v4[519], "powerplant_engineer")
    first = RULES.read("What is the material and parts cost per shop visit?", index, [])
    request = RULES.read(
        "Thank you. One confirmation, please: is the estimated material and parts cost per shop "
        "visit for Tatra Aero Overhaul 1,210,000 EUR, i.e. the same as Kestrel Powerplant "
        "Group? Yes or no.",
        index,
        [turn(first)],
    )
    assert request.confirm and request.put == 1_210_000 and request.facts == ("material_cost",)
    # A tag question (hard-v1 65): "...: that covers the whole campaign, yes?".
    index = record_index(HARD[65], "programme_finance_manager")
    first = RULES.read("What site access fee does each airfield charge?", index, [])
    request = RULES.read(
        "Cheers! And the Sierra Alta site access fee of 55,000 GBP: that covers the whole "
        "campaign, yes?",
        index,
        [turn(first)],
    )
    assert request.confirm and request.candidates == ("Sierra Alta Aerodrome",)


def test_what_a_request_is_for_named_by_its_decision_asks_for_nothing():
    # Play-test (v4 77): "for the HGV diversion decision" made the maintenance manager, whose
    # "pre-diversion pavement patching cost" shares a word, say "As for HGV diversion: that is
    # not something I hold."
    request = RULES.read(
        "Morning all - for the HGV diversion decision, please send whatever you hold on the "
        "A595 West Coast, A69 Tyne Valley and M6-A590 Western loop routes.",
        record_index(dataset.load_benchmark("v4")[77], "highway_maintenance_manager"),
        [],
    )
    assert request.unheld == () and len(request.facts) == 4


@pytest.mark.parametrize(
    ("message", "context"),
    [
        (
            "What is the on-time delivery rate (first half of 2025) of each candidate?",
            "first_half_of_2025",
        ),
        (
            "What was each candidate's on-time delivery rate in the first half of 2025?",
            "first_half_of_2025",
        ),
        ("On-time delivery rate for the second half of 2024, please.", "second_half_of_2024"),
        ("And the second half of 2025?", "second_half_of_2025"),
    ],
)
def test_a_context_named_in_full_is_that_one_among_siblings_sharing_its_words(message, context):
    # ``scenario check`` at expert: "first half of 2025" got the second half of 2025, whose
    # "half" and "2025" it says (the records name the halves by cues: "six months to 30 June").
    task = dataset.load_benchmark("expert-v4")[97]
    index = record_index(task, "materials_planning_manager")
    request = RULES.read(message, index, [])
    (fact,) = [f for f in request.facts if f.startswith("on_time_delivery")]
    assert fact == f"on_time_delivery__{context}", request.facts


def test_the_one_after_that_among_three_contexts_is_the_nearest():
    # Left by the last review: "the one after that" after the second half of 2024 gave both
    # halves of 2025.
    task = dataset.load_benchmark("expert-v4")[97]
    index = record_index(task, "materials_planning_manager")
    first = "What is the on-time delivery rate (second half of 2024) of each candidate?"
    before = RULES.read(first, index, [])
    turn = Turn(first, before, before.facts)
    request = RULES.read("And the one after that?", index, [turn])
    assert request.facts == ("on_time_delivery__first_half_of_2025",)


# -- the held-out corpora's findings (2026-12-07): each rule on a message the corpora do not hold


@pytest.mark.parametrize(
    ("message", "context"),
    [
        ("Early-failure rate for Lot 7 in the hotter of your two stress tests?", "150 °C"),
        ("And the early-failure rate at the cooler stress temperature?", "125 °C"),
    ],
)
def test_a_reference_by_size_singles_out_the_context_of_that_figure(message, context):
    request = read(772, "reliability_engineer", message)
    assert request.facts == (f"early_failure_rate__{context.split()[0]}_c_stress_test",)
    assert request.unheld == ()


def test_a_reference_by_size_names_no_context_words_as_not_kept():
    request = read(
        803, "battery_performance_engineer", "Round-trip efficiency in the lower C-rate test?"
    )
    assert request.facts == ("round_trip_efficiency__0_5c_factory_test",)
    assert request.unheld == ()


def test_a_reference_by_a_placing_word_singles_out_its_context():
    first = read(105, "species_licensing_officer", "Tulloch Moor pools: the HRA outcome?")
    request = read(105, "species_licensing_officer", "What about the lower reach?", [turn(first)])
    assert request.facts == ("hra_outcome__downstream_reach",)


def test_a_label_said_in_full_outshines_one_word_of_another():
    asked = "Which annual ground rent is each landlord asking at the Sakazu plot?"
    assert read(980, "site_acquisition_manager", asked).facts == ("ground_rent",)
    both = "Landlord agreement status and annual ground rent for the Sakazu plot?"
    assert read(980, "site_acquisition_manager", both).facts == ("landlord_status", "ground_rent")


def test_a_question_in_a_records_unit_names_it_by_a_word_of_kind():
    request = read(257, "project_budget_manager", "How many months will Takeda's contract run?")
    assert request.facts == ("contract_months",)


def test_a_question_of_its_own_beside_a_record_names_what_is_not_kept():
    request = read(
        70,
        "finance_controller",
        "What's Kestrel Powerplant Group's credit rating? And how many engines did they "
        "overhaul last year?",
    )
    assert request.facts == ("credit_rating",)
    assert any("engines" in u for u in request.unheld)


def test_a_figure_quoted_back_is_no_record_and_the_measured_value_is_exact():
    first = read(
        730, "environmental_assessment_practitioner", "How far is Nooiensfontein from a wetland?"
    )
    request = read(
        730,
        "environmental_assessment_practitioner",
        "You said 'roughly 300 to 500 m' - what's the measured distance?",
        [turn(first)],
    )
    assert request.facts == ("wetland_distance",) and request.exact and request.unheld == ()


def test_an_optional_candidate_in_brackets_is_asked_about():
    request = read(
        361,
        "dark_sky_protection_officer",
        "Is Loma Negra del Inca legally protected for dark skies? (Portezuelo Azul too, if "
        "it's easy to check.)",
    )
    assert "Portezuelo Azul" in request.candidates and request.unheld == ()


def test_an_optional_candidate_by_first_name_is_asked_about():
    request = read(
        939,
        "recruitment_officer",
        "Does Marie-Claude Tremblay have the right to work in Canada? Happy to have Siobhan's "
        "too, if it's in front of you.",
    )
    assert set(request.candidates) == {"Marie-Claude Tremblay", "Siobhan Gallagher"}


def test_each_candidate_said_only_in_the_story_leaves_the_one_asked_about():
    request = read(
        971,
        "traffic_management_lead",
        "The mayor's office has asked us to present, for each bidder, how many nights of "
        "closures to expect. How many lane-closure nights has Novak Mostogradnja planned?",
    )
    assert request.candidates == ("Novak Mostogradnja d.o.o.",)


def test_a_sentence_in_brackets_after_the_question_only_says_what_it_means():
    request = read(
        206,
        "real_estate_and_leasing_manager",
        "What's the minimum lease term at Oakville Eastgate Building B? (In years, if that's how "
        "the landlord's agent wrote it.)",
    )
    assert request.facts == ("min_lease_term",)


def test_pleasantries_and_as_well_name_nothing_not_kept():
    request = read(
        206,
        "real_estate_and_leasing_manager",
        "Hope all's well! What's the monthly gross rent at Oakville Eastgate Building B, and the "
        "minimum lease term as well?",
    )
    assert request.unheld == ()


def test_where_to_look_is_no_request_for_every_record():
    first = read(
        737, "talent_acquisition_lead", "What notice period does Capt. Sofia Papadakis have?"
    )
    request = read(
        737,
        "talent_acquisition_lead",
        "Could you check her file for the exact number of weeks?",
        [turn(first)],
    )
    assert request.facts == ("notice_period",) and request.exact


def test_a_number_after_over_is_no_count_of_candidates():
    first = read(746, "technical_assessment_panel_chair", "How long did Sione Taufa take?")
    request = read(
        746,
        "technical_assessment_panel_chair",
        "You said just over three. How many hours exactly?",
        [turn(first)],
    )
    assert request.candidates == ("Sione Taufa",)


@pytest.mark.parametrize(
    ("index", "role", "message", "fact"),
    [
        (
            405,
            "test_safety_manager",
            "Crash rescue response time at Atlas Mountains Test Strip during the working week?",
            "crash_response__weekday_operations",
        ),
        (
            260,
            "security_manager",
            "How fast did the guards at Bruges Heritage Depot turn up in the after-hours test?",
            "guard_response__night_and_weekend_test",
        ),
        (
            392,
            "logistics_planner",
            "Is the Tasman weighbridge open at weekends, and for how many hours?",
            "gate_hours__saturday",
        ),
        (
            804,
            "energy_market_analyst",
            "What does curtailment at Paraje Las Hoyas look like in the future?",
            "curtailment__2028_forecast",
        ),
    ],
)
def test_a_context_said_as_people_say_it_is_that_context(index, role, message, fact):
    assert read(index, role, message).facts == (fact,)


def test_an_optional_candidate_in_a_sentence_of_its_own_is_asked_about():
    request = read(
        622,
        "laboratory_chemist",
        "Did Fountain Street's effluent fingerprint match the kill-zone samples? Galt's too, if "
        "it's back.",
    )
    assert set(request.candidates) == {
        "Fountain Street Asphalt Plant",
        "Galt Wastewater Treatment Plant",
    }


@pytest.mark.parametrize(
    ("index", "role", "message"),
    [
        (557, "fodder_supply_officer", "covered hay storage at orbost? its for the fodder plan"),
        (
            504,
            "environmental_assessment_practitioner",
            "EA status for Kuils River: authorised, or pending?",
        ),
        (
            622,
            "field_investigator",
            "Total ammonia at Galt's outfall in the sample of the 12th, for inclusion in the "
            "incident report?",
        ),
    ],
)
def test_what_a_figure_is_for_status_words_and_dates_name_nothing_not_kept(index, role, message):
    request = read(index, role, message)
    assert request.facts and request.unheld == ()


def test_what_a_figure_is_for_asks_for_no_other_record():
    first = read(631, "director_of_flight_operations", "Capt. Owen Blackwood's PIC hours?")
    request = read(
        631,
        "director_of_flight_operations",
        "A range won't do for the file: what's the exact total?",
        [turn(first)],
    )
    assert request.facts == ("command_hours",) and request.exact


V5 = dataset.load_benchmark("v5")


def test_a_question_for_the_exact_value_beside_a_new_record_asks_for_both():
    # (U2) "a range of 2 to 12 weeks doesn't let me check our rule. Is there anything more
    # precise? Also, do you hold the annual bonus target for him?" got the bonus target only.
    index = record_index(V5[742], "talent_acquisition_lead")
    first = RULES.read("Notice period, salary and relocation for each captain?", index, [])
    request = RULES.read(
        "For Capt. Côté, 2 to 12 weeks is too wide for our rule. Is there anything more "
        "precise? Also, do you hold his annual bonus target?",
        index,
        [Turn("earlier", first, first.facts)],
    )
    assert request.facts == ("notice_period", "bonus_target") and request.exact


def test_answer_only_what_you_hold_names_nothing_not_held():
    # (U3) A list sent to every colleague, "Just answer the items in your area.", got every
    # other item named as not held by each.
    index = record_index(V5[533], "structural_engineer")
    listed = (
        "For each site please send: spare load capacity for antenna equipment; grid connection "
        "lead time; annual ground rent."
    )
    assert RULES.read(listed, index, []).unheld
    request = RULES.read(f"{listed} Just answer the items in your area.", index, [])
    assert request.facts == ("load_capacity",) and request.unheld == ()


def test_whatever_you_hold_of_a_list_none_of_which_is_held_asks_for_nothing():
    # (review play-test) "please send whatever you hold on these: <eight items>" got every
    # record of a colleague who holds none of the eight.
    message = (
        "Please send whatever you hold on these, for each candidate: current "
        "concussion-management certification; international tours led; relocation package."
    )
    request = RULES.read(message, record_index(V5[271], "safe_sport_officer"), [])
    assert not request.relevant and request.unheld, request
    held = RULES.read(message, record_index(V5[271], "team_operations_manager"), [])
    assert held.facts == ("international_tours", "relocation"), held


def test_a_sentence_on_how_a_figure_came_names_nothing_not_held():
    # (review play-test) "For Lindqvist the rebate came as a range (1,500 to 4,000 GBP). Can you
    # give me the exact early-start rebate?" got "I don't keep anything on rebate came".
    request = RULES.read(
        "For Lindqvist the rebate came as a range (1,500 to 4,000 GBP). Can you give me the "
        "exact early-start rebate?",
        record_index(V5[766], "finance_business_partner"),
        [],
    )
    assert request.facts == ("agency_rebate",) and request.unheld == (), request


@pytest.mark.parametrize(
    ("index", "role", "message", "facts"),
    [
        # A record put aside in a sentence of its own ("can wait", "another day", "a separate
        # conversation", "I'm not after ...") is not asked for, nor its context.
        (
            266,
            "recruitment_officer",
            "How long is Amara Okafor's notice with her present employer? The market benchmark "
            "for salaries can wait until we have a preferred candidate.",
            ("notice_weeks",),
        ),
        (
            287,
            "hydrogeologist",
            "Drawdown at the design pumping rate for Strandfontein, please. We're not after the "
            "yields from either pumping test today, so leave those out.",
            ("drawdown",),
        ),
        (
            372,
            "imaging_standards_lead",
            "What star rating did Lumen Imaging's pilot scans get under FADGI? Word-level OCR "
            "is a separate discussion for next week.",
            ("fadgi_rating",),
        ),
        # A story that fears boreholes "running dry" names no dry-season pumping test beside a
        # record held in no context.
        (
            287,
            "hydrogeologist",
            "Neighbours worry their wells will run dry in a drought. What drawdown does "
            "Nooiensfontein show at the design pumping rate?",
            ("drawdown",),
        ),
        # "What I still need is the planning side": a lead-in to the question after it.
        (
            739,
            "flight_test_director",
            "What I still need from you is the planning side. How many flight-test hours are "
            "planned for Mesa Verde Proving Ground?",
            ("test_hours",),
        ),
        # A long label said but for one word outshines a word of another ("effluent").
        (
            958,
            "laboratory_chemist",
            "Does the Blair Road Landfill effluent match the kill-zone samples chemically?",
            ("fingerprint_match",),
        ),
        # Pleasantries, apologies and what prompted the request name nothing not held.
        (
            110,
            "quality_assurance_manager",
            "Sorry for the barrage of questions this week, and hope the harvest is going well. "
            "What DON level did Saaremaa Organic Oats come in at?",
            ("don_level",),
        ),
        (
            164,
            "port_authority_liaison",
            "In view of the worsening swell and the salvor's timetable, I respectfully request "
            "the status of port authority consent to receive the casualty at Kristiansund "
            "Vestbase, at your earliest opportunity.",
            ("port_consent",),
        ),
        (
            254,
            "commercial_manager",
            "To the Commercial Manager. I write on behalf of the station selection group. What "
            "is the fee per supported pass at Karoo Teleport?",
            ("fee_per_pass",),
        ),
        # "pin down" is no request for an exact value; "you can skip" puts a record aside.
        (
            189,
            "engineering_director",
            "One thing to pin down on Kenji Morimoto: is he a registered Chartered Professional "
            "Engineer? You can skip the tunnelling method, I have it.",
            ("cpeng_registered",),
        ),
        # "iso14001" is ISO 14001.
        (
            971,
            "environmental_officer",
            "is brückenbau kessler iso14001 certified?",
            ("iso14001",),
        ),
    ],
)
def test_what_is_put_aside_only_told_or_only_polite_is_not_asked_for(index, role, message, facts):
    request = read(index, role, message)
    assert request.facts == facts and not request.contexts and request.unheld == (), request
    assert not request.exact, request


@pytest.mark.parametrize(
    ("index", "role", "message", "fact"),
    [
        (
            432,
            "cleanroom_contamination_specialist",
            "Particle adders at Grenoble Alpine Microfab in the second of the two monitor runs?",
            "particle_adders__february_2026_monitor_run",
        ),
        (
            432,
            "cleanroom_contamination_specialist",
            "How many particle adders did Grenoble see in the first of its two monitor runs?",
            "particle_adders__january_2026_monitor_run",
        ),
        # The hours of a day order shifts: the later is the evening one.
        (
            675,
            "fire_operations_planner",
            "For Valhalla Rotorcraft, what airborne-after-dispatch time applies on the earlier of "
            "their two shifts?",
            "dispatch_time__day_shift",
        ),
        (
            600,
            "safety_and_security_officer",
            "Odense North Arena's full evacuation time in the live drill, as opposed to the "
            "computer run?",
            "evacuation_time__full_capacity_drill",
        ),
    ],
)
def test_a_context_singled_out_by_place_time_of_day_or_contrast(index, role, message, fact):
    request = read(index, role, message)
    assert request.facts == (fact,) and request.unheld == (), request


def test_the_following_one_is_the_next_after_the_one_asked_before():
    role = "planning_and_permits_officer"
    first = read(870, role, "Objections to the Mizushima mast in the first consultation round?")
    request = read(870, role, "And in the subsequent round?", [turn(first)])
    assert request.facts == ("objections__second_consultation_round",), request
    listed = read(870, role, "Please send the following records: neighbour objections.")
    assert len(listed.facts) == 2, listed  # a list, not the one after


def test_a_candidate_denied_or_a_figure_of_words_is_no_candidate_asked_about():
    role = "evacuation_transport_officer"
    first = read(565, role, "Bus transfer cost per activation for Zillmere Civic Centre?")
    request = read(565, role, "Is the 3,900 AUD for Zillmere rather than Sandgate?", [turn(first)])
    assert request.candidates == ("Zillmere Civic Centre",), request
    both = read(565, role, "Bus transfer cost for Zillmere, and not just Sandgate?")
    assert set(both.candidates) == {"Zillmere Civic Centre", "Sandgate Town Hall"}, both
    nwosu = read(740, "crew_scheduling_manager", "Reserve days per month for Capt. Nwosu?")
    request = read(
        740, "crew_scheduling_manager", "'Three to five', you said. Which is it?", [turn(nwosu)]
    )
    assert request.candidates == ("Capt. Amara Nwosu",), request


def test_an_imperative_after_a_condition_asks_for_the_candidates_it_names():
    request = read(
        385,
        "procurement_manager",
        "What did Loyang quote for the docking and retrofit? If the Johor and Vung Tau quotes "
        "are on the same sheet, forward those as well.",
    )
    assert request.facts == ("dock_quote",) and len(request.candidates) == 3, request


def test_an_exact_value_asked_after_a_vague_one_is_of_the_record_discussed():
    role = "finance_and_grants_officer"
    first = read(889, role, "Daily operating cost for Orbost Racecourse paddocks when activated?")
    request = read(
        889,
        role,
        "'Several thousand' won't survive the grant application. What is the exact daily cost?",
        [turn(first)],
    )
    assert request.facts == ("daily_site_cost",) and request.exact, request
    both = read(889, role, "What is the exact daily cost? And the readiness grant?", [turn(first)])
    assert both.facts == ("daily_site_cost", "readiness_grant"), both


@pytest.mark.parametrize(
    ("index", "role", "message", "fact"),
    [
        (
            290,
            "safety_management_system_manager",
            "Reportable occurrences as PIC for Capt. Nwosu in the newer of the two calendar years?",
            "occurrences__2025_calendar_year",
        ),
        (
            2,
            "floodplain_risk_analyst",
            "Floor height above the 1% AEP level at Geebung under the older of the two flood "
            "models?",
            "flood_freeboard__2022_flood_model",
        ),
        (
            189,
            "health_and_safety_director",
            "What injury frequency rate is Kenji Morimoto's project showing at the moment?",
            "trifr__current_project",
        ),
    ],
)
def test_the_newer_or_older_of_two_and_now_single_out_a_context(index, role, message, fact):
    request = read(index, role, message)
    assert request.facts == (fact,), request


@pytest.mark.parametrize(
    ("index", "role", "message", "count"),
    [
        (
            591,
            "dark_sky_protection_officer",
            "Does Cerro Quimal Sur have legal dark-sky protection? Portezuelo Azul as well, "
            "should you have it to hand.",
            2,
        ),
        (
            347,
            "cell_therapy_laboratory_director",
            "What hold time did Nordvik's dry shipper manage in the static bench test? Same for "
            "Helvetia if it's already written up.",
            2,
        ),
        (
            182,
            "talent_acquisition_lead",
            "What's Capt. Yuki Hayashi's notice period? If Côté's is easy to find, I'll take it "
            "too.",
            2,
        ),
        # "between two and three million" counts no candidates.
        (
            128,
            "grid_connection_engineer",
            "The upgrade at Llanos de Almendralejo came as between two and three million. Could "
            "you look up the actual substation upgrade cost?",
            1,
        ),
    ],
)
def test_optional_candidates_said_as_people_say_them_and_ranges_of_words(
    index, role, message, count
):
    assert len(read(index, role, message).candidates) == count


def test_a_request_pointing_at_a_record_the_story_names_and_the_colleague_lacks_gets_not_held():
    # (play-test W4, expert-v6 729) "We are trying to track down the raw-water nitrite ...
    # result. If you hold it, could you send the mg/L figures for both?" got every record of
    # colleagues who hold no nitrite.
    task = dataset.load_benchmark("expert-v6")[729]
    message = (
        "Hi - we are trying to track down the raw-water nitrite (as N) result from the June 2026 "
        "sampling round for Steenbras Fractured-Rock Site and Kuils River Wellfield. If you hold "
        "it, could you send the mg/L figures for both? If not, a quick note saying so is fine."
    )
    lacking = RULES.read(message, record_index(task, "electrical_and_mechanical_engineer"), [])
    assert not lacking.relevant and lacking.unheld == ("raw-water nitrite",), lacking
    holding = RULES.read(message, record_index(task, "treatment_process_engineer"), [])
    assert holding.facts == ("nitrite__june_2026_sampling_round",), holding


def test_play_test_words_that_name_no_record_and_a_hedged_item_that_does():
    # (play-tests W5, Y1, Z1, Z4 of the third session of 2026-12-07)
    landowner = record_index(V5[555], "landowner_liaison_officer")
    first = RULES.read(
        "Where are we with landowner agreements at Allt Dubh wetland?", landowner, []
    )
    moved = RULES.read(
        "Is the refusal there the current position, or has anything moved since?",
        landowner,
        [Turn("earlier", first, first.facts, "Landowner position at Allt Dubh wetland: refused.")],
    )
    assert moved.facts == ("landowner_consent",), moved
    finance = record_index(V5[196], "commercial_finance_analyst")
    hedged = RULES.read(
        "Credit ratings for the three bidders, please. Also, if you have it to hand, the day rate "
        "per installation crew each has offered.",
        finance,
        [],
    )
    assert hedged.facts == ("credit_rating",) and hedged.unheld == ("day rate",), hedged
    skip = RULES.read(
        "Please send the credit rating of each bidder, or simply skip it if you hold no separate "
        "document on it.",
        finance,
        [],
    )
    assert skip.unheld == (), skip
    power = record_index(V5[421], "power_systems_engineer")
    first = RULES.read("Grid connection lead time at Sakazu Hillside plot?", power, [])
    firmer = RULES.read("Is there a firmer estimate?", power, [Turn("earlier", first, first.facts)])
    assert firmer.exact and firmer.facts == ("grid_lead_time",) and firmer.unheld == (), firmer


def test_corpus_10_misses_read_as_general_rules():
    # The tenth held-out corpus at first sight (2026-12-07, fourth session), each on a message
    # no corpus holds. Pleasantries, a sign-off and a candidate named in chatter ask nothing.
    aspley = "Aspley Leisure Centre"
    for message in (
        "Hope the storms stayed away from your end of the valley. Sorry to bother you in the "
        "middle of budget season! For Aspley Leisure Centre, what's the gauge distance? "
        "Congrats on the promotion, by the way.",
        "Lovely pictures from the Geebung open day, by the way. Could you send the gauge "
        "distance for Aspley Leisure Centre?",
        "I've got the 2025 flood model freeboard from the council's summary, so leave that out. "
        "What's the gauge distance for Aspley Leisure Centre?",
        "Last year a venue we used had too little freeboard above the flood level, which cost us "
        "a week. I'd like to rule that risk out early. What is the gauge distance for Aspley "
        "Leisure Centre?",
    ):
        request = read(SHELTER, "floodplain_risk_analyst", message)
        assert request.facts == ("gauge_distance",), (message, request)
        assert request.candidates == (aspley,) and request.unheld == (), (message, request)
    optional = read(
        SHELTER,
        "floodplain_risk_analyst",
        "What's the gauge distance for Aspley Leisure Centre? Feel free to add Boondall's if it's "
        "on the same page.",
    )
    assert set(optional.candidates) == {aspley, "Boondall Showground Pavilion"}, optional
    signed = read(
        261,
        "chief_archaeologist",
        "Dear colleague,\n\nCould you tell me how many site reports Yuki Sato-Brennan has "
        "published?\n\nKind regards,\nPanel Secretary",
    )
    assert signed.facts == ("site_reports",) and signed.unheld == (), signed
    # "Under the 2022 flood model" is a context, not a figure to compare with.
    freeboard = read(SHELTER, "floodplain_risk_analyst", f"What's the freeboard at {aspley}?")
    under = read(
        SHELTER, "floodplain_risk_analyst", "Is that under the 2022 flood model?", [turn(freeboard)]
    )
    assert not under.exact and under.facts == ("flood_freeboard__2022_flood_model",), under
    # "To the penny" asks for the exact value.
    salary = read(8, "pay_and_reward_adviser", "What basic salary is Dr Rafael Monteiro offered?")
    penny = read(8, "pay_and_reward_adviser", "Could I have that to the penny?", [turn(salary)])
    assert penny.exact and penny.facts == ("basic_salary",), penny


def test_corpus_10_contexts_said_as_people_say_them():
    def context(index: int, role: str, message: str) -> list[str]:
        return sorted(read(index, role, message).contexts)

    engineer = "test_instrumentation_engineer"
    northern = "What telemetry coverage does Sierra Alta Aerodrome get in the northern of its two "
    assert context(68, engineer, northern + "test sectors?") == ["north test sector"]
    recent = "For Mr Karim Haddad, what CPD credit total sits against the more recent of his two "
    recent += "appraisal years?"
    assert context(8, "appraisal_and_revalidation_lead", recent) == ["2025-26 appraisal year"]
    # "Weekend" is a common word ("by the weekend"), and still tells the weekend daytime period
    # from the weekday peak.
    route = "the additional HGV journey time on the A6 Shap Summit route"
    assert context(523, "traffic_modeller", f"What's {route} at weekends?") == [
        "weekend daytime period"
    ]
    assert context(523, "traffic_modeller", f"Could you send {route} by the weekend?") == []
    street = "What coverage does Nakasho Apartment Block B give people walking in the street?"
    assert context(84, "radio_planning_engineer", street) == ["outdoor coverage basis"]
    after = "What guard response did you record at Genk Colliery Vault outside working hours?"
    assert context(36, "security_manager", after) == ["night and weekend test"]
    winter = read(
        0,
        "chief_pilot_evaluator",
        "Are Skeena Aerial Ltd.'s mountain-flying endorsements current in the January 2027 check, "
        "the mid-winter one?",
    )
    assert sorted(winter.contexts) == ["January 2027 check"] and winter.unheld == (), winter


def test_corpus_10_records_named_only_by_a_context_or_in_a_hurry():
    delegate = "technical_delegate"
    lux = read(40, delegate, "What's the vertical illuminance at Odense North Arena?")
    centre = read(40, delegate, "Was that taken at the court centre?", [turn(lux)])
    assert centre.facts == ("lighting_level__court_centre_measurement",), centre
    hurried = read(40, delegate, "how many courts at odense north arena n whats the ceiling hgt")
    assert set(hurried.facts) == {"ceiling_height", "court_count"}, hurried


def test_play_test_candidates_a_pointer_or_a_pronoun_stands_for_and_a_list_joined_by_ampersand():
    # (play-tests Q5, Q1, Q2 of the fourth session of 2026-12-07)
    ground = record_index(V5[140], "ground_data_systems_engineer")
    pointed = RULES.read(
        "My notes have Fairbanks Polar Uplink at 15 minutes of delivery latency. Can you check "
        "that against your files, and confirm Inuvik while you are at it?",
        ground,
        [],
    )
    assert set(pointed.candidates) == {"Fairbanks Polar Uplink", "Inuvik Arctic Gateway"}
    assert pointed.facts == ("delivery_latency",), pointed
    earlier = RULES.read("What delivery latency do Dunedin and Inuvik have?", ground, [])
    its = RULES.read(
        "You missed Fairbanks Polar Uplink, the one that matters most. What is its latency?",
        ground,
        [Turn("earlier", earlier, earlier.facts)],
    )
    assert its.candidates == ("Fairbanks Polar Uplink",), its
    hospitality = record_index(V5[602], "hospitality_and_logistics_manager")
    at_it = RULES.read(
        "What catering minimum applies at Kolding Event Centre? And, while you're at it, for "
        "Roskilde Dome and Valby Sports Centre as well.",
        hospitality,
        [],
    )
    assert len(at_it.candidates) == 3 and at_it.facts == ("catering_minimum",), at_it
    reward = record_index(V5[88], "reward_and_relocation_specialist")
    joined = RULES.read(
        "pls send base salary, company car allowance & relocation allowance for all 3",
        reward,
        [],
    )
    assert set(joined.facts) == {"base_salary", "relocation_allowance"}, joined
    assert joined.unheld == ("company car allowance",), joined
    told = RULES.read(
        "Could you send the relocation allowance for Yusuf Demir? If your records distinguish "
        "years, please indicate it explicitly.",
        reward,
        [],
    )
    assert told.facts == ("relocation_allowance",) and told.unheld == (), told


def test_corpus_11_asides_put_aside_and_formal_letters_ask_nothing():
    # The eleventh held-out corpus at first sight (2026-12-07, fifth session), each rule on a
    # message no corpus holds (task 751: the HGV diversion).
    role, hartside = "highway_structures_engineer", ("A686 Hartside route",)
    for message in (
        "Thanks again for the bridge tour. Finance has already given me the structure counts, "
        "so please skip those. What's the lowest weight limit on the Hartside route?",
        "Really appreciate the quick turnaround last week. Headroom isn't urgent, and the "
        "structure count can sit until after the board. What's the lowest weight limit on the "
        "Hartside route? Shout if anything's unclear. Talk soon!",
        "Hope the snow held off. What's the lowest weight limit on the Hartside route? The "
        "structure counts I got from the asset register, so don't bother with those. Enjoy the "
        "long weekend!",
        "Dear Engineer,\n\nOn behalf of the network board to request the lowest weight limit on "
        "the Hartside route, I remain at your disposal for any clarification. An early reply "
        "would be much appreciated given the evolving situation.\n\nYours faithfully,",
        "On the instruction of the duty director, I request the lowest weight limit on the "
        "Hartside route.",
    ):
        request = read(751, role, message)
        assert request.facts == ("weight_limit",), (message, request)
        assert request.candidates == hartside and request.unheld == (), (message, request)


def test_corpus_11_a_candidate_said_by_its_kind_a_pronoun_or_in_an_aside():
    role = "highway_structures_engineer"
    for message in (
        "The board has asked me about the Hartside route. Could you confirm the lowest weight "
        "limit recorded for that route?",
        "When you were out on the Hartside route, did you note its lowest weight limit?",
        "We keep coming back to the Hartside route because the A66 closes in January. What "
        "is the lowest weight limit there?",
    ):
        request = read(751, role, message)
        assert request.candidates == ("A686 Hartside route",), (message, request)
    # A figure quoted back in words counts nothing ("'mid three figures'" is no three routes).
    quoted = read(
        751,
        "highway_maintenance_manager",
        "You said the Hartside patching cost was 'mid three figures'. Could you give me the exact "
        "cost?",
    )
    assert quoted.candidates == ("A686 Hartside route",) and quoted.exact, quoted


def test_corpus_11_exact_values_firm_asks_and_hurried_short_forms():
    role = "highway_structures_engineer"
    history = [turn(read(751, role, "Roughly what headroom is there on the Hartside route?"))]
    for message in (
        "Could you give me the real figure for the headroom?",
        "What headroom does the Hartside route have? Not a ballpark please.",
        "I need the headroom to the nearest centimetre, ideally to the millimetre.",
    ):
        assert read(751, role, message, history).exact, message
    # "with reference to the second-source study" and "near-real-time" ask for no exact value.
    for message in (
        "With reference to the second-source study, what headroom is there on the Hartside route?",
        "For the near-real-time map, what headroom is there on the Hartside route?",
    ):
        assert not read(751, role, message).exact, message
    # "I need the X for Y; that one's a must": a request; "would be a bonus" a hedge; one put
    # aside is not asked about.
    must = read(
        751,
        role,
        "I need the minimum headroom for the Hartside route; that one's a must. The Tyne Valley "
        "figure would be a bonus if it's handy. West Coast we've already ruled out, so skip it.",
    )
    assert set(must.candidates) == {"A686 Hartside route", "A69 Tyne Valley route"}, must
    assert must.facts == ("min_headroom",) and must.unheld == (), must
    short = read(751, "street_works_coordinator", "hartside: conflicting wks + signage cost pls")
    assert set(short.facts) == {"conflicting_works", "signage_cost"}, short


def test_an_ampersand_inside_a_name_of_one_word_joins_it():
    # (play-test U6) "drug & alcohol screen result" was named as "alcohol screen": the "&" was
    # read as a list's "and" ("car allowance & relocation allowance" still is one).
    request = read(
        751,
        "highway_structures_engineer",
        "What's the lowest weight limit on the Hartside route, and the drug & alcohol screen "
        "result for its haulier?",
    )
    assert request.facts == ("weight_limit",), request
    assert any("drug" in u and "alcohol" in u for u in request.unheld), request
