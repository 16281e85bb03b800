"""Earth, ocean & space sciences scenarios."""

from uncoenv.tasks.scenarios.schema import FactTemplate as F
from uncoenv.tasks.scenarios.schema import RoleTemplate as R
from uncoenv.tasks.scenarios.schema import RuleTemplate as Rule
from uncoenv.tasks.scenarios.schema import ScenarioTemplate
from uncoenv.tasks.scenarios.schema import TierTemplate as T

OBSERVATORY_SITE = ScenarioTemplate(
    domain="earth_ocean_space",
    name="earth_survey_telescope_site",
    background=(
        "A university consortium is choosing the mountain site for a 4-metre wide-field survey "
        "telescope in Chile's Atacama region, with the site decision due in Q4 2026 so that "
        "road works can start in 2027. Seeing, weather, seismic, dark-sky, infrastructure, "
        "permit and cost records are held by different working groups, so the site committee "
        "must combine their findings before it can select a peak."
    ),
    question="Which candidate site, if any, meets every requirement for the survey telescope?",
    positive="Select",
    negative="Do not select",
    candidates=[
        "Cerro Vicuña Alta",
        "Cerro Lomas Blancas",
        "Pampa Lirio Ridge",
        "Cerro Quimal Sur",
        "Cerro Chascón Plateau",
        "Loma Negra del Inca",
        "Cerro Copiapoa",
        "Portezuelo Azul",
    ],
    roles=[
        R(
            title="Site Testing Scientist",
            responsibilities="Runs the optical turbulence monitoring campaigns on each peak.",
            facts=[
                F(
                    key="median_seeing",
                    label="median seeing",
                    kind="number",
                    unit="arcsec",
                    domain=[0.55, 0.62, 0.7, 0.78, 0.85, 0.95, 1.1],
                    good="lower",
                    contexts=["DIMM measurement", "MASS-DIMM measurement"],
                    templates=[
                        "By {context}, the median seeing at {candidate} is {value}.",
                        "{candidate}, median seeing ({context}): {value}.",
                    ],
                ),
                F(
                    key="campaign_nights",
                    label="monitoring nights logged",
                    kind="number",
                    unit="nights",
                    domain=[210, 280, 340, 420, 510],
                    templates=[
                        "The monitoring station on {candidate} has logged {value}.",
                        "Site-testing nights recorded at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Atmospheric Physicist",
            responsibilities="Analyses water vapour, cloud cover and wind statistics.",
            facts=[
                F(
                    key="water_vapour",
                    label="median precipitable water vapour",
                    kind="number",
                    unit="mm",
                    domain=[0.8, 1.2, 1.6, 2.0, 2.5, 3.1],
                    good="lower",
                    templates=[
                        "Median precipitable water vapour above {candidate} is {value}.",
                        "PWV statistics for {candidate}: median {value}.",
                    ],
                ),
                F(
                    key="clear_night_fraction",
                    label="fraction of usable clear nights",
                    kind="number",
                    unit="%",
                    domain=[62, 68, 74, 79, 84, 88],
                    good="higher",
                    contexts=["2024 campaign", "2025 campaign"],
                    templates=[
                        "During the {context}, {value} of nights at {candidate} were clear and "
                        "usable.",
                        "Clear-night fraction, {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="median_wind",
                    label="median night-time wind speed",
                    kind="number",
                    unit="m/s",
                    domain=[3.5, 4.8, 6.0, 7.2, 9.0],
                    templates=[
                        "The median night-time wind at {candidate} is {value}.",
                        "Night wind speed on {candidate} (median): {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Geotechnical and Seismic Engineer",
            responsibilities="Assesses foundation conditions and earthquake hazard.",
            facts=[
                F(
                    key="design_pga",
                    label="design peak ground acceleration",
                    kind="number",
                    unit="g",
                    domain=[0.3, 0.4, 0.5, 0.6, 0.7],
                    good="lower",
                    templates=[
                        "The site-specific hazard study gives {candidate} a design peak ground "
                        "acceleration of {value}.",
                        "Design PGA for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="foundation_cost",
                    label="telescope pier and foundation cost",
                    kind="number",
                    unit="USD",
                    domain=[600000, 850000, 1100000, 1400000, 1800000],
                    templates=[
                        "Pier and foundation works on {candidate} are estimated at {value}.",
                        "Foundation cost estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Dark-Sky Protection Officer",
            responsibilities="Tracks artificial sky brightness and legal protection of the sky.",
            facts=[
                F(
                    key="sky_brightness",
                    label="zenith night-sky brightness in the V band",
                    kind="number",
                    unit="mag/arcsec²",
                    domain=[21.4, 21.6, 21.7, 21.8, 21.9, 22.0],
                    good="higher",
                    templates=[
                        "The zenith sky at {candidate} measures {value} in the V band.",
                        "V-band zenith sky brightness, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="sky_protection",
                    label="legal dark-sky protection",
                    kind="category",
                    domain=["national decree", "municipal ordinance", "none"],
                    good=["national decree", "municipal ordinance"],
                    templates=[
                        "Legal protection of the night sky at {candidate}: {value}.",
                        "Dark-sky protection instrument covering {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Infrastructure and Logistics Engineer",
            responsibilities="Plans the access road, power supply and winter logistics.",
            facts=[
                F(
                    key="road_closure_days",
                    label="access road closure days due to snow",
                    kind="number",
                    unit="days",
                    domain=[2, 4, 6, 9, 12, 18],
                    good="lower",
                    contexts=["2024 winter", "2025 winter"],
                    templates=[
                        "In the {context}, snow closed the access road to {candidate} for {value}.",
                        "Road closures at {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="road_length",
                    label="length of new access road",
                    kind="number",
                    unit="km",
                    domain=[8, 12, 16, 22, 30],
                    templates=[
                        "Reaching the summit of {candidate} requires {value} of new road.",
                        "New access road needed for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="grid_connection_cost",
                    label="power grid connection cost",
                    kind="number",
                    unit="USD",
                    domain=[400000, 650000, 900000, 1200000, 1600000],
                    templates=[
                        "Connecting {candidate} to the regional grid would cost {value}.",
                        "Grid connection estimate for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Land and Permits Officer",
            responsibilities="Handles land concessions, Indigenous consultation and road "
            "agreements.",
            facts=[
                F(
                    key="land_concession",
                    label="long-term land concession",
                    kind="bool",
                    words=("has not been", "has been"),
                    good=True,
                    templates=[
                        "{candidate} {value} granted to the consortium as a long-term land "
                        "concession.",
                        "Ministry of National Assets: the concession for {candidate} {value} "
                        "granted.",
                    ],
                ),
                F(
                    key="indigenous_consultation",
                    label="Indigenous consultation status",
                    kind="category",
                    domain=["completed", "in progress", "not started"],
                    good=["completed"],
                    templates=[
                        "Indigenous consultation for {candidate}: {value}.",
                        "The consultation with local communities about {candidate} is {value}.",
                    ],
                ),
                F(
                    key="road_share",
                    label="mining company contribution to the shared access road",
                    kind="number",
                    unit="USD",
                    domain=[150000, 250000, 350000, 450000, 600000],
                    templates=[
                        "A neighbouring mine will contribute {value} towards the road shared "
                        "with {candidate}.",
                        "Shared-road contribution agreed for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Project Controller",
            responsibilities="Maintains the cost estimate and unit rates for site works.",
            facts=[
                F(
                    key="road_cost",
                    label="access road construction cost",
                    kind="number",
                    unit="USD",
                    domain=[850000, 1100000, 1400000, 1750000, 2200000],
                    templates=[
                        "The access road to {candidate} is costed at {value}.",
                        "Road construction estimate, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="fibre_cost_per_km",
                    label="fibre installation cost per km",
                    kind="number",
                    unit="USD per km",
                    domain=[9000, 11000, 13000, 16000, 20000],
                    templates=[
                        "Fibre along the route to {candidate} is priced at {value}.",
                        "Unit rate for fibre installation, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Data Network Engineer",
            responsibilities="Plans the fibre link from the summit to the data centre in La "
            "Serena.",
            facts=[
                F(
                    key="backbone_capacity",
                    label="available backbone capacity at the nearest node",
                    kind="number",
                    unit="Gbps",
                    domain=[1, 2.5, 10, 40, 100],
                    good="higher",
                    templates=[
                        "The nearest backbone node to {candidate} can offer {value}.",
                        "Backbone capacity available for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="fibre_distance",
                    label="fibre route length to the nearest backbone node",
                    kind="number",
                    unit="km",
                    domain=[25, 40, 60, 85, 120],
                    templates=[
                        "The fibre route from {candidate} to the nearest backbone node is {value}.",
                        "Fibre route length, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="foundation and grid connection cost",
            unit="USD",
            precision=0,
            operands=["foundation_cost", "grid_connection_cost"],
        ),
        Rule(
            operation="difference",
            label="consortium share of the access road cost",
            unit="USD",
            precision=0,
            operands=["road_cost", "road_share"],
        ),
        Rule(
            operation="mean",
            label="average of the foundation, grid connection and road costs",
            unit="USD",
            precision=2,
            operands=["foundation_cost", "grid_connection_cost", "road_cost"],
        ),
        Rule(
            operation="ratio",
            label="access road cost per km",
            unit="USD per km",
            precision=2,
            operands=["road_cost", "road_length"],
        ),
        Rule(
            operation="product",
            label="fibre link cost",
            unit="USD",
            precision=0,
            operands=["fibre_distance", "fibre_cost_per_km"],
        ),
        Rule(
            operation="weighted_sum",
            label="infrastructure estimate with a 20% seismic allowance on the foundations",
            unit="USD",
            precision=0,
            operands=["foundation_cost", "grid_connection_cost", "road_cost"],
            weights=[1.2, 1, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net infrastructure cost after the mining company's road contribution",
            unit="USD",
            precision=0,
            operands=["foundation_cost", "grid_connection_cost", "road_cost", "road_share"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="contingency reserve on the foundation and grid connection works",
            unit="USD",
            precision=2,
            operands=["foundation_cost", "grid_connection_cost"],
            tiers=[T(up_to=2000000, rate=0.05), T(up_to=None, rate=0.12)],
        ),
    ],
)

VESSEL_CHARTER = ScenarioTemplate(
    domain="earth_ocean_space",
    name="earth_research_vessel_charter",
    background=(
        "A Tromsø-based polar research institute is chartering an ice-strengthened research "
        "vessel for a 30-day oceanographic and sea-ice cruise north of Svalbard in "
        "August-September 2027. Science, marine, acoustics, deck, safety, logistics and "
        "chartering records are held by different staff, so the cruise board must combine "
        "their evidence before fixing a vessel."
    ),
    question="Which vessel, if any, meets every requirement for the 2027 Svalbard cruise?",
    positive="Charter",
    negative="Do not charter",
    candidates=[
        "RV Nordlys Explorer",
        "MV Isbjørn Surveyor",
        "RV Aurora Fjell",
        "RV Kvitøya",
        "MV Arctic Tern",
        "RV Ostrea Borealis",
        "MV Ice Warden",
        "RV Saga Polaris",
    ],
    roles=[
        R(
            title="Chief Scientist",
            responsibilities="Sets the scientific requirements and the size of the science party.",
            facts=[
                F(
                    key="science_berths",
                    label="berths available to scientists",
                    kind="number",
                    unit="berths",
                    domain=[12, 16, 20, 24, 30, 36],
                    good="higher",
                    templates=[
                        "{candidate} offers {value} for the science party.",
                        "Science berths on {candidate}: {value}.",
                    ],
                ),
                F(
                    key="lab_space",
                    label="wet and dry laboratory floor space",
                    kind="number",
                    unit="m²",
                    domain=[40, 60, 80, 110, 140],
                    good="higher",
                    templates=[
                        "{candidate} has {value} of wet and dry laboratory space.",
                        "Laboratory floor area aboard {candidate}: {value}.",
                    ],
                ),
                F(
                    key="science_party",
                    label="planned science party",
                    kind="number",
                    unit="scientists",
                    domain=[10, 12, 14, 16, 18],
                    templates=[
                        "The cruise plan embarks {value} on {candidate}.",
                        "Science party planned for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="shiptime_subsidy",
                    label="national ship-time subsidy",
                    kind="number",
                    unit="NOK",
                    domain=[200000, 250000, 300000, 350000, 400000],
                    templates=[
                        "A cruise on {candidate} qualifies for a national ship-time subsidy of "
                        "{value}.",
                        "Ship-time subsidy available for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Marine Superintendent",
            responsibilities="Assesses ice class, certification and seaworthiness.",
            facts=[
                F(
                    key="ice_class",
                    label="polar ice class",
                    kind="category",
                    domain=["PC4", "PC5", "PC6", "PC7", "no polar class"],
                    good=["PC4", "PC5"],
                    templates=[
                        "Polar class of {candidate}: {value}.",
                        "Ice class on the class certificate of {candidate}: {value}.",
                    ],
                ),
                F(
                    key="polar_certificate",
                    label="valid Polar Ship Certificate",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} a valid Polar Ship Certificate.",
                        "Certificate review: {candidate} {value} a Polar Ship Certificate valid "
                        "through 2027.",
                    ],
                ),
                F(
                    key="benchmark_day_rate",
                    label="market benchmark day rate for the vessel's class",
                    kind="number",
                    unit="NOK per day",
                    domain=[150000, 155000, 160000, 170000, 175000],
                    templates=[
                        "The market benchmark day rate for vessels like {candidate} is {value}.",
                        "Benchmark hire rate for the class of {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Underwater Acoustics Specialist",
            responsibilities="Assesses radiated noise that affects echosounder and marine-mammal "
            "work.",
            facts=[
                F(
                    key="radiated_noise",
                    label="underwater radiated noise level",
                    kind="number",
                    unit="dB re 1 µPa at 1 m",
                    domain=[162, 166, 170, 174, 178, 182],
                    good="lower",
                    contexts=["transit at 8 knots", "dynamic-positioning station-keeping"],
                    templates=[
                        "During {context}, {candidate} radiates {value}.",
                        "Radiated noise of {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="silent_notation",
                    label="silent class notation",
                    kind="bool",
                    words=("does not carry", "carries"),
                    templates=[
                        "{candidate} {value} a DNV Silent class notation.",
                        "Class register: {candidate} {value} the Silent-R notation.",
                    ],
                ),
            ],
        ),
        R(
            title="Deck and Winch Engineer",
            responsibilities="Checks winches, A-frames and over-side handling gear.",
            facts=[
                F(
                    key="winch_wire_length",
                    label="main CTD winch wire length",
                    kind="number",
                    unit="m",
                    domain=[3000, 4500, 6000, 8000, 10000],
                    good="higher",
                    templates=[
                        "The main CTD winch on {candidate} carries {value} of wire.",
                        "CTD winch wire length, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="winch_load_test",
                    label="winch and A-frame load test",
                    kind="bool",
                    words=("failed", "passed"),
                    good=True,
                    contexts=["2025 annual survey", "2026 annual survey"],
                    templates=[
                        "The winches and A-frame of {candidate} {value} the load test at the "
                        "{context}.",
                        "{context}: over-side handling gear on {candidate} {value} its load test.",
                    ],
                ),
            ],
        ),
        R(
            title="Chartering Manager",
            responsibilities="Negotiates day rates and mobilisation terms with owners.",
            facts=[
                F(
                    key="day_rate",
                    label="charter day rate",
                    kind="number",
                    unit="NOK per day",
                    domain=[180000, 210000, 240000, 275000, 310000],
                    templates=[
                        "The owner of {candidate} quotes a day rate of {value}.",
                        "Charter hire for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="mobilisation_fee",
                    label="mobilisation fee",
                    kind="number",
                    unit="NOK",
                    domain=[250000, 350000, 450000, 550000, 700000],
                    templates=[
                        "Mobilising {candidate} to Longyearbyen costs {value}.",
                        "Mobilisation fee, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Cruise Logistics Coordinator",
            responsibilities="Plans transit, fuel, port calls and resupply.",
            facts=[
                F(
                    key="endurance",
                    label="endurance without resupply",
                    kind="number",
                    unit="days",
                    domain=[25, 30, 35, 40, 50, 60],
                    good="higher",
                    templates=[
                        "{candidate} can operate for {value} without resupply.",
                        "Endurance of {candidate} without resupply: {value}.",
                    ],
                ),
                F(
                    key="charter_days",
                    label="charter days including transit",
                    kind="number",
                    unit="days",
                    domain=[31, 32, 34, 35, 37],
                    templates=[
                        "Including transit from its home port, {candidate} would be on hire for "
                        "{value}.",
                        "Charter period for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="fuel_budget",
                    label="fuel budget for the cruise",
                    kind="number",
                    unit="NOK",
                    domain=[320000, 410000, 480000, 560000, 650000],
                    templates=[
                        "The fuel budget for the cruise on {candidate} is {value}.",
                        "Fuel estimate, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="port_fees",
                    label="port and pilotage fees",
                    kind="number",
                    unit="NOK",
                    domain=[40000, 55000, 70000, 85000, 100000],
                    templates=[
                        "Port and pilotage fees for {candidate} are estimated at {value}.",
                        "Port costs, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="HSE and Medical Officer",
            responsibilities="Checks safety records and medical cover on board.",
            facts=[
                F(
                    key="lost_time_incidents",
                    label="lost-time incidents",
                    kind="number",
                    unit="incidents",
                    domain=[0, 1, 2, 3, 4],
                    good="lower",
                    contexts=["2025 season", "2026 season"],
                    templates=[
                        "{candidate} reported {value} with lost time in the {context}.",
                        "Lost-time incidents aboard {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="ships_doctor",
                    label="ship's doctor on board",
                    kind="bool",
                    words=("does not carry", "carries"),
                    good=True,
                    templates=[
                        "{candidate} {value} a ship's doctor on research cruises.",
                        "Medical cover: {candidate} {value} a qualified doctor on board.",
                    ],
                ),
            ],
        ),
        R(
            title="Marine Instrumentation Engineer",
            responsibilities="Checks installed acoustic instruments and data systems.",
            facts=[
                F(
                    key="multibeam",
                    label="installed multibeam echosounder",
                    kind="category",
                    domain=["deep-water multibeam", "shallow-water multibeam", "single-beam only"],
                    good=["deep-water multibeam"],
                    templates=[
                        "Seabed mapping system on {candidate}: {value}.",
                        "Hull-mounted echosounder installed on {candidate}: {value}.",
                    ],
                ),
                F(
                    key="instrument_integration_cost",
                    label="cost to integrate the institute's instruments",
                    kind="number",
                    unit="NOK",
                    domain=[60000, 90000, 120000, 160000, 200000],
                    templates=[
                        "Integrating the institute's instruments on {candidate} will cost {value}.",
                        "Instrument integration estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="mobilisation fee and fuel budget",
            unit="NOK",
            precision=0,
            operands=["mobilisation_fee", "fuel_budget"],
        ),
        Rule(
            operation="difference",
            label="day rate premium over the market benchmark",
            unit="NOK per day",
            precision=0,
            operands=["day_rate", "benchmark_day_rate"],
        ),
        Rule(
            operation="mean",
            label="average of the mobilisation, fuel and instrument integration costs",
            unit="NOK",
            precision=2,
            operands=["mobilisation_fee", "fuel_budget", "instrument_integration_cost"],
        ),
        Rule(
            operation="ratio",
            label="day rate per embarked scientist",
            unit="NOK per scientist per day",
            precision=2,
            operands=["day_rate", "science_party"],
        ),
        Rule(
            operation="product",
            label="total charter hire",
            unit="NOK",
            precision=0,
            operands=["charter_days", "day_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="fixed voyage cost with mobilisation and demobilisation (mobilisation fee "
            "counted twice), fuel and port fees",
            unit="NOK",
            precision=0,
            operands=["mobilisation_fee", "fuel_budget", "port_fees"],
            weights=[2, 1, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net fixed voyage cost after the ship-time subsidy",
            unit="NOK",
            precision=0,
            operands=["mobilisation_fee", "fuel_budget", "port_fees", "shiptime_subsidy"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="institutional overhead on the mobilisation fee and fuel budget",
            unit="NOK",
            precision=2,
            operands=["mobilisation_fee", "fuel_budget"],
            tiers=[T(up_to=800000, rate=0.08), T(up_to=None, rate=0.15)],
        ),
    ],
)

GROUND_STATION = ScenarioTemplate(
    domain="earth_ocean_space",
    name="earth_ground_station_partner",
    background=(
        "The mission office of a Darmstadt-based Earth-observation programme is selecting a "
        "commercial ground-station partner for X-band downlink from its polar-orbiting radar "
        "satellite, with service due to start in Q2 2027. Antenna, reliability, security, "
        "spectrum, network, legal and commercial records are held by different engineers and "
        "officers, so the mission board must combine their evidence before contracting."
    ),
    question="Which ground-station provider, if any, meets every requirement of the mission?",
    positive="Contract",
    negative="Do not contract",
    candidates=[
        "Nordkapp Teleport AS",
        "Inuvik Arctic Gateway",
        "Kiruna Downlink AB",
        "Punta Arenas Ground Services",
        "Karoo Teleport (Pty) Ltd",
        "Fairbanks Polar Uplink",
        "Tromsø Aurora Ground Networks",
        "Dunedin Southern Ground Link",
    ],
    roles=[
        R(
            title="Mission Operations Manager",
            responsibilities="Defines contact needs and the pass schedule.",
            facts=[
                F(
                    key="visible_passes",
                    label="usable satellite passes per day",
                    kind="number",
                    unit="passes per day",
                    domain=[4, 6, 8, 10, 12, 14],
                    good="higher",
                    templates=[
                        "From the antenna site of {candidate}, the satellite offers {value}.",
                        "Usable passes at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="contracted_passes",
                    label="passes to be contracted per month",
                    kind="number",
                    unit="passes",
                    domain=[120, 180, 240, 300, 360],
                    templates=[
                        "The pass plan books {value} a month with {candidate}.",
                        "Monthly contracted passes with {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="RF Systems Engineer",
            responsibilities="Verifies antenna performance and runs compatibility tests.",
            facts=[
                F(
                    key="antenna_gt",
                    label="X-band antenna figure of merit (G/T)",
                    kind="number",
                    unit="dB/K",
                    domain=[28.5, 30, 31.5, 32.5, 34, 36],
                    good="higher",
                    contexts=["5 degrees elevation", "10 degrees elevation"],
                    templates=[
                        "At {context}, the X-band antenna of {candidate} achieves a G/T of "
                        "{value}.",
                        "G/T measured for {candidate} at {context}: {value}.",
                    ],
                ),
                F(
                    key="compatibility_test_cost",
                    label="RF compatibility test campaign cost",
                    kind="number",
                    unit="EUR",
                    domain=[18000, 24000, 30000, 36000, 45000],
                    templates=[
                        "The RF compatibility test campaign with {candidate} will cost {value}.",
                        "Compatibility testing estimate, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="ka_band_ready",
                    label="Ka-band upgrade readiness",
                    kind="bool",
                    words=("is not", "is"),
                    templates=[
                        "The antenna of {candidate} {value} ready for a Ka-band feed.",
                        "Ka-band upgrade path: {candidate} {value} ready.",
                    ],
                ),
            ],
        ),
        R(
            title="Service Reliability Analyst",
            responsibilities="Tracks station availability and pass success statistics.",
            facts=[
                F(
                    key="availability",
                    label="station availability",
                    kind="number",
                    unit="%",
                    domain=[97.5, 98.2, 98.8, 99.1, 99.5, 99.8],
                    good="higher",
                    contexts=["2025 service year", "first half of 2026"],
                    templates=[
                        "In the {context}, {candidate} achieved {value} availability.",
                        "Station availability, {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="repair_time",
                    label="mean time to repair",
                    kind="number",
                    unit="hours",
                    domain=[2, 4, 6, 9, 14],
                    templates=[
                        "Faults at {candidate} are repaired in a mean of {value}.",
                        "Mean time to repair, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Information Security Officer",
            responsibilities="Checks security certifications and penetration test results.",
            facts=[
                F(
                    key="iso27001",
                    label="ISO/IEC 27001 certification",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} ISO/IEC 27001 certification covering its ground "
                        "network.",
                        "Security certificates: {candidate} {value} a current ISO/IEC 27001 "
                        "certificate.",
                    ],
                ),
                F(
                    key="critical_findings",
                    label="critical penetration test findings",
                    kind="number",
                    unit="critical findings",
                    domain=[0, 1, 2, 3, 4],
                    good="lower",
                    contexts=["March 2026 penetration test", "September 2026 penetration test"],
                    templates=[
                        "The {context} of {candidate} reported {value}.",
                        "{context}, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Spectrum and Licensing Specialist",
            responsibilities="Handles ITU coordination and national frequency licences.",
            facts=[
                F(
                    key="frequency_licence",
                    label="national X-band receive licence",
                    kind="category",
                    domain=["licence granted", "application filed", "not applied"],
                    good=["licence granted"],
                    templates=[
                        "X-band receive licence for {candidate}: {value}.",
                        "National licensing status of {candidate} for our downlink: {value}.",
                    ],
                ),
                F(
                    key="itu_coordination",
                    label="completed ITU coordination",
                    kind="bool",
                    words=("has not completed", "has completed"),
                    good=True,
                    templates=[
                        "{candidate} {value} ITU coordination for the mission frequencies.",
                        "Coordination file: {candidate} {value} the ITU process.",
                    ],
                ),
                F(
                    key="licence_fee",
                    label="annual licence fee",
                    kind="number",
                    unit="EUR",
                    domain=[3000, 4500, 6000, 8000, 10000],
                    templates=[
                        "The annual frequency licence fee at {candidate} is {value}.",
                        "Licence fee per year, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Commercial Manager",
            responsibilities="Negotiates fees, waivers and discounts.",
            facts=[
                F(
                    key="fee_per_pass",
                    label="fee per supported pass",
                    kind="number",
                    unit="EUR per pass",
                    domain=[85, 110, 135, 160, 190],
                    templates=[
                        "{candidate} charges {value}.",
                        "Pass fee in the offer from {candidate}: {value}.",
                    ],
                ),
                F(
                    key="onboarding_fee",
                    label="onboarding fee",
                    kind="number",
                    unit="EUR",
                    domain=[20000, 30000, 40000, 50000, 65000],
                    templates=[
                        "{candidate} asks a one-off onboarding fee of {value}.",
                        "Onboarding fee, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="test_waiver",
                    label="compatibility test waiver",
                    kind="number",
                    unit="EUR",
                    domain=[5000, 7500, 10000, 12500, 15000],
                    templates=[
                        "{candidate} will waive {value} of the compatibility test costs.",
                        "Test cost waiver offered by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="anchor_discount",
                    label="anchor-customer discount",
                    kind="number",
                    unit="EUR",
                    domain=[4000, 6000, 8000, 10000, 12000],
                    templates=[
                        "{candidate} offers an anchor-customer discount of {value}.",
                        "Anchor-customer discount, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Ground Data Systems Engineer",
            responsibilities="Plans the network link and data delivery to the processing centre.",
            facts=[
                F(
                    key="delivery_latency",
                    label="data delivery latency to the processing centre",
                    kind="number",
                    unit="minutes",
                    domain=[10, 15, 20, 30, 45, 60],
                    good="lower",
                    templates=[
                        "Data downlinked at {candidate} reaches the processing centre within "
                        "{value}.",
                        "Delivery latency, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="network_link_cost",
                    label="network link set-up cost",
                    kind="number",
                    unit="EUR",
                    domain=[8000, 12000, 18000, 25000, 32000],
                    templates=[
                        "Setting up the dedicated network link to {candidate} costs {value}.",
                        "Network set-up estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Legal and Export Control Adviser",
            responsibilities="Checks jurisdiction, data access law and export control clearance.",
            facts=[
                F(
                    key="jurisdiction",
                    label="jurisdiction of the station operator",
                    kind="category",
                    domain=["EU/EEA", "allied non-EU", "non-allied"],
                    good=["EU/EEA", "allied non-EU"],
                    templates=[
                        "{candidate} operates under {value} jurisdiction.",
                        "Jurisdiction classification for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="export_clearance",
                    label="export control clearance for radar data",
                    kind="bool",
                    words=("has not been", "has been"),
                    good=True,
                    templates=[
                        "{candidate} {value} cleared to receive the radar data under export "
                        "control rules.",
                        "Export control review: {candidate} {value} cleared for the radar "
                        "products.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="one-off onboarding and network set-up cost",
            unit="EUR",
            precision=0,
            operands=["onboarding_fee", "network_link_cost"],
        ),
        Rule(
            operation="difference",
            label="compatibility testing cost borne by the mission",
            unit="EUR",
            precision=0,
            operands=["compatibility_test_cost", "test_waiver"],
        ),
        Rule(
            operation="mean",
            label="average of the onboarding, network set-up and compatibility test costs",
            unit="EUR",
            precision=2,
            operands=["onboarding_fee", "network_link_cost", "compatibility_test_cost"],
        ),
        Rule(
            operation="ratio",
            label="onboarding fee per contracted monthly pass",
            unit="EUR per pass",
            precision=2,
            operands=["onboarding_fee", "contracted_passes"],
        ),
        Rule(
            operation="product",
            label="monthly pass cost",
            unit="EUR per month",
            precision=0,
            operands=["contracted_passes", "fee_per_pass"],
        ),
        Rule(
            operation="weighted_sum",
            label="five-year fixed cost (onboarding, network set-up, five annual licence fees)",
            unit="EUR",
            precision=0,
            operands=["onboarding_fee", "network_link_cost", "licence_fee"],
            weights=[1, 1, 5],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net one-off cost after the anchor-customer discount",
            unit="EUR",
            precision=0,
            operands=[
                "onboarding_fee",
                "network_link_cost",
                "compatibility_test_cost",
                "anchor_discount",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="programme risk reserve on onboarding and network set-up",
            unit="EUR",
            precision=2,
            operands=["onboarding_fee", "network_link_cost"],
            tiers=[T(up_to=50000, rate=0.05), T(up_to=None, rate=0.1)],
        ),
    ],
)

TEMPLATES = [OBSERVATORY_SITE, VESSEL_CHARTER, GROUND_STATION]
