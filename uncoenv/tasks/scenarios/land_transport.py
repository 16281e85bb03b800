"""Land transport & civil infrastructure scenarios."""

from uncoenv.tasks.scenarios.schema import FactTemplate as F
from uncoenv.tasks.scenarios.schema import RoleTemplate as R
from uncoenv.tasks.scenarios.schema import RuleTemplate as Rule
from uncoenv.tasks.scenarios.schema import ScenarioTemplate
from uncoenv.tasks.scenarios.schema import TierTemplate as T

BRIDGE_CONTRACTOR = ScenarioTemplate(
    domain="land_transport",
    name="land_viaduct_rehabilitation_contractor",
    background=(
        "The Rhine-Neckar Regional Roads Authority in Mannheim is selecting a principal "
        "contractor for the deck and bearing replacement of the Friedrichsfeld viaduct during "
        "the Q2-Q4 2026 works season. Engineering, safety, traffic, environmental and commercial "
        "assessments of each tenderer are held by different members of the evaluation team, so "
        "the award panel must pool their findings before it signs a contract."
    ),
    question="Which tenderer, if any, satisfies every contract award criterion?",
    positive="Award",
    negative="Do not award",
    candidates=[
        "Brückenbau Kessler GmbH",
        "Van Leeuwen Infra B.V.",
        "Novak Mostogradnja d.o.o.",
        "Oberrhein Ingenieurbau AG",
        "Lindqvist Anläggning AB",
        "Castellano Infraestructuras S.A.",
        "Hartmann & Söhne Bau GmbH",
        "Dunmore Civil Engineering Ltd",
    ],
    roles=[
        R(
            title="Chief Bridge Engineer",
            responsibilities="Reviews technical capability, method statements and design "
            "alternatives.",
            facts=[
                F(
                    key="comparable_projects",
                    label="comparable viaduct rehabilitation projects in the last ten years",
                    kind="number",
                    unit="projects",
                    domain=[1, 2, 3, 4, 6, 8, 11],
                    good="higher",
                    templates=[
                        "{candidate} has delivered {value} comparable to this viaduct "
                        "rehabilitation in the last ten years.",
                        "Reference list check, {candidate}: {value} comparable to "
                        "Friedrichsfeld since 2016.",
                    ],
                ),
                F(
                    key="method_statement",
                    label="outcome of the method statement review",
                    kind="category",
                    domain=["accepted", "accepted with comments", "rejected"],
                    good=["accepted", "accepted with comments"],
                    templates=[
                        "The method statement from {candidate} was {value}.",
                        "Method statement review, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="ve_saving",
                    label="value-engineering saving from the alternative bearing design",
                    kind="number",
                    unit="EUR",
                    domain=[60000, 95000, 120000, 150000, 185000],
                    templates=[
                        "{candidate}'s alternative bearing design saves {value}.",
                        "Value-engineering saving offered by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Health and Safety Manager",
            responsibilities="Assesses safety performance and safety management certification.",
            facts=[
                F(
                    key="ltifr",
                    label="lost-time injury frequency rate",
                    kind="number",
                    unit="per million hours",
                    domain=[0.8, 1.4, 2.1, 2.9, 3.6, 4.5],
                    good="lower",
                    contexts=["2024 reporting year", "2025 reporting year"],
                    templates=[
                        "{candidate} reported a lost-time injury frequency rate of {value} for "
                        "the {context}.",
                        "Safety statistics, {context}: {candidate} — LTIFR {value}.",
                    ],
                ),
                F(
                    key="scc_certified",
                    label="SCC** safety certification",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} a valid SCC** safety certificate.",
                        "Certification register: {candidate} {value} SCC** certification.",
                    ],
                ),
            ],
        ),
        R(
            title="Procurement Lead",
            responsibilities="Checks tender compliance and the priced measured works.",
            facts=[
                F(
                    key="measured_works",
                    label="priced measured works",
                    kind="number",
                    unit="EUR",
                    domain=[3850000, 4120000, 4380000, 4650000, 4900000, 5200000],
                    templates=[
                        "{candidate} priced the measured works at {value}.",
                        "Tender summary, measured works — {candidate}: {value}.",
                    ],
                ),
                F(
                    key="bid_bond",
                    label="valid bid bond submitted",
                    kind="bool",
                    words=("did not submit", "submitted"),
                    good=True,
                    templates=[
                        "{candidate} {value} a valid bid bond with the tender.",
                        "Compliance check: {candidate} {value} the required bid bond.",
                    ],
                ),
            ],
        ),
        R(
            title="Quantity Surveyor",
            responsibilities="Analyses preliminaries and time-related rates in each tender.",
            facts=[
                F(
                    key="preliminaries",
                    label="preliminaries cost",
                    kind="number",
                    unit="EUR",
                    domain=[310000, 360000, 420000, 470000, 530000],
                    templates=[
                        "The preliminaries in {candidate}'s tender amount to {value}.",
                        "Preliminaries priced by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="night_rate",
                    label="night-working supplement per lane-closure night",
                    kind="number",
                    unit="EUR per night",
                    domain=[4200, 5100, 5800, 6600, 7400],
                    templates=[
                        "{candidate} charges a night-working supplement of {value}.",
                        "Rate schedule, {candidate}: night-working supplement {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Traffic Management Lead",
            responsibilities="Evaluates lane-closure plans and their effect on road users.",
            facts=[
                F(
                    key="peak_queue",
                    label="predicted peak queue length on the A6",
                    kind="number",
                    unit="km",
                    domain=[0.8, 1.5, 2.2, 3.1, 4.1, 5.5],
                    good="lower",
                    contexts=["morning peak", "evening peak"],
                    templates=[
                        "Under {candidate}'s closure plan the {context} queue on the A6 is "
                        "predicted at {value}.",
                        "Traffic model, {context}: {candidate} — peak queue {value}.",
                    ],
                ),
                F(
                    key="traffic_cost",
                    label="traffic management cost",
                    kind="number",
                    unit="EUR",
                    domain=[180000, 220000, 265000, 300000, 345000],
                    templates=[
                        "Traffic management under {candidate}'s plan costs {value}.",
                        "Traffic management price, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="closure_nights",
                    label="planned lane-closure nights",
                    kind="number",
                    unit="nights",
                    domain=[18, 24, 30, 36, 42],
                    templates=[
                        "{candidate} plans {value} of lane closures.",
                        "Lane closures in {candidate}'s plan: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Environmental Officer",
            responsibilities="Reviews environmental certification and noise performance on "
            "previous works.",
            facts=[
                F(
                    key="noise_complaints",
                    label="upheld noise complaints on previous works",
                    kind="number",
                    unit="complaints",
                    domain=[0, 1, 2, 4, 6, 9],
                    good="lower",
                    contexts=["2024 works season", "2025 works season"],
                    templates=[
                        "During the {context}, {candidate} had {value} upheld against it.",
                        "Noise log, {context}: {candidate} — {value} upheld.",
                    ],
                ),
                F(
                    key="iso14001",
                    label="ISO 14001 environmental management certification",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} ISO 14001 certification.",
                        "Environmental management: {candidate} {value} a current ISO 14001 "
                        "certificate.",
                    ],
                ),
            ],
        ),
        R(
            title="Financial Risk Analyst",
            responsibilities="Assesses the financial standing of each tenderer.",
            facts=[
                F(
                    key="credit_rating",
                    label="credit rating",
                    kind="category",
                    domain=["A", "BBB", "BB", "B"],
                    good=["A", "BBB"],
                    templates=[
                        "{candidate} is rated {value} by the credit agency.",
                        "Credit assessment, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="annual_turnover",
                    label="annual turnover",
                    kind="number",
                    unit="million EUR",
                    domain=[45, 80, 120, 210, 350, 600],
                    templates=[
                        "{candidate} reported an annual turnover of {value}.",
                        "Latest accounts, {candidate}: turnover {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Programme Scheduler",
            responsibilities="Checks each tenderer's programme against the works window.",
            facts=[
                F(
                    key="start_confirmed",
                    label="confirmed start on site by 4 May 2026",
                    kind="bool",
                    words=("has not confirmed", "has confirmed"),
                    good=True,
                    templates=[
                        "{candidate} {value} a start on site by 4 May 2026.",
                        "Programme review: {candidate} {value} mobilisation by 4 May 2026.",
                    ],
                ),
                F(
                    key="site_weeks",
                    label="programmed weeks on site",
                    kind="number",
                    unit="weeks",
                    domain=[22, 25, 28, 31, 34],
                    templates=[
                        "{candidate}'s programme runs for {value} on site.",
                        "Programmed site duration, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="tender sum (measured works plus preliminaries)",
            unit="EUR",
            precision=0,
            operands=["measured_works", "preliminaries"],
        ),
        Rule(
            operation="difference",
            label="measured works price net of the value-engineering saving",
            unit="EUR",
            precision=0,
            operands=["measured_works", "ve_saving"],
        ),
        Rule(
            operation="mean",
            label="average of the preliminaries and traffic management costs",
            unit="EUR",
            precision=2,
            operands=["preliminaries", "traffic_cost"],
        ),
        Rule(
            operation="ratio",
            label="preliminaries cost per programmed site week",
            unit="EUR per week",
            precision=2,
            operands=["preliminaries", "site_weeks"],
        ),
        Rule(
            operation="product",
            label="night-working supplement for all lane-closure nights",
            unit="EUR",
            precision=0,
            operands=["closure_nights", "night_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="disruption-weighted evaluated price (traffic management weighted 1.5)",
            unit="EUR",
            precision=0,
            operands=["measured_works", "preliminaries", "traffic_cost"],
            weights=[1, 1, 1.5],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net evaluated price after the value-engineering saving",
            unit="EUR",
            precision=0,
            operands=["measured_works", "preliminaries", "traffic_cost", "ve_saving"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="retention held on the tender sum",
            unit="EUR",
            precision=2,
            operands=["measured_works", "preliminaries"],
            tiers=[T(up_to=4500000, rate=0.03), T(up_to=None, rate=0.05)],
        ),
    ],
)

HGV_DIVERSION = ScenarioTemplate(
    domain="land_transport",
    name="land_hgv_diversion_route",
    background=(
        "Cumbria Highways Partnership must designate a signed diversion route for heavy goods "
        "vehicles while the A66 Eden Valley viaduct is closed for strengthening in Q1 2027. "
        "Structural, traffic, safety, maintenance, environmental and budget evidence on each "
        "candidate route is held by different officers, so the network board must gather it all "
        "before it signs the temporary traffic order."
    ),
    question="Which route, if any, meets every requirement for the HGV diversion?",
    positive="Designate",
    negative="Do not designate",
    candidates=[
        "A6 Shap Summit route",
        "A686 Hartside route",
        "A69 Tyne Valley route",
        "B6412 Kirkoswald link",
        "A595 West Coast route",
        "A591 Central Lakes route",
        "M6-A590 Western loop",
        "A683 Lune Valley route",
    ],
    roles=[
        R(
            title="Highway Structures Engineer",
            responsibilities="Checks the load and headroom limits of every structure on a route.",
            facts=[
                F(
                    key="weight_limit",
                    label="lowest structure weight limit on the route",
                    kind="number",
                    unit="tonnes",
                    domain=[18, 26, 32, 38, 44],
                    good="higher",
                    templates=[
                        "The weakest structure on the {candidate} carries a limit of {value}.",
                        "Structures register, {candidate}: lowest weight limit {value}.",
                    ],
                ),
                F(
                    key="min_headroom",
                    label="minimum headroom under structures on the route",
                    kind="number",
                    unit="m",
                    domain=[4.4, 4.6, 4.8, 5.03, 5.3, 5.5],
                    good="higher",
                    templates=[
                        "Minimum headroom on the {candidate} is {value}.",
                        "Headroom survey, {candidate}: lowest clearance {value}.",
                    ],
                ),
                F(
                    key="structures_count",
                    label="structures on the route",
                    kind="number",
                    unit="structures",
                    domain=[6, 9, 13, 17, 24],
                    templates=[
                        "The {candidate} crosses {value} that we maintain.",
                        "Structures inventory for the {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Traffic Modeller",
            responsibilities="Forecasts journey times and diverted traffic volumes.",
            facts=[
                F(
                    key="extra_journey_time",
                    label="additional HGV journey time",
                    kind="number",
                    unit="minutes",
                    domain=[8, 12, 17, 23, 30, 38],
                    good="lower",
                    contexts=["weekday peak period", "weekend daytime period"],
                    templates=[
                        "In the {context}, the {candidate} adds {value} to an HGV journey.",
                        "Journey-time model, {context}: {candidate} — plus {value}.",
                    ],
                ),
                F(
                    key="hgv_per_day",
                    label="diverted HGVs per day",
                    kind="number",
                    unit="HGVs",
                    domain=[650, 800, 950, 1100, 1300],
                    templates=[
                        "The model assigns {value} a day to the {candidate}.",
                        "Diverted daily HGV flow on the {candidate}: {value}.",
                    ],
                ),
                F(
                    key="route_length",
                    label="signed route length",
                    kind="number",
                    unit="km",
                    domain=[34, 41, 48, 56, 63, 72],
                    templates=[
                        "The {candidate} is {value} long end to end.",
                        "Signed length of the {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Road Safety Auditor",
            responsibilities="Audits collision history and the safety of the proposed signing.",
            facts=[
                F(
                    key="collision_rate",
                    label="injury collision rate",
                    kind="number",
                    unit="per 100 million vehicle-km",
                    domain=[8, 11, 14, 18, 23, 29],
                    good="lower",
                    contexts=["three-year average basis", "latest-year basis"],
                    templates=[
                        "On a {context}, the {candidate} has an injury collision rate of {value}.",
                        "Collision analysis ({context}): {candidate} — {value}.",
                    ],
                ),
                F(
                    key="safety_audit",
                    label="stage 2 road safety audit outcome",
                    kind="category",
                    domain=[
                        "no problems raised",
                        "minor problems raised",
                        "serious problems raised",
                    ],
                    good=["no problems raised", "minor problems raised"],
                    templates=[
                        "The stage 2 road safety audit of the {candidate}: {value}.",
                        "Road safety audit finding for the {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Highway Maintenance Manager",
            responsibilities="Runs winter service and pavement repairs on the county network.",
            facts=[
                F(
                    key="gritting_priority",
                    label="winter gritting priority",
                    kind="category",
                    domain=[
                        "priority 1 gritting network",
                        "priority 2 gritting network",
                        "untreated network",
                    ],
                    good=["priority 1 gritting network"],
                    templates=[
                        "The {candidate} is on the {value}.",
                        "Winter service plan, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="snow_closure_days",
                    label="days closed by snow or ice",
                    kind="number",
                    unit="days",
                    domain=[0, 1, 2, 4, 6, 9],
                    good="lower",
                    contexts=["winter 2024-25", "winter 2025-26"],
                    templates=[
                        "In {context}, the {candidate} was closed by snow or ice for {value}.",
                        "Closure log, {context}: {candidate} — {value} lost to snow and ice.",
                    ],
                ),
                F(
                    key="patching_cost",
                    label="pre-diversion pavement patching cost",
                    kind="number",
                    unit="GBP",
                    domain=[28000, 36000, 44000, 52000, 61000],
                    templates=[
                        "Patching the {candidate} before the diversion would cost {value}.",
                        "Pavement repair estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Environment and Community Officer",
            responsibilities="Assesses air quality and the effect on communities along a route.",
            facts=[
                F(
                    key="aqma_crossing",
                    label="route passes through an air quality management area",
                    kind="bool",
                    words=("does not pass", "passes"),
                    good=False,
                    templates=[
                        "The {candidate} {value} through an air quality management area.",
                        "Air quality screening: the {candidate} {value} through a declared AQMA.",
                    ],
                ),
                F(
                    key="frontage_properties",
                    label="residential properties fronting the route",
                    kind="number",
                    unit="properties",
                    domain=[40, 85, 130, 210, 320],
                    templates=[
                        "The {candidate} has {value} fronting the carriageway.",
                        "Frontage count for the {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Street Works Coordinator",
            responsibilities="Coordinates roadworks permits and temporary signing.",
            facts=[
                F(
                    key="conflicting_works",
                    label="conflicting street works booked during the closure",
                    kind="bool",
                    words=("has no", "has"),
                    good=False,
                    templates=[
                        "The {candidate} {value} conflicting street works booked for Q1 2027.",
                        "Permit register check: the {candidate} {value} utility works "
                        "clashing with the closure.",
                    ],
                ),
                F(
                    key="signage_cost",
                    label="temporary diversion signage cost",
                    kind="number",
                    unit="GBP",
                    domain=[14000, 18500, 23000, 27500, 32000],
                    templates=[
                        "Signing the {candidate} as a diversion costs {value}.",
                        "Temporary signage quote for the {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Network Finance Officer",
            responsibilities="Holds route budgets, grants and cost estimates for the closure.",
            facts=[
                F(
                    key="budget_allocation",
                    label="contingency budget allocation for the route",
                    kind="number",
                    unit="GBP",
                    domain=[30000, 35000, 40000, 45000, 50000],
                    templates=[
                        "The contingency plan allocates {value} to the {candidate}.",
                        "Budget line for the {candidate}: {value}.",
                    ],
                ),
                F(
                    key="recovery_standby",
                    label="vehicle recovery standby cost",
                    kind="number",
                    unit="GBP",
                    domain=[9000, 12500, 16000, 19500, 23000],
                    templates=[
                        "Recovery vehicle standby on the {candidate} is costed at {value}.",
                        "Recovery standby estimate, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="trip_cost",
                    label="extra operating cost per diverted HGV trip",
                    kind="number",
                    unit="GBP per trip",
                    domain=[18, 24, 31, 38, 46],
                    templates=[
                        "Each HGV diverted via the {candidate} incurs an extra {value}.",
                        "Haulier cost model, {candidate}: {value} extra.",
                    ],
                ),
                F(
                    key="dft_grant",
                    label="emergency maintenance grant for the route",
                    kind="number",
                    unit="GBP",
                    domain=[5000, 8000, 12000, 16000, 20000],
                    templates=[
                        "The emergency maintenance grant covering the {candidate} is {value}.",
                        "Grant award attributable to the {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Emergency Services Liaison Officer",
            responsibilities="Consults police, fire and ambulance services on diversion routes.",
            facts=[
                F(
                    key="blue_light_endorsed",
                    label="emergency services endorsement of the route",
                    kind="bool",
                    words=("have not endorsed", "have endorsed"),
                    good=True,
                    templates=[
                        "The emergency services {value} the {candidate} as an HGV diversion.",
                        "Blue-light consultation: police, fire and ambulance {value} the "
                        "{candidate}.",
                    ],
                ),
                F(
                    key="laybys",
                    label="HGV-suitable lay-bys on the route",
                    kind="number",
                    unit="lay-bys",
                    domain=[2, 4, 6, 9, 12],
                    templates=[
                        "The {candidate} offers {value} suitable for HGVs.",
                        "Breakdown refuges on the {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="patching and signage cost for the route",
            unit="GBP",
            precision=0,
            operands=["patching_cost", "signage_cost"],
        ),
        Rule(
            operation="difference",
            label="patching cost in excess of the route's budget allocation",
            unit="GBP",
            precision=0,
            operands=["patching_cost", "budget_allocation"],
        ),
        Rule(
            operation="mean",
            label="average of the patching, signage and recovery standby costs",
            unit="GBP",
            precision=2,
            operands=["patching_cost", "signage_cost", "recovery_standby"],
        ),
        Rule(
            operation="ratio",
            label="temporary signage cost per route kilometre",
            unit="GBP per km",
            precision=2,
            operands=["signage_cost", "route_length"],
        ),
        Rule(
            operation="product",
            label="daily extra operating cost to hauliers",
            unit="GBP per day",
            precision=0,
            operands=["hgv_per_day", "trip_cost"],
        ),
        Rule(
            operation="weighted_sum",
            label="risk-weighted diversion cost (recovery standby weighted 1.5)",
            unit="GBP",
            precision=0,
            operands=["patching_cost", "signage_cost", "recovery_standby"],
            weights=[1, 1, 1.5],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net diversion cost after the emergency maintenance grant",
            unit="GBP",
            precision=0,
            operands=["patching_cost", "signage_cost", "recovery_standby", "dft_grant"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="contingency allowance on the patching and signage cost",
            unit="GBP",
            precision=2,
            operands=["patching_cost", "signage_cost"],
            tiers=[T(up_to=60000, rate=0.05), T(up_to=None, rate=0.1)],
        ),
    ],
)

RESIDENT_ENGINEER = ScenarioTemplate(
    domain="land_transport",
    name="land_tunnel_resident_engineer",
    background=(
        "Harbourline Rail, the Auckland agency delivering the Waitematā Harbour rail crossing, "
        "is appointing a Chief Resident Engineer for the twin-bore tunnel section, with the role "
        "starting in Q1 2027. Technical, safety, vetting, stakeholder and remuneration records "
        "on each applicant are kept by different teams, so the appointment panel must combine "
        "them before it makes an offer."
    ),
    question="Does any applicant satisfy every requirement for the Chief Resident Engineer role?",
    positive="Appoint",
    negative="Do not appoint",
    candidates=[
        "Priya Raman",
        "Mateo Fernández",
        "Dr. Hannah Whitcombe",
        "Sione Taufa",
        "Ingrid Solberg",
        "Kenji Morimoto",
        "Adebayo Okonkwo",
        "Claire Dubois-Martin",
    ],
    roles=[
        R(
            title="Engineering Director",
            responsibilities="Verifies professional registration and tunnelling experience.",
            facts=[
                F(
                    key="cpeng_registered",
                    label="Chartered Professional Engineer registration",
                    kind="bool",
                    words=("is not", "is"),
                    good=True,
                    templates=[
                        "{candidate} {value} registered as a Chartered Professional Engineer.",
                        "Engineering New Zealand register: {candidate} {value} listed as CPEng.",
                    ],
                ),
                F(
                    key="tunnelling_years",
                    label="years of major tunnelling project experience",
                    kind="number",
                    unit="years",
                    domain=[5, 8, 10, 12, 15, 18, 22],
                    good="higher",
                    templates=[
                        "{candidate} brings {value} of major tunnelling project experience.",
                        "CV verification, {candidate}: {value} on major tunnel projects.",
                    ],
                ),
                F(
                    key="tunnel_method",
                    label="main tunnelling method experience",
                    kind="category",
                    domain=[
                        "TBM bored tunnels",
                        "sequential excavation (SEM)",
                        "cut-and-cover tunnels",
                    ],
                    good=["TBM bored tunnels", "sequential excavation (SEM)"],
                    templates=[
                        "{candidate}'s tunnelling experience is mainly in {value}.",
                        "Principal method on {candidate}'s recent projects: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Technical Assessment Panel Chair",
            responsibilities="Runs the technical interviews and scores each applicant.",
            facts=[
                F(
                    key="interview_score",
                    label="technical interview score",
                    kind="number",
                    unit="/100",
                    domain=[58, 64, 71, 76, 82, 88, 93],
                    good="higher",
                    contexts=["first-round panel", "second-round panel"],
                    templates=[
                        "{candidate} scored {value} at the {context}.",
                        "Interview scoresheet, {context}: {candidate} — {value}.",
                    ],
                ),
                F(
                    key="case_study_hours",
                    label="time taken on the written case study",
                    kind="number",
                    unit="hours",
                    domain=[2, 3, 4, 5, 6],
                    templates=[
                        "{candidate} took {value} over the written case study.",
                        "Case study completion time, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Health and Safety Director",
            responsibilities="Reviews safety records and safety qualifications.",
            facts=[
                F(
                    key="trifr",
                    label="total recordable injury frequency rate on projects led",
                    kind="number",
                    unit="per million hours",
                    domain=[1.2, 2.0, 2.8, 3.5, 4.4, 5.6],
                    good="lower",
                    contexts=["previous project", "current project"],
                    templates=[
                        "On the {context}, {candidate}'s team recorded a TRIFR of {value}.",
                        "Safety record, {candidate} ({context}): TRIFR {value}.",
                    ],
                ),
                F(
                    key="safety_diploma",
                    label="level 6 diploma in occupational health and safety",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} a level 6 diploma in occupational health and safety.",
                        "Qualification check: {candidate} {value} the level 6 health and "
                        "safety diploma.",
                    ],
                ),
            ],
        ),
        R(
            title="People and Culture Partner",
            responsibilities="Manages notice periods, current terms and contract conditions.",
            facts=[
                F(
                    key="notice_weeks",
                    label="notice period with the current employer",
                    kind="number",
                    unit="weeks",
                    domain=[4, 6, 8, 10, 12, 16],
                    good="lower",
                    templates=[
                        "{candidate} is on {value} of notice with the current employer.",
                        "Notice period declared by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="current_salary",
                    label="current base salary",
                    kind="number",
                    unit="NZD",
                    domain=[210000, 228000, 240000, 255000, 270000, 285000],
                    templates=[
                        "{candidate}'s current base salary is {value}.",
                        "Current salary on file for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="site_days",
                    label="contracted site days per year",
                    kind="number",
                    unit="days",
                    domain=[200, 215, 230, 245],
                    templates=[
                        "{candidate}'s draft contract sets {value} on site a year.",
                        "Annual on-site commitment in {candidate}'s contract: {value}.",
                    ],
                ),
                F(
                    key="home_leave_flights",
                    label="home-leave return flights per year",
                    kind="number",
                    unit="flights",
                    domain=[0, 2, 3, 4, 6],
                    templates=[
                        "{candidate}'s terms include {value} of home leave a year.",
                        "Home-leave entitlement, {candidate}: {value} a year.",
                    ],
                ),
            ],
        ),
        R(
            title="Vetting and References Officer",
            responsibilities="Runs reference checks and confirms the right to work.",
            facts=[
                F(
                    key="references_passed",
                    label="reference checks",
                    kind="bool",
                    words=("did not pass", "passed"),
                    good=True,
                    contexts=["May 2026 vetting round", "June 2026 vetting round"],
                    templates=[
                        "{candidate} {value} the reference checks in the {context}.",
                        "Vetting outcome ({context}): {candidate} {value} reference checks.",
                    ],
                ),
                F(
                    key="work_rights",
                    label="right to work in New Zealand",
                    kind="category",
                    domain=[
                        "NZ citizen or resident",
                        "work visa held",
                        "visa sponsorship required",
                    ],
                    good=["NZ citizen or resident", "work visa held"],
                    templates=[
                        "Right-to-work status of {candidate}: {value}.",
                        "Outcome of {candidate}'s right-to-work check: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Stakeholder and Iwi Relations Manager",
            responsibilities="Assesses readiness to work with mana whenua and local communities.",
            facts=[
                F(
                    key="tikanga_training",
                    label="completed tikanga Māori and Treaty of Waitangi training",
                    kind="bool",
                    words=("has not completed", "has completed"),
                    good=True,
                    templates=[
                        "{candidate} {value} tikanga Māori and Treaty of Waitangi training.",
                        "Cultural capability record: {candidate} {value} the Treaty training "
                        "module.",
                    ],
                ),
                F(
                    key="community_meetings",
                    label="community meetings led on previous projects",
                    kind="number",
                    unit="meetings",
                    domain=[3, 6, 10, 15, 24],
                    templates=[
                        "{candidate} has led {value} with affected communities.",
                        "Community engagement history, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Remuneration Adviser",
            responsibilities="Prices the salary offer, allowances and benefit deductions.",
            facts=[
                F(
                    key="offered_base",
                    label="offered base salary",
                    kind="number",
                    unit="NZD",
                    domain=[245000, 260000, 275000, 290000, 310000, 330000],
                    templates=[
                        "The base salary proposed for {candidate} is {value}.",
                        "Offer model, {candidate}: base {value}.",
                    ],
                ),
                F(
                    key="vehicle_allowance",
                    label="vehicle allowance",
                    kind="number",
                    unit="NZD",
                    domain=[12000, 15000, 18000, 21000, 24000],
                    templates=[
                        "{candidate} would receive a vehicle allowance of {value} a year.",
                        "Vehicle allowance in {candidate}'s offer: {value}.",
                    ],
                ),
                F(
                    key="health_contribution",
                    label="employee contribution to health cover",
                    kind="number",
                    unit="NZD",
                    domain=[1800, 2400, 3000, 3600, 4200],
                    templates=[
                        "{candidate}'s own contribution to health cover is {value} a year.",
                        "Health cover deduction for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Relocation and Mobility Coordinator",
            responsibilities="Arranges relocation support and travel for incoming staff.",
            facts=[
                F(
                    key="relocation_allowance",
                    label="relocation allowance",
                    kind="number",
                    unit="NZD",
                    domain=[15000, 22000, 28000, 35000, 42000],
                    templates=[
                        "Relocating {candidate} to Auckland is budgeted at {value}.",
                        "Relocation allowance for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="home_leave_fare",
                    label="fare per home-leave return flight",
                    kind="number",
                    unit="NZD",
                    domain=[650, 1400, 2300, 3100, 4200],
                    templates=[
                        "A home-leave return flight for {candidate} costs {value}.",
                        "Travel desk fare, {candidate}'s home-leave route: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="first-year base salary plus relocation allowance",
            unit="NZD",
            precision=0,
            operands=["offered_base", "relocation_allowance"],
        ),
        Rule(
            operation="difference",
            label="salary uplift over the current base salary",
            unit="NZD",
            precision=0,
            operands=["offered_base", "current_salary"],
        ),
        Rule(
            operation="mean",
            label="midpoint of the offered and current base salaries",
            unit="NZD",
            precision=2,
            operands=["offered_base", "current_salary"],
        ),
        Rule(
            operation="ratio",
            label="offered base salary per contracted site day",
            unit="NZD per day",
            precision=2,
            operands=["offered_base", "site_days"],
        ),
        Rule(
            operation="product",
            label="annual home-leave travel cost",
            unit="NZD",
            precision=0,
            operands=["home_leave_flights", "home_leave_fare"],
        ),
        Rule(
            operation="weighted_sum",
            label="annualised package cost (base, vehicle allowance, half the relocation)",
            unit="NZD",
            precision=0,
            operands=["offered_base", "vehicle_allowance", "relocation_allowance"],
            weights=[1, 1, 0.5],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net first-year package after the health cover contribution",
            unit="NZD",
            precision=0,
            operands=[
                "offered_base",
                "vehicle_allowance",
                "relocation_allowance",
                "health_contribution",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="search firm fee on the base salary and relocation allowance",
            unit="NZD",
            precision=2,
            operands=["offered_base", "relocation_allowance"],
            tiers=[T(up_to=290000, rate=0.15), T(up_to=None, rate=0.2)],
        ),
    ],
)

TEMPLATES = [BRIDGE_CONTRACTOR, HGV_DIVERSION, RESIDENT_ENGINEER]
