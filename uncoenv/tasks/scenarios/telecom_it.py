"""Telecommunications & IT infrastructure scenarios."""

from uncoenv.tasks.scenarios.schema import FactTemplate as F
from uncoenv.tasks.scenarios.schema import RoleTemplate as R
from uncoenv.tasks.scenarios.schema import RuleTemplate as Rule
from uncoenv.tasks.scenarios.schema import ScenarioTemplate
from uncoenv.tasks.scenarios.schema import TierTemplate as T

DR_DATACENTRE = ScenarioTemplate(
    domain="telecom_it",
    name="telecom_disaster_recovery_datacentre",
    background=(
        "Helvetia Mutual, an insurer headquartered in Zurich, must choose a colocation data "
        "centre to host its disaster-recovery platform by Q4 2026. Architecture, facilities, "
        "security, network, risk, legal and cost assessments of each facility sit with "
        "different teams, so the IT steering committee must combine them before it signs a "
        "colocation contract."
    ),
    question="Which data centre, if any, meets every requirement for the disaster-recovery site?",
    positive="Select",
    negative="Do not select",
    candidates=[
        "Alpine DataVault Lugano",
        "Rheinpark Colo Basel",
        "Jura Compute Centre Biel",
        "Bodensee Data Hub St. Gallen",
        "Léman Secure Hosting Lausanne",
        "Aare Bunker DC Brugg",
        "Innerschweiz Data Park Zug",
        "Ticino Cloudhaus Bellinzona",
    ],
    roles=[
        R(
            title="Infrastructure Architect",
            responsibilities="Checks geographic separation, latency and capacity against the "
            "recovery design.",
            facts=[
                F(
                    key="separation_distance",
                    label="distance from the primary data centre",
                    kind="number",
                    unit="km",
                    domain=[25, 40, 60, 85, 110, 150, 190],
                    good="higher",
                    templates=[
                        "{candidate} lies {value} from our primary data centre in Zurich.",
                        "Geographic separation, {candidate} to primary site: {value}.",
                    ],
                ),
                F(
                    key="replication_latency",
                    label="round-trip replication latency to the primary site",
                    kind="number",
                    unit="ms",
                    domain=[0.8, 1.2, 1.7, 2.3, 3.1, 4.2],
                    good="lower",
                    contexts=["peak-hour basis", "daily-average basis"],
                    templates=[
                        "Measured on a {context}, round-trip latency from {candidate} to Zurich "
                        "is {value}.",
                        "Latency test ({context}): {candidate} — {value} round trip.",
                    ],
                ),
                F(
                    key="racks_required",
                    label="racks required at the site's power density",
                    kind="number",
                    unit="racks",
                    domain=[8, 10, 12, 14, 16],
                    templates=[
                        "At {candidate}'s permitted power density we would need {value}.",
                        "Rack count for the recovery platform at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Facilities and Power Engineer",
            responsibilities="Assesses resilience of power, cooling and building services.",
            facts=[
                F(
                    key="tier_rating",
                    label="Uptime Institute tier certification",
                    kind="category",
                    domain=["Tier IV", "Tier III", "Tier II"],
                    good=["Tier IV", "Tier III"],
                    templates=[
                        "{candidate} is certified to Uptime Institute {value}.",
                        "Design certification held by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="power_availability",
                    label="measured power availability",
                    kind="number",
                    unit="%",
                    domain=[99.9, 99.95, 99.98, 99.99, 99.995, 99.999],
                    good="higher",
                    contexts=["2024 calendar year", "2025 calendar year"],
                    templates=[
                        "Over the {context}, {candidate} delivered power availability of {value}.",
                        "Availability report, {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="generator_autonomy",
                    label="on-site generator fuel autonomy",
                    kind="number",
                    unit="hours",
                    domain=[24, 36, 48, 72, 96],
                    good="higher",
                    templates=[
                        "{candidate}'s generators can run for {value} on stored fuel.",
                        "Fuel autonomy at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Information Security Officer",
            responsibilities="Audits security certification and physical access controls.",
            facts=[
                F(
                    key="iso27001",
                    label="ISO/IEC 27001 certification",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} ISO/IEC 27001 certification for the whole facility.",
                        "Certificate check: {candidate} {value} a valid ISO/IEC 27001 certificate.",
                    ],
                ),
                F(
                    key="access_findings",
                    label="physical access control findings",
                    kind="number",
                    unit="findings",
                    domain=[0, 1, 2, 3, 5, 8],
                    good="lower",
                    contexts=["March 2026 site inspection", "June 2026 site inspection"],
                    templates=[
                        "The {context} at {candidate} raised {value} on physical access control.",
                        "Inspection log, {context}: {candidate} — {value} on access control.",
                    ],
                ),
            ],
        ),
        R(
            title="Network Engineer",
            responsibilities="Designs connectivity between the primary and recovery sites.",
            facts=[
                F(
                    key="fibre_routes",
                    label="physically diverse fibre routes into the building",
                    kind="number",
                    unit="routes",
                    domain=[1, 2, 3, 4, 5],
                    good="higher",
                    templates=[
                        "{candidate} is served by {value} of physically diverse fibre.",
                        "Diverse fibre entries at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="cross_connect_setup",
                    label="one-off cross-connect installation cost",
                    kind="number",
                    unit="CHF",
                    domain=[4000, 6500, 9000, 12000, 15000],
                    templates=[
                        "Installing our cross-connects at {candidate} costs {value} once.",
                        "Cross-connect set-up quote, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="carriers_on_site",
                    label="carriers present in the meet-me room",
                    kind="number",
                    unit="carriers",
                    domain=[3, 5, 8, 12, 18],
                    templates=[
                        "{candidate}'s meet-me room hosts {value}.",
                        "Carrier count at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Procurement Manager",
            responsibilities="Negotiates rack rental and set-up charges.",
            facts=[
                F(
                    key="rack_fee",
                    label="monthly rental per rack",
                    kind="number",
                    unit="CHF per rack-month",
                    domain=[1150, 1300, 1450, 1600, 1800],
                    templates=[
                        "{candidate} rents rack space at {value}.",
                        "Rack rental quoted by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="setup_fee",
                    label="one-off provider set-up fee",
                    kind="number",
                    unit="CHF",
                    domain=[18000, 25000, 32000, 40000, 48000],
                    templates=[
                        "{candidate} charges a one-off set-up fee of {value}.",
                        "Set-up fee in {candidate}'s offer: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Business Continuity Manager",
            responsibilities="Assesses natural-hazard exposure and emergency services access.",
            facts=[
                F(
                    key="flood_hazard",
                    label="cantonal flood hazard zone",
                    kind="category",
                    domain=["no hazard", "residual hazard", "low hazard", "medium hazard"],
                    good=["no hazard", "residual hazard"],
                    templates=[
                        "Cantonal flood hazard map entry for {candidate}: {value}.",
                        "Flood hazard classification for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="fire_response",
                    label="fire brigade response time",
                    kind="number",
                    unit="minutes",
                    domain=[6, 8, 10, 13, 16],
                    templates=[
                        "The fire brigade reaches {candidate} in {value}.",
                        "Emergency response time at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Legal and Compliance Counsel",
            responsibilities="Reviews data residency and contract terms against regulatory "
            "requirements.",
            facts=[
                F(
                    key="swiss_residency",
                    label="guarantee that all data and backups stay in Switzerland",
                    kind="bool",
                    words=("does not guarantee", "guarantees"),
                    good=True,
                    templates=[
                        "{candidate} {value} that all data and backups remain in Switzerland.",
                        "Contract review: {candidate} {value} Swiss data residency, including "
                        "backups.",
                    ],
                ),
                F(
                    key="minimum_term",
                    label="minimum contract term",
                    kind="number",
                    unit="years",
                    domain=[1, 2, 3, 5, 7],
                    templates=[
                        "{candidate} requires a minimum contract term of {value}.",
                        "Minimum commitment in {candidate}'s terms: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="IT Finance Controller",
            responsibilities="Budgets migration work and the credits providers offer.",
            facts=[
                F(
                    key="migration_cost",
                    label="estimated migration project cost",
                    kind="number",
                    unit="CHF",
                    domain=[35000, 42000, 50000, 58000, 66000],
                    templates=[
                        "Migrating the recovery platform to {candidate} is estimated at {value}.",
                        "Migration budget, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="migration_credit",
                    label="provider migration credit",
                    kind="number",
                    unit="CHF",
                    domain=[4000, 8000, 12000, 15000, 18000],
                    templates=[
                        "{candidate} offers a migration credit of {value}.",
                        "Migration credit confirmed by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="one-off onboarding cost (set-up fee plus cross-connects)",
            unit="CHF",
            precision=0,
            operands=["setup_fee", "cross_connect_setup"],
        ),
        Rule(
            operation="difference",
            label="set-up fee net of the migration credit",
            unit="CHF",
            precision=0,
            operands=["setup_fee", "migration_credit"],
        ),
        Rule(
            operation="mean",
            label="average of the set-up, cross-connect and migration cost items",
            unit="CHF",
            precision=2,
            operands=["setup_fee", "cross_connect_setup", "migration_cost"],
        ),
        Rule(
            operation="ratio",
            label="set-up fee per rack required",
            unit="CHF per rack",
            precision=2,
            operands=["setup_fee", "racks_required"],
        ),
        Rule(
            operation="product",
            label="monthly rack rental for the recovery platform",
            unit="CHF per month",
            precision=0,
            operands=["racks_required", "rack_fee"],
        ),
        Rule(
            operation="weighted_sum",
            label="risk-weighted transition cost (migration weighted 1.25)",
            unit="CHF",
            precision=0,
            operands=["setup_fee", "cross_connect_setup", "migration_cost"],
            weights=[1, 1, 1.25],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net one-off transition cost after the migration credit",
            unit="CHF",
            precision=0,
            operands=["setup_fee", "cross_connect_setup", "migration_cost", "migration_credit"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="contingency reserve on the set-up fee and migration cost",
            unit="CHF",
            precision=2,
            operands=["setup_fee", "migration_cost"],
            tiers=[T(up_to=80000, rate=0.1), T(up_to=None, rate=0.2)],
        ),
    ],
)

FIBRE_CONTRACTOR = ScenarioTemplate(
    domain="telecom_it",
    name="telecom_fibre_rollout_contractor",
    background=(
        "Fjordnett AS, an open-access fibre operator based in Bergen, is choosing a civil-works "
        "and fibre-installation partner for its 2027 fibre-to-the-home rollout across rural "
        "Vestland. Build capacity, quality, safety, permitting, customer and commercial "
        "evidence on each bidder sits with different managers, so the rollout board must "
        "assemble it before it awards the framework."
    ),
    question="Which contractor, if any, meets every requirement for the rollout framework?",
    positive="Award",
    negative="Do not award",
    candidates=[
        "Bergstrøm Entreprenør AS",
        "Nordkabel Utbygging AS",
        "Vestlandske Grøfteservice AS",
        "Kowalski Telekom Sp. z o.o.",
        "Lindholm Fiber AB",
        "Aurora Nettbygg AS",
        "Hafjell Infrastruktur AS",
        "Tampereen Kuitupalvelu Oy",
    ],
    roles=[
        R(
            title="Network Build Director",
            responsibilities="Assesses build capacity, construction methods and cost realism.",
            facts=[
                F(
                    key="weekly_homes",
                    label="homes passed per week at full capacity",
                    kind="number",
                    unit="homes",
                    domain=[120, 180, 240, 300, 380, 450],
                    good="higher",
                    templates=[
                        "At full capacity {candidate} can pass {value} a week.",
                        "Build-rate evidence, {candidate}: {value} passed per week.",
                    ],
                ),
                F(
                    key="microtrenching",
                    label="in-house micro-trenching capability",
                    kind="bool",
                    words=("does not have", "has"),
                    good=True,
                    templates=[
                        "{candidate} {value} in-house micro-trenching capability.",
                        "Method check: {candidate} {value} its own micro-trenching crews and "
                        "equipment.",
                    ],
                ),
                F(
                    key="independent_estimate",
                    label="independent cost estimate of the bidder's design",
                    kind="number",
                    unit="NOK",
                    domain=[2000000, 2250000, 2500000, 2750000, 3000000],
                    templates=[
                        "Our independent estimate of {candidate}'s design is {value}.",
                        "Cost check, {candidate}'s pilot-lot design: estimated at {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Quality Manager",
            responsibilities="Reviews splice test results and as-built documentation.",
            facts=[
                F(
                    key="splice_loss",
                    label="average splice loss",
                    kind="number",
                    unit="dB",
                    domain=[0.05, 0.08, 0.1, 0.12, 0.15, 0.2],
                    good="lower",
                    contexts=["OTDR test at 1310 nm", "OTDR test at 1550 nm"],
                    templates=[
                        "In the {context}, {candidate}'s pilot splices averaged {value}.",
                        "Splice quality, {candidate} ({context}): {value} average loss.",
                    ],
                ),
                F(
                    key="asbuilt_acceptance",
                    label="first-time acceptance rate of as-built documentation",
                    kind="number",
                    unit="%",
                    domain=[72, 80, 86, 91, 95, 98],
                    good="higher",
                    templates=[
                        "{candidate}'s as-built documentation is accepted first time in {value} "
                        "of cases.",
                        "As-built first-time acceptance, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="HSE Manager",
            responsibilities="Evaluates injury statistics and safety management certification.",
            facts=[
                F(
                    key="h_value",
                    label="lost-time injury rate (H-value)",
                    kind="number",
                    unit="per million hours",
                    domain=[1.5, 2.4, 3.2, 4.1, 5.3, 6.8],
                    good="lower",
                    contexts=["2024 reporting year", "2025 reporting year"],
                    templates=[
                        "{candidate}'s H-value for the {context} was {value}.",
                        "HSE statistics, {context}: {candidate} — H-value {value}.",
                    ],
                ),
                F(
                    key="iso45001",
                    label="ISO 45001 certification",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} ISO 45001 certification.",
                        "Safety management: {candidate} {value} a current ISO 45001 certificate.",
                    ],
                ),
            ],
        ),
        R(
            title="Procurement Lead",
            responsibilities="Runs the tender and checks commercial compliance.",
            facts=[
                F(
                    key="civil_works_price",
                    label="civil works price for the pilot lot",
                    kind="number",
                    unit="NOK",
                    domain=[2100000, 2350000, 2600000, 2850000, 3100000],
                    templates=[
                        "{candidate} priced the pilot-lot civil works at {value}.",
                        "Tender price for the pilot lot, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="crew_day_rate",
                    label="day rate per installation crew",
                    kind="number",
                    unit="NOK per crew-day",
                    domain=[9800, 11200, 12500, 13900, 15400],
                    templates=[
                        "{candidate} charges {value} for an installation crew.",
                        "Crew day rate quoted by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="framework_accepted",
                    label="acceptance of the framework terms",
                    kind="bool",
                    words=("has not accepted", "has accepted"),
                    good=True,
                    templates=[
                        "{candidate} {value} the framework terms without reservations.",
                        "Compliance check: {candidate} {value} our framework agreement terms.",
                    ],
                ),
            ],
        ),
        R(
            title="Commercial Finance Analyst",
            responsibilities="Assesses financial standing, guarantees and commercial offers.",
            facts=[
                F(
                    key="credit_rating",
                    label="credit rating",
                    kind="category",
                    domain=["AA", "A", "B", "C"],
                    good=["AA", "A"],
                    templates=[
                        "{candidate} holds a credit rating of {value}.",
                        "Credit report, {candidate}: rated {value}.",
                    ],
                ),
                F(
                    key="mobilisation_fee",
                    label="mobilisation fee",
                    kind="number",
                    unit="NOK",
                    domain=[180000, 240000, 300000, 360000, 420000],
                    templates=[
                        "{candidate} charges a mobilisation fee of {value}.",
                        "Mobilisation fee in {candidate}'s offer: {value}.",
                    ],
                ),
                F(
                    key="reinstatement_guarantee",
                    label="reinstatement guarantee posted by the contractor",
                    kind="number",
                    unit="NOK",
                    domain=[250000, 300000, 350000, 400000, 450000],
                    templates=[
                        "{candidate} would post a reinstatement guarantee of {value}.",
                        "Guarantee offered by {candidate} for road reinstatement: {value}.",
                    ],
                ),
                F(
                    key="early_discount",
                    label="early-completion discount",
                    kind="number",
                    unit="NOK",
                    domain=[40000, 75000, 110000, 150000, 190000],
                    templates=[
                        "{candidate} offers an early-completion discount of {value}.",
                        "Early-completion discount, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Permitting and Wayleave Coordinator",
            responsibilities="Handles excavation permits, wayleaves and road reinstatement rules.",
            facts=[
                F(
                    key="permit_approval_rate",
                    label="first-time excavation permit approval rate",
                    kind="number",
                    unit="%",
                    domain=[62, 70, 78, 85, 91, 96],
                    good="higher",
                    contexts=["Voss municipality", "Kvinnherad municipality"],
                    templates=[
                        "In {context}, {value} of {candidate}'s excavation permit applications "
                        "were approved first time.",
                        "Permit statistics, {context}: {candidate} — {value} approved first time.",
                    ],
                ),
                F(
                    key="reinstatement_cost",
                    label="estimated road reinstatement cost",
                    kind="number",
                    unit="NOK",
                    domain=[450000, 520000, 610000, 700000, 780000],
                    templates=[
                        "Road reinstatement for {candidate}'s trench design is estimated at "
                        "{value}.",
                        "Reinstatement estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Field Operations Manager",
            responsibilities="Plans crews, depots and the build schedule.",
            facts=[
                F(
                    key="crews",
                    label="installation crews committed",
                    kind="number",
                    unit="crews",
                    domain=[4, 6, 8, 10, 12],
                    templates=[
                        "{candidate} has committed {value} to the pilot lot.",
                        "Crew commitment, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="build_weeks",
                    label="planned build duration for the pilot lot",
                    kind="number",
                    unit="weeks",
                    domain=[16, 20, 24, 28, 32],
                    templates=[
                        "{candidate} plans to build the pilot lot in {value}.",
                        "Build schedule, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="regional_depots",
                    label="depots in Vestland",
                    kind="number",
                    unit="depots",
                    domain=[0, 1, 2, 3, 4],
                    templates=[
                        "{candidate} operates {value} in Vestland.",
                        "Regional presence, {candidate}: {value} in the county.",
                    ],
                ),
            ],
        ),
        R(
            title="Customer Experience Lead",
            responsibilities="Tracks complaint and satisfaction data from previous rollouts.",
            facts=[
                F(
                    key="complaints_rate",
                    label="customer complaints per 1,000 installations",
                    kind="number",
                    unit="complaints",
                    domain=[2, 4, 6, 9, 13, 18],
                    good="lower",
                    templates=[
                        "{candidate} averaged {value} per 1,000 installations on earlier rollouts.",
                        "Complaint rate, {candidate}: {value} per 1,000 homes connected.",
                    ],
                ),
                F(
                    key="nps",
                    label="net promoter score from previous rollouts",
                    kind="number",
                    unit="points",
                    domain=[12, 24, 35, 47, 58],
                    templates=[
                        "Households connected by {candidate} gave a net promoter score of {value}.",
                        "NPS, {candidate}'s previous rollouts: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="civil works price including road reinstatement",
            unit="NOK",
            precision=0,
            operands=["civil_works_price", "reinstatement_cost"],
        ),
        Rule(
            operation="difference",
            label="reinstatement exposure not covered by the contractor's guarantee",
            unit="NOK",
            precision=0,
            operands=["reinstatement_cost", "reinstatement_guarantee"],
        ),
        Rule(
            operation="mean",
            label="midpoint of the tender price and the independent estimate",
            unit="NOK",
            precision=2,
            operands=["civil_works_price", "independent_estimate"],
        ),
        Rule(
            operation="ratio",
            label="civil works spend per build week",
            unit="NOK per week",
            precision=2,
            operands=["civil_works_price", "build_weeks"],
        ),
        Rule(
            operation="product",
            label="daily cost of the committed installation crews",
            unit="NOK per day",
            precision=0,
            operands=["crews", "crew_day_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="risk-weighted evaluated price (reinstatement weighted 1.5)",
            unit="NOK",
            precision=0,
            operands=["civil_works_price", "mobilisation_fee", "reinstatement_cost"],
            weights=[1, 1, 1.5],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net pilot-lot cost after the early-completion discount",
            unit="NOK",
            precision=0,
            operands=[
                "civil_works_price",
                "mobilisation_fee",
                "reinstatement_cost",
                "early_discount",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="retention on the civil works price and mobilisation fee",
            unit="NOK",
            precision=2,
            operands=["civil_works_price", "mobilisation_fee"],
            tiers=[T(up_to=2500000, rate=0.05), T(up_to=None, rate=0.1)],
        ),
    ],
)

MACRO_CELL_SITE = ScenarioTemplate(
    domain="telecom_it",
    name="telecom_5g_macro_cell_site",
    background=(
        "Seto Inland Mobile, a regional network operator, is choosing a host site for a new 5G "
        "macro cell covering the Kurashiki station district in Okayama Prefecture, with an "
        "on-air target of Q3 2026. Radio, acquisition, structural, EMF, transmission, power, "
        "planning and finance evidence on each site is held by different engineers and "
        "managers, so the rollout committee must combine it before it commits to a build."
    ),
    question="Which site, if any, meets every requirement for hosting the new macro cell?",
    positive="Select",
    negative="Do not select",
    candidates=[
        "Chuo-dori Office Tower rooftop",
        "Kurashiki City Hall annex",
        "Tamashima Harbour grain silo",
        "Nakasho Apartment Block B",
        "Kurashiki Station Plaza building",
        "Sakazu Hillside plot",
        "Mizushima Fire Station mast",
        "Kojima Business Park rooftop",
    ],
    roles=[
        R(
            title="Radio Planning Engineer",
            responsibilities="Predicts coverage and capacity from each candidate site.",
            facts=[
                F(
                    key="target_coverage",
                    label="predicted coverage of the target area",
                    kind="number",
                    unit="%",
                    domain=[74, 80, 85, 89, 93, 97],
                    good="higher",
                    contexts=["outdoor coverage basis", "deep-indoor coverage basis"],
                    templates=[
                        "Assessed on the {context}, {candidate} covers {value} of the target area.",
                        "Coverage prediction, {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="households_covered",
                    label="households within predicted coverage",
                    kind="number",
                    unit="households",
                    domain=[3200, 4100, 5000, 5900, 6800],
                    templates=[
                        "{candidate} would serve {value} within its predicted footprint.",
                        "Households in the predicted footprint of {candidate}: {value}.",
                    ],
                ),
                F(
                    key="antenna_height",
                    label="achievable antenna height above ground",
                    kind="number",
                    unit="m",
                    domain=[18, 24, 30, 36, 45],
                    templates=[
                        "Antennas at {candidate} could be mounted {value} above ground.",
                        "Achievable antenna height, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Site Acquisition Manager",
            responsibilities="Negotiates leases and rents with site owners.",
            facts=[
                F(
                    key="landlord_status",
                    label="landlord agreement status",
                    kind="category",
                    domain=["lease signed", "heads of terms agreed", "in negotiation", "declined"],
                    good=["lease signed", "heads of terms agreed"],
                    templates=[
                        "Landlord agreement for {candidate}: {value}.",
                        "Lease negotiation with the owner of {candidate}: {value}.",
                    ],
                ),
                F(
                    key="ground_rent",
                    label="annual ground rent",
                    kind="number",
                    unit="JPY",
                    domain=[1200000, 1500000, 1800000, 2100000, 2400000],
                    templates=[
                        "The owner of {candidate} asks an annual rent of {value}.",
                        "Annual ground rent, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Structural Engineer",
            responsibilities="Checks load capacity and seismic compliance of host structures.",
            facts=[
                F(
                    key="load_capacity",
                    label="spare load capacity for antenna equipment",
                    kind="number",
                    unit="kN",
                    domain=[8, 12, 15, 20, 25, 30],
                    good="higher",
                    templates=[
                        "{candidate} has {value} of spare load capacity for equipment.",
                        "Structural survey, {candidate}: spare capacity {value}.",
                    ],
                ),
                F(
                    key="seismic_assessment",
                    label="seismic assessment under the current building standard",
                    kind="bool",
                    words=("did not pass", "passed"),
                    good=True,
                    templates=[
                        "{candidate} {value} the seismic assessment under the current building "
                        "standard.",
                        "Seismic check: {candidate} {value} our earthquake-resistance review.",
                    ],
                ),
                F(
                    key="steelwork_cost",
                    label="structural steelwork and mounting cost",
                    kind="number",
                    unit="JPY",
                    domain=[2800000, 3400000, 4100000, 4700000, 5300000],
                    templates=[
                        "Steelwork and mountings at {candidate} are estimated at {value}.",
                        "Structural works estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="EMF Compliance Officer",
            responsibilities="Assesses radio-frequency exposure and public access controls.",
            facts=[
                F(
                    key="emf_exposure",
                    label="predicted exposure relative to the public limit",
                    kind="number",
                    unit="%",
                    domain=[8, 15, 24, 36, 52, 71],
                    good="lower",
                    contexts=["nearest balcony", "public roof access point"],
                    templates=[
                        "At the {context}, exposure from {candidate} is predicted at {value} of "
                        "the public limit.",
                        "EMF assessment, {candidate} ({context}): {value} of the limit.",
                    ],
                ),
                F(
                    key="access_restricted",
                    label="public access to the antenna zone can be restricted",
                    kind="bool",
                    words=("cannot be", "can be"),
                    good=True,
                    templates=[
                        "Public access to the antenna zone at {candidate} {value} restricted.",
                        "Access control review: the antenna area of {candidate} {value} locked "
                        "off from the public.",
                    ],
                ),
            ],
        ),
        R(
            title="Transmission Engineer",
            responsibilities="Plans backhaul connectivity to each site.",
            facts=[
                F(
                    key="backhaul_option",
                    label="best available backhaul",
                    kind="category",
                    domain=["dark fibre on site", "fibre within 200 m", "microwave only"],
                    good=["dark fibre on site", "fibre within 200 m"],
                    templates=[
                        "Best backhaul available at {candidate}: {value}.",
                        "Transmission survey, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="fibre_cost",
                    label="fibre backhaul extension cost",
                    kind="number",
                    unit="JPY",
                    domain=[600000, 900000, 1300000, 1700000, 2200000],
                    templates=[
                        "Extending fibre to {candidate} would cost {value}.",
                        "Backhaul extension quote, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Power Systems Engineer",
            responsibilities="Plans grid connection, backup power and energy use.",
            facts=[
                F(
                    key="grid_lead_time",
                    label="grid connection lead time",
                    kind="number",
                    unit="weeks",
                    domain=[4, 6, 9, 12, 16, 20],
                    good="lower",
                    templates=[
                        "The utility needs {value} to connect {candidate}.",
                        "Grid connection lead time, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="power_cost",
                    label="power installation cost",
                    kind="number",
                    unit="JPY",
                    domain=[750000, 950000, 1150000, 1400000, 1650000],
                    templates=[
                        "Power installation at {candidate} is estimated at {value}.",
                        "Power works quote, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="annual_energy",
                    label="annual energy consumption",
                    kind="number",
                    unit="kWh",
                    domain=[28000, 32000, 36000, 41000, 46000],
                    templates=[
                        "The cell at {candidate} would draw {value} a year.",
                        "Energy forecast, {candidate}: {value} annually.",
                    ],
                ),
                F(
                    key="battery_hours",
                    label="battery backup duration",
                    kind="number",
                    unit="hours",
                    domain=[2, 3, 4, 6, 8],
                    templates=[
                        "Batteries at {candidate} would keep the cell on air for {value}.",
                        "Battery backup, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Planning and Permits Officer",
            responsibilities="Handles zoning, landscape rules and neighbour consultation.",
            facts=[
                F(
                    key="zoning_outcome",
                    label="expected zoning permit outcome",
                    kind="category",
                    domain=["no permit required", "permit likely", "permit unlikely"],
                    good=["no permit required", "permit likely"],
                    templates=[
                        "Zoning assessment for {candidate}: {value}.",
                        "City planning desk view on {candidate}: {value}.",
                    ],
                ),
                F(
                    key="objections",
                    label="neighbour objections received",
                    kind="number",
                    unit="objections",
                    domain=[0, 2, 4, 7, 11, 16],
                    good="lower",
                    contexts=["first consultation round", "second consultation round"],
                    templates=[
                        "The {context} on {candidate} drew {value} from neighbours.",
                        "Consultation log, {context}: {candidate} — {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Network Finance Analyst",
            responsibilities="Models tariffs, subsidies and sharing income for each site.",
            facts=[
                F(
                    key="energy_tariff",
                    label="electricity tariff",
                    kind="number",
                    unit="JPY per kWh",
                    domain=[24, 27, 29, 31, 34],
                    templates=[
                        "Electricity at {candidate} would be billed at {value}.",
                        "Applicable tariff, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="deployment_subsidy",
                    label="municipal 5G deployment subsidy",
                    kind="number",
                    unit="JPY",
                    domain=[400000, 600000, 800000, 1000000],
                    templates=[
                        "A municipal 5G deployment subsidy of {value} applies to {candidate}.",
                        "Subsidy eligible for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="colocation_income",
                    label="annual co-location income from a sharing operator",
                    kind="number",
                    unit="JPY",
                    domain=[300000, 500000, 700000, 900000, 1100000],
                    templates=[
                        "A sharing operator would pay {value} a year to co-locate at {candidate}.",
                        "Forecast co-location income, {candidate}: {value} a year.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="one-off build cost (steelwork, fibre and power works)",
            unit="JPY",
            precision=0,
            operands=["steelwork_cost", "fibre_cost", "power_cost"],
        ),
        Rule(
            operation="difference",
            label="annual ground rent net of co-location income",
            unit="JPY",
            precision=0,
            operands=["ground_rent", "colocation_income"],
        ),
        Rule(
            operation="mean",
            label="average cost of the steelwork, fibre and power work packages",
            unit="JPY",
            precision=2,
            operands=["steelwork_cost", "fibre_cost", "power_cost"],
        ),
        Rule(
            operation="ratio",
            label="annual ground rent per covered household",
            unit="JPY per household",
            precision=2,
            operands=["ground_rent", "households_covered"],
        ),
        Rule(
            operation="product",
            label="annual electricity cost of the cell",
            unit="JPY",
            precision=0,
            operands=["annual_energy", "energy_tariff"],
        ),
        Rule(
            operation="weighted_sum",
            label="five-year site cost (steelwork, fibre and five years of ground rent)",
            unit="JPY",
            precision=0,
            operands=["steelwork_cost", "fibre_cost", "ground_rent"],
            weights=[1, 1, 5],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net build cost after the municipal deployment subsidy",
            unit="JPY",
            precision=0,
            operands=["steelwork_cost", "fibre_cost", "power_cost", "deployment_subsidy"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="construction management fee on the steelwork and fibre works",
            unit="JPY",
            precision=2,
            operands=["steelwork_cost", "fibre_cost"],
            tiers=[T(up_to=5000000, rate=0.06), T(up_to=None, rate=0.09)],
        ),
    ],
)

TEMPLATES = [DR_DATACENTRE, FIBRE_CONTRACTOR, MACRO_CELL_SITE]
