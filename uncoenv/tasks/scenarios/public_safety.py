"""Public safety & disaster response scenarios."""

from uncoenv.tasks.scenarios.schema import FactTemplate as F
from uncoenv.tasks.scenarios.schema import RoleTemplate as R
from uncoenv.tasks.scenarios.schema import RuleTemplate as Rule
from uncoenv.tasks.scenarios.schema import ScenarioTemplate
from uncoenv.tasks.scenarios.schema import TierTemplate as T

EVACUATION_CENTRE = ScenarioTemplate(
    domain="public_safety",
    name="safety_evacuation_centre_designation",
    background=(
        "Brisbane City Council's Local Disaster Management Group is designating a primary "
        "cyclone and flood evacuation centre for the northern suburbs ahead of the November 2026 "
        "to March 2027 storm season. Structural, flood, power, health, access and lease records "
        "are held by different council officers, so the group must assemble their evidence "
        "before it can designate a venue."
    ),
    question="Which candidate venue, if any, meets every requirement for the primary centre?",
    positive="Designate",
    negative="Do not designate",
    candidates=[
        "Chermside Community Hall",
        "Aspley Leisure Centre",
        "Zillmere Civic Centre",
        "Sandgate Town Hall",
        "Bracken Ridge PCYC",
        "Nundah Sports Complex",
        "Geebung Bowls and Function Centre",
        "Boondall Showground Pavilion",
    ],
    roles=[
        R(
            title="Council Building Assessment Engineer",
            responsibilities="Certifies the structural adequacy of buildings nominated for "
            "emergency use.",
            facts=[
                F(
                    key="post_disaster_certification",
                    label="certification for post-disaster use as an Importance Level 4 building",
                    kind="bool",
                    words=("is not certified", "is certified"),
                    good=True,
                    templates=[
                        "{candidate} {value} for post-disaster use as an Importance Level 4 "
                        "structure.",
                        "Structural register: {candidate} {value} for post-disaster occupancy "
                        "(Importance Level 4).",
                    ],
                ),
                F(
                    key="retrofit_cost",
                    label="cyclone shutter and roof tie-down retrofit estimate",
                    kind="number",
                    unit="AUD",
                    domain=[60000, 85000, 110000, 135000, 160000, 180000],
                    templates=[
                        "Cyclone shutter and roof tie-down retrofit estimate for {candidate}: "
                        "{value}.",
                        "The engineer's estimate to retrofit {candidate} for shelter use is "
                        "{value}.",
                    ],
                ),
                F(
                    key="building_age",
                    label="building age",
                    kind="number",
                    unit="years",
                    domain=[8, 15, 22, 31, 40, 52],
                    templates=[
                        "{candidate} was completed {value} ago.",
                        "Building age on file for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Floodplain Risk Analyst",
            responsibilities="Models flood levels and road cut-off times around nominated venues.",
            facts=[
                F(
                    key="flood_freeboard",
                    label="floor height above the 1% AEP flood level",
                    kind="number",
                    unit="m",
                    domain=[0.2, 0.4, 0.6, 0.8, 1.0, 1.3, 1.6],
                    good="higher",
                    contexts=["2022 flood model", "2025 flood model"],
                    templates=[
                        "Under the {context}, the hall floor of {candidate} sits {value} above "
                        "the 1% AEP flood level.",
                        "{candidate}, freeboard above the 1% AEP level ({context}): {value}.",
                        "The {context} places the floor of {candidate} {value} above the 1% AEP "
                        "flood level.",
                    ],
                ),
                F(
                    key="gauge_distance",
                    label="distance to the nearest river gauge",
                    kind="number",
                    unit="km",
                    domain=[0.8, 1.5, 2.3, 3.1, 4.6],
                    templates=[
                        "The nearest river gauge to {candidate} is {value} away.",
                        "Distance from {candidate} to the closest flood gauge: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Evacuation Centre Operations Coordinator",
            responsibilities="Plans bedding, catering and staffing for activated centres.",
            facts=[
                F(
                    key="sleeping_capacity",
                    label="overnight sleeping capacity",
                    kind="number",
                    unit="evacuees",
                    domain=[180, 240, 300, 350, 420, 500, 650],
                    good="higher",
                    templates=[
                        "{candidate} can accommodate {value} overnight.",
                        "Overnight sleeping capacity recorded for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="catering_cost",
                    label="catering cost per evacuee per day",
                    kind="number",
                    unit="AUD per evacuee-day",
                    domain=[32, 36, 40, 45, 52, 58],
                    templates=[
                        "Catering at {candidate} is quoted at {value}.",
                        "The contract caterer's rate for {candidate} is {value}.",
                    ],
                ),
                F(
                    key="past_activations",
                    label="previous emergency activations since 2011",
                    kind="number",
                    unit="activations",
                    domain=[0, 1, 2, 3, 5],
                    templates=[
                        "{candidate} has logged {value} as an evacuation centre since 2011.",
                        "Emergency activations of {candidate} since 2011: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Accessibility and Inclusion Officer",
            responsibilities="Audits venues against disability access and vulnerable-person needs.",
            facts=[
                F(
                    key="accessibility_rating",
                    label="council access audit rating",
                    kind="category",
                    domain=["fully accessible", "partially accessible", "not accessible"],
                    good=["fully accessible"],
                    templates=[
                        "Access audit result for {candidate}: {value}.",
                        "{candidate} was rated {value} in the council's access audit.",
                    ],
                ),
                F(
                    key="animal_area",
                    label="separate companion animal area",
                    kind="bool",
                    words=("does not provide", "provides"),
                    good=True,
                    templates=[
                        "{candidate} {value} a separate companion animal area.",
                        "Inclusion checklist: {candidate} {value} segregated space for pets and "
                        "assistance animals.",
                    ],
                ),
                F(
                    key="accessible_toilets",
                    label="accessible toilets",
                    kind="number",
                    unit="toilets",
                    domain=[1, 2, 3, 4, 6],
                    templates=[
                        "{candidate} has {value} with full disability access.",
                        "Accessible toilets at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Emergency Power Technician",
            responsibilities="Load-tests standby generators and prices fuel supply for "
            "nominated venues.",
            facts=[
                F(
                    key="generator_runtime",
                    label="standby generator runtime at full load",
                    kind="number",
                    unit="hours",
                    domain=[18, 24, 36, 48, 60, 72, 96],
                    good="higher",
                    contexts=["March 2026 load test", "June 2026 load test"],
                    templates=[
                        "In the {context}, the standby generator at {candidate} ran for {value} "
                        "at full load.",
                        "{context}: generator endurance at {candidate} at full load was {value}.",
                    ],
                ),
                F(
                    key="daily_fuel_cost",
                    label="daily generator fuel cost",
                    kind="number",
                    unit="AUD",
                    domain=[650, 780, 900, 1050, 1200, 1400],
                    templates=[
                        "Diesel for the generator at {candidate} costs {value} per day of "
                        "operation.",
                        "Daily generator fuel cost at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Property and Grants Manager",
            responsibilities="Negotiates venue agreements and manages state resilience funding.",
            facts=[
                F(
                    key="mou_signed",
                    label="signed emergency-use memorandum of understanding",
                    kind="bool",
                    words=("has not signed", "has signed"),
                    good=True,
                    templates=[
                        "The operator of {candidate} {value} the emergency-use memorandum of "
                        "understanding with council.",
                        "Agreements register: the owner of {candidate} {value} the emergency-use "
                        "MoU.",
                    ],
                ),
                F(
                    key="activation_fee",
                    label="activation fee payable to the venue operator",
                    kind="number",
                    unit="AUD",
                    domain=[8000, 10000, 12500, 15000, 18000, 20000],
                    templates=[
                        "The activation fee payable to the operator of {candidate} is {value}.",
                        "Per-activation fee for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="resilience_grant",
                    label="state resilience grant",
                    kind="number",
                    unit="AUD",
                    domain=[20000, 25000, 30000, 40000, 50000],
                    templates=[
                        "{candidate} has been allocated a state resilience grant of {value}.",
                        "Queensland resilience funding approved for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Environmental Health Officer",
            responsibilities="Inspects kitchens, water supply and sanitation at nominated venues.",
            facts=[
                F(
                    key="food_safety_inspection",
                    label="food safety inspection",
                    kind="bool",
                    words=("failed", "passed"),
                    good=True,
                    contexts=["February 2026 inspection", "May 2026 inspection"],
                    templates=[
                        "The kitchen at {candidate} {value} the {context}.",
                        "Food safety, {context}: {candidate} {value}.",
                    ],
                ),
                F(
                    key="water_supply",
                    label="water supply arrangement",
                    kind="category",
                    domain=["mains and backup tank", "mains supply only", "rainwater tank only"],
                    good=["mains and backup tank"],
                    templates=[
                        "Water supply at {candidate}: {value}.",
                        "Sanitation survey of {candidate}, water source recorded as {value}.",
                    ],
                ),
                F(
                    key="shower_count",
                    label="showers available to evacuees",
                    kind="number",
                    unit="showers",
                    domain=[4, 6, 8, 12, 16],
                    templates=[
                        "{candidate} has {value} available to evacuees.",
                        "Shower facilities at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Evacuation Transport Officer",
            responsibilities="Plans bus transfers and evacuee allocations from evacuation zones.",
            facts=[
                F(
                    key="bus_travel_time",
                    label="bus travel time from the coastal evacuation zone",
                    kind="number",
                    unit="minutes",
                    domain=[12, 18, 25, 32, 40, 55],
                    good="lower",
                    templates=[
                        "Buses from the coastal evacuation zone reach {candidate} in {value}.",
                        "Travel time to {candidate} from the coastal evacuation zone: {value}.",
                    ],
                ),
                F(
                    key="allocated_evacuees",
                    label="evacuees allocated in the evacuation plan",
                    kind="number",
                    unit="evacuees",
                    domain=[150, 200, 250, 300, 400],
                    templates=[
                        "The evacuation plan allocates {value} to {candidate}.",
                        "Planned allocation to {candidate}: {value}.",
                    ],
                ),
                F(
                    key="bus_transfer_cost",
                    label="bus transfer cost per activation",
                    kind="number",
                    unit="AUD",
                    domain=[2400, 3200, 4000, 4800, 5600],
                    templates=[
                        "Bus transfers to {candidate} are costed at {value} per activation.",
                        "Transfer cost per activation for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="one-off readiness cost (retrofit and activation fee)",
            unit="AUD",
            precision=0,
            operands=["retrofit_cost", "activation_fee"],
        ),
        Rule(
            operation="difference",
            label="retrofit cost not covered by the state resilience grant",
            unit="AUD",
            precision=0,
            operands=["retrofit_cost", "resilience_grant"],
        ),
        Rule(
            operation="mean",
            label="average of the activation fee, daily fuel cost and bus transfer cost",
            unit="AUD",
            precision=2,
            operands=["activation_fee", "daily_fuel_cost", "bus_transfer_cost"],
        ),
        Rule(
            operation="ratio",
            label="retrofit cost per allocated evacuee",
            unit="AUD per evacuee",
            precision=2,
            operands=["retrofit_cost", "allocated_evacuees"],
        ),
        Rule(
            operation="product",
            label="daily catering cost for the allocated evacuees",
            unit="AUD per day",
            precision=0,
            operands=["allocated_evacuees", "catering_cost"],
        ),
        Rule(
            operation="weighted_sum",
            label="three-day activation cost (activation fee, three days of fuel, bus transfers)",
            unit="AUD",
            precision=0,
            operands=["activation_fee", "daily_fuel_cost", "bus_transfer_cost"],
            weights=[1, 3, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net council outlay for retrofit and first activation after the grant",
            unit="AUD",
            precision=0,
            operands=["retrofit_cost", "activation_fee", "resilience_grant"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="project management overhead on the retrofit and activation fee",
            unit="AUD",
            precision=2,
            operands=["retrofit_cost", "activation_fee"],
            tiers=[T(up_to=100000, rate=0.08), T(up_to=None, rate=0.15)],
        ),
    ],
)

HELICOPTER_CONTRACT = ScenarioTemplate(
    domain="public_safety",
    name="safety_wildfire_helicopter_contract",
    background=(
        "British Columbia's provincial wildfire service is awarding a call-when-needed contract "
        "for a bucket-equipped helicopter to be based at Kamloops for the May to September 2027 "
        "fire season. Aircraft, pilot, safety, logistics and pricing records sit with different "
        "specialists, so the contract board must combine their evidence before it can award."
    ),
    question="Which operator, if any, meets every requirement for the Kamloops contract?",
    positive="Award",
    negative="Do not award",
    candidates=[
        "Fraser Basin Helicopters",
        "Nechako Rotor Services",
        "Valhalla Rotorcraft",
        "Skeena Aerial Ltd.",
        "Prairie Vertical Inc.",
        "Monashee Heli-Tac",
        "Cordillera Air Works",
        "Laurentide Helicopters",
    ],
    roles=[
        R(
            title="Aviation Contracts Officer",
            responsibilities="Administers bids, rates and contract terms.",
            facts=[
                F(
                    key="bid_compliant",
                    label="administrative compliance of the bid",
                    kind="bool",
                    words=("was not", "was"),
                    good=True,
                    templates=[
                        "The bid from {candidate} {value} found administratively compliant.",
                        "Bid opening record: the submission by {candidate} {value} accepted as "
                        "compliant.",
                    ],
                ),
                F(
                    key="daily_standby_rate",
                    label="daily standby rate",
                    kind="number",
                    unit="CAD",
                    domain=[3800, 4200, 4600, 5100, 5600, 6200],
                    templates=[
                        "{candidate} bid a daily standby rate of {value}.",
                        "Daily availability charge quoted by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="mobilisation_fee",
                    label="mobilisation fee",
                    kind="number",
                    unit="CAD",
                    domain=[6000, 8000, 10000, 12000, 15000],
                    templates=[
                        "{candidate} charges a one-off mobilisation fee of {value}.",
                        "Mobilisation to Kamloops, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="flight_hour_rate",
                    label="rate per flight hour",
                    kind="number",
                    unit="CAD per flight hour",
                    domain=[2400, 2650, 2900, 3150, 3400],
                    templates=[
                        "{candidate} bills flying time at {value}.",
                        "Flight-hour rate in the bid from {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Aviation Safety Auditor",
            responsibilities="Audits operators' safety management systems and accident history.",
            facts=[
                F(
                    key="sms_audit_score",
                    label="safety management system audit score",
                    kind="number",
                    unit="/100",
                    domain=[66, 72, 78, 83, 87, 91, 95],
                    good="higher",
                    contexts=["2025 operator audit", "2026 pre-season audit"],
                    templates=[
                        "{candidate} scored {value} in the {context}.",
                        "Safety management system, {context}: {candidate} rated {value}.",
                    ],
                ),
                F(
                    key="accidents_five_years",
                    label="reportable accidents in the past five years",
                    kind="number",
                    unit="accidents",
                    domain=[0, 1, 2, 3, 4],
                    good="lower",
                    templates=[
                        "{candidate} has had {value} reported to the TSB in the past five years.",
                        "Five-year accident history for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Chief Pilot Evaluator",
            responsibilities="Checks the nominated pilots' qualifications and long-line "
            "experience.",
            facts=[
                F(
                    key="longline_hours",
                    label="lead pilot long-line and bucket hours",
                    kind="number",
                    unit="hours",
                    domain=[400, 750, 1000, 1500, 2000, 3000],
                    good="higher",
                    templates=[
                        "The lead pilot nominated by {candidate} has logged {value} of long-line "
                        "and bucket work.",
                        "Long-line experience, lead pilot of {candidate}: {value}.",
                    ],
                ),
                F(
                    key="mountain_endorsement",
                    label="current mountain-flying endorsements for all nominated pilots",
                    kind="bool",
                    words=("did not hold", "held"),
                    good=True,
                    contexts=["January 2027 check", "April 2027 check"],
                    templates=[
                        "At the {context}, the pilots nominated by {candidate} {value} current "
                        "mountain-flying endorsements.",
                        "Pilot records ({context}): the crew of {candidate} {value} valid "
                        "mountain-flying endorsements.",
                    ],
                ),
                F(
                    key="nominated_pilots",
                    label="nominated pilots",
                    kind="number",
                    unit="pilots",
                    domain=[2, 3, 4, 5, 6],
                    templates=[
                        "{candidate} has nominated {value} for the contract.",
                        "Pilots named in the bid from {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Aviation Maintenance Inspector",
            responsibilities="Inspects aircraft condition, type capability and maintenance "
            "records.",
            facts=[
                F(
                    key="helicopter_type",
                    label="helicopter type classification",
                    kind="category",
                    domain=["Type 1 heavy", "Type 2 medium", "Type 3 light"],
                    good=["Type 1 heavy", "Type 2 medium"],
                    templates=[
                        "The aircraft offered by {candidate} is classed {value}.",
                        "Type classification of the helicopter from {candidate}: {value}.",
                    ],
                ),
                F(
                    key="bucket_capacity",
                    label="bucket capacity",
                    kind="number",
                    unit="litres",
                    domain=[900, 1100, 1250, 1400, 1600],
                    templates=[
                        "The bucket supplied by {candidate} holds {value}.",
                        "Bucket capacity for the {candidate} aircraft: {value}.",
                    ],
                ),
                F(
                    key="benchmark_standby_rate",
                    label="benchmark daily standby rate for the aircraft type",
                    kind="number",
                    unit="CAD",
                    domain=[2900, 3100, 3300, 3500, 3700],
                    templates=[
                        "The benchmark daily standby rate for the type offered by {candidate} is "
                        "{value}.",
                        "Type benchmark standby rate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Fire Operations Planner",
            responsibilities="Forecasts seasonal demand and sets dispatch requirements.",
            facts=[
                F(
                    key="dispatch_time",
                    label="committed time to be airborne after dispatch",
                    kind="number",
                    unit="minutes",
                    domain=[5, 8, 10, 15, 20, 30],
                    good="lower",
                    contexts=["day shift", "extended evening shift"],
                    templates=[
                        "During the {context}, {candidate} commits to being airborne within "
                        "{value} of dispatch.",
                        "Dispatch response, {context}: {candidate} airborne in {value}.",
                    ],
                ),
                F(
                    key="forecast_flight_hours",
                    label="forecast flight hours allocated for the season",
                    kind="number",
                    unit="hours",
                    domain=[80, 120, 150, 180, 220],
                    templates=[
                        "The season plan allocates {value} of flying to {candidate}.",
                        "Forecast flight hours for the {candidate} aircraft: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Base Logistics Coordinator",
            responsibilities="Arranges fuel, accommodation and the helipad at the Kamloops base.",
            facts=[
                F(
                    key="fuel_arrangement",
                    label="fuel supply arrangement",
                    kind="category",
                    domain=["dedicated fuel truck", "shared airport fuel", "none confirmed"],
                    good=["dedicated fuel truck", "shared airport fuel"],
                    templates=[
                        "Fuel arrangement for {candidate} at Kamloops: {value}.",
                        "Fuel supply planned for {candidate} at the base: {value}.",
                    ],
                ),
                F(
                    key="base_setup_cost",
                    label="helipad and fuel trailer set-up cost",
                    kind="number",
                    unit="CAD",
                    domain=[4000, 5500, 7000, 9000, 12000],
                    templates=[
                        "Setting up the helipad and fuel trailer for {candidate} costs {value}.",
                        "Base set-up estimate, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="crew_accommodation",
                    label="crew accommodation cost per rotation",
                    kind="number",
                    unit="CAD",
                    domain=[3000, 4200, 5400, 6800, 9000],
                    templates=[
                        "Accommodation for the {candidate} crew costs {value} per rotation.",
                        "Crew lodging per rotation, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="airport_fee_waiver",
                    label="airport fee waiver",
                    kind="number",
                    unit="CAD",
                    domain=[1000, 1500, 2000, 2500, 3000],
                    templates=[
                        "Kamloops Airport will waive {value} in fees for {candidate}.",
                        "Airport fee waiver granted to {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Environmental Compliance Officer",
            responsibilities="Checks bucket hygiene, spill response and invasive species "
            "protocols.",
            facts=[
                F(
                    key="mussel_protocol",
                    label="adopted invasive mussel decontamination protocol",
                    kind="bool",
                    words=("has not adopted", "has adopted"),
                    good=True,
                    templates=[
                        "{candidate} {value} the provincial invasive mussel decontamination "
                        "protocol.",
                        "Bucket hygiene review: {candidate} {value} the mussel decontamination "
                        "protocol.",
                    ],
                ),
                F(
                    key="spill_kits",
                    label="spill kits carried",
                    kind="number",
                    unit="spill kits",
                    domain=[1, 2, 3, 4, 6],
                    templates=[
                        "{candidate} carries {value} on its support vehicle.",
                        "Spill response equipment for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Insurance and Risk Officer",
            responsibilities="Verifies liability cover and insurance terms.",
            facts=[
                F(
                    key="liability_cover",
                    label="aviation liability cover",
                    kind="number",
                    unit="million CAD",
                    domain=[5, 10, 15, 20, 25],
                    good="higher",
                    templates=[
                        "{candidate} carries aviation liability cover of {value}.",
                        "Certificate of insurance for {candidate}: liability limit {value}.",
                    ],
                ),
                F(
                    key="insurance_deductible",
                    label="hull insurance deductible",
                    kind="number",
                    unit="CAD",
                    domain=[10000, 25000, 50000, 75000, 100000],
                    templates=[
                        "The hull policy of {candidate} has a deductible of {value}.",
                        "Hull deductible on file for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="one-off start-up cost (mobilisation and base set-up)",
            unit="CAD",
            precision=0,
            operands=["mobilisation_fee", "base_setup_cost"],
        ),
        Rule(
            operation="difference",
            label="daily standby rate above the aircraft-type benchmark",
            unit="CAD",
            precision=0,
            operands=["daily_standby_rate", "benchmark_standby_rate"],
        ),
        Rule(
            operation="mean",
            label="average of the mobilisation fee, base set-up and crew accommodation costs",
            unit="CAD",
            precision=2,
            operands=["mobilisation_fee", "base_setup_cost", "crew_accommodation"],
        ),
        Rule(
            operation="ratio",
            label="daily standby rate per litre of bucket capacity",
            unit="CAD per litre",
            precision=2,
            operands=["daily_standby_rate", "bucket_capacity"],
        ),
        Rule(
            operation="product",
            label="forecast flying cost for the season",
            unit="CAD",
            precision=0,
            operands=["forecast_flight_hours", "flight_hour_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="start-up cost with accommodation for two crew rotations",
            unit="CAD",
            precision=0,
            operands=["mobilisation_fee", "base_setup_cost", "crew_accommodation"],
            weights=[1, 1, 2],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net start-up cost for the first rotation after the airport fee waiver",
            unit="CAD",
            precision=0,
            operands=[
                "mobilisation_fee",
                "base_setup_cost",
                "crew_accommodation",
                "airport_fee_waiver",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="contingency reserve on the first-rotation start-up costs",
            unit="CAD",
            precision=2,
            operands=["mobilisation_fee", "base_setup_cost", "crew_accommodation"],
            tiers=[T(up_to=20000, rate=0.05), T(up_to=None, rate=0.1)],
        ),
    ],
)

BACKUP_DISPATCH = ScenarioTemplate(
    domain="public_safety",
    name="safety_backup_dispatch_site",
    background=(
        "The joint emergency communication centre in Bergen, which answers fire, police and "
        "ambulance calls for Vestland county, must designate a backup dispatch site able to take "
        "over all call handling by Q1 2027. Network, security, power, hazard, staffing and cost "
        "records are kept by different specialists, so the project board must combine their "
        "findings before choosing a site."
    ),
    question="Which candidate site, if any, satisfies every requirement for the backup centre?",
    positive="Select",
    negative="Do not select",
    candidates=[
        "Førde fire station annex",
        "Voss municipal hall",
        "Knarvik civic centre",
        "Osøyro police station",
        "Stord hospital wing C",
        "Odda emergency depot",
        "Sogndal college building",
        "Askøy municipal office",
    ],
    roles=[
        R(
            title="Emergency Communications Architect",
            responsibilities="Designs call routing and checks network diversity at candidate "
            "sites.",
            facts=[
                F(
                    key="failover_time",
                    label="call-routing failover time",
                    kind="number",
                    unit="seconds",
                    domain=[20, 35, 50, 75, 90, 120, 180],
                    good="lower",
                    contexts=["January 2026 failover drill", "April 2026 failover drill"],
                    templates=[
                        "In the {context}, calls were rerouted to {candidate} within {value}.",
                        "{context}: failover to {candidate} completed in {value}.",
                    ],
                ),
                F(
                    key="fibre_routes",
                    label="physically independent fibre routes",
                    kind="number",
                    unit="routes",
                    domain=[1, 2, 3, 4, 5],
                    good="higher",
                    templates=[
                        "{candidate} is served by {value} of physically independent fibre.",
                        "Independent fibre routes into {candidate}: {value}.",
                    ],
                ),
                F(
                    key="console_licence_fee",
                    label="annual licence fee per dispatch console",
                    kind="number",
                    unit="NOK per console",
                    domain=[18000, 22000, 26000, 30000, 35000],
                    templates=[
                        "The dispatch software licence at {candidate} costs {value} a year.",
                        "Annual console licence fee quoted for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="network_connection_cost",
                    label="network connection cost",
                    kind="number",
                    unit="NOK",
                    domain=[90000, 120000, 150000, 180000, 240000],
                    templates=[
                        "Connecting {candidate} to the emergency network costs {value}.",
                        "Network connection estimate for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Physical Security Adviser",
            responsibilities="Assesses perimeter protection, access control and protection class.",
            facts=[
                F(
                    key="protection_class",
                    label="object protection class",
                    kind="category",
                    domain=["class A", "class B", "class C", "unclassified"],
                    good=["class A", "class B"],
                    templates=[
                        "{candidate} is rated {value} under the object protection scheme.",
                        "Protection class assessed for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="perimeter_access_control",
                    label="badge-controlled perimeter access",
                    kind="bool",
                    words=("lacks", "has"),
                    good=True,
                    templates=[
                        "{candidate} {value} badge-controlled perimeter access.",
                        "Site security walk-through: {candidate} {value} controlled access at "
                        "the perimeter.",
                    ],
                ),
            ],
        ),
        R(
            title="Power Systems Engineer",
            responsibilities="Tests uninterruptible power and prices electrical upgrades.",
            facts=[
                F(
                    key="ups_autonomy",
                    label="UPS autonomy before generator takeover",
                    kind="number",
                    unit="minutes",
                    domain=[10, 15, 20, 30, 45, 60],
                    good="higher",
                    contexts=["winter load profile", "summer load profile"],
                    templates=[
                        "Under the {context}, the UPS at {candidate} holds the load for {value}.",
                        "UPS autonomy at {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="power_upgrade_cost",
                    label="electrical upgrade cost",
                    kind="number",
                    unit="NOK",
                    domain=[250000, 320000, 400000, 480000, 600000],
                    templates=[
                        "Upgrading the power supply at {candidate} would cost {value}.",
                        "Electrical upgrade estimate for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Natural Hazards Analyst",
            responsibilities="Screens sites for landslide, flood and storm-surge exposure.",
            facts=[
                F(
                    key="hazard_zone",
                    label="natural hazard zoning",
                    kind="category",
                    domain=[
                        "outside mapped hazard zones",
                        "inside a landslide hazard zone",
                        "inside a flood hazard zone",
                    ],
                    good=["outside mapped hazard zones"],
                    templates=[
                        "NVE hazard mapping places {candidate} {value}.",
                        "Hazard zoning for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="distance_from_primary",
                    label="distance from the primary centre in Bergen",
                    kind="number",
                    unit="km",
                    domain=[8, 15, 25, 40, 60, 90, 120],
                    good="higher",
                    templates=[
                        "{candidate} lies {value} from the primary centre in Bergen.",
                        "Separation between {candidate} and the Bergen centre: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Facilities Manager",
            responsibilities="Manages leases, fit-out and running costs of public buildings.",
            facts=[
                F(
                    key="fitout_cost",
                    label="control room fit-out cost",
                    kind="number",
                    unit="NOK",
                    domain=[850000, 1100000, 1400000, 1750000, 2100000],
                    templates=[
                        "Fitting out a control room at {candidate} is estimated at {value}.",
                        "Fit-out estimate for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="annual_lease",
                    label="annual lease",
                    kind="number",
                    unit="NOK",
                    domain=[420000, 510000, 600000, 690000, 780000],
                    templates=[
                        "The annual lease for the space at {candidate} is {value}.",
                        "Lease per year, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="years_since_refurbishment",
                    label="time since the last major refurbishment",
                    kind="number",
                    unit="years ago",
                    domain=[3, 7, 12, 18, 25],
                    templates=[
                        "{candidate} was last refurbished {value}.",
                        "Last major refurbishment of {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Staffing and Readiness Coordinator",
            responsibilities="Plans how dispatchers and consoles relocate to the backup site.",
            facts=[
                F(
                    key="console_positions",
                    label="dispatch console positions the floor plan accommodates",
                    kind="number",
                    unit="positions",
                    domain=[6, 8, 10, 12, 16, 20],
                    good="higher",
                    templates=[
                        "The floor plan at {candidate} accommodates {value}.",
                        "Console positions possible at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="planned_consoles",
                    label="consoles planned for installation",
                    kind="number",
                    unit="consoles",
                    domain=[6, 8, 10, 12, 14],
                    templates=[
                        "The readiness plan installs {value} at {candidate}.",
                        "Consoles planned for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Information Security Officer",
            responsibilities="Verifies compliance with the Security Act and data protection rules.",
            facts=[
                F(
                    key="security_approval",
                    label="security approval under the Security Act",
                    kind="bool",
                    words=("did not receive", "received"),
                    good=True,
                    contexts=["2025 security review", "2026 security review"],
                    templates=[
                        "{candidate} {value} security approval in the {context}.",
                        "{context}: {candidate} {value} approval under the Security Act.",
                    ],
                ),
                F(
                    key="open_findings",
                    label="open penetration-test findings",
                    kind="number",
                    unit="findings",
                    domain=[0, 1, 2, 3, 5],
                    templates=[
                        "{candidate} has {value} still open from its last penetration test.",
                        "Open penetration-test findings at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Finance Controller",
            responsibilities="Holds budgets, co-funding commitments and state grants for the "
            "project.",
            facts=[
                F(
                    key="municipal_cofunding",
                    label="confirmed municipal co-funding",
                    kind="bool",
                    words=("has not confirmed", "has confirmed"),
                    good=True,
                    templates=[
                        "The host municipality of {candidate} {value} its co-funding share.",
                        "Budget file: co-funding for {candidate} — the municipality {value} "
                        "its share.",
                    ],
                ),
                F(
                    key="state_grant",
                    label="state preparedness grant",
                    kind="number",
                    unit="NOK",
                    domain=[300000, 400000, 500000, 600000, 750000],
                    templates=[
                        "A state preparedness grant of {value} is earmarked for {candidate}.",
                        "Grant allocated to {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="one-off establishment cost (fit-out and power upgrade)",
            unit="NOK",
            precision=0,
            operands=["fitout_cost", "power_upgrade_cost"],
        ),
        Rule(
            operation="difference",
            label="fit-out cost not covered by the state preparedness grant",
            unit="NOK",
            precision=0,
            operands=["fitout_cost", "state_grant"],
        ),
        Rule(
            operation="mean",
            label="average of the fit-out, power upgrade and network connection costs",
            unit="NOK",
            precision=2,
            operands=["fitout_cost", "power_upgrade_cost", "network_connection_cost"],
        ),
        Rule(
            operation="ratio",
            label="fit-out cost per planned console",
            unit="NOK per console",
            precision=2,
            operands=["fitout_cost", "planned_consoles"],
        ),
        Rule(
            operation="product",
            label="annual console licence cost",
            unit="NOK per year",
            precision=0,
            operands=["planned_consoles", "console_licence_fee"],
        ),
        Rule(
            operation="weighted_sum",
            label="three-year cost (fit-out, power upgrade and three years of lease)",
            unit="NOK",
            precision=0,
            operands=["fitout_cost", "power_upgrade_cost", "annual_lease"],
            weights=[1, 1, 3],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net establishment cost after the state preparedness grant",
            unit="NOK",
            precision=0,
            operands=[
                "fitout_cost",
                "power_upgrade_cost",
                "network_connection_cost",
                "state_grant",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="project management charge on the fit-out and power works",
            unit="NOK",
            precision=2,
            operands=["fitout_cost", "power_upgrade_cost"],
            tiers=[T(up_to=1500000, rate=0.04), T(up_to=None, rate=0.09)],
        ),
    ],
)

TEMPLATES = [EVACUATION_CENTRE, HELICOPTER_CONTRACT, BACKUP_DISPATCH]
