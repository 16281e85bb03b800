"""Healthcare & biomedicine scenarios."""

from uncoenv.tasks.scenarios.schema import FactTemplate as F
from uncoenv.tasks.scenarios.schema import RoleTemplate as R
from uncoenv.tasks.scenarios.schema import RuleTemplate as Rule
from uncoenv.tasks.scenarios.schema import ScenarioTemplate
from uncoenv.tasks.scenarios.schema import TierTemplate as T

TRIAL_SITE = ScenarioTemplate(
    domain="healthcare",
    name="health_trial_lead_site_selection",
    background=(
        "A Leiden-based biotech sponsor is choosing the lead European site for its Phase III "
        "trial of an oral heart-failure therapy, with the first patient to be enrolled in Q2 "
        "2027. Recruitment, audit, regulatory, pharmacy, data and budget records are held by "
        "different members of the study team, so the steering committee must combine them "
        "before selecting a site."
    ),
    question="Which hospital, if any, meets every requirement to become the lead trial site?",
    positive="Select",
    negative="Do not select",
    candidates=[
        "Universitätsklinikum Rheinau",
        "Hôpital Saint-Aubin Lyon",
        "Ospedale San Vittore Milano",
        "Szpital Wojewódzki Poznań-Północ",
        "Centro Médico Ribera Valencia",
        "Sint-Lucas Ziekenhuis Gent",
        "Vårdcentrum Uppsala Norra",
        "Meridian Heart Centre Dublin",
    ],
    roles=[
        R(
            title="Clinical Operations Lead",
            responsibilities="Assesses site infrastructure and performance in previous trials.",
            facts=[
                F(
                    key="enrolment_rate",
                    label="enrolment rate in a previous heart-failure trial",
                    kind="number",
                    unit="patients per month",
                    domain=[0.8, 1.2, 1.6, 2.1, 2.7, 3.4],
                    good="higher",
                    contexts=["2024 heart-failure trial", "2025 heart-failure trial"],
                    templates=[
                        "In the {context}, {candidate} enrolled {value}.",
                        "Enrolment performance of {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="trials_conducted",
                    label="cardiology trials conducted in the past five years",
                    kind="number",
                    unit="trials",
                    domain=[3, 5, 8, 12, 17],
                    templates=[
                        "{candidate} has run {value} in cardiology over the past five years.",
                        "Cardiology trial count for {candidate} (five years): {value}.",
                    ],
                ),
                F(
                    key="planned_shipments",
                    label="planned investigational product shipments",
                    kind="number",
                    unit="shipments",
                    domain=[6, 8, 10, 12, 16],
                    templates=[
                        "The supply plan schedules {value} to {candidate}.",
                        "Investigational product shipments planned for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Medical Monitor",
            responsibilities="Reviews investigator qualifications and the available patient "
            "population.",
            facts=[
                F(
                    key="eligible_patients",
                    label="potentially eligible patients in the site registry",
                    kind="number",
                    unit="patients",
                    domain=[120, 200, 280, 350, 450, 600],
                    good="higher",
                    templates=[
                        "The heart-failure registry at {candidate} lists {value} who may be "
                        "eligible.",
                        "Potentially eligible patients at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="pi_gcp_certificate",
                    label="current GCP certificate of the principal investigator",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "The principal investigator at {candidate} {value} a current GCP "
                        "certificate.",
                        "Investigator file: the PI proposed by {candidate} {value} valid GCP "
                        "training certification.",
                    ],
                ),
            ],
        ),
        R(
            title="Quality Assurance Auditor",
            responsibilities="Audits sites against Good Clinical Practice and reviews inspection "
            "history.",
            facts=[
                F(
                    key="major_findings",
                    label="major audit findings",
                    kind="number",
                    unit="major findings",
                    domain=[0, 1, 2, 3, 4],
                    good="lower",
                    contexts=["2025 GCP audit", "2026 pre-selection audit"],
                    templates=[
                        "The {context} raised {value} at {candidate}.",
                        "{context}, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="inspection_outcome",
                    label="outcome of the last regulatory inspection",
                    kind="category",
                    domain=[
                        "no action indicated",
                        "voluntary action indicated",
                        "official action indicated",
                    ],
                    good=["no action indicated", "voluntary action indicated"],
                    templates=[
                        "The last regulatory inspection of {candidate} concluded: {value}.",
                        "Inspection history for {candidate}, latest outcome: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Regulatory Affairs Specialist",
            responsibilities="Tracks ethics committee and competent authority submissions.",
            facts=[
                F(
                    key="ethics_approval_time",
                    label="median ethics committee approval time",
                    kind="number",
                    unit="weeks",
                    domain=[6, 8, 10, 12, 16, 20],
                    good="lower",
                    templates=[
                        "The ethics committee serving {candidate} takes a median of {value} to "
                        "approve.",
                        "Median ethics approval time, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="ethics_submission_fee",
                    label="local ethics submission fee",
                    kind="number",
                    unit="EUR",
                    domain=[1500, 2000, 2500, 3000, 3500],
                    templates=[
                        "The local ethics submission fee for {candidate} is {value}.",
                        "Ethics fee payable for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Investigational Pharmacy Manager",
            responsibilities="Qualifies storage and shipping of the investigational product.",
            facts=[
                F(
                    key="cold_storage_mapping",
                    label="qualification of 2-8 °C storage by temperature mapping",
                    kind="bool",
                    words=("failed", "passed"),
                    good=True,
                    contexts=["January 2026 temperature mapping", "July 2026 temperature mapping"],
                    templates=[
                        "The 2-8 °C pharmacy store at {candidate} {value} the {context}.",
                        "{context}: the investigational product store at {candidate} {value}.",
                    ],
                ),
                F(
                    key="pharmacy_setup_fee",
                    label="pharmacy set-up fee",
                    kind="number",
                    unit="EUR",
                    domain=[3000, 4000, 5000, 6000, 7000],
                    templates=[
                        "The hospital pharmacy at {candidate} charges a set-up fee of {value}.",
                        "Pharmacy set-up fee, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="shipment_cost",
                    label="courier cost per investigational product shipment",
                    kind="number",
                    unit="EUR per shipment",
                    domain=[180, 220, 260, 310, 380],
                    templates=[
                        "Temperature-controlled courier to {candidate} costs {value}.",
                        "Courier rate quoted for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Contracts and Budget Manager",
            responsibilities="Negotiates clinical trial agreements and site budgets.",
            facts=[
                F(
                    key="cta_template_accepted",
                    label="acceptance of the sponsor's clinical trial agreement template",
                    kind="bool",
                    words=("has not accepted", "has accepted"),
                    good=True,
                    templates=[
                        "{candidate} {value} the sponsor's clinical trial agreement template.",
                        "Contract status: {candidate} {value} our CTA template without "
                        "redlines on liability.",
                    ],
                ),
                F(
                    key="startup_fee",
                    label="site start-up fee",
                    kind="number",
                    unit="EUR",
                    domain=[8000, 10000, 12500, 15000, 18000],
                    templates=[
                        "{candidate} requests a start-up fee of {value}.",
                        "Site start-up fee in the draft budget for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="per_patient_budget",
                    label="requested per-patient budget",
                    kind="number",
                    unit="EUR",
                    domain=[5200, 5800, 6400, 7000, 7600],
                    templates=[
                        "{candidate} has requested {value} per completed patient.",
                        "Per-patient budget requested by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="early_activation_credit",
                    label="early activation credit",
                    kind="number",
                    unit="EUR",
                    domain=[1000, 1500, 2000, 2500, 3000],
                    templates=[
                        "{candidate} offers an early activation credit of {value}.",
                        "Credit for activation within 60 days, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Site Feasibility Analyst",
            responsibilities="Estimates recruitment potential, competition and fair-market costs.",
            facts=[
                F(
                    key="competing_trials",
                    label="competing heart-failure trials open at the site",
                    kind="number",
                    unit="trials",
                    domain=[0, 1, 2, 3, 4, 6],
                    good="lower",
                    templates=[
                        "{candidate} currently has {value} open in heart failure that compete "
                        "for the same patients.",
                        "Competing heart-failure trials at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="committed_patients",
                    label="committed enrolment target",
                    kind="number",
                    unit="patients",
                    domain=[12, 16, 20, 24, 30, 40],
                    templates=[
                        "{candidate} has committed to enrolling {value}.",
                        "Enrolment commitment from {candidate}: {value}.",
                    ],
                ),
                F(
                    key="fmv_benchmark",
                    label="fair-market-value per-patient benchmark for the country",
                    kind="number",
                    unit="EUR",
                    domain=[4000, 4400, 4800, 5000, 5100],
                    templates=[
                        "The fair-market-value benchmark per patient for {candidate} is {value}.",
                        "Per-patient FMV benchmark applicable to {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Clinical Data Manager",
            responsibilities="Checks electronic data capture readiness and data quality history.",
            facts=[
                F(
                    key="query_rate",
                    label="data query rate in previous trials",
                    kind="number",
                    unit="queries per 100 pages",
                    domain=[2.1, 3.4, 4.8, 6.0, 7.5, 9.2],
                    good="lower",
                    templates=[
                        "Data from {candidate} generated {value} in previous trials.",
                        "Historical query rate for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="data_entry_lag",
                    label="median data entry lag",
                    kind="number",
                    unit="days",
                    domain=[2, 4, 6, 9, 14],
                    templates=[
                        "{candidate} enters visit data a median of {value} after the visit.",
                        "Median data entry lag at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="total site start-up cost (start-up fee and pharmacy set-up)",
            unit="EUR",
            precision=0,
            operands=["startup_fee", "pharmacy_setup_fee"],
        ),
        Rule(
            operation="difference",
            label="per-patient budget above the fair-market-value benchmark",
            unit="EUR",
            precision=0,
            operands=["per_patient_budget", "fmv_benchmark"],
        ),
        Rule(
            operation="mean",
            label="average of the start-up, pharmacy set-up and ethics submission fees",
            unit="EUR",
            precision=2,
            operands=["startup_fee", "pharmacy_setup_fee", "ethics_submission_fee"],
        ),
        Rule(
            operation="ratio",
            label="start-up fee per committed patient",
            unit="EUR per patient",
            precision=2,
            operands=["startup_fee", "committed_patients"],
        ),
        Rule(
            operation="product",
            label="courier cost for the planned shipments",
            unit="EUR",
            precision=0,
            operands=["planned_shipments", "shipment_cost"],
        ),
        Rule(
            operation="weighted_sum",
            label="start-up fees with pharmacy set-up for two dispensing pharmacies",
            unit="EUR",
            precision=0,
            operands=["startup_fee", "pharmacy_setup_fee", "ethics_submission_fee"],
            weights=[1, 2, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net start-up fees after the early activation credit",
            unit="EUR",
            precision=0,
            operands=[
                "startup_fee",
                "pharmacy_setup_fee",
                "ethics_submission_fee",
                "early_activation_credit",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="institutional overhead on the start-up, pharmacy and ethics fees",
            unit="EUR",
            precision=2,
            operands=["startup_fee", "pharmacy_setup_fee", "ethics_submission_fee"],
            tiers=[T(up_to=20000, rate=0.15), T(up_to=None, rate=0.25)],
        ),
    ],
)

VASCULAR_SURGEON = ScenarioTemplate(
    domain="healthcare",
    name="health_consultant_surgeon_appointment",
    background=(
        "Aire Valley Teaching Hospitals NHS Trust in Leeds is appointing a Consultant Vascular "
        "Surgeon to start in January 2027. Logbook, registration, outcomes, occupational health, "
        "appraisal, rota and pay records sit with different departments, so the advisory "
        "appointments committee must bring their evidence together before it can appoint."
    ),
    question="Does any shortlisted candidate satisfy every requirement for the consultant post?",
    positive="Appoint",
    negative="Do not appoint",
    candidates=[
        "Mr Oluwaseun Adeyemi",
        "Ms Priya Raghunathan",
        "Dr Tobias Lindqvist",
        "Miss Aisling Fitzgerald",
        "Mr Karim Haddad",
        "Ms Mei-Lin Zhou",
        "Dr Rafael Monteiro",
        "Mr Gareth Pryce",
    ],
    roles=[
        R(
            title="Clinical Director for Vascular Surgery",
            responsibilities="Assesses operative experience and drafts the job plan.",
            facts=[
                F(
                    key="index_procedures",
                    label="index arterial procedures as lead surgeon",
                    kind="number",
                    unit="procedures",
                    domain=[60, 90, 120, 150, 200, 260],
                    good="higher",
                    templates=[
                        "The logbook of {candidate} shows {value} as lead surgeon on index "
                        "arterial cases.",
                        "Index arterial procedures led by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="evar_competence",
                    label="endovascular aneurysm repair competence",
                    kind="category",
                    domain=["independent", "supervised", "not assessed"],
                    good=["independent"],
                    templates=[
                        "EVAR competence of {candidate}: {value}.",
                        "Training portfolio of {candidate}, endovascular aneurysm repair: {value}.",
                    ],
                ),
                F(
                    key="job_plan_pas",
                    label="programmed activities in the draft job plan",
                    kind="number",
                    unit="PAs",
                    domain=[10, 10.5, 11, 11.5, 12],
                    templates=[
                        "The draft job plan for {candidate} contains {value} a week.",
                        "Weekly programmed activities offered to {candidate}: {value}.",
                    ],
                ),
                F(
                    key="extra_pas",
                    label="additional programmed activities for the aortic screening service",
                    kind="number",
                    unit="PAs",
                    domain=[0.5, 1, 1.5, 2, 2.5],
                    templates=[
                        "{candidate} would take on {value} for the aortic screening service.",
                        "Additional screening-service sessions for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Medical Workforce Manager",
            responsibilities="Checks registration, right to work and employment history.",
            facts=[
                F(
                    key="specialist_register",
                    label="entry on the GMC Specialist Register for vascular surgery",
                    kind="bool",
                    words=("is not", "is"),
                    good=True,
                    templates=[
                        "{candidate} {value} on the GMC Specialist Register for vascular surgery.",
                        "GMC check: {candidate} {value} listed on the Specialist Register "
                        "(vascular surgery).",
                    ],
                ),
                F(
                    key="right_to_work",
                    label="right-to-work status",
                    kind="category",
                    domain=[
                        "British or Irish citizen",
                        "settled status",
                        "Health and Care Worker visa",
                        "visa application pending",
                    ],
                    good=[
                        "British or Irish citizen",
                        "settled status",
                        "Health and Care Worker visa",
                    ],
                    templates=[
                        "Right-to-work check for {candidate}: {value}.",
                        "Right-to-work status recorded for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="current_salary",
                    label="current basic salary",
                    kind="number",
                    unit="GBP",
                    domain=[88400, 93600, 98200, 102100, 105500],
                    templates=[
                        "The current basic salary of {candidate} is {value}.",
                        "Salary verified with the present employer of {candidate}: {value}.",
                    ],
                ),
                F(
                    key="salary_sacrifice",
                    label="annual lease-car salary sacrifice",
                    kind="number",
                    unit="GBP",
                    domain=[2400, 3600, 4800, 6000, 7200],
                    templates=[
                        "{candidate} has opted into a lease-car salary sacrifice of {value} a "
                        "year.",
                        "Annual salary sacrifice (lease car), {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Clinical Governance Lead",
            responsibilities="Reviews outcome data, incidents and complaints.",
            facts=[
                F(
                    key="elective_mortality",
                    label="30-day mortality after elective aortic repair",
                    kind="number",
                    unit="%",
                    domain=[0.8, 1.1, 1.4, 1.8, 2.3, 2.9],
                    good="lower",
                    contexts=[
                        "2024 National Vascular Registry report",
                        "2025 National Vascular Registry report",
                    ],
                    templates=[
                        "The {context} gives {candidate} a 30-day elective mortality of {value}.",
                        "30-day elective aortic mortality for {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="upheld_complaints",
                    label="upheld complaints in the past three years",
                    kind="number",
                    unit="complaints",
                    domain=[0, 1, 2, 3, 4],
                    templates=[
                        "{candidate} has had {value} upheld in the past three years.",
                        "Upheld complaints naming {candidate} (three years): {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Occupational Health Physician",
            responsibilities="Clears new staff for exposure-prone procedures.",
            facts=[
                F(
                    key="epp_clearance",
                    label="clearance for exposure-prone procedures",
                    kind="bool",
                    words=("was not", "was"),
                    good=True,
                    contexts=["June 2026 screening", "September 2026 screening"],
                    templates=[
                        "{candidate} {value} cleared for exposure-prone procedures at the "
                        "{context}.",
                        "Occupational health, {context}: {candidate} {value} cleared for EPP work.",
                    ],
                ),
                F(
                    key="hep_b_immunity",
                    label="confirmed hepatitis B immunity",
                    kind="bool",
                    words=("has not been confirmed", "has been confirmed"),
                    templates=[
                        "Hepatitis B immunity for {candidate} {value}.",
                        "Serology file: immunity to hepatitis B in {candidate} {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Appraisal and Revalidation Lead",
            responsibilities="Holds appraisal history and continuing professional development "
            "records.",
            facts=[
                F(
                    key="cpd_credits",
                    label="CPD credits recorded in an appraisal year",
                    kind="number",
                    unit="credits",
                    domain=[30, 40, 50, 60, 75, 90],
                    good="higher",
                    contexts=["2024-25 appraisal year", "2025-26 appraisal year"],
                    templates=[
                        "{candidate} recorded {value} of CPD in the {context}.",
                        "CPD total for {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="teaching_hours",
                    label="annual teaching hours",
                    kind="number",
                    unit="hours",
                    domain=[10, 20, 35, 50, 80],
                    templates=[
                        "{candidate} delivers about {value} of teaching a year.",
                        "Teaching logged by {candidate} per year: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Pay and Reward Adviser",
            responsibilities="Prepares the salary offer, premia and relocation package.",
            facts=[
                F(
                    key="basic_salary",
                    label="offered basic salary",
                    kind="number",
                    unit="GBP",
                    domain=[109725, 115550, 121450, 127300, 134100, 145478],
                    templates=[
                        "{candidate} would be appointed on a basic salary of {value}.",
                        "Offered pay point for {candidate}: {value} basic.",
                    ],
                ),
                F(
                    key="pa_rate",
                    label="annual rate per additional programmed activity",
                    kind="number",
                    unit="GBP per PA",
                    domain=[10970, 11550, 12150, 12730, 13400],
                    templates=[
                        "Each additional programmed activity for {candidate} is paid at {value} "
                        "a year.",
                        "Additional PA rate for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="recruitment_premium",
                    label="annual recruitment and retention premium",
                    kind="number",
                    unit="GBP",
                    domain=[3000, 4500, 6000, 7500, 9000],
                    templates=[
                        "{candidate} qualifies for a recruitment and retention premium of "
                        "{value} a year.",
                        "Recruitment premium for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="relocation_package",
                    label="relocation expenses package",
                    kind="number",
                    unit="GBP",
                    domain=[3000, 4500, 6000, 7500, 9000],
                    templates=[
                        "The relocation package offered to {candidate} is {value}.",
                        "Relocation expenses approved for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="On-call Rota Coordinator",
            responsibilities="Builds the vascular on-call rota and its supplement payments.",
            facts=[
                F(
                    key="on_call_travel",
                    label="travel time to the hospital when on call",
                    kind="number",
                    unit="minutes",
                    domain=[15, 20, 25, 30, 40, 45],
                    good="lower",
                    templates=[
                        "From home, {candidate} can reach the hospital within {value} when on "
                        "call.",
                        "On-call travel time declared by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="on_call_supplement",
                    label="annual on-call availability supplement",
                    kind="number",
                    unit="GBP",
                    domain=[5500, 7200, 9100, 10900, 12800],
                    templates=[
                        "The rota slot for {candidate} carries an on-call supplement of {value} "
                        "a year.",
                        "On-call availability supplement, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Relocation and Onboarding Officer",
            responsibilities="Arranges pre-employment checks, temporary housing and induction.",
            facts=[
                F(
                    key="dbs_clear",
                    label="clear enhanced DBS certificate",
                    kind="bool",
                    words=("is not", "is"),
                    good=True,
                    templates=[
                        "The enhanced DBS certificate of {candidate} {value} clear.",
                        "Pre-employment checks: DBS result for {candidate} {value} clear.",
                    ],
                ),
                F(
                    key="temporary_housing",
                    label="temporary housing allowance",
                    kind="number",
                    unit="GBP",
                    domain=[1800, 2400, 3200, 4000, 5200],
                    templates=[
                        "{candidate} has been granted a temporary housing allowance of {value}.",
                        "Temporary accommodation support for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="induction_days",
                    label="induction days scheduled",
                    kind="number",
                    unit="days",
                    domain=[2, 3, 4, 5, 7],
                    templates=[
                        "{candidate} is booked for {value} of trust induction.",
                        "Induction scheduled for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="annual pay including the on-call supplement",
            unit="GBP",
            precision=0,
            operands=["basic_salary", "on_call_supplement"],
        ),
        Rule(
            operation="difference",
            label="increase in basic salary over the current post",
            unit="GBP",
            precision=0,
            operands=["basic_salary", "current_salary"],
        ),
        Rule(
            operation="mean",
            label="average of the on-call supplement, recruitment premium and relocation package",
            unit="GBP",
            precision=2,
            operands=["on_call_supplement", "recruitment_premium", "relocation_package"],
        ),
        Rule(
            operation="ratio",
            label="basic salary per weekly programmed activity",
            unit="GBP per PA",
            precision=2,
            operands=["basic_salary", "job_plan_pas"],
        ),
        Rule(
            operation="product",
            label="annual pay for the additional programmed activities",
            unit="GBP",
            precision=0,
            operands=["extra_pas", "pa_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="first-year employer cost (basic pay and on-call with 23.7% employer pension "
            "contribution, plus relocation)",
            unit="GBP",
            precision=0,
            operands=["basic_salary", "on_call_supplement", "relocation_package"],
            weights=[1.237, 1.237, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="annual gross pay after the lease-car salary sacrifice",
            unit="GBP",
            precision=0,
            operands=[
                "basic_salary",
                "on_call_supplement",
                "recruitment_premium",
                "salary_sacrifice",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="income tax on relocation support above the 8,000 GBP exemption at 40%",
            unit="GBP",
            precision=2,
            operands=["relocation_package", "temporary_housing"],
            tiers=[T(up_to=8000, rate=0), T(up_to=None, rate=0.4)],
        ),
    ],
)

CELL_THERAPY_LOGISTICS = ScenarioTemplate(
    domain="healthcare",
    name="health_cell_therapy_courier_selection",
    background=(
        "A public hospital cluster in Singapore is selecting a cryogenic logistics partner to "
        "move CAR-T cell therapy products between overseas manufacturing sites and its "
        "transplant unit from January 2027. Laboratory, quality, performance, regulatory, IT and "
        "commercial records sit with different teams, so the tender committee must combine "
        "their evidence before it can award the contract."
    ),
    question="Which logistics provider, if any, meets every requirement of the tender?",
    positive="Award",
    negative="Do not award",
    candidates=[
        "Polaris BioLogistics",
        "Meranti Cold Chain Pte Ltd",
        "Helvetia Cryo Services AG",
        "Kestrel Life Science Couriers",
        "Nordvik Medical Transport AS",
        "Sakura BioFreight K.K.",
        "Lumen Clinical Logistics",
        "Tasman Cryogenics Pty Ltd",
    ],
    roles=[
        R(
            title="Cell Therapy Laboratory Director",
            responsibilities="Specifies and verifies handling requirements for cryopreserved "
            "products.",
            facts=[
                F(
                    key="shipper_hold_time",
                    label="dry-shipper hold time below -150 °C",
                    kind="number",
                    unit="hours",
                    domain=[96, 120, 144, 168, 192, 240],
                    good="higher",
                    contexts=["static bench test", "dynamic transit test"],
                    templates=[
                        "In the {context}, the dry shipper used by {candidate} held below "
                        "-150 °C for {value}.",
                        "Hold time below -150 °C, {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="qualification_cost",
                    label="cost of the laboratory's shipper qualification runs",
                    kind="number",
                    unit="SGD",
                    domain=[9000, 12000, 15000, 18000, 22000],
                    templates=[
                        "Qualifying the shipping system of {candidate} will cost the laboratory "
                        "{value}.",
                        "Shipper qualification runs for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Quality Assurance Manager",
            responsibilities="Audits suppliers against Good Distribution Practice.",
            facts=[
                F(
                    key="gdp_certified",
                    label="current Good Distribution Practice certificate",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} a current GDP certificate for temperature-"
                        "controlled medicinal products.",
                        "Supplier qualification file: {candidate} {value} valid GDP certification.",
                    ],
                ),
                F(
                    key="open_capas",
                    label="open corrective and preventive actions",
                    kind="number",
                    unit="open actions",
                    domain=[0, 1, 2, 3, 5],
                    good="lower",
                    templates=[
                        "{candidate} has {value} outstanding from our supplier audit.",
                        "Open CAPAs for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Logistics Performance Analyst",
            responsibilities="Measures on-time delivery and temperature excursions in live "
            "shipments.",
            facts=[
                F(
                    key="on_time_rate",
                    label="on-time delivery rate",
                    kind="number",
                    unit="%",
                    domain=[91, 93, 95, 96.5, 98, 99.2],
                    good="higher",
                    contexts=["Q1 2026", "Q2 2026"],
                    templates=[
                        "In {context}, {candidate} delivered {value} of shipments on time.",
                        "On-time delivery, {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="excursion_count",
                    label="temperature excursions reported in 2025",
                    kind="number",
                    unit="excursions",
                    domain=[0, 1, 2, 4, 6],
                    templates=[
                        "{candidate} reported {value} across its network in 2025.",
                        "Temperature excursions in 2025, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Tender Procurement Officer",
            responsibilities="Runs the tender and holds the pricing schedules.",
            facts=[
                F(
                    key="shipment_fee",
                    label="fee per cryogenic shipment",
                    kind="number",
                    unit="SGD per shipment",
                    domain=[1800, 2100, 2400, 2800, 3200],
                    templates=[
                        "{candidate} prices each cryogenic shipment at {value}.",
                        "Per-shipment fee in the pricing schedule of {candidate}: {value}.",
                    ],
                ),
                F(
                    key="onboarding_fee",
                    label="onboarding fee",
                    kind="number",
                    unit="SGD",
                    domain=[12000, 15000, 18000, 22000, 26000],
                    templates=[
                        "{candidate} charges a one-off onboarding fee of {value}.",
                        "Onboarding fee, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="volume_rebate",
                    label="first-year volume rebate",
                    kind="number",
                    unit="SGD",
                    domain=[2000, 3000, 4000, 5000, 6000],
                    templates=[
                        "{candidate} offers a first-year volume rebate of {value}.",
                        "Volume rebate committed by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="qualification_share",
                    label="supplier contribution to qualification costs",
                    kind="number",
                    unit="SGD",
                    domain=[2000, 3000, 4000, 5000, 6000, 8000],
                    templates=[
                        "{candidate} will contribute {value} towards shipper qualification.",
                        "Qualification cost share offered by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Cell Therapy Clinical Pharmacist",
            responsibilities="Forecasts patient shipments and manages receipt on the ward.",
            facts=[
                F(
                    key="ward_delivery",
                    label="direct delivery to the cell therapy unit",
                    kind="bool",
                    words=("does not offer", "offers"),
                    good=True,
                    templates=[
                        "{candidate} {value} direct hand-over to the cell therapy unit.",
                        "Service scope: {candidate} {value} delivery straight to the ward.",
                    ],
                ),
                F(
                    key="annual_shipments",
                    label="forecast annual shipments",
                    kind="number",
                    unit="shipments",
                    domain=[40, 60, 80, 100, 120],
                    templates=[
                        "The forecast for the lanes served by {candidate} is {value} a year.",
                        "Annual shipment forecast, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Clinical IT Integration Lead",
            responsibilities="Connects the provider's tracking and chain-of-identity systems to "
            "the hospital.",
            facts=[
                F(
                    key="chain_of_identity",
                    label="chain-of-identity tracking",
                    kind="category",
                    domain=[
                        "integrated with hospital systems",
                        "web portal only",
                        "paper-based",
                    ],
                    good=["integrated with hospital systems", "web portal only"],
                    templates=[
                        "Chain-of-identity tracking offered by {candidate}: {value}.",
                        "Chain-of-identity solution proposed by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="integration_cost",
                    label="system integration cost",
                    kind="number",
                    unit="SGD",
                    domain=[8000, 11000, 14000, 18000, 22000],
                    templates=[
                        "Integrating the tracking platform of {candidate} will cost {value}.",
                        "IT integration estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Regulatory Compliance Officer",
            responsibilities="Checks licences, dangerous-goods accreditation and customs "
            "performance.",
            facts=[
                F(
                    key="dangerous_goods",
                    label="IATA dangerous-goods accreditation for dry shippers",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} IATA dangerous-goods accreditation for liquid-"
                        "nitrogen dry shippers.",
                        "DG accreditation check: {candidate} {value} the required IATA "
                        "accreditation.",
                    ],
                ),
                F(
                    key="customs_clearance",
                    label="median customs clearance time",
                    kind="number",
                    unit="hours",
                    domain=[2, 3, 4, 6, 8, 12],
                    good="lower",
                    contexts=["Changi Airfreight Centre", "Seletar Airport"],
                    templates=[
                        "At {context}, shipments handled by {candidate} cleared customs in a "
                        "median of {value}.",
                        "Median clearance time for {candidate} at {context}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Finance Business Partner",
            responsibilities="Checks supplier financial standing and insurance costs.",
            facts=[
                F(
                    key="credit_rating",
                    label="credit rating",
                    kind="category",
                    domain=["A", "BBB", "BB", "B"],
                    good=["A", "BBB"],
                    templates=[
                        "{candidate} carries a credit rating of {value}.",
                        "Credit rating on file for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="insurance_premium",
                    label="annual goods-in-transit insurance premium",
                    kind="number",
                    unit="SGD",
                    domain=[4000, 5500, 7000, 8500, 10000],
                    templates=[
                        "Goods-in-transit cover for shipments by {candidate} costs {value} a year.",
                        "Annual transit insurance premium, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="one-off onboarding and integration cost",
            unit="SGD",
            precision=0,
            operands=["onboarding_fee", "integration_cost"],
        ),
        Rule(
            operation="difference",
            label="shipper qualification cost borne by the hospital",
            unit="SGD",
            precision=0,
            operands=["qualification_cost", "qualification_share"],
        ),
        Rule(
            operation="mean",
            label="average of the onboarding, integration and qualification costs",
            unit="SGD",
            precision=2,
            operands=["onboarding_fee", "integration_cost", "qualification_cost"],
        ),
        Rule(
            operation="ratio",
            label="onboarding fee per forecast annual shipment",
            unit="SGD per shipment",
            precision=2,
            operands=["onboarding_fee", "annual_shipments"],
        ),
        Rule(
            operation="product",
            label="annual shipment cost",
            unit="SGD per year",
            precision=0,
            operands=["annual_shipments", "shipment_fee"],
        ),
        Rule(
            operation="weighted_sum",
            label="three-year fixed cost (onboarding, integration, three years of insurance)",
            unit="SGD",
            precision=0,
            operands=["onboarding_fee", "integration_cost", "insurance_premium"],
            weights=[1, 1, 3],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net one-off cost after the first-year volume rebate",
            unit="SGD",
            precision=0,
            operands=[
                "onboarding_fee",
                "integration_cost",
                "qualification_cost",
                "volume_rebate",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="contingency reserve on onboarding and integration",
            unit="SGD",
            precision=2,
            operands=["onboarding_fee", "integration_cost"],
            tiers=[T(up_to=25000, rate=0.05), T(up_to=None, rate=0.12)],
        ),
    ],
)

TEMPLATES = [TRIAL_SITE, VASCULAR_SURGEON, CELL_THERAPY_LOGISTICS]
