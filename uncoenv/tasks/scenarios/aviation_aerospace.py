"""Aviation, aerospace & airports scenarios."""

from uncoenv.tasks.scenarios.schema import FactTemplate as F
from uncoenv.tasks.scenarios.schema import RoleTemplate as R
from uncoenv.tasks.scenarios.schema import RuleTemplate as Rule
from uncoenv.tasks.scenarios.schema import ScenarioTemplate
from uncoenv.tasks.scenarios.schema import TierTemplate as T

ENGINE_MRO = ScenarioTemplate(
    domain="aviation_aerospace",
    name="aviation_engine_mro_supplier",
    background=(
        "Atlantic Regional Airways, based at Shannon Airport in Ireland, is choosing an engine "
        "maintenance, repair and overhaul (MRO) provider for the PW127 engines of its ATR 72-600 "
        "fleet, with the contract to start in Q3 2026. Airworthiness, quality, commercial, "
        "logistics and spares records on each bidder are held by different departments, so the "
        "sourcing board must combine their evidence before it awards the contract."
    ),
    question="Which engine MRO provider, if any, meets every contract award requirement?",
    positive="Select",
    negative="Do not select",
    candidates=[
        "Shannon Turbine Works",
        "Baltic AeroTech",
        "Castellan Propulsion Ltd",
        "Vestfjord Engine Centre",
        "Aeromotores del Sur",
        "Kestrel Powerplant Group",
        "Tatra Aero Overhaul",
        "Meridian Engine Care",
    ],
    roles=[
        R(
            title="Continuing Airworthiness Manager",
            responsibilities="Checks regulatory approvals and the engine work scope each shop "
            "is rated for.",
            facts=[
                F(
                    key="part145_approval",
                    label="EASA Part-145 approval covering the PW127 engine",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} an EASA Part-145 approval covering the PW127.",
                        "Approval register: {candidate} {value} a current Part-145 approval "
                        "with the PW127 on its capability list.",
                    ],
                ),
                F(
                    key="pw127_scope",
                    label="approved PW127 work scope",
                    kind="category",
                    domain=["full overhaul", "hot-section inspection only", "line support only"],
                    good=["full overhaul"],
                    templates=[
                        "{candidate}'s approved PW127 work scope is {value}.",
                        "Capability list check for {candidate}: PW127 scope rated as {value}.",
                        "On the PW127, {candidate} is approved for {value}.",
                    ],
                ),
                F(
                    key="years_on_type",
                    label="years of PW100-series overhaul experience",
                    kind="number",
                    unit="years",
                    domain=[4, 7, 10, 13, 18, 22],
                    templates=[
                        "{candidate} has {value} of PW100-series overhaul experience.",
                        "PW100-series overhaul history for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Quality Assurance Manager",
            responsibilities="Runs supplier audits and tracks quality-system certification.",
            facts=[
                F(
                    key="open_findings",
                    label="open level-2 audit findings",
                    kind="number",
                    unit="findings",
                    domain=[0, 1, 2, 3, 5, 7],
                    good="lower",
                    contexts=["January 2026 supplier audit", "May 2026 supplier audit"],
                    templates=[
                        "The {context} left {candidate} with {value} open at level 2.",
                        "Audit tracker, {context}: {candidate} — {value} still open (level 2).",
                    ],
                ),
                F(
                    key="as9110_certified",
                    label="AS9110 quality-system certification",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} AS9110 quality-system certification.",
                        "Certificate check: {candidate} {value} a valid AS9110 certificate.",
                    ],
                ),
            ],
        ),
        R(
            title="Powerplant Engineer",
            responsibilities="Reviews shop-visit performance, work-scope estimates and "
            "on-wing guarantees.",
            facts=[
                F(
                    key="shop_visit_tat",
                    label="average shop-visit turnaround time",
                    kind="number",
                    unit="days",
                    domain=[38, 45, 52, 60, 68, 75],
                    good="lower",
                    contexts=["2024 shop visits", "2025 shop visits"],
                    templates=[
                        "Across its {context}, {candidate} averaged a turnaround of {value}.",
                        "Turnaround log for {candidate} ({context}): {value} on average.",
                    ],
                ),
                F(
                    key="material_cost",
                    label="estimated material and parts cost per shop visit",
                    kind="number",
                    unit="EUR",
                    domain=[880000, 950000, 1040000, 1120000, 1210000, 1300000],
                    templates=[
                        "Estimated material and parts cost per shop visit at {candidate}: {value}.",
                        "Our work-scope model puts {candidate}'s material cost at {value} "
                        "per visit.",
                    ],
                ),
                F(
                    key="guaranteed_interval",
                    label="guaranteed on-wing interval after overhaul",
                    kind="number",
                    unit="flight hours",
                    domain=[6000, 7000, 8000, 9000, 10000, 12000],
                    templates=[
                        "{candidate} guarantees an on-wing interval of {value} after overhaul.",
                        "Guaranteed time on wing offered by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Procurement Manager",
            responsibilities="Negotiates labour pricing and the general terms of the contract.",
            facts=[
                F(
                    key="labour_charge",
                    label="quoted labour charge per shop visit",
                    kind="number",
                    unit="EUR",
                    domain=[420000, 480000, 530000, 590000, 640000, 710000],
                    templates=[
                        "{candidate} quoted a labour charge of {value} per shop visit.",
                        "Bid sheet, labour per shop visit — {candidate}: {value}.",
                    ],
                ),
                F(
                    key="gta_accepted",
                    label="acceptance of the airline's general terms agreement",
                    kind="bool",
                    words=("has not accepted", "has accepted"),
                    good=True,
                    templates=[
                        "{candidate} {value} our general terms agreement without deviations.",
                        "Contract status: {candidate} {value} the airline's general terms "
                        "agreement.",
                    ],
                ),
            ],
        ),
        R(
            title="Logistics Coordinator",
            responsibilities="Plans engine transport to and from the shop and the lease cover "
            "it requires.",
            facts=[
                F(
                    key="shop_location",
                    label="location of the overhaul shop",
                    kind="category",
                    domain=["an EU member state", "the United Kingdom", "a country outside Europe"],
                    good=["an EU member state"],
                    templates=[
                        "{candidate}'s overhaul shop is located in {value}.",
                        "Shipping plan for {candidate}: the shop is in {value}.",
                    ],
                ),
                F(
                    key="transport_cost",
                    label="engine transport cost per shop visit",
                    kind="number",
                    unit="EUR",
                    domain=[18000, 22000, 26000, 31000, 35000],
                    templates=[
                        "Round-trip engine transport to {candidate} costs {value} per visit.",
                        "Transport quote, Shannon to {candidate} and back: {value}.",
                    ],
                ),
                F(
                    key="lease_days",
                    label="door-to-door lease cover days per shop visit",
                    kind="number",
                    unit="days",
                    domain=[35, 42, 50, 58, 65, 75],
                    templates=[
                        "A shop visit at {candidate} needs {value} of lease-engine cover door "
                        "to door.",
                        "Lease cover planned per visit to {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Finance Controller",
            responsibilities="Assesses bidder financial strength and the credits they offer.",
            facts=[
                F(
                    key="credit_rating",
                    label="supplier credit rating",
                    kind="category",
                    domain=["A", "BBB", "BB", "B"],
                    good=["A", "BBB"],
                    templates=[
                        "{candidate} carries a credit rating of {value}.",
                        "Credit file for {candidate}: rated {value}.",
                    ],
                ),
                F(
                    key="warranty_credit",
                    label="warranty credit per shop visit",
                    kind="number",
                    unit="EUR",
                    domain=[25000, 40000, 55000, 70000, 85000],
                    templates=[
                        "{candidate} offers a warranty credit of {value} per shop visit.",
                        "Warranty credit booked against each {candidate} visit: {value}.",
                    ],
                ),
                F(
                    key="payment_terms",
                    label="payment terms",
                    kind="number",
                    unit="days",
                    domain=[30, 45, 60, 90],
                    templates=[
                        "{candidate} invoices on payment terms of {value}.",
                        "Payment terms agreed in principle with {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Lease and Spares Manager",
            responsibilities="Manages spare-engine pools and lease-engine rates.",
            facts=[
                F(
                    key="spare_availability",
                    label="spare-engine pool availability",
                    kind="number",
                    unit="%",
                    domain=[82, 86, 90, 93, 96, 98],
                    good="higher",
                    contexts=["Q1 2026", "Q2 2026"],
                    templates=[
                        "In {context}, {candidate}'s spare-engine pool was available {value} "
                        "of the time.",
                        "Pool availability report, {context}: {candidate} at {value}.",
                    ],
                ),
                F(
                    key="lease_daily_rate",
                    label="lease-engine daily rate",
                    kind="number",
                    unit="EUR per day",
                    domain=[850, 950, 1100, 1250, 1400],
                    templates=[
                        "{candidate} leases a replacement engine at {value}.",
                        "Lease-engine rate quoted by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Technical Records Supervisor",
            responsibilities="Checks release documentation and records hand-over from shops.",
            facts=[
                F(
                    key="digital_form1",
                    label="issue of digitally signed EASA Form 1 certificates",
                    kind="bool",
                    words=("does not issue", "issues"),
                    good=True,
                    templates=[
                        "{candidate} {value} digitally signed EASA Form 1 release certificates.",
                        "Records hand-over test: {candidate} {value} EASA Form 1 certificates "
                        "with a digital signature.",
                    ],
                ),
                F(
                    key="records_turnaround",
                    label="records pack delivery time after engine release",
                    kind="number",
                    unit="days",
                    domain=[2, 3, 5, 7, 10],
                    templates=[
                        "{candidate} delivers the complete records pack {value} after release.",
                        "Records pack lag for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="labour and material cost per shop visit",
            unit="EUR",
            precision=0,
            operands=["labour_charge", "material_cost"],
        ),
        Rule(
            operation="difference",
            label="material cost in excess of the labour charge per shop visit",
            unit="EUR",
            precision=0,
            operands=["material_cost", "labour_charge"],
        ),
        Rule(
            operation="mean",
            label="average of the labour, material and transport cost items per shop visit",
            unit="EUR",
            precision=2,
            operands=["labour_charge", "material_cost", "transport_cost"],
        ),
        Rule(
            operation="ratio",
            label="labour charge per guaranteed engine flight hour",
            unit="EUR per flight hour",
            precision=2,
            operands=["labour_charge", "guaranteed_interval"],
        ),
        Rule(
            operation="product",
            label="lease-engine cost per shop visit",
            unit="EUR",
            precision=0,
            operands=["lease_daily_rate", "lease_days"],
        ),
        Rule(
            operation="weighted_sum",
            label="risk-weighted shop-visit cost (labour, 1.25 times material, transport)",
            unit="EUR",
            precision=0,
            operands=["labour_charge", "material_cost", "transport_cost"],
            weights=[1, 1.25, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net shop-visit cost after the warranty credit",
            unit="EUR",
            precision=0,
            operands=["labour_charge", "material_cost", "transport_cost", "warranty_credit"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="tiered volume rebate on labour and material charges",
            unit="EUR",
            precision=2,
            operands=["labour_charge", "material_cost"],
            tiers=[T(up_to=1600000, rate=0.02), T(up_to=None, rate=0.04)],
        ),
    ],
)

CHIEF_PILOT = ScenarioTemplate(
    domain="aviation_aerospace",
    name="aviation_chief_pilot_appointment",
    background=(
        "Laurentian Air, a regional airline headquartered at Montréal–Trudeau International "
        "Airport, is appointing a Chief Pilot for its De Havilland Dash 8-400 fleet, with the "
        "successful candidate to start in Q4 2026. Licensing, training, medical, safety, "
        "security and remuneration records are kept by separate departments, so the appointment "
        "panel has to bring them together before it makes an offer."
    ),
    question="Does any candidate satisfy every requirement for the Chief Pilot appointment?",
    positive="Appoint",
    negative="Do not appoint",
    candidates=[
        "Capt. Geneviève Tremblay",
        "Capt. Rajiv Malhotra",
        "Capt. Owen Blackwood",
        "Capt. Sofia Papadakis",
        "Capt. Julien Côté",
        "Capt. Amara Nwosu",
        "Capt. Mikael Lindgren",
        "Capt. Yuki Hayashi",
    ],
    roles=[
        R(
            title="Director of Flight Operations",
            responsibilities="Verifies licences, type ratings and command experience.",
            facts=[
                F(
                    key="atpl_held",
                    label="valid Transport Canada airline transport pilot licence",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} a valid Transport Canada airline transport pilot "
                        "licence.",
                        "Licence verification: {candidate} {value} a current ATPL.",
                    ],
                ),
                F(
                    key="type_rating",
                    label="current DHC-8-400 type rating",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} a current DHC-8-400 type rating.",
                        "Type rating check: {candidate} {value} a valid Dash 8-400 rating.",
                    ],
                ),
                F(
                    key="command_hours",
                    label="pilot-in-command hours on multi-engine turboprop aircraft",
                    kind="number",
                    unit="hours",
                    domain=[2500, 3500, 4200, 5000, 6500, 8000, 9500],
                    good="higher",
                    templates=[
                        "{candidate} has logged {value} as pilot in command on multi-engine "
                        "turboprops.",
                        "Certified logbook extract, {candidate}: {value} in command on turboprops.",
                    ],
                ),
            ],
        ),
        R(
            title="Head of Training and Standards",
            responsibilities="Runs proficiency checks and keeps the instructor qualification "
            "records.",
            facts=[
                F(
                    key="proficiency_check",
                    label="pilot proficiency check result",
                    kind="category",
                    domain=["satisfactory", "satisfactory with debrief items", "unsatisfactory"],
                    good=["satisfactory", "satisfactory with debrief items"],
                    contexts=["March 2026 proficiency check", "June 2026 proficiency check"],
                    templates=[
                        "{candidate}'s result in the {context}: {value}.",
                        "Training record, {context}: {candidate} graded {value}.",
                    ],
                ),
                F(
                    key="instructor_years",
                    label="years as a simulator instructor",
                    kind="number",
                    unit="years",
                    domain=[0, 2, 4, 6, 9, 12],
                    templates=[
                        "{candidate} has served {value} as a simulator instructor.",
                        "Instructor history for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Aviation Medical Liaison",
            responsibilities="Tracks medical certificate categories and their validity dates.",
            facts=[
                F(
                    key="medical_valid",
                    label="valid Category 1 medical certificate",
                    kind="bool",
                    words=("is not", "is"),
                    good=True,
                    contexts=["1 October 2026", "1 April 2027"],
                    templates=[
                        "{candidate}'s Category 1 medical certificate {value} valid on {context}.",
                        "Medical file check: as at {context}, {candidate}'s Category 1 "
                        "certificate {value} in force.",
                    ],
                ),
                F(
                    key="medical_days_left",
                    label="days remaining before the next medical renewal",
                    kind="number",
                    unit="days",
                    domain=[40, 90, 150, 210, 300],
                    templates=[
                        "{candidate}'s next medical renewal falls due in {value}.",
                        "Medical renewal countdown for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Safety Management System Manager",
            responsibilities="Maintains occurrence reporting and safety culture records.",
            facts=[
                F(
                    key="occurrences",
                    label="reportable occurrences as pilot in command",
                    kind="number",
                    unit="occurrences",
                    domain=[0, 1, 2, 3, 4, 6],
                    good="lower",
                    contexts=["2024 calendar year", "2025 calendar year"],
                    templates=[
                        "In the {context}, {candidate} was pilot in command for {value}.",
                        "Occurrence database, {context}: {candidate} — {value} as PIC.",
                    ],
                ),
                F(
                    key="crm_facilitator",
                    label="crew resource management facilitator qualification",
                    kind="bool",
                    words=("is not", "is"),
                    templates=[
                        "{candidate} {value} a qualified crew resource management facilitator.",
                        "CRM records: {candidate} {value} listed as a facilitator.",
                    ],
                ),
            ],
        ),
        R(
            title="Talent Acquisition Lead",
            responsibilities="Handles availability, current employment terms and the "
            "negotiated offer.",
            facts=[
                F(
                    key="notice_period",
                    label="notice period with the current employer",
                    kind="number",
                    unit="weeks",
                    domain=[2, 4, 6, 8, 12, 16],
                    good="lower",
                    templates=[
                        "{candidate} must give {value} of notice to the current employer.",
                        "Notice period on file for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="current_salary",
                    label="current base salary",
                    kind="number",
                    unit="CAD",
                    domain=[150000, 158000, 167000, 176000, 185000, 196000],
                    templates=[
                        "{candidate}'s current base salary is {value}.",
                        "Declared current base salary for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="relocation_allowance",
                    label="relocation allowance",
                    kind="number",
                    unit="CAD",
                    domain=[15000, 20000, 25000, 30000, 35000],
                    templates=[
                        "{candidate} would receive a relocation allowance of {value}.",
                        "Relocation allowance agreed for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="bonus_target",
                    label="annual bonus target",
                    kind="number",
                    unit="CAD",
                    domain=[12000, 16000, 20000, 25000, 30000],
                    templates=[
                        "{candidate}'s annual bonus target was set at {value} in the offer "
                        "discussions.",
                        "Bonus target negotiated with {candidate}: {value} a year.",
                    ],
                ),
            ],
        ),
        R(
            title="Compensation and Benefits Analyst",
            responsibilities="Prices the salary offer, flight pay and benefit contributions.",
            facts=[
                F(
                    key="offered_base",
                    label="offered base salary",
                    kind="number",
                    unit="CAD",
                    domain=[165000, 178000, 192000, 205000, 218000, 230000],
                    templates=[
                        "The base salary proposed for {candidate} is {value}.",
                        "Offer model, {candidate}: base salary {value}.",
                    ],
                ),
                F(
                    key="market_benchmark",
                    label="market benchmark salary for the candidate's profile",
                    kind="number",
                    unit="CAD",
                    domain=[172000, 180000, 188000, 196000, 204000],
                    templates=[
                        "The market benchmark for a profile like {candidate}'s is {value}.",
                        "Salary survey benchmark matched to {candidate}: {value}.",
                    ],
                ),
                F(
                    key="flight_pay_rate",
                    label="line-flying pay rate",
                    kind="number",
                    unit="CAD per flight hour",
                    domain=[95, 110, 125, 140, 155],
                    templates=[
                        "{candidate}'s line flying would be paid at {value}.",
                        "Flight pay rate set for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="benefits_contribution",
                    label="employee share of group benefits premiums",
                    kind="number",
                    unit="CAD",
                    domain=[2400, 3100, 3800, 4500, 5200],
                    templates=[
                        "{candidate}'s own share of group benefits premiums is {value} a year.",
                        "Employee benefits contribution for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Crew Scheduling Manager",
            responsibilities="Plans how much line flying management pilots keep each year.",
            facts=[
                F(
                    key="line_hours",
                    label="planned annual line-flying hours",
                    kind="number",
                    unit="hours",
                    domain=[180, 240, 300, 360, 420],
                    templates=[
                        "{candidate} would keep {value} of line flying a year.",
                        "Roster plan: {candidate} pencilled in for {value} of annual line flying.",
                    ],
                ),
                F(
                    key="reserve_days",
                    label="management reserve days per month",
                    kind="number",
                    unit="days",
                    domain=[2, 3, 4, 5, 6],
                    templates=[
                        "{candidate} has asked for {value} of management reserve each month.",
                        "Monthly management reserve requested by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Aviation Security Officer",
            responsibilities="Manages security clearances and language proficiency endorsements.",
            facts=[
                F(
                    key="security_clearance",
                    label="Transportation Security Clearance status",
                    kind="category",
                    domain=["granted", "renewal pending", "not held"],
                    good=["granted"],
                    templates=[
                        "{candidate}'s Transportation Security Clearance: {value}.",
                        "Clearance register entry for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="french_proficiency",
                    label="ICAO French language proficiency level",
                    kind="category",
                    domain=["level 6 (expert)", "level 5", "level 4", "below level 4"],
                    good=["level 6 (expert)", "level 5"],
                    templates=[
                        "{candidate}'s ICAO French proficiency is rated {value}.",
                        "Language endorsement for {candidate}, French: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="first-year base salary plus relocation allowance",
            unit="CAD",
            precision=0,
            operands=["offered_base", "relocation_allowance"],
        ),
        Rule(
            operation="difference",
            label="salary uplift over the current base salary",
            unit="CAD",
            precision=0,
            operands=["offered_base", "current_salary"],
        ),
        Rule(
            operation="mean",
            label="average of the offered, current and benchmark salaries",
            unit="CAD",
            precision=2,
            operands=["offered_base", "current_salary", "market_benchmark"],
        ),
        Rule(
            operation="ratio",
            label="offered base salary per planned line-flying hour",
            unit="CAD per flight hour",
            precision=2,
            operands=["offered_base", "line_hours"],
        ),
        Rule(
            operation="product",
            label="annual line-flying pay",
            unit="CAD",
            precision=0,
            operands=["line_hours", "flight_pay_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="annualised package cost (base, bonus target, half the relocation allowance)",
            unit="CAD",
            precision=0,
            operands=["offered_base", "bonus_target", "relocation_allowance"],
            weights=[1, 1, 0.5],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net first-year package after the employee benefits contribution",
            unit="CAD",
            precision=0,
            operands=[
                "offered_base",
                "bonus_target",
                "relocation_allowance",
                "benefits_contribution",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="search firm fee on the base salary and bonus target",
            unit="CAD",
            precision=2,
            operands=["offered_base", "bonus_target"],
            tiers=[T(up_to=200000, rate=0.2), T(up_to=None, rate=0.25)],
        ),
    ],
)

FLIGHT_TEST_SITE = ScenarioTemplate(
    domain="aviation_aerospace",
    name="aviation_hot_high_test_site",
    background=(
        "Vantage Rotorcraft, a helicopter manufacturer based in Bristol, must choose a host "
        "airfield for the hot-and-high certification flight-test campaign of its VR-480 "
        "helicopter in summer 2026. Flight-test, weather, instrumentation, regulatory, safety "
        "and cost evidence on each airfield sits with different specialists, so the programme "
        "board needs all of it before it commits the aircraft and the test team."
    ),
    question="Which airfield, if any, meets every requirement for hosting the campaign?",
    positive="Select",
    negative="Do not select",
    candidates=[
        "Altiplano Flight Test Centre",
        "Serra da Estrela Airfield",
        "Atlas Mountains Test Strip",
        "Mesa Verde Proving Ground",
        "Karoo High Plains Aerodrome",
        "Anatolia Plateau Test Field",
        "Sierra Alta Aerodrome",
        "Ladakh Valley Trials Airstrip",
    ],
    roles=[
        R(
            title="Flight Test Director",
            responsibilities="Sets the test envelope and plans the flying programme at each site.",
            facts=[
                F(
                    key="field_elevation",
                    label="field elevation",
                    kind="number",
                    unit="ft",
                    domain=[1800, 3200, 4500, 5400, 6200, 7500, 8900],
                    good="higher",
                    templates=[
                        "{candidate} sits at a field elevation of {value}.",
                        "Site survey: elevation at {candidate} is {value} above mean sea level.",
                    ],
                ),
                F(
                    key="segregated_airspace",
                    label="segregated test airspace secured",
                    kind="bool",
                    words=("has not secured", "has secured"),
                    good=True,
                    templates=[
                        "{candidate} {value} segregated airspace for the test sorties.",
                        "Airspace status: the operator of {candidate} {value} a segregated "
                        "test area for us.",
                    ],
                ),
                F(
                    key="campaign_days",
                    label="planned campaign length",
                    kind="number",
                    unit="days",
                    domain=[24, 28, 32, 36, 40],
                    templates=[
                        "Given its weather windows, a campaign at {candidate} would run {value}.",
                        "Planned campaign length at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="test_hours",
                    label="planned flight-test hours",
                    kind="number",
                    unit="flight hours",
                    domain=[60, 75, 90, 105, 120],
                    templates=[
                        "The test plan at {candidate} schedules {value}.",
                        "Flight-test hours budgeted for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Meteorology Lead",
            responsibilities="Analyses temperature and wind climatology for each site.",
            facts=[
                F(
                    key="max_temperature",
                    label="mean daily maximum temperature",
                    kind="number",
                    unit="°C",
                    domain=[24, 27, 29, 31, 33, 35, 38],
                    good="higher",
                    contexts=["July 2026", "August 2026"],
                    templates=[
                        "The mean daily maximum at {candidate} for {context} is forecast at "
                        "{value}.",
                        "Climatology brief, {context}: {candidate} — mean daily maximum {value}.",
                    ],
                ),
                F(
                    key="high_wind_days",
                    label="days with surface wind above 25 knots",
                    kind="number",
                    unit="days",
                    domain=[1, 3, 5, 8, 12],
                    templates=[
                        "{candidate} typically sees {value} a month with wind above 25 knots.",
                        "Wind climatology for {candidate}: {value} per month above 25 knots.",
                    ],
                ),
            ],
        ),
        R(
            title="Test Instrumentation Engineer",
            responsibilities="Plans telemetry ground stations and data coverage.",
            facts=[
                F(
                    key="telemetry_coverage",
                    label="telemetry link coverage",
                    kind="number",
                    unit="%",
                    domain=[78, 84, 89, 93, 96, 99],
                    good="higher",
                    contexts=["north test sector", "south test sector"],
                    templates=[
                        "In the {context} at {candidate}, telemetry coverage modelled at {value}.",
                        "Link budget, {candidate} ({context}): {value} coverage.",
                    ],
                ),
                F(
                    key="ground_station_setup",
                    label="ground station set-up time",
                    kind="number",
                    unit="days",
                    domain=[3, 4, 6, 8, 10],
                    templates=[
                        "Setting up the telemetry ground station at {candidate} takes {value}.",
                        "Ground station set-up estimate for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Airfield Operations Manager",
            responsibilities="Liaises with each airfield on fire cover, hangarage and services.",
            facts=[
                F(
                    key="fire_cover",
                    label="helicopter fire and rescue cover category",
                    kind="category",
                    domain=["H3 fire cover", "H2 fire cover", "H1 fire cover", "no fire cover"],
                    good=["H3 fire cover", "H2 fire cover"],
                    templates=[
                        "{candidate} provides {value}.",
                        "Rescue and firefighting at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="hangar_daily_fee",
                    label="hangar hire rate",
                    kind="number",
                    unit="GBP per day",
                    domain=[650, 780, 900, 1050, 1200],
                    templates=[
                        "{candidate} charges {value} for hangar space.",
                        "Hangar hire quoted by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Regulatory Affairs Manager",
            responsibilities="Obtains host-state flight permits and manages grant applications.",
            facts=[
                F(
                    key="flight_permit",
                    label="host-state flight test permit status",
                    kind="category",
                    domain=["issued", "under review", "not applied for"],
                    good=["issued", "under review"],
                    templates=[
                        "Flight test permit status for {candidate}: {value}.",
                        "Permit tracker, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="host_grant",
                    label="host-region aerospace research grant",
                    kind="number",
                    unit="GBP",
                    domain=[5000, 8000, 12000, 15000, 20000],
                    templates=[
                        "The region hosting {candidate} has offered a research grant of {value}.",
                        "Grant letter for a campaign at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Logistics and Travel Coordinator",
            responsibilities="Arranges the ferry flight, team accommodation and medical access.",
            facts=[
                F(
                    key="hospital_distance",
                    label="distance to the nearest trauma hospital",
                    kind="number",
                    unit="km",
                    domain=[12, 25, 40, 60, 85, 120],
                    good="lower",
                    templates=[
                        "The nearest trauma hospital is {value} from {candidate}.",
                        "Medical access check for {candidate}: trauma hospital at {value}.",
                    ],
                ),
                F(
                    key="accommodation_cost",
                    label="team accommodation cost for the campaign",
                    kind="number",
                    unit="GBP",
                    domain=[38000, 44000, 51000, 57000, 63000],
                    templates=[
                        "Accommodating the test team near {candidate} would cost {value}.",
                        "Accommodation quote for the campaign at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="ferry_cost",
                    label="aircraft and support equipment ferry cost",
                    kind="number",
                    unit="GBP",
                    domain=[18000, 24000, 29000, 35000, 41000],
                    templates=[
                        "Ferrying the aircraft and support kit to {candidate} costs {value}.",
                        "Ferry and freight estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Programme Finance Manager",
            responsibilities="Budgets site access charges and fuel for the campaign.",
            facts=[
                F(
                    key="site_access_fee",
                    label="site access fee for the campaign",
                    kind="number",
                    unit="GBP",
                    domain=[42000, 48000, 55000, 61000, 68000, 75000],
                    templates=[
                        "{candidate} charges a site access fee of {value} for the campaign.",
                        "Site access fee, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="fuel_cost",
                    label="estimated fuel cost for the campaign",
                    kind="number",
                    unit="GBP",
                    domain=[21000, 26000, 30000, 34000, 39000],
                    templates=[
                        "Fuel for the campaign at {candidate} is budgeted at {value}.",
                        "Estimated Jet A-1 spend at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Test Safety Manager",
            responsibilities="Approves emergency response and search-and-rescue arrangements.",
            facts=[
                F(
                    key="crash_response",
                    label="crash rescue response time to the test area",
                    kind="number",
                    unit="minutes",
                    domain=[6, 9, 12, 15, 20, 25],
                    good="lower",
                    contexts=["weekday operations", "weekend operations"],
                    templates=[
                        "During {context}, crash rescue reaches the test area at {candidate} "
                        "in {value}.",
                        "Response drill, {candidate} ({context}): {value} to the test area.",
                    ],
                ),
                F(
                    key="sar_standby",
                    label="search-and-rescue helicopter on standby",
                    kind="bool",
                    words=("cannot provide", "can provide"),
                    good=True,
                    templates=[
                        "{candidate} {value} a search-and-rescue helicopter on standby during "
                        "test sorties.",
                        "SAR arrangements: {candidate} {value} standby rescue helicopter cover.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="site access and team accommodation cost",
            unit="GBP",
            precision=0,
            operands=["site_access_fee", "accommodation_cost"],
        ),
        Rule(
            operation="difference",
            label="site access fee net of the host-region grant",
            unit="GBP",
            precision=0,
            operands=["site_access_fee", "host_grant"],
        ),
        Rule(
            operation="mean",
            label="average of the fuel, ferry and accommodation cost items",
            unit="GBP",
            precision=2,
            operands=["fuel_cost", "ferry_cost", "accommodation_cost"],
        ),
        Rule(
            operation="ratio",
            label="site access fee per planned flight-test hour",
            unit="GBP per flight hour",
            precision=2,
            operands=["site_access_fee", "test_hours"],
        ),
        Rule(
            operation="product",
            label="hangar hire for the whole campaign",
            unit="GBP",
            precision=0,
            operands=["hangar_daily_fee", "campaign_days"],
        ),
        Rule(
            operation="weighted_sum",
            label="contingency-weighted direct cost (site fee, accommodation, 1.3 times fuel)",
            unit="GBP",
            precision=0,
            operands=["site_access_fee", "accommodation_cost", "fuel_cost"],
            weights=[1, 1, 1.3],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net site, accommodation and ferry cost after the host-region grant",
            unit="GBP",
            precision=0,
            operands=["site_access_fee", "accommodation_cost", "ferry_cost", "host_grant"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="programme overhead charge on site access and accommodation",
            unit="GBP",
            precision=2,
            operands=["site_access_fee", "accommodation_cost"],
            tiers=[T(up_to=100000, rate=0.08), T(up_to=None, rate=0.12)],
        ),
    ],
)

TEMPLATES = [ENGINE_MRO, CHIEF_PILOT, FLIGHT_TEST_SITE]
