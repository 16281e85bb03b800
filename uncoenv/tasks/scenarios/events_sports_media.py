"""Events, sports & media scenarios."""

from uncoenv.tasks.scenarios.schema import FactTemplate as F
from uncoenv.tasks.scenarios.schema import RoleTemplate as R
from uncoenv.tasks.scenarios.schema import RuleTemplate as Rule
from uncoenv.tasks.scenarios.schema import ScenarioTemplate
from uncoenv.tasks.scenarios.schema import TierTemplate as T

CHAMPIONSHIP_VENUE = ScenarioTemplate(
    domain="events_sports_media",
    name="events_championship_venue",
    background=(
        "Nordic Indoor Sports Events ApS in Copenhagen is choosing the host venue for the "
        "Nordic Open badminton championships in March 2027. Court, broadcast, safety, "
        "ticketing and contract records on each shortlisted arena are held by different "
        "members of the organising team, so the board must combine their evidence before "
        "signing a venue agreement."
    ),
    question="Which shortlisted arena, if any, meets every hosting requirement?",
    positive="Select",
    negative="Do not select",
    candidates=[
        "Odense North Arena",
        "Aarhus Marselis Hall",
        "Aalborg Fjord Arena",
        "Herning Hall 2",
        "Valby Sports Centre",
        "Esbjerg Harbour Arena",
        "Kolding Event Centre",
        "Roskilde Dome",
    ],
    roles=[
        R(
            title="Technical Delegate",
            responsibilities="Checks court layout, clear height and lighting against BWF rules.",
            facts=[
                F(
                    key="ceiling_height",
                    label="clear height above the courts",
                    kind="number",
                    unit="m",
                    domain=[9, 10, 11, 12, 13, 14, 16],
                    good="higher",
                    templates=[
                        "{candidate} has a clear height of {value} above the courts.",
                        "Venue inspection, {candidate}: clear height over the field of play "
                        "{value}.",
                    ],
                ),
                F(
                    key="lighting_level",
                    label="vertical illuminance on court",
                    kind="number",
                    unit="lux",
                    domain=[800, 1000, 1200, 1400, 1600, 1800, 2000],
                    good="higher",
                    contexts=["court-centre measurement", "baseline measurement"],
                    templates=[
                        "In the {context}, the lighting at {candidate} reached {value}.",
                        "Lighting survey for {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="court_count",
                    label="competition courts that fit the hall",
                    kind="number",
                    unit="courts",
                    domain=[4, 5, 6, 7, 8],
                    templates=[
                        "The main hall at {candidate} fits {value}.",
                        "Court layout drawing for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Broadcast Operations Manager",
            responsibilities="Confirms the TV compound, camera positions and connectivity.",
            facts=[
                F(
                    key="broadcast_fibre",
                    label="dual-path broadcast fibre to the OB compound",
                    kind="bool",
                    words=("does not have", "has"),
                    good=True,
                    templates=[
                        "{candidate} {value} dual-path broadcast fibre to the OB compound.",
                        "Connectivity check: {candidate} {value} two independent fibre paths "
                        "for broadcast.",
                    ],
                ),
                F(
                    key="ob_compound_area",
                    label="outside-broadcast compound area",
                    kind="number",
                    unit="square metres",
                    domain=[400, 600, 800, 1000, 1200],
                    templates=[
                        "The OB compound at {candidate} measures {value}.",
                        "Outside-broadcast parking at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Ticketing and Audience Manager",
            responsibilities="Forecasts seating, ticket sales and spectator flows.",
            facts=[
                F(
                    key="seated_capacity",
                    label="seated capacity in badminton configuration",
                    kind="number",
                    unit="seats",
                    domain=[2500, 3200, 4000, 4800, 5500, 6500, 8000],
                    good="higher",
                    templates=[
                        "In badminton configuration, {candidate} holds {value}.",
                        "Seating plan for {candidate}: {value} in badminton layout.",
                    ],
                ),
                F(
                    key="forecast_tickets",
                    label="forecast ticket sales",
                    kind="number",
                    unit="tickets",
                    domain=[2000, 2600, 3200, 3800, 4500],
                    templates=[
                        "We forecast {value} sold if the event is held at {candidate}.",
                        "Sales forecast for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Safety and Security Officer",
            responsibilities="Reviews evacuation capacity, stewarding and police approval.",
            facts=[
                F(
                    key="evacuation_time",
                    label="full evacuation time",
                    kind="number",
                    unit="minutes",
                    domain=[5, 6, 7, 8, 10, 12, 15],
                    good="lower",
                    contexts=["full-capacity drill", "computer simulation"],
                    templates=[
                        "The {context} cleared {candidate} in {value}.",
                        "Evacuation time for {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="police_approval",
                    label="police approval of the event safety plan",
                    kind="category",
                    domain=["approved", "approved with conditions", "pending", "refused"],
                    good=["approved", "approved with conditions"],
                    templates=[
                        "Police review of the safety plan for {candidate}: {value}.",
                        "The local police have marked the {candidate} safety plan as {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Venue Contracts Manager",
            responsibilities="Negotiates hire fees, dates and exclusivity with the venues.",
            facts=[
                F(
                    key="exclusive_use",
                    label="exclusive use of the venue",
                    kind="bool",
                    words=("cannot offer", "can offer"),
                    good=True,
                    contexts=["week 10 of 2027", "week 11 of 2027"],
                    templates=[
                        "{candidate} {value} exclusive use of the venue in {context}.",
                        "Booking diary: for {context}, {candidate} {value} exclusive use.",
                    ],
                ),
                F(
                    key="hire_fee",
                    label="venue hire fee",
                    kind="number",
                    unit="DKK",
                    domain=[180000, 220000, 260000, 300000, 350000, 400000],
                    templates=[
                        "{candidate} quoted a hire fee of {value} for the event week.",
                        "Venue hire, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="build_days",
                    label="build and de-rig days included",
                    kind="number",
                    unit="days",
                    domain=[1, 2, 3, 4, 5],
                    templates=[
                        "The {candidate} offer includes {value} for build and de-rig.",
                        "Build and de-rig time in the {candidate} contract: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Accessibility and Sustainability Coordinator",
            responsibilities="Checks accessible seating, public transport and sustainability.",
            facts=[
                F(
                    key="station_walk",
                    label="walking time from the nearest railway station",
                    kind="number",
                    unit="minutes",
                    domain=[3, 5, 8, 12, 15, 20, 25],
                    good="lower",
                    templates=[
                        "{candidate} lies {value} on foot from the nearest railway station.",
                        "Walking time, nearest station to {candidate}: {value}.",
                    ],
                ),
                F(
                    key="wheelchair_spaces",
                    label="wheelchair spaces with companion seats",
                    kind="number",
                    unit="spaces",
                    domain=[12, 20, 30, 40, 60],
                    templates=[
                        "{candidate} provides {value} for wheelchair users with companion seats.",
                        "Accessible seating at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Finance Controller",
            responsibilities="Prepares the event budget and tracks grants and service fees.",
            facts=[
                F(
                    key="ticketing_fee",
                    label="ticketing service fee",
                    kind="number",
                    unit="DKK per ticket",
                    domain=[6, 8, 10, 12, 15],
                    templates=[
                        "The ticketing partner of {candidate} charges {value}.",
                        "Ticket service fee at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="municipal_grant",
                    label="municipal event grant",
                    kind="number",
                    unit="DKK",
                    domain=[50000, 75000, 100000, 125000, 150000],
                    templates=[
                        "The municipality hosting {candidate} has pledged an event grant of "
                        "{value}.",
                        "Municipal grant available for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="cleaning_fee",
                    label="cleaning and waste fee",
                    kind="number",
                    unit="DKK",
                    domain=[25000, 30000, 40000, 50000, 60000],
                    templates=[
                        "Cleaning and waste handling at {candidate} are charged at {value}.",
                        "{candidate} cleaning and waste fee: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Hospitality and Logistics Manager",
            responsibilities="Arranges catering, hotels and transport for teams and officials.",
            facts=[
                F(
                    key="hotel_rooms",
                    label="hotel rooms within 2 km of the venue",
                    kind="number",
                    unit="rooms",
                    domain=[150, 250, 400, 600, 900],
                    good="higher",
                    templates=[
                        "There are {value} available within 2 km of {candidate}.",
                        "Hotel stock within 2 km of {candidate}: {value}.",
                    ],
                ),
                F(
                    key="catering_minimum",
                    label="minimum catering spend",
                    kind="number",
                    unit="DKK",
                    domain=[40000, 55000, 70000, 85000, 100000],
                    templates=[
                        "{candidate} requires a minimum catering spend of {value}.",
                        "Catering minimum in the {candidate} offer: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="total venue commitment (hire, cleaning and catering minimum)",
            unit="DKK",
            precision=0,
            operands=["hire_fee", "cleaning_fee", "catering_minimum"],
        ),
        Rule(
            operation="difference",
            label="hire fee not covered by the municipal grant",
            unit="DKK",
            precision=0,
            operands=["hire_fee", "municipal_grant"],
        ),
        Rule(
            operation="mean",
            label="average ancillary venue charge (cleaning and catering minimum)",
            unit="DKK",
            precision=2,
            operands=["cleaning_fee", "catering_minimum"],
        ),
        Rule(
            operation="ratio",
            label="venue hire cost per forecast ticket",
            unit="DKK per ticket",
            precision=2,
            operands=["hire_fee", "forecast_tickets"],
        ),
        Rule(
            operation="product",
            label="ticketing service fees on the forecast sales",
            unit="DKK",
            precision=0,
            operands=["forecast_tickets", "ticketing_fee"],
        ),
        Rule(
            operation="weighted_sum",
            label="venue budget with a 25% contingency on catering (hire, cleaning, 1.25 times "
            "catering)",
            unit="DKK",
            precision=0,
            operands=["hire_fee", "cleaning_fee", "catering_minimum"],
            weights=[1, 1, 1.25],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net venue cost after the municipal grant",
            unit="DKK",
            precision=0,
            operands=["hire_fee", "cleaning_fee", "catering_minimum", "municipal_grant"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="event liability insurance premium on hire fee and catering spend",
            unit="DKK",
            precision=2,
            operands=["hire_fee", "catering_minimum"],
            tiers=[T(up_to=300000, rate=0.02), T(up_to=None, rate=0.04)],
        ),
    ],
)

BROADCAST_PARTNER = ScenarioTemplate(
    domain="events_sports_media",
    name="events_broadcast_production_partner",
    background=(
        "Front Range Sports Network in Denver is choosing an outside-broadcast production "
        "partner for its college ice hockey coverage from October 2026 to March 2027. "
        "Engineering, transmission, crewing, insurance and cost records on each bidder sit "
        "with different departments, so the network's leadership must combine their "
        "evidence before it signs a season contract."
    ),
    question="Which production company, if any, meets every requirement for the season contract?",
    positive="Award the contract",
    negative="Do not award the contract",
    candidates=[
        "Summit Mobile Television",
        "Redline OB Services",
        "Aurora Broadcast Group",
        "Telemundi Production Trucks",
        "Ironbridge Media Facilities",
        "Blue Spruce Live",
        "Northstar Remote Productions",
        "Cascadia Broadcast Solutions",
    ],
    roles=[
        R(
            title="Director of Engineering",
            responsibilities="Reviews outside-broadcast truck specifications and set-up times.",
            facts=[
                F(
                    key="production_format",
                    label="production format of the primary truck",
                    kind="category",
                    domain=["UHD HDR", "1080p HDR", "1080p SDR", "1080i SDR"],
                    good=["UHD HDR", "1080p HDR"],
                    templates=[
                        "The primary truck of {candidate} produces in {value}.",
                        "Truck specification sheet, {candidate}: native format {value}.",
                    ],
                ),
                F(
                    key="camera_channels",
                    label="camera channels on the primary truck",
                    kind="number",
                    unit="camera channels",
                    domain=[8, 10, 12, 14, 16, 20, 24],
                    good="higher",
                    templates=[
                        "The primary truck of {candidate} supports {value}.",
                        "{candidate} can field {value} from its primary truck.",
                    ],
                ),
                F(
                    key="setup_hours_engineering",
                    label="engineering estimate of truck set-up time per game",
                    kind="number",
                    unit="hours",
                    domain=[4, 5, 6, 7, 8],
                    templates=[
                        "Engineering estimates that {candidate} needs {value} to set up for "
                        "each game.",
                        "Set-up time per game for {candidate} (engineering estimate): {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Transmission Manager",
            responsibilities="Arranges signal contribution and backup transmission paths.",
            facts=[
                F(
                    key="transmission_uptime",
                    label="transmission uptime",
                    kind="number",
                    unit="%",
                    domain=[98.5, 99.0, 99.5, 99.7, 99.9, 99.95],
                    good="higher",
                    contexts=["2024-25 season", "2025-26 season"],
                    templates=[
                        "In the {context}, {candidate} delivered {value} transmission uptime.",
                        "Uptime record for {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="backup_path",
                    label="diverse backup transmission path",
                    kind="bool",
                    words=("does not provide", "provides"),
                    good=True,
                    templates=[
                        "{candidate} {value} a diverse backup path by satellite or bonded "
                        "cellular.",
                        "Transmission plan: {candidate} {value} a second, diverse contribution "
                        "path.",
                    ],
                ),
            ],
        ),
        R(
            title="Production Scheduling Coordinator",
            responsibilities="Builds the game calendar and confirms crew availability.",
            facts=[
                F(
                    key="crew_availability",
                    label="full crew availability",
                    kind="bool",
                    words=("could not confirm", "confirmed"),
                    good=True,
                    contexts=["October-December 2026", "January-March 2027"],
                    templates=[
                        "{candidate} {value} full crew availability for {context}.",
                        "Crew calendar, {context}: {candidate} {value} a full crew for every game.",
                    ],
                ),
                F(
                    key="games_covered",
                    label="games in the quoted package",
                    kind="number",
                    unit="games",
                    domain=[18, 20, 22, 24, 26, 28],
                    templates=[
                        "The {candidate} package covers {value}.",
                        "Games included in the {candidate} quote: {value}.",
                    ],
                ),
                F(
                    key="schedule_credit",
                    label="credit for locking the schedule by June 2026",
                    kind="number",
                    unit="USD",
                    domain=[8000, 12000, 16000, 20000, 25000],
                    templates=[
                        "{candidate} offers a credit of {value} if we lock the schedule by "
                        "June 2026.",
                        "Schedule-lock credit from {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Labor Relations Manager",
            responsibilities="Checks collective agreements, crew sizes and crew compliance.",
            facts=[
                F(
                    key="collective_agreement",
                    label="collective agreement status",
                    kind="category",
                    domain=[
                        "current IATSE agreement",
                        "current NABET-CWA agreement",
                        "expired agreement",
                        "no agreement",
                    ],
                    good=["current IATSE agreement", "current NABET-CWA agreement"],
                    templates=[
                        "Labor file for {candidate}: {value}.",
                        "Crews of {candidate} work under the following terms: {value}.",
                    ],
                ),
                F(
                    key="crew_size",
                    label="crew members per game",
                    kind="number",
                    unit="crew members",
                    domain=[18, 22, 26, 30, 34],
                    templates=[
                        "{candidate} staffs each game with {value}.",
                        "Crew size per game, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Finance Director",
            responsibilities="Holds the price quotes, per-diem rates and rebates.",
            facts=[
                F(
                    key="package_price",
                    label="season package price",
                    kind="number",
                    unit="USD",
                    domain=[420000, 480000, 540000, 600000, 660000, 720000],
                    templates=[
                        "{candidate} priced the season package at {value}.",
                        "Season quote, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="per_diem",
                    label="meal per diem",
                    kind="number",
                    unit="USD per crew member",
                    domain=[45, 55, 60, 70, 80],
                    templates=[
                        "The {candidate} contract sets the meal per diem at {value}.",
                        "Per diem payable for {candidate} crews: {value}.",
                    ],
                ),
                F(
                    key="volume_rebate",
                    label="multi-season volume rebate",
                    kind="number",
                    unit="USD",
                    domain=[10000, 15000, 20000, 25000, 30000],
                    templates=[
                        "{candidate} offers a multi-season volume rebate of {value}.",
                        "Volume rebate in the {candidate} bid: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Risk and Insurance Manager",
            responsibilities="Verifies insurance cover and additional-insured costs.",
            facts=[
                F(
                    key="liability_cover",
                    label="general liability cover",
                    kind="number",
                    unit="million USD",
                    domain=[2, 5, 10, 15, 20],
                    good="higher",
                    templates=[
                        "{candidate} carries {value} of general liability cover.",
                        "Certificate of insurance, {candidate}: general liability limit {value}.",
                    ],
                ),
                F(
                    key="insurance_rider",
                    label="cost of naming the network as additional insured",
                    kind="number",
                    unit="USD",
                    domain=[6000, 8000, 10000, 12000, 15000],
                    templates=[
                        "Adding the network as additional insured on the policy of {candidate} "
                        "costs {value}.",
                        "Additional-insured rider, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Graphics and Replay Lead",
            responsibilities="Evaluates replay capacity, graphics and data integration.",
            facts=[
                F(
                    key="replay_channels",
                    label="replay channels",
                    kind="number",
                    unit="replay channels",
                    domain=[4, 6, 8, 10, 12, 16],
                    good="higher",
                    templates=[
                        "{candidate} brings {value} to each game.",
                        "Replay capacity on the {candidate} truck: {value}.",
                    ],
                ),
                F(
                    key="graphics_integration",
                    label="integration of the data feed with the graphics system",
                    kind="bool",
                    words=("has not integrated", "has integrated"),
                    good=True,
                    contexts=["league statistics feed", "arena scoreboard feed"],
                    templates=[
                        "{candidate} {value} the {context} with its graphics system.",
                        "Graphics test: {candidate} {value} the {context} into its on-air "
                        "graphics.",
                    ],
                ),
            ],
        ),
        R(
            title="Travel and Logistics Manager",
            responsibilities="Handles truck routing, road safety and crew travel.",
            facts=[
                F(
                    key="fmcsa_rating",
                    label="satisfactory FMCSA safety rating for the truck fleet",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} a satisfactory FMCSA safety rating for its truck "
                        "fleet.",
                        "Carrier check: {candidate} {value} a satisfactory FMCSA rating.",
                    ],
                ),
                F(
                    key="mileage_charge",
                    label="season truck mileage charge",
                    kind="number",
                    unit="USD",
                    domain=[15000, 20000, 25000, 30000, 35000, 40000],
                    templates=[
                        "Truck mileage for the season with {candidate} comes to {value}.",
                        "{candidate} mileage charge for the season: {value}.",
                    ],
                ),
                F(
                    key="setup_hours_observed",
                    label="observed truck set-up time at the test game",
                    kind="number",
                    unit="hours",
                    domain=[4.5, 5.5, 6.0, 6.5, 7.5, 9.0],
                    templates=[
                        "At the test game, {candidate} took {value} to set up.",
                        "Observed set-up time, {candidate} test game: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="total season cost (package, mileage and insurance rider)",
            unit="USD",
            precision=0,
            operands=["package_price", "mileage_charge", "insurance_rider"],
        ),
        Rule(
            operation="difference",
            label="package price after the schedule-lock credit",
            unit="USD",
            precision=0,
            operands=["package_price", "schedule_credit"],
        ),
        Rule(
            operation="mean",
            label="average of the estimated and observed truck set-up time per game",
            unit="hours",
            precision=2,
            operands=["setup_hours_engineering", "setup_hours_observed"],
        ),
        Rule(
            operation="ratio",
            label="package price per game",
            unit="USD per game",
            precision=2,
            operands=["package_price", "games_covered"],
        ),
        Rule(
            operation="product",
            label="crew per-diem cost per game day",
            unit="USD",
            precision=0,
            operands=["crew_size", "per_diem"],
        ),
        Rule(
            operation="weighted_sum",
            label="season cost with a 20% fuel allowance on mileage (package, 1.2 times "
            "mileage, rider)",
            unit="USD",
            precision=0,
            operands=["package_price", "mileage_charge", "insurance_rider"],
            weights=[1, 1.2, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net season cost after the volume rebate",
            unit="USD",
            precision=0,
            operands=["package_price", "mileage_charge", "insurance_rider", "volume_rebate"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="contingency reserve on the package price and mileage charge",
            unit="USD",
            precision=2,
            operands=["package_price", "mileage_charge"],
            tiers=[T(up_to=500000, rate=0.03), T(up_to=None, rate=0.05)],
        ),
    ],
)

HEAD_COACH = ScenarioTemplate(
    domain="events_sports_media",
    name="events_head_coach_appointment",
    background=(
        "The Pacific Coast Rugby Union in Vancouver is appointing a head coach for its "
        "women's fifteens programme for the season starting in September 2026. Coaching, "
        "safeguarding, welfare, eligibility and payroll records sit with separate staff, so "
        "the selection committee must combine their evidence before making an offer."
    ),
    question="Does any candidate satisfy every requirement for the head coach role?",
    positive="Appoint",
    negative="Do not appoint",
    candidates=[
        "Siobhan Gallagher",
        "Tevita Fifita",
        "Marie-Claude Tremblay",
        "Amara Okafor",
        "Hamish Drummond",
        "Lucía Benítez",
        "Kenji Watanabe",
        "Ngaire Te Whata",
    ],
    roles=[
        R(
            title="High Performance Director",
            responsibilities="Judges coaching qualifications, results and development funding.",
            facts=[
                F(
                    key="coaching_level",
                    label="highest coaching qualification",
                    kind="category",
                    domain=[
                        "World Rugby Level 3",
                        "World Rugby Level 2",
                        "World Rugby Level 1",
                        "no formal qualification",
                    ],
                    good=["World Rugby Level 3", "World Rugby Level 2"],
                    templates=[
                        "{candidate}'s highest coaching qualification is {value}.",
                        "Qualification record for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="win_rate",
                    label="match win rate as head coach",
                    kind="number",
                    unit="%",
                    domain=[38, 45, 52, 58, 63, 70, 76],
                    good="higher",
                    contexts=["2024 season", "2025 season"],
                    templates=[
                        "In the {context}, teams coached by {candidate} won {value} of their "
                        "matches.",
                        "Win rate for {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="development_grant",
                    label="coach development grant secured",
                    kind="number",
                    unit="CAD",
                    domain=[3000, 5000, 7500, 10000, 12500],
                    templates=[
                        "Appointing {candidate} would bring a coach development grant of {value}.",
                        "Development grant linked to {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Safe Sport Officer",
            responsibilities="Runs background screening and safeguarding compliance.",
            facts=[
                F(
                    key="safe_sport_screening",
                    label="Safe Sport background screening",
                    kind="bool",
                    words=("did not clear", "cleared"),
                    good=True,
                    contexts=["January 2026 screening round", "March 2026 screening round"],
                    templates=[
                        "{candidate} {value} the background screening in the {context}.",
                        "Screening log, {context}: {candidate} {value} Safe Sport screening.",
                    ],
                ),
                F(
                    key="safeguarding_hours",
                    label="safeguarding training hours in the past two years",
                    kind="number",
                    unit="hours",
                    domain=[4, 6, 8, 12, 16],
                    templates=[
                        "{candidate} logged {value} of safeguarding training in two years.",
                        "Safeguarding training on file for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Player Welfare Lead",
            responsibilities="Gathers player feedback and checks welfare standards.",
            facts=[
                F(
                    key="player_approval",
                    label="player approval rating",
                    kind="number",
                    unit="%",
                    domain=[55, 62, 70, 76, 83, 90],
                    good="higher",
                    contexts=["anonymous squad survey", "exit interviews"],
                    templates=[
                        "Players rated {candidate} at {value} approval in the {context}.",
                        "Approval of {candidate} among former players ({context}): {value}.",
                    ],
                ),
                F(
                    key="concussion_certification",
                    label="current concussion-management certification",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} a current concussion-management certification.",
                        "Welfare register: {candidate} {value} valid concussion-management "
                        "certification.",
                    ],
                ),
                F(
                    key="squad_size",
                    label="planned touring squad size",
                    kind="number",
                    unit="players",
                    domain=[26, 28, 30, 32, 34, 36],
                    templates=[
                        "{candidate}'s programme plan tours a squad of {value}.",
                        "Touring squad planned by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Recruitment Officer",
            responsibilities="Manages applications, eligibility to work and salary benchmarks.",
            facts=[
                F(
                    key="work_authorisation",
                    label="authorisation to work in Canada",
                    kind="category",
                    domain=[
                        "Canadian citizen",
                        "permanent resident",
                        "work permit approved",
                        "work permit pending",
                        "no work permit",
                    ],
                    good=["Canadian citizen", "permanent resident", "work permit approved"],
                    templates=[
                        "Work authorisation for {candidate}: {value}.",
                        "{candidate}'s status for working in Canada is recorded as {value}.",
                    ],
                ),
                F(
                    key="salary_benchmark",
                    label="market salary benchmark for the candidate's experience band",
                    kind="number",
                    unit="CAD",
                    domain=[80000, 84000, 88000, 92000, 95000],
                    templates=[
                        "The market benchmark for a coach with {candidate}'s experience is "
                        "{value}.",
                        "Salary benchmark, {candidate}'s experience band: {value}.",
                    ],
                ),
                F(
                    key="notice_weeks",
                    label="notice period with the current employer",
                    kind="number",
                    unit="weeks",
                    domain=[2, 4, 6, 8, 12],
                    templates=[
                        "{candidate} must give {value} of notice to the current employer.",
                        "Notice period for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Finance and Payroll Manager",
            responsibilities="Prepares salary, bonus and allowance figures.",
            facts=[
                F(
                    key="base_salary",
                    label="proposed base salary",
                    kind="number",
                    unit="CAD",
                    domain=[95000, 105000, 115000, 125000, 135000, 150000],
                    templates=[
                        "The base salary proposed for {candidate} is {value}.",
                        "Draft offer for {candidate}: base salary {value}.",
                    ],
                ),
                F(
                    key="performance_bonus",
                    label="maximum performance bonus",
                    kind="number",
                    unit="CAD",
                    domain=[5000, 7500, 10000, 12500, 15000],
                    templates=[
                        "{candidate} could earn a performance bonus of up to {value}.",
                        "Maximum bonus in the {candidate} offer: {value}.",
                    ],
                ),
                F(
                    key="camp_allowance_rate",
                    label="daily camp allowance",
                    kind="number",
                    unit="CAD per day",
                    domain=[60, 75, 90, 110, 125],
                    templates=[
                        "{candidate} would receive a camp allowance of {value}.",
                        "Camp allowance rate in the {candidate} offer: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Team Operations Manager",
            responsibilities="Plans camps, tours, travel and relocation support.",
            facts=[
                F(
                    key="international_tours",
                    label="international tours led",
                    kind="number",
                    unit="tours",
                    domain=[0, 1, 2, 3, 5, 8],
                    good="higher",
                    templates=[
                        "{candidate} has led {value} abroad.",
                        "International touring record for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="camp_days",
                    label="planned camp days in the season",
                    kind="number",
                    unit="days",
                    domain=[30, 40, 50, 60, 75],
                    templates=[
                        "{candidate}'s season plan includes {value} in camp.",
                        "Camp days planned by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="travel_budget",
                    label="requested team travel budget",
                    kind="number",
                    unit="CAD",
                    domain=[90000, 110000, 130000, 150000, 180000],
                    templates=[
                        "{candidate}'s plan requests a team travel budget of {value}.",
                        "Travel budget request, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="relocation",
                    label="relocation package",
                    kind="number",
                    unit="CAD",
                    domain=[8000, 12000, 15000, 20000, 25000],
                    templates=[
                        "Relocating {candidate} to Vancouver would cost {value}.",
                        "Relocation package for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Medical Director",
            responsibilities="Checks anti-doping education and injury records.",
            facts=[
                F(
                    key="anti_doping_module",
                    label="CCES anti-doping education module",
                    kind="bool",
                    words=("has not completed", "has completed"),
                    good=True,
                    templates=[
                        "{candidate} {value} the CCES anti-doping education module.",
                        "Medical file: {candidate} {value} the current anti-doping education "
                        "module.",
                    ],
                ),
                F(
                    key="injury_rate",
                    label="squad injury rate under the previous tenure",
                    kind="number",
                    unit="injuries per 1,000 player-hours",
                    domain=[8, 11, 14, 18, 23],
                    templates=[
                        "Under {candidate}'s previous tenure the squad recorded {value}.",
                        "Injury rate in {candidate}'s last programme: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Community and Pathway Manager",
            responsibilities="Assesses grassroots clinics and the player pathway record.",
            facts=[
                F(
                    key="pathway_players",
                    label="players promoted to provincial or national squads",
                    kind="number",
                    unit="players",
                    domain=[2, 4, 6, 9, 12, 15],
                    good="higher",
                    templates=[
                        "{candidate} has developed {value} into provincial or national squads.",
                        "Pathway record for {candidate}: {value} promoted.",
                    ],
                ),
                F(
                    key="community_stipend",
                    label="community clinic stipend",
                    kind="number",
                    unit="CAD",
                    domain=[2000, 3000, 4000, 5000, 6000],
                    templates=[
                        "{candidate} would receive a community clinic stipend of {value}.",
                        "Clinic stipend in the {candidate} offer: {value}.",
                    ],
                ),
                F(
                    key="clinics_run",
                    label="grassroots clinics run in the past year",
                    kind="number",
                    unit="clinics",
                    domain=[3, 5, 8, 12, 20],
                    templates=[
                        "{candidate} ran {value} for grassroots clubs last year.",
                        "Grassroots clinics delivered by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="total annual remuneration (salary, maximum bonus and clinic stipend)",
            unit="CAD",
            precision=0,
            operands=["base_salary", "performance_bonus", "community_stipend"],
        ),
        Rule(
            operation="difference",
            label="proposed salary above the market benchmark",
            unit="CAD",
            precision=0,
            operands=["base_salary", "salary_benchmark"],
        ),
        Rule(
            operation="mean",
            label="midpoint between the proposed salary and the market benchmark",
            unit="CAD",
            precision=2,
            operands=["base_salary", "salary_benchmark"],
        ),
        Rule(
            operation="ratio",
            label="travel budget per touring player",
            unit="CAD per player",
            precision=2,
            operands=["travel_budget", "squad_size"],
        ),
        Rule(
            operation="product",
            label="camp allowance for the season",
            unit="CAD",
            precision=0,
            operands=["camp_days", "camp_allowance_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="expected annual remuneration (salary, half the maximum bonus, clinic stipend)",
            unit="CAD",
            precision=0,
            operands=["base_salary", "performance_bonus", "community_stipend"],
            weights=[1, 0.5, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="first-year cost net of the coach development grant",
            unit="CAD",
            precision=0,
            operands=["base_salary", "relocation", "performance_bonus", "development_grant"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="search-firm fee on the first-year salary and relocation package",
            unit="CAD",
            precision=2,
            operands=["base_salary", "relocation"],
            tiers=[T(up_to=120000, rate=0.08), T(up_to=None, rate=0.12)],
        ),
    ],
)

TEMPLATES = [CHAMPIONSHIP_VENUE, BROADCAST_PARTNER, HEAD_COACH]
