"""Maritime transport & engineering scenarios."""

from uncoenv.tasks.scenarios.schema import FactTemplate as F
from uncoenv.tasks.scenarios.schema import RoleTemplate as R
from uncoenv.tasks.scenarios.schema import RuleTemplate as Rule
from uncoenv.tasks.scenarios.schema import ScenarioTemplate
from uncoenv.tasks.scenarios.schema import TierTemplate as T

PLACE_OF_REFUGE = ScenarioTemplate(
    domain="maritime",
    name="maritime_place_of_refuge",
    background=(
        "The West Norway coastal emergency response centre in Bergen must designate a place "
        "of refuge for the disabled bulk carrier MV Nordic Tern, drifting with engine failure "
        "during the November 2026 storm season. Depth, weather, salvage, pollution, consent "
        "and cost assessments for each candidate site come from different advisers, so the "
        "duty director must combine their evidence before ordering the tow."
    ),
    question="Which candidate place of refuge, if any, meets every requirement for the casualty?",
    positive="Designate",
    negative="Do not designate",
    candidates=[
        "Slovag Industrial Quay",
        "Hjeltefjorden Anchorage B",
        "Agotnes Base Quay",
        "Mongstad West Berth",
        "Floro Outer Harbour",
        "Husoy Deepwater Quay",
        "Leirvik Anchorage",
        "Kristiansund Vestbase",
    ],
    roles=[
        R(
            title="Nautical Adviser",
            responsibilities="Assesses depth, approach and the tow route to each site.",
            facts=[
                F(
                    key="berth_depth",
                    label="charted depth at the berth or anchorage",
                    kind="number",
                    unit="m",
                    domain=[9.5, 11.0, 12.5, 14.0, 15.5, 17.0],
                    good="higher",
                    templates=[
                        "Charted depth at {candidate} is {value}.",
                        "{candidate} offers {value} of water at the planned berth.",
                    ],
                ),
                F(
                    key="approach_width",
                    label="narrowest width of the approach channel",
                    kind="number",
                    unit="m",
                    domain=[150, 220, 300, 400, 550],
                    templates=[
                        "The approach to {candidate} narrows to {value}.",
                        "Narrowest approach width, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="tow_distance",
                    label="tow distance from the casualty",
                    kind="number",
                    unit="nautical miles",
                    domain=[15, 20, 25, 30, 40, 50],
                    templates=[
                        "The planned tow route from the casualty to {candidate} is {value}.",
                        "Tow distance to {candidate}: {value}.",
                    ],
                ),
                F(
                    key="pilot_tow_hours",
                    label="pilot's estimate of the tow duration",
                    kind="number",
                    unit="hours",
                    domain=[5, 7, 9, 11, 14, 17],
                    templates=[
                        "The coastal pilot estimates the tow to {candidate} at {value}.",
                        "Pilot's tow-time estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Meteorological and Ocean Adviser",
            responsibilities="Forecasts wind, swell and the weather window at each site.",
            facts=[
                F(
                    key="wave_height",
                    label="significant wave height at the site",
                    kind="number",
                    unit="m",
                    domain=[0.4, 0.6, 0.8, 1.0, 1.3, 1.6, 2.0],
                    good="lower",
                    contexts=["24-hour forecast", "48-hour forecast"],
                    templates=[
                        "The {context} gives a significant wave height of {value} at {candidate}.",
                        "Wave forecast for {candidate} ({context}): {value} significant height.",
                    ],
                ),
                F(
                    key="wind_exposure",
                    label="exposure to the forecast south-westerly gale",
                    kind="category",
                    domain=["sheltered", "partly exposed", "exposed"],
                    good=["sheltered"],
                    templates=[
                        "Against the forecast south-westerly gale, {candidate} is {value}.",
                        "Wind exposure assessment, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="weather_window",
                    label="hours until the next gale reaches the tow route",
                    kind="number",
                    unit="hours",
                    domain=[30, 36, 42, 48, 54, 60],
                    templates=[
                        "The next gale reaches the route to {candidate} in {value}.",
                        "Weather window on the route to {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Salvage Master",
            responsibilities="Plans towage, tug assignment and salvage operations.",
            facts=[
                F(
                    key="tug_bollard_pull",
                    label="bollard pull of the strongest tug available",
                    kind="number",
                    unit="tonnes",
                    domain=[40, 55, 65, 80, 100, 120],
                    good="higher",
                    templates=[
                        "The strongest tug that can be assigned to {candidate} has a bollard "
                        "pull of {value}.",
                        "Tug availability for {candidate}: up to {value} bollard pull.",
                    ],
                ),
                F(
                    key="salvage_tow_hours",
                    label="salvage master's estimate of the tow duration",
                    kind="number",
                    unit="hours",
                    domain=[6, 8, 10, 12, 15, 18],
                    templates=[
                        "Towing the casualty to {candidate} will take {value} by our estimate.",
                        "Salvage estimate of tow time to {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Oil Spill Response Coordinator",
            responsibilities="Checks pollution response equipment and its deployment cost.",
            facts=[
                F(
                    key="boom_length",
                    label="oil containment boom available",
                    kind="number",
                    unit="m",
                    domain=[200, 400, 600, 800, 1200, 1600],
                    good="higher",
                    contexts=["stock held on site", "stock deliverable within six hours"],
                    templates=[
                        "{candidate} can call on {value} of containment boom ({context}).",
                        "Oil boom for {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="boom_cost",
                    label="cost of deploying precautionary booms",
                    kind="number",
                    unit="NOK",
                    domain=[20000, 30000, 40000, 55000, 70000],
                    templates=[
                        "Deploying precautionary booms at {candidate} would cost {value}.",
                        "Boom deployment estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Port Authority Liaison",
            responsibilities="Obtains consent from the port and municipality and their charges.",
            facts=[
                F(
                    key="port_consent",
                    label="port authority consent to receive the casualty",
                    kind="category",
                    domain=["granted", "granted with conditions", "under review", "refused"],
                    good=["granted", "granted with conditions"],
                    templates=[
                        "Consent from the port authority for {candidate}: {value}.",
                        "The request to bring the casualty into {candidate} is {value}.",
                    ],
                ),
                F(
                    key="port_dues",
                    label="port dues for a 14-day stay",
                    kind="number",
                    unit="NOK",
                    domain=[45000, 60000, 75000, 90000, 110000],
                    templates=[
                        "Port dues at {candidate} for a 14-day stay come to {value}.",
                        "{candidate} charges {value} in dues for a two-week stay.",
                    ],
                ),
            ],
        ),
        R(
            title="Fire and Rescue Liaison",
            responsibilities="Confirms fire-fighting cover at the place of refuge.",
            facts=[
                F(
                    key="fire_response",
                    label="fire brigade response time",
                    kind="number",
                    unit="minutes",
                    domain=[8, 12, 15, 20, 25, 30, 40],
                    good="lower",
                    contexts=["daytime", "night-time"],
                    templates=[
                        "In {context} exercises, the fire brigade reached {candidate} in {value}.",
                        "Fire brigade response to {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="foam_stock",
                    label="fire-fighting foam concentrate stored nearby",
                    kind="number",
                    unit="litres",
                    domain=[2000, 4000, 6000, 8000, 12000],
                    templates=[
                        "{value} of foam concentrate are stored near {candidate}.",
                        "Foam stock within reach of {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Environmental Sensitivity Adviser",
            responsibilities="Maps protected areas, fish farms and fisheries near each site.",
            facts=[
                F(
                    key="fish_farms",
                    label="fish farms within 5 nautical miles",
                    kind="number",
                    unit="fish farms",
                    domain=[0, 1, 2, 3, 4, 6],
                    good="lower",
                    templates=[
                        "There are {value} within 5 nautical miles of {candidate}.",
                        "Aquaculture register: {value} within 5 nautical miles of {candidate}.",
                    ],
                ),
                F(
                    key="protected_area",
                    label="location within 2 nautical miles of a marine protected area",
                    kind="bool",
                    words=("is not", "is"),
                    good=False,
                    templates=[
                        "{candidate} {value} within 2 nautical miles of a marine protected area.",
                        "Sensitivity map: {candidate} {value} inside the 2-nautical-mile buffer "
                        "of a marine protected area.",
                    ],
                ),
            ],
        ),
        R(
            title="Finance and Claims Officer",
            responsibilities="Tracks costs recoverable from the shipowner's P&I club.",
            facts=[
                F(
                    key="tow_rate",
                    label="towage rate",
                    kind="number",
                    unit="NOK per nautical mile",
                    domain=[1800, 2200, 2600, 3000, 3500],
                    templates=[
                        "Towage to {candidate} is contracted at {value}.",
                        "Tow rate applying to {candidate}: {value}.",
                    ],
                ),
                F(
                    key="tug_standby_cost",
                    label="tug standby cost for the stay",
                    kind="number",
                    unit="NOK",
                    domain=[80000, 100000, 120000, 150000, 180000],
                    templates=[
                        "Keeping a tug on standby at {candidate} for the stay costs {value}.",
                        "Tug standby estimate, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="pi_advance",
                    label="P&I club advance payment",
                    kind="number",
                    unit="NOK",
                    domain=[40000, 55000, 70000, 85000, 100000],
                    templates=[
                        "The P&I club will advance {value} if the casualty goes to {candidate}.",
                        "P&I advance confirmed for the {candidate} option: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="cost of the refuge operation (port dues, booms and tug standby)",
            unit="NOK",
            precision=0,
            operands=["port_dues", "boom_cost", "tug_standby_cost"],
        ),
        Rule(
            operation="difference",
            label="weather margin left after the tow",
            unit="hours",
            precision=0,
            operands=["weather_window", "salvage_tow_hours"],
        ),
        Rule(
            operation="mean",
            label="average of the pilot's and the salvage master's tow-time estimates",
            unit="hours",
            precision=2,
            operands=["pilot_tow_hours", "salvage_tow_hours"],
        ),
        Rule(
            operation="ratio",
            label="required average towing speed",
            unit="knots",
            precision=2,
            operands=["tow_distance", "salvage_tow_hours"],
        ),
        Rule(
            operation="product",
            label="towage charge for the route",
            unit="NOK",
            precision=0,
            operands=["tow_distance", "tow_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="refuge cost with a 50% redeployment allowance on booms (dues, 1.5 times "
            "booms, standby)",
            unit="NOK",
            precision=0,
            operands=["port_dues", "boom_cost", "tug_standby_cost"],
            weights=[1, 1.5, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="state's net exposure after the P&I club advance",
            unit="NOK",
            precision=0,
            operands=["port_dues", "boom_cost", "tug_standby_cost", "pi_advance"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="administrative surcharge on port dues and tug standby",
            unit="NOK",
            precision=2,
            operands=["port_dues", "tug_standby_cost"],
            tiers=[T(up_to=200000, rate=0.05), T(up_to=None, rate=0.1)],
        ),
    ],
)

DRYDOCK_YARD = ScenarioTemplate(
    domain="maritime",
    name="maritime_drydock_yard",
    background=(
        "Straits Meridian Shipping in Singapore must choose a repair yard for the special-survey "
        "dry-docking and ballast water treatment retrofit of its 229-metre bulk carrier in Q3 "
        "2026. Technical, class, planning, safety, logistics and cost records on each yard are "
        "held by different departments, so the fleet director needs their combined evidence "
        "before booking a dock."
    ),
    question="Which repair yard, if any, meets every requirement for the dry-docking?",
    positive="Book the yard",
    negative="Do not book",
    candidates=[
        "Tuas Marine Engineering",
        "Batam Bintang Shipyard",
        "Johor Straits Drydock",
        "Zhoushan Pacific Repair Yard",
        "Subic Bay Ship Repair",
        "Vung Tau Marine Works",
        "Loyang Offshore Dockyard",
        "Port Klang Marine Services",
    ],
    roles=[
        R(
            title="Technical Superintendent",
            responsibilities="Owns the docking specification and the retrofit scope.",
            facts=[
                F(
                    key="dock_length",
                    label="usable dock length",
                    kind="number",
                    unit="m",
                    domain=[180, 200, 220, 240, 260, 300],
                    good="higher",
                    templates=[
                        "The largest dock at {candidate} has a usable length of {value}.",
                        "Dock dimensions, {candidate}: usable length {value}.",
                    ],
                ),
                F(
                    key="bwts_retrofits",
                    label="completed retrofits of the chosen ballast water system",
                    kind="number",
                    unit="retrofits",
                    domain=[2, 5, 8, 12, 18, 25],
                    good="higher",
                    templates=[
                        "{candidate} has completed {value} of our chosen ballast water system.",
                        "Reference list, {candidate}: {value} of this ballast water system.",
                    ],
                ),
                F(
                    key="superintendent_days",
                    label="superintendent's estimate of days in dock",
                    kind="number",
                    unit="days",
                    domain=[14, 16, 18, 20, 23, 26],
                    templates=[
                        "I estimate the job at {candidate} at {value} in dock.",
                        "Superintendent's dock-time estimate for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="maker_rebate",
                    label="ballast water system maker's yard rebate",
                    kind="number",
                    unit="SGD",
                    domain=[8000, 12000, 16000, 20000, 25000],
                    templates=[
                        "The system maker grants a rebate of {value} for installation at "
                        "{candidate}.",
                        "Maker's rebate for a retrofit at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Class Survey Coordinator",
            responsibilities="Coordinates the special survey with the classification society.",
            facts=[
                F(
                    key="class_approval",
                    label="class approval for ballast water retrofits",
                    kind="bool",
                    words=("is not", "is"),
                    good=True,
                    templates=[
                        "{candidate} {value} approved by our classification society for "
                        "ballast water retrofits.",
                        "Class register: {candidate} {value} on the approved list for ballast "
                        "water system installation.",
                    ],
                ),
                F(
                    key="sister_dockings",
                    label="previous dockings of our sister vessels",
                    kind="number",
                    unit="dockings",
                    domain=[0, 1, 2, 3, 5],
                    templates=[
                        "Our sister vessels have had {value} at {candidate}.",
                        "Fleet history at {candidate}: {value} of sister ships.",
                    ],
                ),
            ],
        ),
        R(
            title="Procurement Manager",
            responsibilities="Collects yard quotes and negotiates discounts.",
            facts=[
                F(
                    key="dock_quote",
                    label="quoted price for the docking and retrofit",
                    kind="number",
                    unit="SGD",
                    domain=[380000, 420000, 460000, 510000, 560000, 620000],
                    templates=[
                        "{candidate} quoted {value} for the docking and retrofit.",
                        "Yard quotation, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="yard_discount",
                    label="negotiated yard discount",
                    kind="number",
                    unit="SGD",
                    domain=[10000, 15000, 20000, 30000, 40000],
                    templates=[
                        "We negotiated a discount of {value} with {candidate}.",
                        "Discount agreed by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Docking Planning Manager",
            responsibilities="Matches dock slots with the vessel's trading schedule.",
            facts=[
                F(
                    key="dock_slot",
                    label="dock slot offered",
                    kind="bool",
                    words=("cannot offer", "can offer"),
                    good=True,
                    contexts=["August 2026", "September 2026"],
                    templates=[
                        "{candidate} {value} a dock slot in {context}.",
                        "Slot enquiry for {context}: {candidate} {value} a suitable dock.",
                    ],
                ),
                F(
                    key="yard_days",
                    label="yard's quoted days in dock",
                    kind="number",
                    unit="days",
                    domain=[14, 16, 18, 21, 24, 28],
                    templates=[
                        "{candidate} plans the job at {value} in dock.",
                        "Days in dock quoted by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="HSSE Manager",
            responsibilities="Reviews the yards' safety performance and certification.",
            facts=[
                F(
                    key="ltif",
                    label="lost-time injury frequency",
                    kind="number",
                    unit="per million hours",
                    domain=[0.3, 0.6, 0.9, 1.2, 1.6, 2.1, 2.8],
                    good="lower",
                    contexts=["2024 reporting year", "2025 reporting year"],
                    templates=[
                        "{candidate} reported a lost-time injury frequency of {value} for the "
                        "{context}.",
                        "LTIF, {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="iso45001",
                    label="ISO 45001 certification",
                    kind="bool",
                    words=("is not", "is"),
                    good=True,
                    templates=[
                        "{candidate} {value} certified to ISO 45001.",
                        "Certificate check: {candidate} {value} currently ISO 45001 certified.",
                    ],
                ),
            ],
        ),
        R(
            title="Crew and Logistics Coordinator",
            responsibilities="Arranges riding crew, accommodation and spare parts delivery.",
            facts=[
                F(
                    key="crew_transfer_minutes",
                    label="travel time from the crew hotel to the dock",
                    kind="number",
                    unit="minutes",
                    domain=[10, 20, 30, 45, 60, 90],
                    good="lower",
                    templates=[
                        "The nearest suitable crew hotel is {value} from the dock at {candidate}.",
                        "Crew transfer time, hotel to {candidate}: {value}.",
                    ],
                ),
                F(
                    key="crew_travel_cost",
                    label="crew and superintendent travel cost",
                    kind="number",
                    unit="SGD",
                    domain=[8000, 12000, 16000, 20000, 25000],
                    templates=[
                        "Crew and superintendent travel for {candidate} is estimated at {value}.",
                        "Travel budget for the {candidate} option: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Fleet Finance Controller",
            responsibilities="Tracks off-hire, deviation fuel and payment terms.",
            facts=[
                F(
                    key="off_hire_rate",
                    label="charter hire lost per day off hire",
                    kind="number",
                    unit="SGD per day",
                    domain=[18000, 22000, 26000, 30000, 35000],
                    templates=[
                        "Off hire at {candidate} costs us {value} in lost charter income.",
                        "Daily off-hire loss for the {candidate} option: {value}.",
                    ],
                ),
                F(
                    key="deviation_fuel_cost",
                    label="fuel cost of the deviation to the yard",
                    kind="number",
                    unit="SGD",
                    domain=[5000, 9000, 14000, 20000, 28000],
                    templates=[
                        "Deviating to {candidate} burns fuel worth {value}.",
                        "Deviation fuel estimate, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="payment_terms",
                    label="payment terms",
                    kind="category",
                    domain=[
                        "60 days after redelivery",
                        "30 days after redelivery",
                        "on redelivery",
                        "before docking",
                    ],
                    good=["60 days after redelivery", "30 days after redelivery"],
                    templates=[
                        "Payment terms quoted by {candidate}: {value}.",
                        "Settlement of the {candidate} invoice is due {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Environmental Compliance Officer",
            responsibilities="Checks waste handling and environmental practice at the yards.",
            facts=[
                F(
                    key="waste_disposal",
                    label="destination of blasting grit and antifouling waste",
                    kind="category",
                    domain=[
                        "licensed treatment facility",
                        "licensed landfill",
                        "unverified contractor",
                    ],
                    good=["licensed treatment facility"],
                    contexts=["2025 waste audit", "2026 waste audit"],
                    templates=[
                        "In the {context}, blasting and antifouling waste from {candidate} went "
                        "to a {value}.",
                        "Waste destination at {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="shore_power",
                    label="shore power for ships in dock",
                    kind="bool",
                    words=("does not offer", "offers"),
                    templates=[
                        "{candidate} {value} shore power to ships in dock.",
                        "Utilities check: {candidate} {value} a shore power connection in "
                        "the dock.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="total docking cost (quote, crew travel and deviation fuel)",
            unit="SGD",
            precision=0,
            operands=["dock_quote", "crew_travel_cost", "deviation_fuel_cost"],
        ),
        Rule(
            operation="difference",
            label="dock quote after the ballast water system maker's rebate",
            unit="SGD",
            precision=0,
            operands=["dock_quote", "maker_rebate"],
        ),
        Rule(
            operation="mean",
            label="average of the superintendent's and the yard's days-in-dock estimates",
            unit="days",
            precision=2,
            operands=["superintendent_days", "yard_days"],
        ),
        Rule(
            operation="ratio",
            label="quoted price per day in dock",
            unit="SGD per day",
            precision=2,
            operands=["dock_quote", "yard_days"],
        ),
        Rule(
            operation="product",
            label="off-hire cost during the docking",
            unit="SGD",
            precision=0,
            operands=["yard_days", "off_hire_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="docking cost with a 10% bunker-price margin on deviation fuel",
            unit="SGD",
            precision=0,
            operands=["dock_quote", "crew_travel_cost", "deviation_fuel_cost"],
            weights=[1, 1, 1.1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net docking cost after the negotiated yard discount",
            unit="SGD",
            precision=0,
            operands=["dock_quote", "crew_travel_cost", "deviation_fuel_cost", "yard_discount"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="technical contingency reserve on the dock quote and crew travel",
            unit="SGD",
            precision=2,
            operands=["dock_quote", "crew_travel_cost"],
            tiers=[T(up_to=450000, rate=0.05), T(up_to=None, rate=0.08)],
        ),
    ],
)

FERRY_MASTER = ScenarioTemplate(
    domain="maritime",
    name="maritime_ferry_master_appointment",
    background=(
        "Hebridean Island Ferries in Oban is appointing a Master for its new battery-hybrid "
        "ro-pax ferry, which enters service on the Mull and Islay routes in Q3 2026. "
        "Certification, safety, training, medical and pay records sit with different "
        "departments, so the marine director must bring their evidence together before "
        "confirming the appointment."
    ),
    question="Does any candidate satisfy every requirement for command of the new ferry?",
    positive="Appoint",
    negative="Do not appoint",
    candidates=[
        "Captain Fiona MacLeod",
        "Captain Rajesh Pillai",
        "Captain Erik Johansen",
        "Captain Aoife Brennan",
        "Captain Mateusz Nowak",
        "Captain Grace Adeyemi",
        "Captain Tomas Ferreira",
        "Captain Ewan Grant",
    ],
    roles=[
        R(
            title="Marine Superintendent",
            responsibilities="Assesses seagoing record, command time and certificates.",
            facts=[
                F(
                    key="command_years",
                    label="years in command of passenger vessels",
                    kind="number",
                    unit="years",
                    domain=[2, 4, 6, 8, 10, 13, 16],
                    good="higher",
                    templates=[
                        "{candidate} has {value} in command of passenger vessels.",
                        "Sea service record, {candidate}: {value} as Master on passenger ships.",
                    ],
                ),
                F(
                    key="coc_grade",
                    label="certificate of competency",
                    kind="category",
                    domain=[
                        "Master Unlimited",
                        "Master under 3000 GT",
                        "Chief Mate Unlimited",
                        "Officer of the Watch",
                    ],
                    good=["Master Unlimited", "Master under 3000 GT"],
                    templates=[
                        "{candidate} holds a certificate of competency as {value}.",
                        "MCA certificate on file for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Designated Person Ashore",
            responsibilities="Oversees the safety management system and incident records.",
            facts=[
                F(
                    key="reportable_incidents",
                    label="reportable marine incidents under the candidate's command",
                    kind="number",
                    unit="incidents",
                    domain=[0, 1, 2, 3, 4, 5],
                    good="lower",
                    contexts=["calendar year 2024", "calendar year 2025"],
                    templates=[
                        "Vessels under {candidate} logged {value} reportable to the MAIB in "
                        "{context}.",
                        "Incident record, {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="clear_disciplinary_record",
                    label="absence of open disciplinary findings",
                    kind="bool",
                    words=("has open", "has no open"),
                    good=True,
                    templates=[
                        "{candidate} {value} disciplinary findings on file.",
                        "Conduct check: {candidate} {value} findings from flag-state or "
                        "company inquiries.",
                    ],
                ),
            ],
        ),
        R(
            title="Crew Training Manager",
            responsibilities="Tracks mandatory courses and type-specific training.",
            facts=[
                F(
                    key="hybrid_course",
                    label="battery-hybrid propulsion course",
                    kind="bool",
                    words=("did not complete", "completed"),
                    good=True,
                    contexts=["Q2 2026 training block", "Q3 2026 training block"],
                    templates=[
                        "{candidate} {value} the battery-hybrid propulsion course in the "
                        "{context}.",
                        "Training matrix, {context}: {candidate} {value} the hybrid propulsion "
                        "course.",
                    ],
                ),
                F(
                    key="simulator_hours",
                    label="bridge simulator hours in the past two years",
                    kind="number",
                    unit="hours",
                    domain=[10, 20, 30, 45, 60],
                    templates=[
                        "{candidate} logged {value} on the bridge simulator in two years.",
                        "Simulator time, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Pilotage and Navigation Adviser",
            responsibilities="Checks pilotage exemptions and local knowledge of the routes.",
            facts=[
                F(
                    key="pec_routes",
                    label="pilotage exemption certificates for Hebridean routes",
                    kind="number",
                    unit="routes",
                    domain=[0, 1, 2, 3, 4, 5],
                    good="higher",
                    templates=[
                        "{candidate} holds pilotage exemption certificates for {value} in the "
                        "Hebrides.",
                        "PEC register: {candidate}, {value} covered.",
                    ],
                ),
                F(
                    key="local_round_trips",
                    label="round trips on the Mull and Islay routes",
                    kind="number",
                    unit="round trips",
                    domain=[40, 80, 120, 200, 300],
                    templates=[
                        "{candidate} has made {value} on the Mull and Islay routes.",
                        "Local route experience, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Occupational Health Adviser",
            responsibilities="Confirms the medical fitness of seafarers.",
            facts=[
                F(
                    key="eng1_outcome",
                    label="ENG1 seafarer medical outcome",
                    kind="category",
                    domain=[
                        "fit without restrictions",
                        "fit with restrictions",
                        "temporarily unfit",
                        "permanently unfit",
                    ],
                    good=["fit without restrictions"],
                    contexts=["March 2026 examination", "June 2026 examination"],
                    templates=[
                        "At the {context}, {candidate} was assessed as {value}.",
                        "ENG1 outcome for {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="sick_days",
                    label="sick days in the past year",
                    kind="number",
                    unit="days",
                    domain=[0, 3, 6, 10, 15],
                    templates=[
                        "{candidate} took {value} of sick leave in the past year.",
                        "Sickness absence, {candidate}: {value} in twelve months.",
                    ],
                ),
            ],
        ),
        R(
            title="HR Business Partner",
            responsibilities="Prepares contract terms, start dates and relocation.",
            facts=[
                F(
                    key="join_date",
                    label="ability to join the fleet by 1 July 2026",
                    kind="bool",
                    words=("cannot join", "can join"),
                    good=True,
                    templates=[
                        "{candidate} {value} the fleet by 1 July 2026.",
                        "Start date check: {candidate} {value} us before 1 July 2026.",
                    ],
                ),
                F(
                    key="base_salary",
                    label="offered base salary",
                    kind="number",
                    unit="GBP",
                    domain=[64000, 67000, 70000, 73000, 76000, 80000],
                    templates=[
                        "The base salary offered to {candidate} is {value}.",
                        "Offer letter draft, {candidate}: base salary {value}.",
                    ],
                ),
                F(
                    key="relocation",
                    label="relocation package",
                    kind="number",
                    unit="GBP",
                    domain=[3000, 4500, 6000, 7500, 9000],
                    templates=[
                        "{candidate} would receive a relocation package of {value}.",
                        "Relocation support for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Crewing Operations Manager",
            responsibilities="Plans rotas, crew changes and sea allowances.",
            facts=[
                F(
                    key="home_distance",
                    label="distance from home to Oban",
                    kind="number",
                    unit="miles",
                    domain=[15, 40, 80, 150, 300, 450],
                    good="lower",
                    templates=[
                        "{candidate} lives {value} from Oban.",
                        "Home-to-port distance, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="crew_changes",
                    label="crew changes per year on the proposed rota",
                    kind="number",
                    unit="crew changes",
                    domain=[6, 8, 10, 12, 13],
                    templates=[
                        "The rota proposed for {candidate} has {value} a year.",
                        "Annual crew changes on {candidate}'s rota: {value}.",
                    ],
                ),
                F(
                    key="sea_allowance",
                    label="annual sea allowance",
                    kind="number",
                    unit="GBP",
                    domain=[4000, 5000, 6000, 7000, 8000],
                    templates=[
                        "{candidate} would earn a sea allowance of {value} a year.",
                        "Annual sea allowance on {candidate}'s rota: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Marine Finance Officer",
            responsibilities="Verifies pay history, travel costs and training bursaries.",
            facts=[
                F(
                    key="current_salary",
                    label="verified current salary",
                    kind="number",
                    unit="GBP",
                    domain=[52000, 55000, 58000, 60000, 62000],
                    templates=[
                        "Payslips show that {candidate} currently earns {value}.",
                        "Verified current salary, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="travel_per_change",
                    label="travel cost per crew change",
                    kind="number",
                    unit="GBP per crew change",
                    domain=[120, 180, 240, 300, 380],
                    templates=[
                        "Travel for {candidate} costs {value}.",
                        "Crew-change travel rate for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="training_bursary",
                    label="training bursary reclaimable for the candidate",
                    kind="number",
                    unit="GBP",
                    domain=[1000, 1500, 2000, 2500, 3000],
                    templates=[
                        "We can reclaim a training bursary of {value} for {candidate}.",
                        "Reclaimable training bursary, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="first-year package (salary, sea allowance and relocation)",
            unit="GBP",
            precision=0,
            operands=["base_salary", "sea_allowance", "relocation"],
        ),
        Rule(
            operation="difference",
            label="pay rise over the verified current salary",
            unit="GBP",
            precision=0,
            operands=["base_salary", "current_salary"],
        ),
        Rule(
            operation="mean",
            label="midpoint between the offered salary and the verified current salary",
            unit="GBP",
            precision=2,
            operands=["base_salary", "current_salary"],
        ),
        Rule(
            operation="ratio",
            label="base salary per crew change",
            unit="GBP per crew change",
            precision=2,
            operands=["base_salary", "crew_changes"],
        ),
        Rule(
            operation="product",
            label="annual crew-change travel cost",
            unit="GBP",
            precision=0,
            operands=["crew_changes", "travel_per_change"],
        ),
        Rule(
            operation="weighted_sum",
            label="first-year cost with relocation spread over two years (salary, sea "
            "allowance, half the relocation)",
            unit="GBP",
            precision=0,
            operands=["base_salary", "sea_allowance", "relocation"],
            weights=[1, 1, 0.5],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="first-year employer cost net of the training bursary",
            unit="GBP",
            precision=0,
            operands=["base_salary", "sea_allowance", "relocation", "training_bursary"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="employer pension contribution on salary and sea allowance",
            unit="GBP",
            precision=2,
            operands=["base_salary", "sea_allowance"],
            tiers=[T(up_to=75000, rate=0.06), T(up_to=None, rate=0.09)],
        ),
    ],
)

TEMPLATES = [PLACE_OF_REFUGE, DRYDOCK_YARD, FERRY_MASTER]
