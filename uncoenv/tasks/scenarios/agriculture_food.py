"""Agriculture, food & conservation scenarios."""

from uncoenv.tasks.scenarios.schema import FactTemplate as F
from uncoenv.tasks.scenarios.schema import RoleTemplate as R
from uncoenv.tasks.scenarios.schema import RuleTemplate as Rule
from uncoenv.tasks.scenarios.schema import ScenarioTemplate
from uncoenv.tasks.scenarios.schema import TierTemplate as T

OAT_SUPPLIER = ScenarioTemplate(
    domain="agriculture_food",
    name="agrifood_gluten_free_oat_supplier",
    background=(
        "Skånsk Havredryck AB runs an oat-drink plant in Landskrona, Sweden, and must contract a "
        "supplier of gluten-free organic oats from the 2026 harvest, with deliveries starting "
        "in Q4 2026. Laboratory, certification, buying, field, haulage, storage, sustainability "
        "and credit findings on each supplier are held by different colleagues, so the sourcing "
        "committee must combine them before it signs a harvest contract."
    ),
    question="Which oat supplier, if any, meets every requirement for the harvest contract?",
    positive="Contract",
    negative="Do not contract",
    candidates=[
        "Västgöta Havreodlare",
        "Gotland Organic Grains",
        "Jutland Økologisk Korn",
        "Östergötlands Lantbruk",
        "Uusimaa Kaura",
        "Mecklenburg Biohafer",
        "Halland Spannmål",
        "Saaremaa Organic Oats",
    ],
    roles=[
        R(
            title="Quality Assurance Manager",
            responsibilities="Tests grain samples for gluten, mycotoxins and general quality.",
            facts=[
                F(
                    key="gluten_ppm",
                    label="gluten contamination",
                    kind="number",
                    unit="ppm",
                    domain=[3, 5, 8, 12, 20, 35],
                    good="lower",
                    contexts=["2025 harvest samples", "2026 pre-harvest samples"],
                    templates=[
                        "Gluten in the {context} from {candidate}: {value}.",
                        "Our lab found {value} of gluten in the {context} from {candidate}.",
                    ],
                ),
                F(
                    key="don_level",
                    label="deoxynivalenol (DON) level",
                    kind="number",
                    unit="µg/kg",
                    domain=[150, 300, 450, 600, 900, 1250],
                    good="lower",
                    templates=[
                        "Oats from {candidate} contained {value} of deoxynivalenol.",
                        "DON result for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="lab_testing_cost",
                    label="batch testing cost",
                    kind="number",
                    unit="SEK per tonne",
                    domain=[15, 25, 35, 45, 60],
                    templates=[
                        "Batch testing of oats from {candidate} adds {value}.",
                        "Testing cost per tonne, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="qa_audit_score",
                    label="supplier quality audit score",
                    kind="number",
                    unit="points",
                    domain=[61, 68, 74, 80, 86, 92],
                    templates=[
                        "{candidate} scored {value} in our supplier quality audit.",
                        "Quality audit result, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Organic Certification Officer",
            responsibilities="Checks organic certificates and gluten-free sourcing programmes.",
            facts=[
                F(
                    key="organic_certified",
                    label="valid EU organic certification",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} valid EU organic certification for its oat fields.",
                        "Certificate register: {candidate} {value} a current organic certificate.",
                    ],
                ),
                F(
                    key="gluten_free_method",
                    label="gluten-free sourcing method",
                    kind="category",
                    domain=["purity protocol", "optical sorting", "no gluten-free programme"],
                    good=["purity protocol", "optical sorting"],
                    templates=[
                        "Gluten-free sourcing method at {candidate}: {value}.",
                        "Certification file for {candidate}, gluten-free sourcing: {value}.",
                    ],
                ),
                F(
                    key="years_organic",
                    label="years under organic certification",
                    kind="number",
                    unit="years",
                    domain=[2, 4, 6, 9, 12, 15],
                    templates=[
                        "{candidate} has farmed organically for {value}.",
                        "Years under organic certification, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Grain Buyer",
            responsibilities="Negotiates prices and the pricing basis of harvest contracts.",
            facts=[
                F(
                    key="oat_price",
                    label="offered oat price",
                    kind="number",
                    unit="SEK per tonne",
                    domain=[3400, 3700, 4000, 4300, 4700, 5100],
                    templates=[
                        "{candidate} offers its oats at {value}.",
                        "Price in the harvest offer from {candidate}: {value}.",
                    ],
                ),
                F(
                    key="pricing_basis",
                    label="pricing basis of the offer",
                    kind="category",
                    domain=["fixed price", "fixed price with index cap", "floating spot price"],
                    good=["fixed price", "fixed price with index cap"],
                    templates=[
                        "Pricing basis offered by {candidate}: {value}.",
                        "The harvest offer from {candidate} is on a {value} basis.",
                    ],
                ),
            ],
        ),
        R(
            title="Field Agronomist",
            responsibilities="Visits supplier farms and checks rotations and committed volumes.",
            facts=[
                F(
                    key="clean_rotation",
                    label="two seasons free of wheat, barley and rye",
                    kind="bool",
                    words=("has not kept", "has kept"),
                    good=True,
                    templates=[
                        "{candidate} {value} wheat, barley and rye out of its oat fields for the "
                        "past two seasons.",
                        "Field visit notes: {candidate} {value} its oat fields free of other "
                        "cereals for two seasons.",
                    ],
                ),
                F(
                    key="committed_volume",
                    label="committed oat volume",
                    kind="number",
                    unit="tonnes",
                    domain=[800, 1200, 1600, 2000, 2500],
                    templates=[
                        "{candidate} commits {value} from the 2026 harvest.",
                        "Committed volume, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="expected_yield",
                    label="expected oat yield",
                    kind="number",
                    unit="tonnes per hectare",
                    domain=[4.2, 4.8, 5.3, 5.9, 6.4],
                    templates=[
                        "I expect {candidate} to harvest {value}.",
                        "Expected yield, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Logistics Coordinator",
            responsibilities="Plans haulage from supplier stores to the Landskrona plant.",
            facts=[
                F(
                    key="haul_distance",
                    label="road distance to Landskrona",
                    kind="number",
                    unit="km",
                    domain=[35, 80, 140, 220, 390, 610],
                    good="lower",
                    templates=[
                        "The stores of {candidate} are {value} by road from Landskrona.",
                        "Haul distance, {candidate} to Landskrona: {value}.",
                    ],
                ),
                F(
                    key="freight_cost",
                    label="freight cost",
                    kind="number",
                    unit="SEK per tonne",
                    domain=[180, 240, 310, 380, 460],
                    templates=[
                        "Hauling oats from {candidate} costs {value}.",
                        "Freight quote for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Storage and Drying Inspector",
            responsibilities="Inspects on-farm drying and storage facilities.",
            facts=[
                F(
                    key="grain_moisture",
                    label="moisture content of stored grain",
                    kind="number",
                    unit="%",
                    domain=[12.5, 13, 13.5, 14, 14.5, 15.5],
                    good="lower",
                    contexts=["north store", "south store"],
                    templates=[
                        "Grain in the {context} at {candidate} was at {value} moisture.",
                        "Moisture reading, {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="storage_score",
                    label="storage inspection score",
                    kind="number",
                    unit="points",
                    domain=[58, 65, 72, 79, 85, 91],
                    templates=[
                        "{candidate} scored {value} in the storage inspection.",
                        "Storage inspection result, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="storage_charge",
                    label="advance for drying and storing our lot",
                    kind="number",
                    unit="SEK",
                    domain=[60000, 80000, 100000, 130000, 160000],
                    templates=[
                        "{candidate} asks an advance of {value} for drying and storing our lot.",
                        "Drying and storage advance, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Sustainability Manager",
            responsibilities="Tracks climate footprints and sustainability premiums of suppliers.",
            facts=[
                F(
                    key="carbon_footprint",
                    label="farm-gate carbon footprint",
                    kind="number",
                    unit="kg CO2e per tonne",
                    domain=[180, 220, 260, 310, 360, 420],
                    good="lower",
                    templates=[
                        "Oats from {candidate} carry a farm-gate footprint of {value}.",
                        "Carbon footprint declared by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="climate_premium",
                    label="climate programme premium",
                    kind="number",
                    unit="SEK per tonne",
                    domain=[50, 80, 100, 150, 200],
                    templates=[
                        "Our climate programme pays {candidate} a premium of {value}.",
                        "Climate premium due to {candidate}: {value}.",
                    ],
                ),
                F(
                    key="sustainability_score",
                    label="sustainability assessment score",
                    kind="number",
                    unit="points",
                    domain=[55, 63, 70, 77, 84, 90],
                    templates=[
                        "{candidate} scored {value} in our sustainability assessment.",
                        "Sustainability assessment, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Finance Controller",
            responsibilities="Checks supplier credit, prepayments and volume rebates.",
            facts=[
                F(
                    key="credit_decision",
                    label="credit decision",
                    kind="category",
                    domain=["approved", "approved with a prepayment cap", "declined"],
                    good=["approved", "approved with a prepayment cap"],
                    contexts=["Q1 2026 credit review", "Q2 2026 credit review"],
                    templates=[
                        "Credit decision for {candidate} in the {context}: {value}.",
                        "In the {context}, {candidate} was {value}.",
                    ],
                ),
                F(
                    key="prepayment_request",
                    label="requested prepayment",
                    kind="number",
                    unit="SEK",
                    domain=[200000, 300000, 400000, 500000, 650000],
                    templates=[
                        "{candidate} requests a prepayment of {value} before sowing.",
                        "Prepayment requested by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="volume_rebate",
                    label="volume rebate",
                    kind="number",
                    unit="SEK per tonne",
                    domain=[40, 60, 90, 120, 150],
                    templates=[
                        "{candidate} grants a volume rebate of {value}.",
                        "Volume rebate agreed with {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="landed cost per tonne (price, freight and testing)",
            unit="SEK per tonne",
            precision=0,
            operands=["oat_price", "freight_cost", "lab_testing_cost"],
        ),
        Rule(
            operation="difference",
            label="oat price net of the volume rebate",
            unit="SEK per tonne",
            precision=0,
            operands=["oat_price", "volume_rebate"],
        ),
        Rule(
            operation="mean",
            label="average of the quality, storage and sustainability scores",
            unit="points",
            precision=2,
            operands=["qa_audit_score", "storage_score", "sustainability_score"],
        ),
        Rule(
            operation="ratio",
            label="prepayment per committed tonne",
            unit="SEK per tonne",
            precision=2,
            operands=["prepayment_request", "committed_volume"],
        ),
        Rule(
            operation="product",
            label="contract value of the committed volume",
            unit="SEK",
            precision=0,
            operands=["committed_volume", "oat_price"],
        ),
        Rule(
            operation="weighted_sum",
            label="evaluated cost per tonne (freight weighted 1.5 for fuel-price risk)",
            unit="SEK per tonne",
            precision=0,
            operands=["oat_price", "freight_cost", "lab_testing_cost"],
            weights=[1, 1.5, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net cost per tonne with freight and climate premium, after the volume rebate",
            unit="SEK per tonne",
            precision=0,
            operands=["oat_price", "freight_cost", "climate_premium", "volume_rebate"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="credit insurance premium on the prepayment and storage advance",
            unit="SEK",
            precision=2,
            operands=["prepayment_request", "storage_charge"],
            tiers=[T(up_to=400000, rate=0.01), T(up_to=None, rate=0.025)],
        ),
    ],
)

BEAVER_RELEASE = ScenarioTemplate(
    domain="agriculture_food",
    name="agrifood_beaver_release_site",
    background=(
        "The Strathspey Riverwoods Partnership, a conservation coalition based in Aviemore, "
        "Scotland, plans to release Eurasian beaver families at one site in autumn 2026 under a "
        "species licence. Habitat, landowner, flood, veterinary, licensing, community, "
        "monitoring and budget findings on each site are held by different partners, so the "
        "project board must combine them before it applies for the release."
    ),
    question="Which site, if any, meets every requirement for the beaver release?",
    positive="Approve release site",
    negative="Do not approve",
    candidates=[
        "Allt Dubh wetland",
        "Loch Garten outflow",
        "River Nethy meadows",
        "Glen Tromie woodland",
        "Dulnain Bridge fen",
        "Kincraig riverside",
        "Abernethy north burn",
        "Tulloch Moor pools",
    ],
    roles=[
        R(
            title="Freshwater Ecologist",
            responsibilities="Surveys channels, water depth and riparian habitat.",
            facts=[
                F(
                    key="riparian_habitat",
                    label="length of suitable riparian woodland",
                    kind="number",
                    unit="km",
                    domain=[1.2, 2, 3.5, 5, 7.5, 10],
                    good="higher",
                    templates=[
                        "{candidate} has {value} of suitable riparian woodland.",
                        "Suitable riparian woodland mapped at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="summer_depth",
                    label="minimum summer water depth",
                    kind="number",
                    unit="m",
                    domain=[0.4, 0.6, 0.8, 1, 1.4],
                    good="higher",
                    contexts=["July 2025 survey", "August 2025 survey"],
                    templates=[
                        "Minimum water depth at {candidate} was {value} in the {context}.",
                        "Depth transects, {context}: {candidate} at {value} minimum.",
                    ],
                ),
                F(
                    key="habitat_score",
                    label="habitat suitability score",
                    kind="number",
                    unit="points",
                    domain=[52, 60, 68, 75, 83, 90],
                    templates=[
                        "{candidate} scored {value} in the habitat suitability assessment.",
                        "Habitat suitability, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="territories",
                    label="beaver family territories the site can hold",
                    kind="number",
                    unit="territories",
                    domain=[2, 3, 4, 5, 6],
                    templates=[
                        "{candidate} can support {value} for beaver families.",
                        "Carrying capacity of {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Landowner Liaison Officer",
            responsibilities="Secures agreements with landowners and neighbouring farms.",
            facts=[
                F(
                    key="landowner_consent",
                    label="landowner agreement status",
                    kind="category",
                    domain=[
                        "signed agreement",
                        "agreed in principle",
                        "under negotiation",
                        "refused",
                    ],
                    good=["signed agreement", "agreed in principle"],
                    templates=[
                        "Landowner position at {candidate}: {value}.",
                        "Liaison log, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="compensation_fund",
                    label="mitigation fund requested by neighbouring farms",
                    kind="number",
                    unit="GBP",
                    domain=[5000, 8000, 12000, 15000, 20000],
                    templates=[
                        "Farms next to {candidate} ask for a mitigation fund of {value}.",
                        "Neighbour mitigation fund, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="neighbouring_holdings",
                    label="neighbouring agricultural holdings",
                    kind="number",
                    unit="holdings",
                    domain=[2, 4, 6, 9, 12],
                    templates=[
                        "{candidate} borders {value}.",
                        "Neighbouring agricultural holdings at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Flood Risk Officer",
            responsibilities="Assesses risks to roads, culverts and farmland from beaver dams.",
            facts=[
                F(
                    key="assets_at_risk",
                    label="infrastructure assets inside the damming-risk zone",
                    kind="number",
                    unit="assets",
                    domain=[0, 1, 2, 3, 5, 8],
                    good="lower",
                    templates=[
                        "{candidate} has {value} inside the predicted damming-risk zone.",
                        "Roads and culverts at risk from damming at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="flood_mitigation_cost",
                    label="flood mitigation cost",
                    kind="number",
                    unit="GBP",
                    domain=[6000, 9000, 12000, 16000, 22000],
                    templates=[
                        "Flow devices and culvert guards at {candidate} would cost {value}.",
                        "Flood mitigation estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Wildlife Veterinarian",
            responsibilities="Oversees animal welfare and health screening around the release.",
            facts=[
                F(
                    key="vet_response_time",
                    label="response time of a wildlife-capable veterinary practice",
                    kind="number",
                    unit="minutes",
                    domain=[20, 35, 50, 75, 100],
                    good="lower",
                    templates=[
                        "A wildlife-capable vet can reach {candidate} in {value}.",
                        "Veterinary response time, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="soft_release_pen",
                    label="suitable soft-release pen site",
                    kind="bool",
                    words=("has no", "has a"),
                    good=True,
                    templates=[
                        "{candidate} {value} suitable soft-release pen site on dry ground.",
                        "Site visit: {candidate} {value} usable location for a soft-release pen.",
                    ],
                ),
                F(
                    key="welfare_score",
                    label="animal welfare readiness score",
                    kind="number",
                    unit="points",
                    domain=[55, 62, 70, 78, 86],
                    templates=[
                        "{candidate} scored {value} in the welfare readiness review.",
                        "Welfare readiness, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Species Licensing Officer",
            responsibilities="Prepares the licence application and habitats assessments.",
            facts=[
                F(
                    key="hra_outcome",
                    label="Habitats Regulations Appraisal outcome",
                    kind="category",
                    domain=[
                        "no likely significant effect",
                        "effect can be mitigated",
                        "adverse effect on site integrity",
                    ],
                    good=["no likely significant effect", "effect can be mitigated"],
                    contexts=["upstream reach", "downstream reach"],
                    templates=[
                        "Habitats appraisal for the {context} at {candidate}: {value}.",
                        "For the {context} of {candidate}, the appraisal concluded: {value}.",
                    ],
                ),
                F(
                    key="licence_conditions",
                    label="expected licence conditions",
                    kind="number",
                    unit="conditions",
                    domain=[4, 6, 8, 10, 12],
                    templates=[
                        "A licence for {candidate} would likely carry {value}.",
                        "Expected licence conditions, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Community Engagement Officer",
            responsibilities="Runs consultation with residents, anglers and farmers.",
            facts=[
                F(
                    key="local_support",
                    label="local support for the release",
                    kind="number",
                    unit="%",
                    domain=[38, 47, 55, 63, 71, 80],
                    good="higher",
                    contexts=["February 2026 consultation", "May 2026 consultation"],
                    templates=[
                        "In the {context}, {value} of respondents near {candidate} backed the "
                        "release.",
                        "Support near {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="engagement_score",
                    label="community engagement score",
                    kind="number",
                    unit="points",
                    domain=[50, 58, 66, 74, 82, 89],
                    templates=[
                        "{candidate} scored {value} on our community engagement index.",
                        "Community engagement index, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="events_held",
                    label="consultation events held",
                    kind="number",
                    unit="events",
                    domain=[2, 3, 5, 7, 10],
                    templates=[
                        "We have held {value} around {candidate}.",
                        "Consultation events near {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Monitoring Programme Manager",
            responsibilities="Plans camera traps, field surveys and ranger time after release.",
            facts=[
                F(
                    key="vehicle_access",
                    label="year-round vehicle access",
                    kind="bool",
                    words=("lacks", "has"),
                    good=True,
                    templates=[
                        "{candidate} {value} year-round vehicle access for monitoring staff.",
                        "Access survey: {candidate} {value} a track passable all year.",
                    ],
                ),
                F(
                    key="ranger_days",
                    label="first-year ranger time",
                    kind="number",
                    unit="days",
                    domain=[40, 60, 80, 100, 120],
                    templates=[
                        "Monitoring {candidate} needs {value} of ranger time in year one.",
                        "Ranger time planned for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="camera_cost",
                    label="camera-trap network cost",
                    kind="number",
                    unit="GBP",
                    domain=[2500, 3500, 4500, 6000, 7500],
                    templates=[
                        "A camera-trap network at {candidate} would cost {value}.",
                        "Camera-trap budget, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Partnership Finance Officer",
            responsibilities="Manages the project budget and grant funding.",
            facts=[
                F(
                    key="ranger_day_rate",
                    label="ranger day rate",
                    kind="number",
                    unit="GBP per day",
                    domain=[210, 240, 260, 290, 320],
                    templates=[
                        "Ranger time at {candidate} is costed at {value}.",
                        "Ranger day rate for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="grant_contribution",
                    label="biodiversity grant secured",
                    kind="number",
                    unit="GBP",
                    domain=[3000, 5000, 8000, 10000, 12000],
                    templates=[
                        "A biodiversity grant of {value} is secured for {candidate}.",
                        "Grant contribution, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="site set-up cost (flood mitigation, neighbour fund and cameras)",
            unit="GBP",
            precision=0,
            operands=["flood_mitigation_cost", "compensation_fund", "camera_cost"],
        ),
        Rule(
            operation="difference",
            label="flood mitigation cost not covered by the grant",
            unit="GBP",
            precision=0,
            operands=["flood_mitigation_cost", "grant_contribution"],
        ),
        Rule(
            operation="mean",
            label="average of the habitat, welfare and engagement scores",
            unit="points",
            precision=2,
            operands=["habitat_score", "welfare_score", "engagement_score"],
        ),
        Rule(
            operation="ratio",
            label="flood mitigation cost per beaver territory",
            unit="GBP per territory",
            precision=2,
            operands=["flood_mitigation_cost", "territories"],
        ),
        Rule(
            operation="product",
            label="first-year ranger cost",
            unit="GBP",
            precision=0,
            operands=["ranger_days", "ranger_day_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="risk-weighted set-up cost (flood mitigation weighted 1.5)",
            unit="GBP",
            precision=0,
            operands=["flood_mitigation_cost", "compensation_fund", "camera_cost"],
            weights=[1.5, 1, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net set-up cost after the biodiversity grant",
            unit="GBP",
            precision=0,
            operands=[
                "flood_mitigation_cost",
                "compensation_fund",
                "camera_cost",
                "grant_contribution",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="contingency reserve on flood mitigation and neighbour payments",
            unit="GBP",
            precision=2,
            operands=["flood_mitigation_cost", "compensation_fund"],
            tiers=[T(up_to=20000, rate=0.1), T(up_to=None, rate=0.2)],
        ),
    ],
)

LIVESTOCK_EVACUATION = ScenarioTemplate(
    domain="agriculture_food",
    name="agrifood_livestock_evacuation_site",
    background=(
        "The East Gippsland Livestock Emergency Group in Bairnsdale, Victoria, must designate a "
        "holding site for evacuated cattle and sheep for the 2026-27 bushfire season, December "
        "2026 to March 2027. Fire, veterinary, water, yard, transport, emergency, finance and "
        "fodder assessments of each site are held by different officers, so the group has to "
        "combine them before it names the site in the municipal emergency plan."
    ),
    question="Which site, if any, meets every requirement for designation as the holding site?",
    positive="Designate",
    negative="Do not designate",
    candidates=[
        "Bairnsdale Saleyards",
        "Lindenow Showgrounds",
        "Maffra Recreation Reserve",
        "Orbost Racecourse paddocks",
        "Sale Livestock Exchange",
        "Bruthen Pony Club grounds",
        "Heyfield Sports Oval paddocks",
        "Stratford Field Days site",
    ],
    roles=[
        R(
            title="Fire Behaviour Analyst",
            responsibilities="Models the bushfire exposure of each site.",
            facts=[
                F(
                    key="bal_rating",
                    label="bushfire attack level",
                    kind="category",
                    domain=["BAL-LOW", "BAL-12.5", "BAL-19", "BAL-29", "BAL-40", "BAL-FZ"],
                    good=["BAL-LOW", "BAL-12.5", "BAL-19"],
                    templates=[
                        "{candidate} is rated {value} for bushfire attack.",
                        "Bushfire attack level assessed for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="forest_distance",
                    label="distance to the nearest forest edge",
                    kind="number",
                    unit="km",
                    domain=[0.5, 1, 2, 3.5, 5, 8],
                    good="higher",
                    contexts=["northern approach", "western approach"],
                    templates=[
                        "On the {context}, the nearest forest edge is {value} from {candidate}.",
                        "Forest distance, {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="grass_fuel_load",
                    label="grass fuel load in surrounding paddocks",
                    kind="number",
                    unit="tonnes per hectare",
                    domain=[2, 4, 6, 8, 12],
                    templates=[
                        "Paddocks around {candidate} carry a grass fuel load of {value}.",
                        "Grass fuel load near {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="District Veterinary Officer",
            responsibilities="Oversees animal welfare and biosecurity at holding sites.",
            facts=[
                F(
                    key="biosecurity_status",
                    label="biosecurity status",
                    kind="category",
                    domain=["no restrictions", "under surveillance", "quarantine order"],
                    good=["no restrictions"],
                    templates=[
                        "Biosecurity status of {candidate}: {value}.",
                        "Biosecurity register entry for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="welfare_score",
                    label="animal welfare readiness score",
                    kind="number",
                    unit="points",
                    domain=[55, 63, 70, 77, 84, 90],
                    templates=[
                        "{candidate} scored {value} in the welfare readiness check.",
                        "Welfare readiness, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Water Resources Officer",
            responsibilities="Checks stock water supply and its reliability.",
            facts=[
                F(
                    key="stock_water",
                    label="reliable stock water supply",
                    kind="number",
                    unit="kL per day",
                    domain=[20, 35, 50, 80, 120, 160],
                    good="higher",
                    contexts=["December 2025 pump test", "February 2026 pump test"],
                    templates=[
                        "{candidate} delivered {value} of stock water in the {context}.",
                        "Stock water supply, {context}: {candidate} at {value}.",
                    ],
                ),
                F(
                    key="backup_bore",
                    label="backup bore with a generator-powered pump",
                    kind="bool",
                    words=("has no", "has a"),
                    good=True,
                    templates=[
                        "{candidate} {value} backup bore with a generator-powered pump.",
                        "Water audit: {candidate} {value} standby bore that runs off a generator.",
                    ],
                ),
                F(
                    key="pump_service_cost",
                    label="pump and trough servicing cost",
                    kind="number",
                    unit="AUD",
                    domain=[1500, 2200, 3000, 3800, 4500],
                    templates=[
                        "Servicing pumps and troughs at {candidate} costs {value}.",
                        "Pump servicing quote, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Site Operations Coordinator",
            responsibilities="Manages yards, fencing and stock-handling facilities.",
            facts=[
                F(
                    key="holding_capacity",
                    label="holding capacity",
                    kind="number",
                    unit="head",
                    domain=[300, 500, 800, 1200, 1800, 2500],
                    good="higher",
                    templates=[
                        "{candidate} can hold {value} of cattle-equivalent stock.",
                        "Holding capacity, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="fencing_repair_cost",
                    label="fencing repair cost",
                    kind="number",
                    unit="AUD",
                    domain=[4000, 7000, 10000, 14000, 18000],
                    templates=[
                        "Bringing the fences at {candidate} up to standard costs {value}.",
                        "Fencing repair estimate, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="yard_score",
                    label="yard and handling facilities score",
                    kind="number",
                    unit="points",
                    domain=[52, 60, 68, 75, 83, 91],
                    templates=[
                        "{candidate} scored {value} for yards and handling facilities.",
                        "Yard and handling score, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Transport Route Planner",
            responsibilities="Plans livestock truck routes and travel times.",
            facts=[
                F(
                    key="truck_travel_time",
                    label="stock truck travel time",
                    kind="number",
                    unit="minutes",
                    domain=[35, 50, 65, 80, 100, 130],
                    good="lower",
                    contexts=["Buchan", "Omeo"],
                    templates=[
                        "Stock trucks from {context} reach {candidate} in {value}.",
                        "Truck travel time, {context} to {candidate}: {value}.",
                    ],
                ),
                F(
                    key="b_double_access",
                    label="B-double truck access",
                    kind="bool",
                    words=("does not allow", "allows"),
                    good=True,
                    templates=[
                        "The road into {candidate} {value} B-double livestock trucks.",
                        "Route check: access to {candidate} {value} B-doubles.",
                    ],
                ),
                F(
                    key="hay_haul_distance",
                    label="hay haulage distance",
                    kind="number",
                    unit="km",
                    domain=[25, 40, 60, 85, 120],
                    templates=[
                        "Hay must be hauled {value} to reach {candidate}.",
                        "Hay haulage distance to {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Emergency Management Coordinator",
            responsibilities="Links the site to the municipal emergency plan and volunteer roster.",
            facts=[
                F(
                    key="trained_volunteers",
                    label="trained volunteers on the roster",
                    kind="number",
                    unit="volunteers",
                    domain=[6, 10, 15, 20, 30],
                    good="higher",
                    templates=[
                        "{candidate} has {value} trained and rostered.",
                        "Rostered trained volunteers for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="activation_days",
                    label="planned activation period",
                    kind="number",
                    unit="days",
                    domain=[7, 10, 14, 21, 28],
                    templates=[
                        "The plan assumes {candidate} stays open for {value} once activated.",
                        "Planned activation period, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="plan_score",
                    label="emergency plan integration score",
                    kind="number",
                    unit="points",
                    domain=[50, 59, 67, 74, 82, 88],
                    templates=[
                        "{candidate} scored {value} for integration with the emergency plan.",
                        "Emergency plan integration, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Finance and Grants Officer",
            responsibilities="Budgets site readiness and emergency operating costs.",
            facts=[
                F(
                    key="daily_site_cost",
                    label="daily operating cost when activated",
                    kind="number",
                    unit="AUD per day",
                    domain=[900, 1200, 1500, 1800, 2200],
                    templates=[
                        "Running {candidate} when activated costs {value}.",
                        "Daily operating cost, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="readiness_grant",
                    label="readiness grant",
                    kind="number",
                    unit="AUD",
                    domain=[3000, 5000, 8000, 10000, 12000],
                    templates=[
                        "A readiness grant of {value} is approved for {candidate}.",
                        "Readiness grant, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Fodder Supply Officer",
            responsibilities="Arranges hay storage and feed deliveries to holding sites.",
            facts=[
                F(
                    key="hay_storage",
                    label="covered hay storage",
                    kind="number",
                    unit="tonnes",
                    domain=[20, 40, 60, 90, 120],
                    good="higher",
                    templates=[
                        "{candidate} has covered storage for {value} of hay.",
                        "Covered hay storage, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="fodder_delivery_cost",
                    label="fodder pre-positioning cost",
                    kind="number",
                    unit="AUD",
                    domain=[2500, 3500, 5000, 6500, 8000],
                    templates=[
                        "Pre-positioning fodder at {candidate} costs {value}.",
                        "Fodder delivery quote, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="site readiness cost (fencing, fodder and pump servicing)",
            unit="AUD",
            precision=0,
            operands=["fencing_repair_cost", "fodder_delivery_cost", "pump_service_cost"],
        ),
        Rule(
            operation="difference",
            label="fencing repair cost not covered by the readiness grant",
            unit="AUD",
            precision=0,
            operands=["fencing_repair_cost", "readiness_grant"],
        ),
        Rule(
            operation="mean",
            label="average of the welfare, yard and emergency-plan scores",
            unit="points",
            precision=2,
            operands=["welfare_score", "yard_score", "plan_score"],
        ),
        Rule(
            operation="ratio",
            label="fodder pre-positioning cost per kilometre of hay haulage",
            unit="AUD per km",
            precision=2,
            operands=["fodder_delivery_cost", "hay_haul_distance"],
        ),
        Rule(
            operation="product",
            label="operating cost over the planned activation period",
            unit="AUD",
            precision=0,
            operands=["activation_days", "daily_site_cost"],
        ),
        Rule(
            operation="weighted_sum",
            label="readiness cost with fodder weighted 1.5 for drought pricing",
            unit="AUD",
            precision=0,
            operands=["fencing_repair_cost", "fodder_delivery_cost", "pump_service_cost"],
            weights=[1, 1.5, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net readiness cost after the readiness grant",
            unit="AUD",
            precision=0,
            operands=[
                "fencing_repair_cost",
                "fodder_delivery_cost",
                "pump_service_cost",
                "readiness_grant",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="contingency allowance on fencing and fodder costs",
            unit="AUD",
            precision=2,
            operands=["fencing_repair_cost", "fodder_delivery_cost"],
            tiers=[T(up_to=15000, rate=0.1), T(up_to=None, rate=0.2)],
        ),
    ],
)

TEMPLATES = [OAT_SUPPLIER, BEAVER_RELEASE, LIVESTOCK_EVACUATION]
