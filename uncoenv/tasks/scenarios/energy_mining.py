"""Energy, power & mining scenarios."""

from uncoenv.tasks.scenarios.schema import FactTemplate as F
from uncoenv.tasks.scenarios.schema import RoleTemplate as R
from uncoenv.tasks.scenarios.schema import RuleTemplate as Rule
from uncoenv.tasks.scenarios.schema import ScenarioTemplate
from uncoenv.tasks.scenarios.schema import TierTemplate as T

MINE_DIRECTOR = ScenarioTemplate(
    domain="energy_mining",
    name="mine_director_appointment",
    background=(
        "An appointment committee is evaluating three executive candidates for the Principal "
        "Mine Director position at an underground gold operation in Western Australia. The "
        "qualification, compliance, recruitment and remuneration records sit with separate "
        "specialists, so the committee must combine their evidence before it can appoint anyone."
    ),
    question="Does any candidate satisfy every appointment requirement?",
    positive="Appoint",
    negative="Do not appoint",
    candidates=[
        "Marcus Vance",
        "Dr. Elena Rostova",
        "Kavita Selvam",
        "Tomasz Wierzbicki",
        "Aroha Ngata",
        "Liam O'Sullivan",
        "Dr. Chiamaka Eze",
        "Henrik Dahl",
    ],
    roles=[
        R(
            title="Technical Evaluation Board Chair",
            responsibilities="Assesses engineering credentials and underground mining experience.",
            facts=[
                F(
                    key="chartered_status",
                    label="verified chartered professional engineering status",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} verified chartered professional engineering status.",
                        "Our file shows that {candidate} {value} chartered engineering status, "
                        "verified with Engineers Australia.",
                    ],
                ),
                F(
                    key="hardrock_experience",
                    label="underground hardrock experience",
                    kind="number",
                    unit="years",
                    domain=[4, 6, 8, 10, 12, 14, 17, 20, 25],
                    good="higher",
                    templates=[
                        "{candidate} has {value} of underground hardrock experience.",
                        "Underground hardrock experience on record for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="technical_papers",
                    label="published technical papers",
                    kind="number",
                    unit="papers",
                    domain=[0, 2, 3, 5, 8, 11],
                    templates=[
                        "{candidate} has authored {value}.",
                        "Publication count for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="HSE Compliance Lead",
            responsibilities="Tracks statutory certificates and safety audit results.",
            facts=[
                F(
                    key="manager_certificate",
                    label="valid first-class mine manager certificate",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} a valid first-class mine manager certificate.",
                        "Certificate register: {candidate} {value} a current first-class mine "
                        "manager certificate.",
                    ],
                ),
                F(
                    key="safety_audit_score",
                    label="latest statutory safety audit score",
                    kind="number",
                    unit="/100",
                    domain=[68, 74, 79, 82, 88, 91, 94],
                    good="higher",
                    contexts=["2025 site audit", "2024 site audit"],
                    templates=[
                        "{candidate} scored {value} in the {context}.",
                        "In the {context}, {candidate} achieved a score of {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Integrity and Governance Lead",
            responsibilities="Runs background vetting and governance training records.",
            facts=[
                F(
                    key="background_check",
                    label="statutory background check",
                    kind="bool",
                    words=("did not pass", "passed"),
                    good=True,
                    contexts=["March 2026 vetting cycle", "April 2026 vetting cycle"],
                    templates=[
                        "{candidate} {value} the statutory background check in the {context}.",
                        "Vetting outcome for {candidate} ({context}): {value} the statutory "
                        "background check.",
                    ],
                ),
                F(
                    key="seminar_hours",
                    label="governance seminar hours over the past three years",
                    kind="number",
                    unit="hours",
                    domain=[5, 10, 15, 20, 30, 40],
                    templates=[
                        "{candidate} attended {value} of governance seminars over the past "
                        "three calendar years.",
                        "Governance training logged for {candidate}: {value} in three years.",
                    ],
                ),
            ],
        ),
        R(
            title="Executive Talent Acquisition Lead",
            responsibilities="Manages candidate availability and employment history.",
            facts=[
                F(
                    key="start_availability",
                    label="availability to start by 1 August 2026",
                    kind="bool",
                    words=("could not confirm", "confirmed"),
                    good=True,
                    templates=[
                        "{candidate} {value} availability to start by 1 August 2026.",
                        "Start date check: {candidate} {value} that they can begin by "
                        "1 August 2026.",
                    ],
                ),
                F(
                    key="average_tenure",
                    label="average tenure in previous executive appointments",
                    kind="number",
                    unit="years",
                    domain=[2, 3, 4, 5, 6, 7, 9],
                    good="higher",
                    templates=[
                        "{candidate}'s average tenure across previous executive appointments "
                        "was {value}.",
                        "Average executive tenure for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Executive Remuneration Specialist",
            responsibilities="Prepares relocation and benefit offers.",
            facts=[
                F(
                    key="relocation_grant",
                    label="executive relocation grant",
                    kind="number",
                    unit="AUD",
                    domain=[20000, 25000, 30000, 35000, 40000, 45000],
                    templates=[
                        "{candidate} has an executive relocation grant of {value}.",
                        "The relocation grant offered to {candidate} is {value}.",
                    ],
                ),
                F(
                    key="health_premium",
                    label="annual employer-paid health insurance premium",
                    kind="number",
                    unit="AUD",
                    domain=[4500, 5200, 6000, 6800, 7400],
                    templates=[
                        "{candidate}'s annual employer-paid health insurance premium is {value}.",
                        "Health cover premium for {candidate}: {value} a year.",
                    ],
                ),
                F(
                    key="flight_fare",
                    label="reimbursed fare per roster flight",
                    kind="number",
                    unit="AUD",
                    domain=[380, 420, 450, 520, 610],
                    templates=[
                        "Each roster flight for {candidate} is reimbursed at {value}.",
                        "{candidate}'s reimbursed fare per roster flight is {value}.",
                    ],
                ),
                F(
                    key="signing_bonus",
                    label="signing bonus",
                    kind="number",
                    unit="AUD",
                    domain=[5000, 8000, 10000, 12000, 15000],
                    templates=[
                        "{candidate} would receive a signing bonus of {value}.",
                        "Signing bonus approved for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Site Mobilization Lead",
            responsibilities="Arranges site access, allowances and roster travel.",
            facts=[
                F(
                    key="establishment_allowance",
                    label="field establishment allowance",
                    kind="number",
                    unit="AUD",
                    domain=[10000, 12000, 15000, 18000, 20000],
                    templates=[
                        "{candidate} has a field establishment allowance of {value}.",
                        "Field establishment allowance for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="roster_flights",
                    label="annual roster flights",
                    kind="number",
                    unit="flights",
                    domain=[12, 18, 24, 26, 30],
                    templates=[
                        "{candidate} has an annual allocation of {value}.",
                        "Roster travel for {candidate}: {value} a year.",
                    ],
                ),
                F(
                    key="site_induction",
                    label="site induction status",
                    kind="category",
                    domain=["completed", "scheduled", "not started"],
                    good=["completed", "scheduled"],
                    templates=[
                        "Site induction for {candidate}: {value}.",
                        "{candidate}'s site induction is {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="First Nations and Community Relations Lead",
            responsibilities="Maintains stakeholder endorsement and community engagement records.",
            facts=[
                F(
                    key="endorsement_index",
                    label="Indigenous stakeholder endorsement index",
                    kind="number",
                    unit="%",
                    domain=[61, 70, 79, 85, 91],
                    good="higher",
                    templates=[
                        "{candidate} has an Indigenous stakeholder endorsement index of {value}.",
                        "Stakeholder endorsement for {candidate} stands at {value}.",
                    ],
                ),
                F(
                    key="community_briefings",
                    label="community briefing sessions in the past twelve months",
                    kind="number",
                    unit="sessions",
                    domain=[2, 4, 8, 12, 16],
                    templates=[
                        "{candidate} conducted {value} over the past twelve operational months.",
                        "Community briefings led by {candidate} this year: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="total relocation and establishment package",
            unit="AUD",
            precision=0,
            operands=["relocation_grant", "establishment_allowance"],
        ),
        Rule(
            operation="difference",
            label="relocation grant in excess of the field establishment allowance",
            unit="AUD",
            precision=0,
            operands=["relocation_grant", "establishment_allowance"],
        ),
        Rule(
            operation="mean",
            label="average of the relocation grant, establishment allowance and signing bonus",
            unit="AUD",
            precision=2,
            operands=["relocation_grant", "establishment_allowance", "signing_bonus"],
        ),
        Rule(
            operation="ratio",
            label="relocation grant per annual roster flight",
            unit="AUD per flight",
            precision=2,
            operands=["relocation_grant", "roster_flights"],
        ),
        Rule(
            operation="product",
            label="annual roster travel budget",
            unit="AUD",
            precision=0,
            operands=["roster_flights", "flight_fare"],
        ),
        Rule(
            operation="weighted_sum",
            label="first-year package (grant, 1.5 times the allowance, and the premium)",
            unit="AUD",
            precision=0,
            operands=["relocation_grant", "establishment_allowance", "health_premium"],
            weights=[1, 1.5, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net package after the health premium contribution",
            unit="AUD",
            precision=0,
            operands=["relocation_grant", "establishment_allowance", "health_premium"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="fringe benefits levy on the grant and allowance",
            unit="AUD",
            precision=2,
            operands=["relocation_grant", "establishment_allowance"],
            tiers=[T(up_to=40000, rate=0.1), T(up_to=None, rate=0.25)],
        ),
    ],
)

SOLAR_SITE = ScenarioTemplate(
    domain="energy_mining",
    name="energy_solar_farm_site",
    background=(
        "A Madrid-based renewable developer is choosing the parcel for a 50 MWp single-axis "
        "tracker solar farm in south-western Spain, aiming for grid connection in Q4 2027. "
        "Resource, grid, environmental, land, ground and market records are held by different "
        "specialists, so the investment committee must combine their evidence before it "
        "commits to a site."
    ),
    question="Which parcel, if any, meets every requirement for the 50 MWp solar farm?",
    positive="Proceed",
    negative="Do not proceed",
    candidates=[
        "Finca Los Olivares (Badajoz)",
        "Dehesa La Serena (Badajoz)",
        "Cortijo El Alamillo (Sevilla)",
        "Llanos de Almendralejo",
        "Finca Valdelacasa (Cáceres)",
        "Campo de Calatrava (Ciudad Real)",
        "Vega del Guadiana",
        "Paraje Las Hoyas (Córdoba)",
    ],
    roles=[
        R(
            title="Solar Resource Analyst",
            responsibilities="Estimates irradiation and yield losses at each parcel.",
            facts=[
                F(
                    key="annual_ghi",
                    label="annual global horizontal irradiation",
                    kind="number",
                    unit="kWh/m² per year",
                    domain=[1850, 1900, 1950, 2000, 2050, 2100],
                    good="higher",
                    contexts=["satellite-derived estimate", "on-site pyranometer record"],
                    templates=[
                        "The {context} puts irradiation at {candidate} at {value}.",
                        "Global horizontal irradiation, {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="soiling_loss",
                    label="expected soiling loss",
                    kind="number",
                    unit="%",
                    domain=[1.2, 1.8, 2.5, 3.1, 4.0],
                    templates=[
                        "Dust soiling at {candidate} is expected to cost {value} of yield.",
                        "Soiling loss assumed for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Grid Connection Engineer",
            responsibilities="Secures access capacity and designs the connection to the "
            "transmission network.",
            facts=[
                F(
                    key="substation_capacity",
                    label="available access capacity at the nearest substation",
                    kind="number",
                    unit="MW",
                    domain=[20, 35, 50, 75, 100, 150],
                    good="higher",
                    templates=[
                        "The substation nearest {candidate} has {value} of access capacity "
                        "available.",
                        "Available grid access capacity for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="access_permit",
                    label="grid access and connection permit",
                    kind="bool",
                    words=("has not been granted", "has been granted"),
                    good=True,
                    templates=[
                        "The grid access and connection permit for {candidate} {value}.",
                        "Permit tracker: access and connection for {candidate} {value} by the "
                        "system operator.",
                    ],
                ),
                F(
                    key="substation_upgrade_cost",
                    label="substation upgrade cost",
                    kind="number",
                    unit="EUR",
                    domain=[600000, 1000000, 1500000, 2100000, 2700000],
                    templates=[
                        "Upgrading the substation bay for {candidate} would cost {value}.",
                        "Substation works estimate, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="line_length",
                    label="length of the overhead evacuation line",
                    kind="number",
                    unit="km",
                    domain=[2, 4, 6, 9, 12, 15],
                    templates=[
                        "{candidate} needs {value} of overhead line to reach the substation.",
                        "Evacuation line length, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Environmental Permitting Specialist",
            responsibilities="Screens protected areas and runs the ecological surveys.",
            facts=[
                F(
                    key="natura_status",
                    label="position relative to Natura 2000 sites",
                    kind="category",
                    domain=["outside Natura 2000", "within 2 km buffer", "inside Natura 2000"],
                    good=["outside Natura 2000"],
                    templates=[
                        "Protected-area screening for {candidate}: {value}.",
                        "Natura 2000 status of {candidate}: {value}.",
                    ],
                ),
                F(
                    key="steppe_bird_nesting",
                    label="protected steppe-bird nesting recorded on the parcel",
                    kind="bool",
                    words=("did not record", "recorded"),
                    good=False,
                    contexts=["spring 2026 survey", "autumn 2026 survey"],
                    templates=[
                        "The {context} {value} protected steppe-bird nesting at {candidate}.",
                        "Ecology log, {context}: fieldworkers {value} great bustard or little "
                        "bustard nests at {candidate}.",
                    ],
                ),
                F(
                    key="permitting_fees",
                    label="environmental assessment and permitting fees",
                    kind="number",
                    unit="EUR",
                    domain=[90000, 120000, 150000, 190000, 240000],
                    templates=[
                        "Environmental assessment and permitting for {candidate} will cost "
                        "{value}.",
                        "Permitting fees, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Land Acquisition Manager",
            responsibilities="Negotiates surface rights with landowners.",
            facts=[
                F(
                    key="lease_status",
                    label="land lease status",
                    kind="category",
                    domain=["signed", "heads of terms agreed", "under negotiation"],
                    good=["signed", "heads of terms agreed"],
                    templates=[
                        "Surface lease for {candidate}: {value}.",
                        "Land agreement status with the owners of {candidate}: {value}.",
                    ],
                ),
                F(
                    key="annual_land_lease",
                    label="annual land lease",
                    kind="number",
                    unit="EUR",
                    domain=[70000, 85000, 100000, 120000, 140000],
                    templates=[
                        "Rent for {candidate} is set at {value} a year.",
                        "Annual land lease, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="buildable_area",
                    label="buildable area",
                    kind="number",
                    unit="hectares",
                    domain=[70, 80, 90, 105, 120],
                    templates=[
                        "{candidate} offers {value} of buildable land.",
                        "Buildable area after setbacks, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Geotechnical Engineer",
            responsibilities="Assesses terrain, flood exposure and earthworks.",
            facts=[
                F(
                    key="terrain_slope",
                    label="average terrain slope",
                    kind="number",
                    unit="%",
                    domain=[2, 3, 4, 5, 7, 9],
                    good="lower",
                    templates=[
                        "The average terrain slope across {candidate} is {value}.",
                        "Mean slope, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="outside_flood_zone",
                    label="location outside the 500-year flood zone",
                    kind="bool",
                    words=("does not lie", "lies"),
                    good=True,
                    templates=[
                        "{candidate} {value} outside the 500-year flood zone.",
                        "Flood mapping check: the array area of {candidate} {value} outside "
                        "the 500-year flood zone.",
                    ],
                ),
                F(
                    key="earthworks_cost",
                    label="piling and earthworks estimate",
                    kind="number",
                    unit="EUR",
                    domain=[900000, 1300000, 1700000, 2200000, 2800000],
                    templates=[
                        "Piling and earthworks at {candidate} are estimated at {value}.",
                        "Earthworks estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Energy Market Analyst",
            responsibilities="Forecasts prices and curtailment at each grid node.",
            facts=[
                F(
                    key="curtailment",
                    label="curtailment at the grid node",
                    kind="number",
                    unit="%",
                    domain=[1.5, 3, 4.5, 6, 8, 11],
                    good="lower",
                    contexts=["2025 observed", "2028 forecast"],
                    templates=[
                        "Curtailment at the node serving {candidate}, {context}: {value}.",
                        "For {candidate}, solar output curtailment ({context}) is {value}.",
                    ],
                ),
                F(
                    key="capture_price",
                    label="expected solar capture price",
                    kind="number",
                    unit="EUR per MWh",
                    domain=[32, 36, 40, 44, 48],
                    templates=[
                        "The expected solar capture price at {candidate} is {value}.",
                        "Capture price forecast, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Project Finance Manager",
            responsibilities="Holds unit rates, grants and the capital budget.",
            facts=[
                F(
                    key="line_cost_per_km",
                    label="overhead line cost per km",
                    kind="number",
                    unit="EUR per km",
                    domain=[110000, 130000, 150000, 170000, 190000],
                    templates=[
                        "The line route to {candidate} is priced at {value}.",
                        "Overhead line unit rate, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="grid_grant",
                    label="regional grid reinforcement grant",
                    kind="number",
                    unit="EUR",
                    domain=[150000, 250000, 350000, 450000, 550000],
                    templates=[
                        "The regional government has offered {value} towards grid "
                        "reinforcement for {candidate}.",
                        "Grid reinforcement grant, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="site-specific capital cost (earthworks and substation upgrade)",
            unit="EUR",
            precision=0,
            operands=["earthworks_cost", "substation_upgrade_cost"],
        ),
        Rule(
            operation="difference",
            label="substation upgrade cost net of the regional grid grant",
            unit="EUR",
            precision=0,
            operands=["substation_upgrade_cost", "grid_grant"],
        ),
        Rule(
            operation="mean",
            label="average of the earthworks, substation and permitting costs",
            unit="EUR",
            precision=2,
            operands=["earthworks_cost", "substation_upgrade_cost", "permitting_fees"],
        ),
        Rule(
            operation="ratio",
            label="earthworks cost per buildable hectare",
            unit="EUR per hectare",
            precision=2,
            operands=["earthworks_cost", "buildable_area"],
        ),
        Rule(
            operation="product",
            label="overhead line cost",
            unit="EUR",
            precision=0,
            operands=["line_length", "line_cost_per_km"],
        ),
        Rule(
            operation="weighted_sum",
            label="construction-phase budget (earthworks, substation, two years of land lease)",
            unit="EUR",
            precision=0,
            operands=["earthworks_cost", "substation_upgrade_cost", "annual_land_lease"],
            weights=[1, 1, 2],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net site-specific cost after the regional grid grant",
            unit="EUR",
            precision=0,
            operands=[
                "earthworks_cost",
                "substation_upgrade_cost",
                "permitting_fees",
                "grid_grant",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="owner's contingency on the earthworks and substation upgrade",
            unit="EUR",
            precision=2,
            operands=["earthworks_cost", "substation_upgrade_cost"],
            tiers=[T(up_to=3000000, rate=0.04), T(up_to=None, rate=0.08)],
        ),
    ],
)

BATTERY_SUPPLIER = ScenarioTemplate(
    domain="energy_mining",
    name="energy_grid_battery_supplier",
    background=(
        "An East Midlands distribution network operator is procuring a 50 MW / 100 MWh battery "
        "energy storage system near Nottingham for commissioning in Q3 2027. Performance, fire "
        "safety, supply chain, grid compliance, construction, credit and commercial records sit "
        "with different specialists, so the procurement board must combine their evidence "
        "before it can award the supply contract."
    ),
    question="Which supplier, if any, meets every requirement of the battery storage tender?",
    positive="Award",
    negative="Do not award",
    candidates=[
        "Voltaris Energy Storage",
        "Helion Grid Systems",
        "Nordström Battery AB",
        "Kaizen PowerCell K.K.",
        "Tamarind Storage Solutions",
        "Brightwater BESS Ltd",
        "Corvina Energia S.p.A.",
        "Atlas Ridge Power Inc.",
    ],
    roles=[
        R(
            title="Battery Performance Engineer",
            responsibilities="Reviews factory test data and degradation warranties.",
            facts=[
                F(
                    key="round_trip_efficiency",
                    label="AC round-trip efficiency",
                    kind="number",
                    unit="%",
                    domain=[84, 86, 87.5, 89, 90.5, 92],
                    good="higher",
                    contexts=["0.5C factory test", "1C factory test"],
                    templates=[
                        "In the {context}, the system from {candidate} returned {value} "
                        "round-trip efficiency.",
                        "Round-trip efficiency, {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="capacity_retention",
                    label="warranted capacity retention after ten years",
                    kind="number",
                    unit="%",
                    domain=[60, 65, 70, 75, 80, 85],
                    good="higher",
                    templates=[
                        "{candidate} warrants {value} capacity retention after ten years.",
                        "Ten-year capacity retention guaranteed by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Fire Safety Engineer",
            responsibilities="Assesses cell chemistry and large-scale fire test evidence.",
            facts=[
                F(
                    key="ul9540a_passed",
                    label="UL 9540A large-scale fire test",
                    kind="bool",
                    words=("has not passed", "has passed"),
                    good=True,
                    templates=[
                        "The enclosure offered by {candidate} {value} UL 9540A large-scale fire "
                        "testing.",
                        "Fire test dossier: {candidate} {value} the UL 9540A installation-level "
                        "test.",
                    ],
                ),
                F(
                    key="cell_chemistry",
                    label="cell chemistry",
                    kind="category",
                    domain=["LFP", "NMC", "NCA", "sodium-ion"],
                    good=["LFP", "sodium-ion"],
                    templates=[
                        "{candidate} proposes {value} cells.",
                        "Cell chemistry in the offer from {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Supply Chain and Ethics Analyst",
            responsibilities="Audits mineral traceability and delivery lead times.",
            facts=[
                F(
                    key="traceability_audit",
                    label="critical-mineral traceability audit",
                    kind="bool",
                    words=("failed", "passed"),
                    good=True,
                    contexts=["2025 supplier audit", "2026 supplier audit"],
                    templates=[
                        "{candidate} {value} the critical-mineral traceability check in the "
                        "{context}.",
                        "{context}: traceability of lithium and graphite at {candidate} — {value}.",
                    ],
                ),
                F(
                    key="lead_time",
                    label="delivery lead time",
                    kind="number",
                    unit="weeks",
                    domain=[20, 26, 32, 38, 44, 52],
                    good="lower",
                    templates=[
                        "{candidate} can deliver the containers {value} after order.",
                        "Quoted lead time, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Grid Compliance Engineer",
            responsibilities="Checks Grid Code compliance and frequency-service performance.",
            facts=[
                F(
                    key="response_time",
                    label="full active-power response time",
                    kind="number",
                    unit="ms",
                    domain=[150, 250, 350, 500, 700, 1000],
                    good="lower",
                    contexts=["dynamic containment test", "dynamic regulation test"],
                    templates=[
                        "In the {context}, the inverters from {candidate} reached full power "
                        "in {value}.",
                        "Response time, {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="compliance_testing_cost",
                    label="Grid Code compliance testing cost",
                    kind="number",
                    unit="GBP",
                    domain=[120000, 150000, 180000, 220000, 260000],
                    templates=[
                        "Grid Code compliance testing for the {candidate} system is estimated at "
                        "{value}.",
                        "Compliance testing budget, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Construction and Installation Manager",
            responsibilities="Plans site layout and checks installation estimates.",
            facts=[
                F(
                    key="footprint",
                    label="installed footprint",
                    kind="number",
                    unit="m²",
                    domain=[1800, 2100, 2400, 2800, 3200, 3600],
                    good="lower",
                    templates=[
                        "The layout from {candidate} occupies {value}.",
                        "Installed footprint, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="inhouse_install_estimate",
                    label="in-house installation estimate",
                    kind="number",
                    unit="GBP",
                    domain=[850000, 900000, 950000, 1000000, 1050000],
                    templates=[
                        "Our own estimate for installing the {candidate} system is {value}.",
                        "In-house installation estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Credit Risk Analyst",
            responsibilities="Assesses supplier financial strength and guarantees.",
            facts=[
                F(
                    key="credit_rating",
                    label="credit rating",
                    kind="category",
                    domain=["A", "BBB", "BB", "B"],
                    good=["A", "BBB"],
                    templates=[
                        "{candidate} holds a credit rating of {value}.",
                        "Credit rating on file for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="parent_guarantee",
                    label="parent company guarantee",
                    kind="bool",
                    words=("has not provided", "has provided"),
                    good=True,
                    templates=[
                        "{candidate} {value} a parent company guarantee.",
                        "Guarantee register: {candidate} {value} a signed parent company "
                        "guarantee.",
                    ],
                ),
            ],
        ),
        R(
            title="Commercial Manager",
            responsibilities="Evaluates prices, service agreements and discounts.",
            facts=[
                F(
                    key="container_price",
                    label="price per battery container",
                    kind="number",
                    unit="GBP per container",
                    domain=[420000, 460000, 510000, 560000, 600000],
                    templates=[
                        "{candidate} prices each battery container at {value}.",
                        "Container price, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="installation_quote",
                    label="supplier installation quote",
                    kind="number",
                    unit="GBP",
                    domain=[1100000, 1300000, 1500000, 1750000, 2000000],
                    templates=[
                        "{candidate} quotes {value} for installation and commissioning.",
                        "Installation quote, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="service_fee",
                    label="annual long-term service agreement fee",
                    kind="number",
                    unit="GBP",
                    domain=[380000, 420000, 470000, 520000, 580000],
                    templates=[
                        "The long-term service agreement with {candidate} costs {value} a year.",
                        "Annual LTSA fee, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="volume_discount",
                    label="volume discount",
                    kind="number",
                    unit="GBP",
                    domain=[50000, 75000, 100000, 150000, 200000],
                    templates=[
                        "{candidate} offers a volume discount of {value}.",
                        "Volume discount, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="System Integration Engineer",
            responsibilities="Checks the system design, container count and usable energy.",
            facts=[
                F(
                    key="containers",
                    label="battery containers in the design",
                    kind="number",
                    unit="containers",
                    domain=[20, 24, 28, 32, 36],
                    templates=[
                        "The design from {candidate} uses {value}.",
                        "Battery containers in the {candidate} layout: {value}.",
                    ],
                ),
                F(
                    key="usable_energy",
                    label="usable energy at the point of connection",
                    kind="number",
                    unit="MWh",
                    domain=[100, 104, 108, 112, 116],
                    templates=[
                        "The {candidate} system delivers {value} at the point of connection.",
                        "Usable energy, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="installation and compliance testing cost",
            unit="GBP",
            precision=0,
            operands=["installation_quote", "compliance_testing_cost"],
        ),
        Rule(
            operation="difference",
            label="supplier installation quote above the in-house estimate",
            unit="GBP",
            precision=0,
            operands=["installation_quote", "inhouse_install_estimate"],
        ),
        Rule(
            operation="mean",
            label="average of the installation quote, compliance testing cost and annual "
            "service fee",
            unit="GBP",
            precision=2,
            operands=["installation_quote", "compliance_testing_cost", "service_fee"],
        ),
        Rule(
            operation="ratio",
            label="annual service fee per MWh of usable energy",
            unit="GBP per MWh",
            precision=2,
            operands=["service_fee", "usable_energy"],
        ),
        Rule(
            operation="product",
            label="battery container supply price",
            unit="GBP",
            precision=0,
            operands=["containers", "container_price"],
        ),
        Rule(
            operation="weighted_sum",
            label="five-year cost (installation, compliance testing, five years of service)",
            unit="GBP",
            precision=0,
            operands=["installation_quote", "compliance_testing_cost", "service_fee"],
            weights=[1, 1, 5],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="first-year cost net of the volume discount",
            unit="GBP",
            precision=0,
            operands=[
                "installation_quote",
                "compliance_testing_cost",
                "service_fee",
                "volume_discount",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="owner's contingency on installation and compliance testing",
            unit="GBP",
            precision=2,
            operands=["installation_quote", "compliance_testing_cost"],
            tiers=[T(up_to=1500000, rate=0.03), T(up_to=None, rate=0.06)],
        ),
    ],
)

TEMPLATES = [MINE_DIRECTOR, SOLAR_SITE, BATTERY_SUPPLIER]
