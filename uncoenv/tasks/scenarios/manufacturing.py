"""Manufacturing & process engineering scenarios."""

from uncoenv.tasks.scenarios.schema import FactTemplate as F
from uncoenv.tasks.scenarios.schema import RoleTemplate as R
from uncoenv.tasks.scenarios.schema import RuleTemplate as Rule
from uncoenv.tasks.scenarios.schema import ScenarioTemplate
from uncoenv.tasks.scenarios.schema import TierTemplate as T

CONTRACT_MACHINING = ScenarioTemplate(
    domain="manufacturing",
    name="manufacturing_contract_machining_supplier",
    background=(
        "Nordwerk Antriebstechnik GmbH, a drivetrain component maker in Stuttgart, must qualify "
        "a second-source contract manufacturer for machined gearbox housings before series "
        "production starts in Q3 2026. Quality, purchasing, capacity, logistics, credit, safety, "
        "engineering and information-security records on each bidder are kept by different "
        "specialists, so the sourcing board has to combine their evidence before it awards the "
        "contract."
    ),
    question="Which bidder, if any, meets every sourcing requirement for the gearbox housing?",
    positive="Award contract",
    negative="Do not award",
    candidates=[
        "Kovač Precision",
        "Brennholt Metallbau GmbH",
        "Silesia CastTech",
        "Tatra Strojárne",
        "Lusitânia Moldes",
        "Ebro Mecanizados",
        "Rheintal Präzision AG",
        "Danube Forming Works",
    ],
    roles=[
        R(
            title="Supplier Quality Engineer",
            responsibilities="Audits bidders' quality systems and tracks delivered-part defects.",
            facts=[
                F(
                    key="iatf_certified",
                    label="current IATF 16949 certification",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} a current IATF 16949 certificate.",
                        "Certificate check: {candidate} {value} valid IATF 16949 certification "
                        "for the bidding plant.",
                    ],
                ),
                F(
                    key="defect_ppm",
                    label="delivered-part defect rate",
                    kind="number",
                    unit="ppm",
                    domain=[12, 25, 40, 60, 85, 120, 180],
                    good="lower",
                    contexts=["Q1 2026", "Q2 2026"],
                    templates=[
                        "{candidate} delivered parts at a defect rate of {value} in {context}.",
                        "Incoming inspection, {context}: {candidate} at {value} defective.",
                        "In {context} our goods-in team recorded {value} defective parts from "
                        "{candidate}.",
                    ],
                ),
                F(
                    key="validation_cost",
                    label="production part approval validation cost",
                    kind="number",
                    unit="EUR",
                    domain=[6000, 7500, 9000, 11000, 12500],
                    templates=[
                        "Validation runs for part approval at {candidate} are costed at {value}.",
                        "Estimated PPAP validation cost, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="quality_audit_score",
                    label="VDA 6.3 process audit score",
                    kind="number",
                    unit="points",
                    domain=[64, 71, 78, 83, 88, 93],
                    templates=[
                        "{candidate} scored {value} in our VDA 6.3 process audit.",
                        "VDA 6.3 process audit result for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Commodity Purchasing Manager",
            responsibilities="Runs the tender and negotiates prices, tooling and payment terms.",
            facts=[
                F(
                    key="tooling_cost",
                    label="quoted tooling and fixture cost",
                    kind="number",
                    unit="EUR",
                    domain=[38000, 42000, 46000, 52000, 58000, 64000],
                    templates=[
                        "{candidate} quoted {value} for tooling and fixtures.",
                        "Tooling and fixture quotation from {candidate}: {value}.",
                    ],
                ),
                F(
                    key="unit_price",
                    label="quoted price per housing",
                    kind="number",
                    unit="EUR per part",
                    domain=[3.2, 3.6, 4.1, 4.5, 4.9, 5.4],
                    templates=[
                        "{candidate} offers the machined housing at {value}.",
                        "Piece price in the final offer from {candidate}: {value}.",
                    ],
                ),
                F(
                    key="payment_terms",
                    label="payment terms offered",
                    kind="category",
                    domain=["net 90 days", "net 60 days", "net 30 days", "prepayment"],
                    good=["net 90 days", "net 60 days"],
                    templates=[
                        "Payment terms offered by {candidate}: {value}.",
                        "The commercial offer from {candidate} is on {value} terms.",
                    ],
                ),
            ],
        ),
        R(
            title="Capacity Planning Lead",
            responsibilities="Checks bidders' machine capacity and the volumes they can commit.",
            facts=[
                F(
                    key="spare_capacity",
                    label="free five-axis machining capacity",
                    kind="number",
                    unit="machine-hours per week",
                    domain=[40, 60, 80, 120, 160, 200],
                    good="higher",
                    templates=[
                        "{candidate} has {value} of free five-axis machining capacity.",
                        "Spare five-axis capacity declared by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="monthly_volume",
                    label="committed monthly output",
                    kind="number",
                    unit="parts",
                    domain=[8000, 10000, 12000, 15000, 18000],
                    templates=[
                        "{candidate} commits to a monthly output of {value}.",
                        "Committed monthly volume, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="programme_volume",
                    label="capacity reserved over the programme life",
                    kind="number",
                    unit="thousand parts",
                    domain=[120, 150, 180, 240, 300],
                    templates=[
                        "{candidate} reserves capacity for {value} over the programme life.",
                        "Lifetime capacity reservation offered by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Inbound Logistics Manager",
            responsibilities="Plans freight and monitors delivery performance of inbound parts.",
            facts=[
                F(
                    key="on_time_delivery",
                    label="on-time delivery rate",
                    kind="number",
                    unit="%",
                    domain=[82, 87, 91, 94, 96, 98, 99],
                    good="higher",
                    contexts=["deliveries to the Stuttgart plant", "deliveries to the Győr plant"],
                    templates=[
                        "{candidate} achieved {value} on-time performance on {context}.",
                        "On-time rate for {context}: {candidate} at {value}.",
                    ],
                ),
                F(
                    key="transfer_freight_cost",
                    label="freight cost for transferring fixtures and gauges",
                    kind="number",
                    unit="EUR",
                    domain=[2500, 3200, 4000, 4800, 5500],
                    templates=[
                        "Moving our fixtures and gauges to {candidate} is quoted at {value}.",
                        "Fixture transfer freight to {candidate}: {value}.",
                    ],
                ),
                F(
                    key="road_distance",
                    label="road distance from Stuttgart",
                    kind="number",
                    unit="km",
                    domain=[180, 340, 520, 760, 980],
                    templates=[
                        "The {candidate} plant is {value} by road from Stuttgart.",
                        "Road distance Stuttgart to {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Supplier Credit Risk Analyst",
            responsibilities="Assesses bidders' financial health and negotiates co-funding.",
            facts=[
                F(
                    key="credit_risk",
                    label="supplier credit risk class",
                    kind="category",
                    domain=["low risk", "moderate risk", "elevated risk", "high risk"],
                    good=["low risk", "moderate risk"],
                    templates=[
                        "{candidate} is classed as {value} in our supplier credit assessment.",
                        "Credit assessment, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="co_investment",
                    label="supplier tooling co-investment",
                    kind="number",
                    unit="EUR",
                    domain=[5000, 8000, 10000, 12000, 15000],
                    templates=[
                        "{candidate} offers a tooling co-investment of {value}.",
                        "Supplier co-funding pledged by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Environment, Health and Safety Manager",
            responsibilities="Reviews bidders' environmental and occupational-safety management.",
            facts=[
                F(
                    key="iso14001_certified",
                    label="ISO 14001 environmental certification",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} ISO 14001 certification for the bidding plant.",
                        "EHS file: {candidate} {value} a valid ISO 14001 certificate.",
                    ],
                ),
                F(
                    key="ehs_audit_score",
                    label="EHS audit score",
                    kind="number",
                    unit="points",
                    domain=[58, 66, 72, 79, 85, 91],
                    templates=[
                        "{candidate} scored {value} in our EHS audit.",
                        "EHS audit result for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="injury_rate",
                    label="lost-time injury frequency rate",
                    kind="number",
                    unit="injuries per million hours",
                    domain=[0.8, 1.4, 2.1, 3.0, 4.2],
                    templates=[
                        "{candidate} reports a lost-time injury rate of {value}.",
                        "Lost-time injury frequency at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Product Engineer",
            responsibilities="Owns the housing drawing and checks capability on trial parts.",
            facts=[
                F(
                    key="first_pass_yield",
                    label="first-pass dimensional yield on trial parts",
                    kind="number",
                    unit="%",
                    domain=[88, 91, 94, 96, 98, 99],
                    good="higher",
                    contexts=["CMM measurement", "in-line gauge measurement"],
                    templates=[
                        "Trial parts from {candidate} reached a first-pass yield of {value} by "
                        "{context}.",
                        "First-pass dimensional yield, {context}: {candidate} at {value}.",
                    ],
                ),
                F(
                    key="sample_lead_time",
                    label="lead time for initial samples",
                    kind="number",
                    unit="weeks",
                    domain=[4, 6, 8, 10, 12],
                    good="lower",
                    templates=[
                        "{candidate} needs {value} to deliver initial samples.",
                        "Initial-sample lead time quoted by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Information Security Officer",
            responsibilities="Checks how suppliers protect confidential drawings and data.",
            facts=[
                F(
                    key="tisax_label",
                    label="TISAX AL2 assessment label",
                    kind="bool",
                    words=("has not obtained", "has obtained"),
                    good=True,
                    templates=[
                        "{candidate} {value} a TISAX assessment label at level AL2.",
                        "According to the ENX portal, {candidate} {value} a TISAX AL2 label.",
                    ],
                ),
                F(
                    key="security_audit_score",
                    label="information-security audit score",
                    kind="number",
                    unit="points",
                    domain=[55, 63, 70, 77, 84, 90],
                    templates=[
                        "{candidate} scored {value} in our information-security audit.",
                        "Information-security audit, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="one-off launch cost (tooling, validation and fixture transfer)",
            unit="EUR",
            precision=0,
            operands=["tooling_cost", "validation_cost", "transfer_freight_cost"],
        ),
        Rule(
            operation="difference",
            label="net tooling outlay after the supplier's co-investment",
            unit="EUR",
            precision=0,
            operands=["tooling_cost", "co_investment"],
        ),
        Rule(
            operation="mean",
            label="average of the quality, EHS and information-security audit scores",
            unit="points",
            precision=2,
            operands=["quality_audit_score", "ehs_audit_score", "security_audit_score"],
        ),
        Rule(
            operation="ratio",
            label="tooling cost per thousand parts of reserved programme capacity",
            unit="EUR per thousand parts",
            precision=2,
            operands=["tooling_cost", "programme_volume"],
        ),
        Rule(
            operation="product",
            label="monthly spend on housings at the committed output",
            unit="EUR",
            precision=0,
            operands=["monthly_volume", "unit_price"],
        ),
        Rule(
            operation="weighted_sum",
            label="risk-weighted launch cost (validation cost counted 1.5 times)",
            unit="EUR",
            precision=0,
            operands=["tooling_cost", "validation_cost", "transfer_freight_cost"],
            weights=[1, 1.5, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net launch cost after the supplier's co-investment",
            unit="EUR",
            precision=0,
            operands=["tooling_cost", "validation_cost", "transfer_freight_cost", "co_investment"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="contingency reserve on tooling and validation cost",
            unit="EUR",
            precision=2,
            operands=["tooling_cost", "validation_cost"],
            tiers=[T(up_to=50000, rate=0.05), T(up_to=None, rate=0.12)],
        ),
    ],
)

PROCESS_SAFETY_HEAD = ScenarioTemplate(
    domain="manufacturing",
    name="manufacturing_process_safety_head_appointment",
    background=(
        "Tees Valley Polymers Ltd must appoint a Head of Process Safety for its top-tier COMAH "
        "specialty-chemicals plant at Wilton, Teesside, with the successful candidate starting "
        "in Q4 2026. Recruitment, professional standards, medical, vetting, operations, reward, "
        "finance and assessment records are held by different colleagues, so the appointment "
        "panel must pool their evidence before making an offer."
    ),
    question="Does any shortlisted candidate meet every requirement for the appointment?",
    positive="Appoint",
    negative="Do not appoint",
    candidates=[
        "Dr. Fiona McAllister",
        "Rajesh Venkataraman",
        "Olumide Adeyemi",
        "Sofia Lindqvist",
        "Mateus Carvalho",
        "Dr. Hannah Brandt",
        "Yusuf Demir",
        "Claire Fontaine",
    ],
    roles=[
        R(
            title="Talent Acquisition Partner",
            responsibilities="Manages the shortlist, career histories and start-date planning.",
            facts=[
                F(
                    key="process_safety_experience",
                    label="process safety experience on COMAH sites",
                    kind="number",
                    unit="years",
                    domain=[5, 7, 9, 11, 13, 16, 20],
                    good="higher",
                    templates=[
                        "{candidate} has {value} of process safety experience on COMAH sites.",
                        "COMAH-site process safety experience on file for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="current_salary",
                    label="current base salary",
                    kind="number",
                    unit="GBP",
                    domain=[80000, 86000, 93000, 99000, 107000, 115000],
                    templates=[
                        "{candidate} currently earns a base salary of {value}.",
                        "Current base salary declared by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="interim_cover_days",
                    label="working days of interim cover needed before the start date",
                    kind="number",
                    unit="days",
                    domain=[20, 30, 45, 60, 75],
                    templates=[
                        "Given the notice period of {candidate}, we need {value} of interim cover.",
                        "Interim cover required until {candidate} starts: {value}.",
                    ],
                ),
                F(
                    key="household_size",
                    label="household members relocating",
                    kind="number",
                    unit="persons",
                    domain=[2, 3, 4, 5, 6],
                    templates=[
                        "{candidate} would relocate with a household of {value}.",
                        "Relocating household for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Professional Standards Assessor",
            responsibilities="Verifies chartered status and safety qualifications.",
            facts=[
                F(
                    key="chartered_engineer",
                    label="Chartered Engineer registration with IChemE",
                    kind="bool",
                    words=("is not", "is"),
                    good=True,
                    templates=[
                        "{candidate} {value} registered as a Chartered Engineer through IChemE.",
                        "IChemE register check: {candidate} {value} listed as a Chartered "
                        "Engineer.",
                    ],
                ),
                F(
                    key="functional_safety_cert",
                    label="functional safety certification",
                    kind="category",
                    domain=["TÜV FS Expert", "TÜV FS Engineer", "CFSP", "none"],
                    good=["TÜV FS Expert", "TÜV FS Engineer"],
                    templates=[
                        "Functional safety certification held by {candidate}: {value}.",
                        "Our records list {candidate}'s functional safety certification as "
                        "{value}.",
                    ],
                ),
                F(
                    key="cpd_hours",
                    label="continuing professional development hours last year",
                    kind="number",
                    unit="hours",
                    domain=[20, 35, 50, 65, 80],
                    templates=[
                        "{candidate} logged {value} of CPD last year.",
                        "CPD record for {candidate}, last year: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Occupational Health Adviser",
            responsibilities="Runs pre-employment medicals and fitness clearances for site work.",
            facts=[
                F(
                    key="medical_clearance",
                    label="clearance for plant-floor and emergency-response duties",
                    kind="bool",
                    words=("was not", "was"),
                    good=True,
                    contexts=["March 2026 assessment", "May 2026 assessment"],
                    templates=[
                        "{candidate} {value} cleared for plant-floor and emergency-response "
                        "duties in the {context}.",
                        "Pre-employment medical ({context}): {candidate} {value} cleared for "
                        "site duties.",
                    ],
                ),
                F(
                    key="face_fit_test",
                    label="respirator face-fit test",
                    kind="bool",
                    words=("failed", "passed"),
                    templates=[
                        "{candidate} {value} the respirator face-fit test.",
                        "Face-fit testing: {candidate} {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Security Vetting Officer",
            responsibilities="Handles background checks and access vetting for the COMAH site.",
            facts=[
                F(
                    key="vetting_status",
                    label="security vetting status",
                    kind="category",
                    domain=["cleared", "pending", "refused"],
                    good=["cleared"],
                    contexts=["BPSS check", "Counter-Terrorist Check"],
                    templates=[
                        "{candidate}'s {context} status: {value}.",
                        "Vetting register, {context}: {candidate} is {value}.",
                    ],
                ),
                F(
                    key="reference_score",
                    label="average referee rating",
                    kind="number",
                    unit="%",
                    domain=[62, 70, 76, 82, 88, 94],
                    templates=[
                        "Referees rated {candidate} at {value} on average.",
                        "Average reference rating for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Site Operations Director",
            responsibilities="Assesses fit with shift operations and incident-response duties.",
            facts=[
                F(
                    key="investigations_led",
                    label="major incident investigations led",
                    kind="number",
                    unit="investigations",
                    domain=[3, 6, 9, 12, 18, 25],
                    good="higher",
                    templates=[
                        "{candidate} has led {value} as lead investigator.",
                        "Major incident investigations led by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="on_call_rota",
                    label="acceptance of the major-incident on-call rota",
                    kind="bool",
                    words=("has declined", "has accepted"),
                    good=True,
                    templates=[
                        "{candidate} {value} a place on the major-incident on-call rota.",
                        "On-call rota: {candidate} {value} the duty.",
                    ],
                ),
                F(
                    key="site_visit_score",
                    label="site visit assessment score",
                    kind="number",
                    unit="%",
                    domain=[58, 66, 73, 80, 86, 92],
                    templates=[
                        "{candidate} scored {value} in the site visit assessment.",
                        "Site visit assessment, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Reward and Relocation Specialist",
            responsibilities="Prepares salary and relocation offers.",
            facts=[
                F(
                    key="base_salary",
                    label="proposed base salary",
                    kind="number",
                    unit="GBP",
                    domain=[92000, 98000, 105000, 112000, 120000, 128000],
                    templates=[
                        "The proposed base salary for {candidate} is {value}.",
                        "Draft offer to {candidate}: base salary of {value}.",
                    ],
                ),
                F(
                    key="relocation_allowance",
                    label="relocation allowance",
                    kind="number",
                    unit="GBP",
                    domain=[6000, 8000, 10000, 12000, 15000],
                    templates=[
                        "{candidate} would receive a relocation allowance of {value}.",
                        "Relocation allowance approved for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Finance Business Partner",
            responsibilities="Budgets the hire: agency fees, allowances and interim cover.",
            facts=[
                F(
                    key="agency_fee",
                    label="search agency fee",
                    kind="number",
                    unit="GBP",
                    domain=[14000, 16500, 18000, 21000, 24000],
                    templates=[
                        "The search agency fee for placing {candidate} is {value}.",
                        "Agency fee budgeted for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="car_allowance",
                    label="annual car allowance",
                    kind="number",
                    unit="GBP",
                    domain=[4800, 5400, 6000, 7200, 8400],
                    templates=[
                        "The budget includes an annual car allowance of {value} for {candidate}.",
                        "Car allowance, {candidate}: {value} a year.",
                    ],
                ),
                F(
                    key="interim_day_rate",
                    label="interim process safety manager day rate",
                    kind="number",
                    unit="GBP per day",
                    domain=[650, 720, 800, 875, 950],
                    templates=[
                        "Interim cover while waiting for {candidate} is priced at {value}.",
                        "Day rate of the interim manager covering until {candidate} starts: "
                        "{value}.",
                    ],
                ),
                F(
                    key="agency_rebate",
                    label="agency early-start rebate",
                    kind="number",
                    unit="GBP",
                    domain=[1500, 2000, 2500, 3000, 4000],
                    templates=[
                        "The agency offers a rebate of {value} if {candidate} is hired.",
                        "Agency rebate negotiated for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Technical Assessment Panel Chair",
            responsibilities="Runs the technical case study, interview and psychometric tests.",
            facts=[
                F(
                    key="assessment_score",
                    label="technical assessment score",
                    kind="number",
                    unit="%",
                    domain=[55, 62, 68, 74, 81, 88, 93],
                    good="higher",
                    contexts=["written case study", "panel interview"],
                    templates=[
                        "{candidate} scored {value} on the {context}.",
                        "Technical assessment, {context}: {candidate} at {value}.",
                    ],
                ),
                F(
                    key="leadership_rating",
                    label="leadership assessment rating",
                    kind="category",
                    domain=["exceeds", "meets", "partly meets", "does not meet"],
                    good=["exceeds", "meets"],
                    templates=[
                        "Leadership assessment outcome for {candidate}: {value}.",
                        "In the leadership exercise, {candidate} was rated '{value}'.",
                    ],
                ),
                F(
                    key="psychometric_score",
                    label="psychometric test score",
                    kind="number",
                    unit="%",
                    domain=[60, 67, 74, 79, 85, 91],
                    templates=[
                        "{candidate} scored {value} in the psychometric test.",
                        "Psychometric test result, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="first-year package (salary, car allowance and relocation)",
            unit="GBP",
            precision=0,
            operands=["base_salary", "car_allowance", "relocation_allowance"],
        ),
        Rule(
            operation="difference",
            label="salary uplift over the current base salary",
            unit="GBP",
            precision=0,
            operands=["base_salary", "current_salary"],
        ),
        Rule(
            operation="mean",
            label="average of the psychometric, reference and site visit scores",
            unit="%",
            precision=2,
            operands=["psychometric_score", "reference_score", "site_visit_score"],
        ),
        Rule(
            operation="ratio",
            label="relocation allowance per relocating household member",
            unit="GBP per person",
            precision=2,
            operands=["relocation_allowance", "household_size"],
        ),
        Rule(
            operation="product",
            label="interim cover cost until the start date",
            unit="GBP",
            precision=0,
            operands=["interim_cover_days", "interim_day_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="employment cost (salary with 15% on-costs, plus car allowance)",
            unit="GBP",
            precision=0,
            operands=["base_salary", "car_allowance"],
            weights=[1.15, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net first-year hiring cost after the agency rebate",
            unit="GBP",
            precision=0,
            operands=["base_salary", "relocation_allowance", "agency_fee", "agency_rebate"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="retention bonus provision on salary and car allowance",
            unit="GBP",
            precision=2,
            operands=["base_salary", "car_allowance"],
            tiers=[T(up_to=100000, rate=0.05), T(up_to=None, rate=0.1)],
        ),
    ],
)

INTERIM_HALL = ScenarioTemplate(
    domain="manufacturing",
    name="manufacturing_interim_production_hall",
    background=(
        "Maple Ridge Extrusions Inc., a window-profile extruder in Mississauga, Ontario, must move "
        "two extrusion lines into a leased interim hall while its main plant's roof and sprinkler "
        "system are replaced from July to December 2026. Building, power, fire, lease, transport, "
        "production, permitting and safety findings on each hall sit with different colleagues, "
        "so the relocation steering group has to combine them before signing a lease."
    ),
    question="Which hall, if any, meets every requirement for the interim relocation?",
    positive="Lease",
    negative="Do not lease",
    candidates=[
        "Brampton Industrial Park Unit 7",
        "Milton Logistics Centre Bay C",
        "Hamilton Harbour Works Hall 3",
        "Oakville Eastgate Building B",
        "Vaughan Steeles Business Park Unit 12",
        "Cambridge Hespeler Road Plant",
        "Burlington Walkers Line Unit 4",
        "Kitchener Homer Watson Hall",
    ],
    roles=[
        R(
            title="Facilities Engineering Manager",
            responsibilities="Surveys floor loading, space and fit-out needs at each hall.",
            facts=[
                F(
                    key="floor_load",
                    label="rated floor load",
                    kind="number",
                    unit="kN/m²",
                    domain=[15, 20, 25, 30, 40, 50],
                    good="higher",
                    templates=[
                        "The slab at {candidate} is rated for {value}.",
                        "Floor load rating, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="floor_area",
                    label="usable floor area",
                    kind="number",
                    unit="m²",
                    domain=[4500, 5200, 6000, 7000, 8500],
                    templates=[
                        "{candidate} offers {value} of usable floor area.",
                        "Usable area measured at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="fitout_cost",
                    label="in-house fit-out cost estimate",
                    kind="number",
                    unit="CAD",
                    domain=[85000, 110000, 135000, 160000, 190000],
                    templates=[
                        "We estimate the fit-out of {candidate} at {value}.",
                        "In-house fit-out estimate for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="rigging_day_rate",
                    label="millwright rigging crew day rate",
                    kind="number",
                    unit="CAD per day",
                    domain=[6500, 7200, 8000, 8800, 9500],
                    templates=[
                        "The millwright crew for the move to {candidate} costs {value}.",
                        "Rigging crew rate quoted for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Electrical Utilities Engineer",
            responsibilities="Checks incoming power supply and transformer capacity.",
            facts=[
                F(
                    key="available_power",
                    label="available electrical capacity",
                    kind="number",
                    unit="kVA",
                    domain=[800, 1000, 1250, 1500, 2000, 2500],
                    good="higher",
                    contexts=["summer peak loading", "winter peak loading"],
                    templates=[
                        "{candidate} can supply {value} to our lines under {context}.",
                        "Utility letter ({context}): available capacity at {candidate} is {value}.",
                    ],
                ),
                F(
                    key="electrical_upgrade_cost",
                    label="electrical upgrade cost",
                    kind="number",
                    unit="CAD",
                    domain=[20000, 35000, 50000, 65000, 80000],
                    templates=[
                        "Bringing power to the line positions at {candidate} would cost {value}.",
                        "Electrical upgrade estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Insurance Risk Engineer",
            responsibilities="Reviews sprinkler protection and the insurer's acceptance.",
            facts=[
                F(
                    key="sprinkler_system",
                    label="sprinkler protection",
                    kind="category",
                    domain=[
                        "ESFR sprinklers",
                        "in-rack and ceiling sprinklers",
                        "ordinary-hazard sprinklers",
                        "no sprinklers",
                    ],
                    good=["ESFR sprinklers", "in-rack and ceiling sprinklers"],
                    templates=[
                        "{candidate} is protected by {value}.",
                        "Sprinkler survey, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="insurer_acceptance",
                    label="insurer acceptance of the hall",
                    kind="bool",
                    words=("has not accepted", "has accepted"),
                    good=True,
                    templates=[
                        "Our property insurer {value} {candidate} for extrusion operations.",
                        "Underwriter response: the insurer {value} cover at {candidate}.",
                    ],
                ),
                F(
                    key="insurance_premium",
                    label="additional insurance premium for the interim period",
                    kind="number",
                    unit="CAD",
                    domain=[18000, 22000, 26000, 31000, 36000],
                    templates=[
                        "Insuring {candidate} for the interim period adds {value} in premium.",
                        "Extra premium quoted for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Real Estate and Leasing Manager",
            responsibilities="Negotiates lease terms and fit-out contributions with landlords.",
            facts=[
                F(
                    key="monthly_rent",
                    label="monthly gross rent",
                    kind="number",
                    unit="CAD",
                    domain=[38000, 42000, 47000, 52000, 58000, 64000],
                    templates=[
                        "The landlord of {candidate} asks {value} a month in gross rent.",
                        "Monthly gross rent, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="min_lease_term",
                    label="minimum lease term",
                    kind="number",
                    unit="months",
                    domain=[6, 8, 12, 18, 24],
                    good="lower",
                    templates=[
                        "{candidate} is only available on a minimum lease of {value}.",
                        "Minimum lease term offered for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="landlord_contribution",
                    label="landlord fit-out contribution",
                    kind="number",
                    unit="CAD",
                    domain=[10000, 15000, 20000, 25000, 30000],
                    templates=[
                        "The landlord of {candidate} will contribute {value} to the fit-out.",
                        "Fit-out contribution offered for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="landlord_fitout_quote",
                    label="landlord contractor fit-out quote",
                    kind="number",
                    unit="CAD",
                    domain=[90000, 115000, 140000, 165000, 195000],
                    templates=[
                        "The landlord's contractor quoted {value} to fit out {candidate}.",
                        "Landlord contractor quote, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Transport Planner",
            responsibilities="Plans truck shuttles between the interim hall and the main plant.",
            facts=[
                F(
                    key="distance_to_plant",
                    label="road distance to the Mississauga plant",
                    kind="number",
                    unit="km",
                    domain=[8, 14, 22, 35, 48, 60],
                    good="lower",
                    templates=[
                        "{candidate} is {value} by road from the Mississauga plant.",
                        "Shuttle distance, {candidate} to Mississauga: {value}.",
                    ],
                ),
                F(
                    key="dock_doors",
                    label="truck dock doors",
                    kind="number",
                    unit="doors",
                    domain=[2, 4, 6, 8, 10],
                    templates=[
                        "{candidate} has {value} at truck height.",
                        "Dock doors available at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Production Planning Manager",
            responsibilities="Schedules the line move and protects customer deliveries.",
            facts=[
                F(
                    key="handover_by_july",
                    label="handover by 1 July 2026",
                    kind="bool",
                    words=("cannot be", "can be"),
                    good=True,
                    templates=[
                        "{candidate} {value} handed over to us by 1 July 2026.",
                        "Per the landlord's schedule, {candidate} {value} ready for handover "
                        "by 1 July 2026.",
                    ],
                ),
                F(
                    key="recommissioning_days",
                    label="days to move and recommission both lines",
                    kind="number",
                    unit="days",
                    domain=[10, 14, 18, 21, 28],
                    templates=[
                        "Moving and recommissioning both lines at {candidate} takes {value}.",
                        "Line move plan for {candidate}: {value} until first good profile.",
                    ],
                ),
            ],
        ),
        R(
            title="Environmental Permitting Specialist",
            responsibilities="Checks air and noise approvals for the extrusion process.",
            facts=[
                F(
                    key="eca_covers_extrusion",
                    label="Environmental Compliance Approval covering plastics extrusion",
                    kind="bool",
                    words=("does not cover", "covers"),
                    good=True,
                    templates=[
                        "The existing Environmental Compliance Approval at {candidate} {value} "
                        "plastics extrusion.",
                        "Permit review: the approval for {candidate} {value} our extrusion "
                        "process.",
                    ],
                ),
                F(
                    key="boundary_noise",
                    label="baseline noise at the property line",
                    kind="number",
                    unit="dBA",
                    domain=[42, 45, 48, 51, 55, 58],
                    good="lower",
                    contexts=["daytime measurement", "night-time measurement"],
                    templates=[
                        "Boundary noise at {candidate}, {context}: {value}.",
                        "The {context} at the {candidate} property line gave {value}.",
                    ],
                ),
                F(
                    key="permit_fee",
                    label="permit amendment fee",
                    kind="number",
                    unit="CAD",
                    domain=[2500, 4000, 5500, 7000, 8500],
                    templates=[
                        "Amending the permits for {candidate} would cost {value}.",
                        "Permit amendment fee, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Health and Safety Coordinator",
            responsibilities="Inspects the buildings for worker safety and emergency egress.",
            facts=[
                F(
                    key="safety_inspection",
                    label="building safety inspection outcome",
                    kind="category",
                    domain=["passed", "passed with conditions", "failed"],
                    good=["passed", "passed with conditions"],
                    contexts=["May 2026 walk-through", "June 2026 walk-through"],
                    templates=[
                        "{candidate} {value} the {context}.",
                        "Safety inspection, {context}: {candidate} — {value}.",
                    ],
                ),
                F(
                    key="hospital_drive_time",
                    label="drive time to the nearest emergency department",
                    kind="number",
                    unit="minutes",
                    domain=[6, 9, 12, 15, 20],
                    templates=[
                        "The nearest emergency department is {value} from {candidate}.",
                        "Drive time from {candidate} to hospital: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="one-off set-up cost (fit-out, electrical upgrade and permit fee)",
            unit="CAD",
            precision=0,
            operands=["fitout_cost", "electrical_upgrade_cost", "permit_fee"],
        ),
        Rule(
            operation="difference",
            label="net fit-out cost after the landlord contribution",
            unit="CAD",
            precision=0,
            operands=["fitout_cost", "landlord_contribution"],
        ),
        Rule(
            operation="mean",
            label="average of the in-house and landlord fit-out estimates",
            unit="CAD",
            precision=2,
            operands=["fitout_cost", "landlord_fitout_quote"],
        ),
        Rule(
            operation="ratio",
            label="monthly rent per square metre of usable floor area",
            unit="CAD per m² per month",
            precision=2,
            operands=["monthly_rent", "floor_area"],
        ),
        Rule(
            operation="product",
            label="millwright rigging cost of the line move",
            unit="CAD",
            precision=0,
            operands=["recommissioning_days", "rigging_day_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="risk-adjusted set-up cost (electrical upgrade weighted 1.25 for overruns)",
            unit="CAD",
            precision=0,
            operands=["fitout_cost", "electrical_upgrade_cost", "permit_fee"],
            weights=[1, 1.25, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net set-up cost after the landlord contribution",
            unit="CAD",
            precision=0,
            operands=[
                "fitout_cost",
                "electrical_upgrade_cost",
                "insurance_premium",
                "landlord_contribution",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="capital project contingency on fit-out and electrical work",
            unit="CAD",
            precision=2,
            operands=["fitout_cost", "electrical_upgrade_cost"],
            tiers=[T(up_to=150000, rate=0.04), T(up_to=None, rate=0.09)],
        ),
    ],
)

TEMPLATES = [CONTRACT_MACHINING, PROCESS_SAFETY_HEAD, INTERIM_HALL]
