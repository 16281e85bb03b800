"""Cultural heritage & archives scenarios."""

from uncoenv.tasks.scenarios.schema import FactTemplate as F
from uncoenv.tasks.scenarios.schema import RoleTemplate as R
from uncoenv.tasks.scenarios.schema import RuleTemplate as Rule
from uncoenv.tasks.scenarios.schema import ScenarioTemplate
from uncoenv.tasks.scenarios.schema import TierTemplate as T

BACKUP_REPOSITORY = ScenarioTemplate(
    domain="cultural_heritage",
    name="heritage_backup_repository",
    background=(
        "The East Flanders Provincial Archive in Ghent must move its fragile 19th-century "
        "parish registers and notarial deeds to a secondary off-site repository by Q1 2027, "
        "while its main building is renovated. Climate, fire, security, transfer and lease "
        "records on each candidate repository are held by different specialists, so the "
        "archive board must combine their evidence before it signs a lease."
    ),
    question="Which candidate repository, if any, meets every requirement for the off-site store?",
    positive="Select",
    negative="Do not select",
    candidates=[
        "Kortrijk Noord Depot",
        "Mechelen Archive Store",
        "Aalst Secure Vault",
        "Leuven Logistics Park Hall B",
        "Bruges Heritage Depot",
        "Hasselt Document Centre",
        "Genk Former Colliery Vault",
        "Ostend Port Warehouse 7",
    ],
    roles=[
        R(
            title="Preventive Conservation Officer",
            responsibilities="Monitors storage climate and pest records at candidate repositories.",
            facts=[
                F(
                    key="rh_fluctuation",
                    label="maximum daily relative humidity fluctuation",
                    kind="number",
                    unit="%",
                    domain=[2, 3, 4, 5, 6, 8, 10],
                    good="lower",
                    contexts=["winter 2025-26 logging period", "summer 2025 logging period"],
                    templates=[
                        "During the {context}, the largest daily relative humidity swing at "
                        "{candidate} was {value}.",
                        "Climate log, {context}: {candidate}, maximum daily RH fluctuation "
                        "{value}.",
                    ],
                ),
                F(
                    key="pest_catches",
                    label="insects caught in the last quarterly blunder-trap check",
                    kind="number",
                    unit="insects",
                    domain=[0, 2, 4, 7, 11, 15],
                    templates=[
                        "Blunder traps at {candidate} caught {value} at the last quarterly check.",
                        "Integrated pest management log for {candidate}: {value} trapped last "
                        "quarter.",
                    ],
                ),
            ],
        ),
        R(
            title="Fire Safety Engineer",
            responsibilities="Reviews fire suppression, compartmentation and fire-system upkeep.",
            facts=[
                F(
                    key="suppression_system",
                    label="fire suppression system in the storage halls",
                    kind="category",
                    domain=[
                        "inert gas",
                        "water mist",
                        "wet-pipe sprinklers",
                        "portable extinguishers only",
                    ],
                    good=["inert gas", "water mist"],
                    templates=[
                        "The storage halls at {candidate} are protected by {value}.",
                        "Fire suppression recorded for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="fire_resistance",
                    label="fire-resistance rating of the storage compartment",
                    kind="number",
                    unit="minutes",
                    domain=[30, 60, 90, 120, 180, 240],
                    good="higher",
                    templates=[
                        "The storage compartment at {candidate} carries a fire-resistance rating "
                        "of {value}.",
                        "Compartmentation survey: {candidate} is rated for {value} of fire "
                        "resistance.",
                    ],
                ),
                F(
                    key="fire_maintenance_fee",
                    label="annual fire-system maintenance contract",
                    kind="number",
                    unit="EUR",
                    domain=[2400, 3100, 3800, 4500, 5200],
                    templates=[
                        "The annual fire-system maintenance contract at {candidate} costs {value}.",
                        "Fire-system upkeep charged by {candidate}: {value} a year.",
                    ],
                ),
            ],
        ),
        R(
            title="Flood and Site Risk Analyst",
            responsibilities="Assesses flood hazard and environmental exposure of each site.",
            facts=[
                F(
                    key="flood_hazard",
                    label="flood-hazard classification of the plot",
                    kind="category",
                    domain=["not flood-prone", "possibly flood-prone", "effectively flood-prone"],
                    good=["not flood-prone"],
                    templates=[
                        "The water assessment classifies the plot of {candidate} as {value}.",
                        "Flood map check for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="floor_above_flood",
                    label="height of the lowest storage floor above the 100-year flood level",
                    kind="number",
                    unit="m",
                    domain=[0.5, 1.2, 2.0, 3.5, 5.0, 8.0],
                    templates=[
                        "The lowest storage floor at {candidate} lies {value} above the "
                        "100-year flood level.",
                        "Site survey, {candidate}: lowest storage floor {value} above the "
                        "100-year flood line.",
                    ],
                ),
            ],
        ),
        R(
            title="Security Manager",
            responsibilities="Checks intrusion detection, alarm monitoring and guard response.",
            facts=[
                F(
                    key="guard_response",
                    label="measured guard response time",
                    kind="number",
                    unit="minutes",
                    domain=[6, 9, 12, 15, 20, 25, 30],
                    good="lower",
                    contexts=["weekday daytime test", "night and weekend test"],
                    templates=[
                        "In the {context}, guards reached {candidate} in {value}.",
                        "Guard response at {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="certified_alarm",
                    label="INCERT-certified intrusion alarm",
                    kind="bool",
                    words=("does not have", "has"),
                    good=True,
                    templates=[
                        "{candidate} {value} an INCERT-certified intrusion alarm.",
                        "Alarm register: {candidate} {value} an intrusion alarm installation "
                        "certified by INCERT.",
                    ],
                ),
                F(
                    key="monitoring_fee",
                    label="annual alarm monitoring fee",
                    kind="number",
                    unit="EUR",
                    domain=[1800, 2400, 3000, 3600, 4200],
                    templates=[
                        "Alarm monitoring at {candidate} is billed at {value} a year.",
                        "{candidate}'s annual alarm monitoring fee is {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Collections Transfer Coordinator",
            responsibilities="Plans the physical move of archive boxes and the shelving layout.",
            facts=[
                F(
                    key="free_shelving",
                    label="free shelving capacity",
                    kind="number",
                    unit="linear metres",
                    domain=[800, 1200, 1500, 2000, 2600, 3200],
                    good="higher",
                    templates=[
                        "{candidate} can offer {value} of free shelving.",
                        "Shelving survey: {candidate} has {value} of free capacity.",
                    ],
                ),
                F(
                    key="transfer_trips",
                    label="climate-controlled van trips needed for the transfer",
                    kind="number",
                    unit="trips",
                    domain=[6, 8, 10, 12, 15, 18],
                    templates=[
                        "Moving the registers to {candidate} needs {value} by climate-controlled "
                        "van.",
                        "Transfer plan for {candidate}: {value} in climate-controlled vans.",
                    ],
                ),
                F(
                    key="floor_area",
                    label="floor area offered for archive storage",
                    kind="number",
                    unit="square metres",
                    domain=[350, 450, 550, 700, 850, 1000],
                    templates=[
                        "{candidate} offers {value} of floor area for archive storage.",
                        "Storage floor area available at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="inhouse_transfer_estimate",
                    label="in-house estimate of the transfer cost",
                    kind="number",
                    unit="EUR",
                    domain=[4000, 5000, 6000, 7000, 8500, 10000],
                    templates=[
                        "Our own estimate for moving the collection to {candidate} is {value}.",
                        "In-house transfer cost estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Procurement Officer",
            responsibilities="Compiles lease quotes, fit-out costs and removal quotes.",
            facts=[
                F(
                    key="annual_rent",
                    label="annual rent",
                    kind="number",
                    unit="EUR",
                    domain=[18000, 22000, 26000, 30000, 34000, 38000],
                    templates=[
                        "{candidate} quoted an annual rent of {value}.",
                        "Lease quote for {candidate}: {value} a year.",
                    ],
                ),
                F(
                    key="fit_out_cost",
                    label="one-off fit-out cost",
                    kind="number",
                    unit="EUR",
                    domain=[6000, 8000, 10000, 12000, 15000],
                    templates=[
                        "Fitting out {candidate} for archive storage would cost {value}.",
                        "One-off fit-out quote, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="trip_rate",
                    label="removal firm's rate per van trip",
                    kind="number",
                    unit="EUR per trip",
                    domain=[380, 420, 480, 550, 620],
                    templates=[
                        "The removal firm charges {value} for runs to {candidate}.",
                        "Van rate quoted for transfers to {candidate}: {value}.",
                    ],
                ),
                F(
                    key="mover_quote",
                    label="external mover's quote for the transfer",
                    kind="number",
                    unit="EUR",
                    domain=[4500, 5500, 6500, 7500, 9000],
                    templates=[
                        "An external fine-art mover quoted {value} for the transfer to "
                        "{candidate}.",
                        "External transfer quote, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Records Access Manager",
            responsibilities="Ensures that staff and researchers can still retrieve items.",
            facts=[
                F(
                    key="same_day_retrieval",
                    label="same-day retrieval of requested boxes",
                    kind="bool",
                    words=("cannot guarantee", "can guarantee"),
                    good=True,
                    contexts=["Q1 2027", "Q2 2027"],
                    templates=[
                        "For {context}, {candidate} {value} same-day retrieval of requested boxes.",
                        "Service schedule, {context}: {candidate} {value} same-day retrieval.",
                    ],
                ),
                F(
                    key="road_distance",
                    label="road distance from the Ghent reading room",
                    kind="number",
                    unit="km",
                    domain=[18, 35, 52, 70, 96, 120],
                    templates=[
                        "{candidate} is {value} by road from the Ghent reading room.",
                        "Road distance, Ghent reading room to {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Legal and Contracts Officer",
            responsibilities="Reviews lease terms, incentives and insurance conditions.",
            facts=[
                F(
                    key="lease_term",
                    label="lease term offered",
                    kind="number",
                    unit="years",
                    domain=[3, 5, 7, 9, 12, 15],
                    good="higher",
                    templates=[
                        "{candidate} offers a lease term of {value}.",
                        "Draft lease for {candidate}: term of {value}.",
                    ],
                ),
                F(
                    key="insurance_premium",
                    label="annual collection insurance premium at the site",
                    kind="number",
                    unit="EUR",
                    domain=[2500, 3200, 3900, 4600, 5300],
                    templates=[
                        "Insuring the collection at {candidate} costs {value} a year.",
                        "Annual collection insurance premium for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="rent_incentive",
                    label="first-year rent incentive",
                    kind="number",
                    unit="EUR",
                    domain=[1000, 2000, 3000, 4000, 5000],
                    templates=[
                        "{candidate}'s landlord grants a first-year rent incentive of {value}.",
                        "Lease incentive negotiated with {candidate}: {value} off the first year.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="annual running cost (rent, alarm monitoring and insurance)",
            unit="EUR",
            precision=0,
            operands=["annual_rent", "monitoring_fee", "insurance_premium"],
        ),
        Rule(
            operation="difference",
            label="first-year rent after the lease incentive",
            unit="EUR",
            precision=0,
            operands=["annual_rent", "rent_incentive"],
        ),
        Rule(
            operation="mean",
            label="average of the in-house transfer estimate and the external mover's quote",
            unit="EUR",
            precision=2,
            operands=["inhouse_transfer_estimate", "mover_quote"],
        ),
        Rule(
            operation="ratio",
            label="annual rent per square metre of storage floor",
            unit="EUR per square metre",
            precision=2,
            operands=["annual_rent", "floor_area"],
        ),
        Rule(
            operation="product",
            label="van hire cost for the transfer",
            unit="EUR",
            precision=0,
            operands=["transfer_trips", "trip_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="annual cost with the fit-out spread over two years (rent, half the fit-out, "
            "insurance)",
            unit="EUR",
            precision=0,
            operands=["annual_rent", "fit_out_cost", "insurance_premium"],
            weights=[1, 0.5, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="first-year outlay net of the rent incentive",
            unit="EUR",
            precision=0,
            operands=["annual_rent", "fit_out_cost", "fire_maintenance_fee", "rent_incentive"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="provincial heritage fund contribution on rent and insurance",
            unit="EUR",
            precision=2,
            operands=["annual_rent", "insurance_premium"],
            tiers=[T(up_to=30000, rate=0.02), T(up_to=None, rate=0.05)],
        ),
    ],
)

DIGITISATION_VENDOR = ScenarioTemplate(
    domain="cultural_heritage",
    name="heritage_digitisation_vendor",
    background=(
        "The Severn Valley Newspaper Archive Trust in Bristol is choosing a contractor to scan "
        "1.2 million pages of bound regional newspapers between Q3 2026 and Q2 2027. Image "
        "quality, collection care, security, scheduling and cost records sit with different "
        "members of staff, so the trustees need their combined evidence before awarding the "
        "contract."
    ),
    question="Which digitisation contractor, if any, meets every requirement of the tender?",
    positive="Award the contract",
    negative="Do not award the contract",
    candidates=[
        "Lumen Imaging Ltd",
        "Archivio Digitale Srl",
        "Kestrel Scan Services",
        "Nordic Capture AB",
        "Brightline Heritage Imaging",
        "Pagewise Digital",
        "Tessera Data Conversion",
        "Okapi Document Solutions",
    ],
    roles=[
        R(
            title="Imaging Standards Lead",
            responsibilities="Checks pilot scans against the FADGI imaging guidelines.",
            facts=[
                F(
                    key="fadgi_rating",
                    label="FADGI star rating of the pilot scans",
                    kind="category",
                    domain=["4-star", "3-star", "2-star", "1-star"],
                    good=["4-star", "3-star"],
                    templates=[
                        "Pilot scans from {candidate} met the FADGI {value} level.",
                        "Imaging audit: {candidate} achieved a FADGI {value} rating.",
                    ],
                ),
                F(
                    key="ocr_accuracy",
                    label="OCR accuracy on the pilot batch",
                    kind="number",
                    unit="%",
                    domain=[88, 91, 93, 95, 97, 98, 99],
                    good="higher",
                    contexts=["character-level scoring", "word-level scoring"],
                    templates=[
                        "Under {context}, OCR by {candidate} reached {value} on the pilot batch.",
                        "Pilot OCR accuracy for {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="pilot_pages",
                    label="pages scanned in the pilot",
                    kind="number",
                    unit="pages",
                    domain=[500, 750, 1000, 1500, 2000],
                    templates=[
                        "{candidate} scanned {value} for the pilot.",
                        "Pilot volume delivered by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Collections Care Manager",
            responsibilities="Protects fragile bound volumes during handling and scanning.",
            facts=[
                F(
                    key="handling_training",
                    label="completion of the fragile-paper handling training",
                    kind="bool",
                    words=("has not completed", "has completed"),
                    good=True,
                    templates=[
                        "The scanning crew of {candidate} {value} our fragile-paper handling "
                        "training.",
                        "Training register: {candidate} {value} the Trust's handling course "
                        "for brittle newsprint.",
                    ],
                ),
                F(
                    key="damage_incidents",
                    label="handling damage incidents in past heritage contracts",
                    kind="number",
                    unit="incidents",
                    domain=[0, 1, 2, 3, 5, 8],
                    good="lower",
                    templates=[
                        "References report {value} of handling damage caused by {candidate}.",
                        "Damage history for {candidate} across past heritage contracts: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Information Security Officer",
            responsibilities="Vets the handling, storage and transfer of the image files.",
            facts=[
                F(
                    key="security_certification",
                    label="information security certification",
                    kind="category",
                    domain=[
                        "ISO 27001 and Cyber Essentials Plus",
                        "Cyber Essentials Plus",
                        "Cyber Essentials",
                        "none",
                    ],
                    good=["ISO 27001 and Cyber Essentials Plus", "Cyber Essentials Plus"],
                    templates=[
                        "Security certification on file for {candidate}: {value}.",
                        "The current security accreditation of {candidate} is recorded as {value}.",
                    ],
                ),
                F(
                    key="breach_notifications",
                    label="data breach notifications in the past three years",
                    kind="number",
                    unit="notifications",
                    domain=[0, 1, 2, 3, 4],
                    templates=[
                        "{candidate} made {value} to the regulator in the past three years.",
                        "Breach history, {candidate}: {value} since 2023.",
                    ],
                ),
            ],
        ),
        R(
            title="Project Scheduling Manager",
            responsibilities="Plans scanning throughput and delivery milestones.",
            facts=[
                F(
                    key="throughput",
                    label="committed scanning throughput",
                    kind="number",
                    unit="pages per day",
                    domain=[3000, 4000, 5000, 6000, 7500, 9000],
                    good="higher",
                    contexts=["Q3 2026 ramp-up phase", "Q4 2026 full-production phase"],
                    templates=[
                        "{candidate} committed to {value} during the {context}.",
                        "Planned throughput for {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="scanning_days",
                    label="scanning days quoted",
                    kind="number",
                    unit="days",
                    domain=[120, 150, 180, 200, 240],
                    templates=[
                        "{candidate} needs {value} to complete the scanning.",
                        "Scanning duration quoted by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Procurement and Contracts Officer",
            responsibilities="Collects price schedules and contract terms from the bidders.",
            facts=[
                F(
                    key="scanning_price",
                    label="quoted scanning price for the full run",
                    kind="number",
                    unit="GBP",
                    domain=[85000, 95000, 105000, 115000, 125000, 140000],
                    templates=[
                        "{candidate} priced the full scanning run at {value}.",
                        "Tender price, {candidate}: {value} for all 1.2 million pages.",
                    ],
                ),
                F(
                    key="setup_fee",
                    label="one-off set-up fee",
                    kind="number",
                    unit="GBP",
                    domain=[4000, 6000, 8000, 10000, 12000],
                    templates=[
                        "{candidate} charges a one-off set-up fee of {value}.",
                        "Set-up fee in the {candidate} price schedule: {value}.",
                    ],
                ),
                F(
                    key="supervision_rate",
                    label="daily on-site supervision fee",
                    kind="number",
                    unit="GBP per day",
                    domain=[180, 220, 260, 300, 350],
                    templates=[
                        "On-site supervision by {candidate} is billed at {value}.",
                        "Supervision rate charged by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Metadata and Access Manager",
            responsibilities="Checks metadata output and the delivery formats for the catalogue.",
            facts=[
                F(
                    key="mets_alto",
                    label="delivery of METS/ALTO XML with the page images",
                    kind="bool",
                    words=("does not deliver", "delivers"),
                    good=True,
                    templates=[
                        "{candidate} {value} METS/ALTO XML alongside the page images.",
                        "Format check: {candidate} {value} METS/ALTO files for every issue.",
                    ],
                ),
                F(
                    key="metadata_qa_fee",
                    label="metadata quality-assurance fee",
                    kind="number",
                    unit="GBP",
                    domain=[3000, 4500, 6000, 7500, 9000],
                    templates=[
                        "Metadata quality assurance by {candidate} costs {value}.",
                        "Fee charged by {candidate} for metadata checks: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Finance Officer",
            responsibilities="Checks bidders' financial standing and payment terms.",
            facts=[
                F(
                    key="credit_risk",
                    label="credit risk band",
                    kind="category",
                    domain=["low", "moderate", "elevated", "high"],
                    good=["low", "moderate"],
                    contexts=["March 2026 credit check", "May 2026 credit check"],
                    templates=[
                        "The {context} placed {candidate} in the {value} credit risk band.",
                        "Credit risk for {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="early_payment_discount",
                    label="early-payment discount",
                    kind="number",
                    unit="GBP",
                    domain=[1000, 2000, 3000, 4000, 5000],
                    templates=[
                        "{candidate} offers an early-payment discount of {value}.",
                        "Discount for payment within ten days, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Transport and Logistics Coordinator",
            responsibilities="Arranges courier transfers of volumes to and from the scanning site.",
            facts=[
                F(
                    key="climate_vehicles",
                    label="climate-controlled courier vehicles",
                    kind="bool",
                    words=("does not use", "uses"),
                    good=True,
                    templates=[
                        "{candidate} {value} climate-controlled vehicles for volume transfers.",
                        "Courier check: {candidate} {value} climate-controlled vans.",
                    ],
                ),
                F(
                    key="courier_cost",
                    label="one-way courier cost for the volumes",
                    kind="number",
                    unit="GBP",
                    domain=[2500, 3500, 4500, 5500, 7000],
                    templates=[
                        "Couriering the volumes to {candidate} costs {value} one way.",
                        "One-way courier cost, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="site_distance",
                    label="distance from Bristol to the scanning site",
                    kind="number",
                    unit="miles",
                    domain=[12, 45, 90, 140, 210],
                    templates=[
                        "The scanning site of {candidate} is {value} from Bristol.",
                        "Distance to the {candidate} scanning site: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="total contract cost (scanning, metadata checks and courier)",
            unit="GBP",
            precision=0,
            operands=["scanning_price", "metadata_qa_fee", "courier_cost"],
        ),
        Rule(
            operation="difference",
            label="scanning price net of the early-payment discount",
            unit="GBP",
            precision=0,
            operands=["scanning_price", "early_payment_discount"],
        ),
        Rule(
            operation="mean",
            label="average one-off ancillary charge (set-up, metadata checks, courier)",
            unit="GBP",
            precision=2,
            operands=["setup_fee", "metadata_qa_fee", "courier_cost"],
        ),
        Rule(
            operation="ratio",
            label="scanning price per scanning day",
            unit="GBP per day",
            precision=2,
            operands=["scanning_price", "scanning_days"],
        ),
        Rule(
            operation="product",
            label="on-site supervision cost over the scanning period",
            unit="GBP",
            precision=0,
            operands=["scanning_days", "supervision_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="evaluated cost (price, set-up fee, and the courier cost doubled for the "
            "return journey)",
            unit="GBP",
            precision=0,
            operands=["scanning_price", "setup_fee", "courier_cost"],
            weights=[1, 1, 2],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net contract value after the early-payment discount",
            unit="GBP",
            precision=0,
            operands=["scanning_price", "setup_fee", "metadata_qa_fee", "early_payment_discount"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="performance retention on the scanning price and metadata fee",
            unit="GBP",
            precision=2,
            operands=["scanning_price", "metadata_qa_fee"],
            tiers=[T(up_to=100000, rate=0.05), T(up_to=None, rate=0.1)],
        ),
    ],
)

EXCAVATION_DIRECTOR = ScenarioTemplate(
    domain="cultural_heritage",
    name="heritage_excavation_director",
    background=(
        "The Nara Prefectural Archaeological Research Centre is appointing a Field Director "
        "for the rescue excavation of a Kofun-period cemetery ahead of the Kashihara bypass, "
        "running from April 2026 to March 2027. Credentials, permits, safety, community and "
        "budget records are kept by separate offices, so the appointment panel must bring "
        "their evidence together before it can make an offer."
    ),
    question="Does any candidate satisfy every requirement for the Field Director post?",
    positive="Appoint",
    negative="Do not appoint",
    candidates=[
        "Dr. Haruka Morimoto",
        "Kenji Takeda",
        "Dr. Sofia Lindqvist",
        "Arjun Mehta",
        "Dr. Claire Dubois",
        "Min-jun Park",
        "Dr. Tomás Herrera",
        "Yuki Sato-Brennan",
    ],
    roles=[
        R(
            title="Chief Archaeologist",
            responsibilities="Chairs the panel and judges excavation and research credentials.",
            facts=[
                F(
                    key="field_seasons",
                    label="field seasons spent directing excavations",
                    kind="number",
                    unit="seasons",
                    domain=[3, 5, 7, 9, 12, 15, 20],
                    good="higher",
                    templates=[
                        "{candidate} has directed {value} of excavation.",
                        "Directing experience on record for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="panel_score",
                    label="interview panel score",
                    kind="number",
                    unit="points",
                    domain=[55, 62, 68, 74, 80, 86, 92],
                    good="higher",
                    contexts=["first-round interview", "second-round interview"],
                    templates=[
                        "{candidate} scored {value} in the {context}.",
                        "Panel record, {context}: {candidate}, {value}.",
                    ],
                ),
                F(
                    key="site_reports",
                    label="published excavation reports",
                    kind="number",
                    unit="reports",
                    domain=[1, 3, 5, 8, 12],
                    templates=[
                        "{candidate} has published {value} as lead author.",
                        "Excavation reports authored by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Heritage Permits Officer",
            responsibilities="Checks registrations required under the cultural property law.",
            facts=[
                F(
                    key="excavator_registration",
                    label="registration as a responsible excavator",
                    kind="bool",
                    words=("is not registered", "is registered"),
                    good=True,
                    templates=[
                        "{candidate} {value} as a responsible excavator with the prefectural "
                        "board of education.",
                        "Permit file: {candidate} {value} to lead excavations in Nara Prefecture.",
                    ],
                ),
                F(
                    key="japanese_level",
                    label="certified Japanese proficiency",
                    kind="category",
                    domain=["JLPT N1", "JLPT N2", "JLPT N3", "JLPT N4 or below"],
                    good=["JLPT N1", "JLPT N2"],
                    templates=[
                        "{candidate}'s certified Japanese proficiency is {value}.",
                        "Language record for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Site Safety Manager",
            responsibilities="Oversees safety of deep trenches and unstable section work.",
            facts=[
                F(
                    key="trench_course",
                    label="trench and shoring safety course",
                    kind="bool",
                    words=("did not complete", "completed"),
                    good=True,
                    contexts=["FY2025 refresher round", "FY2026 refresher round"],
                    templates=[
                        "{candidate} {value} the trench and shoring safety course in the "
                        "{context}.",
                        "Safety training, {context}: {candidate} {value} the trench and shoring "
                        "course.",
                    ],
                ),
                F(
                    key="lost_time_incidents",
                    label="lost-time incidents on sites directed in the past five years",
                    kind="number",
                    unit="incidents",
                    domain=[0, 1, 2, 3, 4, 6],
                    good="lower",
                    templates=[
                        "Sites directed by {candidate} recorded {value} with lost time in the "
                        "past five years.",
                        "Five-year lost-time record for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Human Resources Officer",
            responsibilities="Handles contracts, start dates, salary and relocation.",
            facts=[
                F(
                    key="start_date",
                    label="ability to start on 1 April 2026",
                    kind="bool",
                    words=("cannot start", "can start"),
                    good=True,
                    templates=[
                        "{candidate} {value} on 1 April 2026.",
                        "Availability check: {candidate} {value} by the 1 April 2026 "
                        "mobilisation date.",
                    ],
                ),
                F(
                    key="relocation_allowance",
                    label="relocation allowance",
                    kind="number",
                    unit="JPY",
                    domain=[300000, 400000, 500000, 600000, 750000],
                    templates=[
                        "{candidate} would receive a relocation allowance of {value}.",
                        "Relocation allowance offered to {candidate}: {value}.",
                    ],
                ),
                F(
                    key="monthly_salary",
                    label="monthly salary",
                    kind="number",
                    unit="JPY",
                    domain=[520000, 580000, 640000, 700000, 760000],
                    templates=[
                        "The monthly salary proposed for {candidate} is {value}.",
                        "{candidate}'s salary grade corresponds to {value} a month.",
                    ],
                ),
            ],
        ),
        R(
            title="Project Budget Manager",
            responsibilities="Controls the excavation budget and the contract length.",
            facts=[
                F(
                    key="contract_months",
                    label="contract length",
                    kind="number",
                    unit="months",
                    domain=[8, 9, 10, 11, 12],
                    templates=[
                        "The contract drafted for {candidate} runs for {value}.",
                        "Contract length for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="field_budget",
                    label="discretionary field budget",
                    kind="number",
                    unit="JPY",
                    domain=[900000, 1100000, 1300000, 1500000, 1800000],
                    templates=[
                        "Under {candidate}'s work plan, the discretionary field budget is {value}.",
                        "Discretionary field budget in the work plan of {candidate}: {value}.",
                    ],
                ),
                F(
                    key="equipment_allowance",
                    label="field equipment allowance",
                    kind="number",
                    unit="JPY",
                    domain=[150000, 200000, 250000, 300000, 350000],
                    templates=[
                        "{candidate}'s field equipment allowance is {value}.",
                        "Equipment allowance requested by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Specialist Finds Coordinator",
            responsibilities="Assesses finds-processing skills and period specialisms.",
            facts=[
                F(
                    key="ceramic_specialism",
                    label="documented ceramic specialism",
                    kind="category",
                    domain=[
                        "Kofun and Asuka periods",
                        "Kofun period",
                        "Jomon period",
                        "no regional specialism",
                    ],
                    good=["Kofun and Asuka periods", "Kofun period"],
                    templates=[
                        "{candidate}'s documented ceramic specialism: {value}.",
                        "Finds review lists the ceramic expertise of {candidate} as {value}.",
                    ],
                ),
                F(
                    key="students_supervised",
                    label="field-school students supervised",
                    kind="number",
                    unit="students",
                    domain=[0, 6, 12, 20, 35],
                    templates=[
                        "{candidate} has supervised {value} at field schools.",
                        "Field-school supervision by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Community Liaison Officer",
            responsibilities="Manages relations with landowners, residents and local schools.",
            facts=[
                F(
                    key="visitor_satisfaction",
                    label="visitor satisfaction at site open days",
                    kind="number",
                    unit="%",
                    domain=[58, 66, 72, 78, 84, 90, 95],
                    good="higher",
                    contexts=["2024 open-day survey", "2025 open-day survey"],
                    templates=[
                        "The {context} rated open days led by {candidate} at {value} satisfaction.",
                        "Visitor satisfaction, {context}: {candidate}, {value}.",
                    ],
                ),
                F(
                    key="open_days",
                    label="public open days hosted",
                    kind="number",
                    unit="open days",
                    domain=[1, 2, 4, 6, 9],
                    templates=[
                        "{candidate} has hosted {value} on previous excavations.",
                        "Public outreach by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Conservation Laboratory Head",
            responsibilities="Ensures finds are stabilised and conserved after lifting.",
            facts=[
                F(
                    key="waterlogged_wood",
                    label="recorded experience lifting waterlogged wood",
                    kind="bool",
                    words=("has no", "has"),
                    good=True,
                    templates=[
                        "{candidate} {value} recorded experience lifting waterlogged wood.",
                        "Laboratory file: {candidate} {value} documented waterlogged-wood "
                        "lifting experience.",
                    ],
                ),
                F(
                    key="conservation_request",
                    label="conservation supplies request",
                    kind="number",
                    unit="JPY",
                    domain=[180000, 220000, 260000, 300000, 350000, 420000],
                    templates=[
                        "{candidate}'s work plan requests {value} of conservation supplies.",
                        "Conservation supplies request, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="one-off start-up package (relocation and equipment allowances)",
            unit="JPY",
            precision=0,
            operands=["relocation_allowance", "equipment_allowance"],
        ),
        Rule(
            operation="difference",
            label="discretionary field budget left after the conservation request",
            unit="JPY",
            precision=0,
            operands=["field_budget", "conservation_request"],
        ),
        Rule(
            operation="mean",
            label="average one-off item (relocation, equipment and conservation supplies)",
            unit="JPY",
            precision=2,
            operands=["relocation_allowance", "equipment_allowance", "conservation_request"],
        ),
        Rule(
            operation="ratio",
            label="conservation supplies per contract month",
            unit="JPY per month",
            precision=2,
            operands=["conservation_request", "contract_months"],
        ),
        Rule(
            operation="product",
            label="salary cost over the contract",
            unit="JPY",
            precision=0,
            operands=["contract_months", "monthly_salary"],
        ),
        Rule(
            operation="weighted_sum",
            label="first-quarter cost (three months' salary plus relocation and equipment "
            "allowances)",
            unit="JPY",
            precision=0,
            operands=["monthly_salary", "relocation_allowance", "equipment_allowance"],
            weights=[3, 1, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="field and equipment budget net of the conservation supplies",
            unit="JPY",
            precision=0,
            operands=["field_budget", "equipment_allowance", "conservation_request"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="centre overhead charged on the field budget and conservation supplies",
            unit="JPY",
            precision=2,
            operands=["field_budget", "conservation_request"],
            tiers=[T(up_to=1500000, rate=0.05), T(up_to=None, rate=0.08)],
        ),
    ],
)

TEMPLATES = [BACKUP_REPOSITORY, DIGITISATION_VENDOR, EXCAVATION_DIRECTOR]
