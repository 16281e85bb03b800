"""Semiconductors & electronics scenarios."""

from uncoenv.tasks.scenarios.schema import FactTemplate as F
from uncoenv.tasks.scenarios.schema import RoleTemplate as R
from uncoenv.tasks.scenarios.schema import RuleTemplate as Rule
from uncoenv.tasks.scenarios.schema import ScenarioTemplate
from uncoenv.tasks.scenarios.schema import TierTemplate as T

MEMS_CLEANROOM = ScenarioTemplate(
    domain="semiconductors",
    name="semiconductors_mems_pilot_cleanroom",
    background=(
        "Aerolux Sensors BV, a MEMS pressure-sensor start-up in Eindhoven, must contract an "
        "external 200 mm cleanroom for its pilot wafer runs starting in Q4 2026. Process, "
        "contamination, scheduling, commercial, compliance, quality, metrology and cost findings "
        "on each facility are held by different engineers, so the pilot-line board must combine "
        "them before it signs a foundry agreement."
    ),
    question="Which cleanroom facility, if any, meets every requirement for the pilot runs?",
    positive="Contract",
    negative="Do not contract",
    candidates=[
        "Kempen Nanofab Centre",
        "Grenoble Alpine Microfab",
        "Tampere MEMS Foundry",
        "Dresden Saxon Pilot Line",
        "Scotia Microsystems Fab",
        "Catalonia Microfab Institute",
        "Ljubljana Thin-Film Lab",
        "Lombardy Silicon Works",
    ],
    roles=[
        R(
            title="Process Integration Engineer",
            responsibilities="Checks that each fab's tool set can run our MEMS process flow.",
            facts=[
                F(
                    key="drie_capability",
                    label="qualified 200 mm deep reactive-ion etch capability",
                    kind="bool",
                    words=("lacks", "has"),
                    good=True,
                    templates=[
                        "{candidate} {value} a qualified deep reactive-ion etch tool for 200 mm "
                        "wafers.",
                        "Tool survey: {candidate} {value} qualified DRIE capability at 200 mm.",
                    ],
                ),
                F(
                    key="overlay_accuracy",
                    label="lithography overlay accuracy",
                    kind="number",
                    unit="nm",
                    domain=[25, 35, 50, 70, 90, 120],
                    good="lower",
                    contexts=["mean-plus-three-sigma basis", "maximum-error basis"],
                    templates=[
                        "{candidate} reports an overlay accuracy of {value} on a {context}.",
                        "Overlay, {context}: {candidate} at {value}.",
                    ],
                ),
                F(
                    key="mask_set_cost",
                    label="mask set cost",
                    kind="number",
                    unit="EUR",
                    domain=[18000, 22000, 26000, 31000, 36000],
                    templates=[
                        "A mask set compatible with the steppers at {candidate} costs {value}.",
                        "Mask set quotation for the {candidate} flow: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Cleanroom Contamination Specialist",
            responsibilities="Reviews cleanroom classification and particle monitoring data.",
            facts=[
                F(
                    key="iso_class",
                    label="cleanroom classification of the MEMS bay",
                    kind="category",
                    domain=["ISO class 3", "ISO class 4", "ISO class 5", "ISO class 6"],
                    good=["ISO class 3", "ISO class 4", "ISO class 5"],
                    templates=[
                        "The MEMS bay at {candidate} is certified to {value}.",
                        "Cleanroom certificate, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="particle_adders",
                    label="particle adders on monitor wafers",
                    kind="number",
                    unit="particles per wafer",
                    domain=[4, 8, 12, 18, 25, 40],
                    good="lower",
                    contexts=["January 2026 monitor run", "February 2026 monitor run"],
                    templates=[
                        "Monitor wafers at {candidate} picked up {value} in the {context}.",
                        "Particle adders, {context}: {candidate} at {value}.",
                    ],
                ),
                F(
                    key="cleanroom_audit_score",
                    label="cleanroom practice audit score",
                    kind="number",
                    unit="points",
                    domain=[60, 68, 74, 81, 87, 93],
                    templates=[
                        "{candidate} scored {value} in our cleanroom practice audit.",
                        "Cleanroom practice audit, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Capacity and Scheduling Coordinator",
            responsibilities="Books tool time and confirms wafer starts and cycle times.",
            facts=[
                F(
                    key="wafer_starts",
                    label="wafer starts committed to our pilot runs",
                    kind="number",
                    unit="wafers per month",
                    domain=[50, 75, 100, 150, 200, 250],
                    good="higher",
                    templates=[
                        "{candidate} can commit {value} to our pilot runs.",
                        "Committed wafer starts at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="cycle_time",
                    label="cycle time for the full MEMS flow",
                    kind="number",
                    unit="weeks",
                    domain=[6, 8, 10, 12, 14],
                    good="lower",
                    templates=[
                        "{candidate} quotes a cycle time of {value} for the full flow.",
                        "Full-flow cycle time at {candidate}: {value}.",
                    ],
                ),
                F(
                    key="min_pilot_order",
                    label="minimum pilot lot order",
                    kind="number",
                    unit="wafers",
                    domain=[100, 150, 200, 250, 300, 400],
                    templates=[
                        "{candidate} requires a minimum pilot order of {value}.",
                        "Minimum pilot lot at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Commercial Contracts Manager",
            responsibilities="Negotiates wafer prices, set-up fees and IP terms.",
            facts=[
                F(
                    key="wafer_price",
                    label="price per processed wafer",
                    kind="number",
                    unit="EUR per wafer",
                    domain=[420, 480, 550, 620, 700, 780],
                    templates=[
                        "{candidate} charges {value} for the full MEMS flow.",
                        "Wafer price in the offer from {candidate}: {value}.",
                    ],
                ),
                F(
                    key="setup_fee",
                    label="process set-up fee",
                    kind="number",
                    unit="EUR",
                    domain=[12000, 15000, 18000, 22000, 26000],
                    templates=[
                        "{candidate} asks a one-off process set-up fee of {value}.",
                        "Set-up fee, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="ip_terms",
                    label="intellectual-property clause",
                    kind="category",
                    domain=[
                        "customer owns all process IP",
                        "shared foreground IP",
                        "foundry retains process IP",
                    ],
                    good=["customer owns all process IP", "shared foreground IP"],
                    templates=[
                        "IP clause proposed by {candidate}: {value}.",
                        "The draft agreement with {candidate} provides that {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Export Control Officer",
            responsibilities="Screens partners for export-control and sanctions compliance.",
            facts=[
                F(
                    key="export_screening",
                    label="export-control screening",
                    kind="bool",
                    words=("did not clear", "cleared"),
                    good=True,
                    contexts=["EU dual-use screening", "US EAR screening"],
                    templates=[
                        "{candidate} {value} the {context}.",
                        "Compliance log, {context}: {candidate} {value} screening.",
                    ],
                ),
                F(
                    key="nda_signed",
                    label="signed mutual NDA",
                    kind="bool",
                    words=("has not signed", "has signed"),
                    templates=[
                        "{candidate} {value} our mutual non-disclosure agreement.",
                        "Contract register: {candidate} {value} the mutual NDA.",
                    ],
                ),
            ],
        ),
        R(
            title="Quality Assurance Manager",
            responsibilities="Audits quality management systems and supplier qualification.",
            facts=[
                F(
                    key="iso9001",
                    label="ISO 9001 certification",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} ISO 9001 certification covering wafer processing.",
                        "Certificate check: {candidate} {value} a valid ISO 9001 certificate.",
                    ],
                ),
                F(
                    key="qa_audit_score",
                    label="quality system audit score",
                    kind="number",
                    unit="points",
                    domain=[62, 70, 76, 82, 88, 94],
                    templates=[
                        "{candidate} scored {value} in our quality system audit.",
                        "Quality audit result, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="qualification_cost",
                    label="supplier qualification cost",
                    kind="number",
                    unit="EUR",
                    domain=[8000, 10000, 12500, 15000, 18000],
                    templates=[
                        "Qualifying {candidate} in our supplier system would cost {value}.",
                        "Supplier qualification budget for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Metrology and Failure Analysis Lead",
            responsibilities="Compares metrology and failure-analysis capability at each fab.",
            facts=[
                F(
                    key="fib_sem",
                    label="in-house FIB-SEM cross-sectioning",
                    kind="bool",
                    words=("does not offer", "offers"),
                    good=True,
                    templates=[
                        "{candidate} {value} in-house FIB-SEM cross-sectioning.",
                        "Failure analysis survey: {candidate} {value} FIB-SEM on site.",
                    ],
                ),
                F(
                    key="metrology_score",
                    label="metrology capability score",
                    kind="number",
                    unit="points",
                    domain=[58, 66, 73, 80, 87, 92],
                    templates=[
                        "{candidate} scored {value} in our metrology capability review.",
                        "Metrology capability, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Cost Engineer",
            responsibilities="Builds should-cost models, travel budgets and subsidy estimates.",
            facts=[
                F(
                    key="should_cost_wafer",
                    label="should-cost estimate per wafer",
                    kind="number",
                    unit="EUR per wafer",
                    domain=[380, 430, 490, 540, 600],
                    templates=[
                        "Our should-cost model puts a wafer at {candidate} at {value}.",
                        "Should-cost per wafer, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="travel_budget",
                    label="engineer travel budget for the pilot phase",
                    kind="number",
                    unit="EUR",
                    domain=[3000, 4500, 6000, 7500, 9000],
                    templates=[
                        "Engineer visits to {candidate} during the pilot phase need {value}.",
                        "Travel budget for {candidate}: {value}.",
                    ],
                ),
                F(
                    key="pilot_subsidy",
                    label="pilot-line access subsidy",
                    kind="number",
                    unit="EUR",
                    domain=[5000, 8000, 10000, 12000, 15000],
                    templates=[
                        "Using {candidate} qualifies us for a pilot-line access subsidy of "
                        "{value}.",
                        "Pilot-line subsidy available at {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="one-off start-up cost (masks, set-up fee and qualification)",
            unit="EUR",
            precision=0,
            operands=["mask_set_cost", "setup_fee", "qualification_cost"],
        ),
        Rule(
            operation="difference",
            label="quoted wafer price above our should-cost estimate",
            unit="EUR per wafer",
            precision=0,
            operands=["wafer_price", "should_cost_wafer"],
        ),
        Rule(
            operation="mean",
            label="average of the cleanroom, quality and metrology audit scores",
            unit="points",
            precision=2,
            operands=["cleanroom_audit_score", "qa_audit_score", "metrology_score"],
        ),
        Rule(
            operation="ratio",
            label="set-up fee per wafer of the minimum pilot lot",
            unit="EUR per wafer",
            precision=2,
            operands=["setup_fee", "min_pilot_order"],
        ),
        Rule(
            operation="product",
            label="processing cost of the minimum pilot lot",
            unit="EUR",
            precision=0,
            operands=["wafer_price", "min_pilot_order"],
        ),
        Rule(
            operation="weighted_sum",
            label="start-up spend with qualification counted twice for a likely requalification",
            unit="EUR",
            precision=0,
            operands=["mask_set_cost", "setup_fee", "qualification_cost"],
            weights=[1, 1, 2],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net start-up spend after the pilot-line subsidy",
            unit="EUR",
            precision=0,
            operands=["mask_set_cost", "setup_fee", "travel_budget", "pilot_subsidy"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="project contingency on masks and set-up fee",
            unit="EUR",
            precision=2,
            operands=["mask_set_cost", "setup_fee"],
            tiers=[T(up_to=40000, rate=0.06), T(up_to=None, rate=0.15)],
        ),
    ],
)

NF3_SUPPLIER = ScenarioTemplate(
    domain="semiconductors",
    name="semiconductors_nf3_gas_supplier",
    background=(
        "Meridian Wafer Technologies, which runs a 300 mm fab in the Tampines Wafer Fab Park, "
        "Singapore, must select a second supplier of electronic-grade nitrogen trifluoride for "
        "chamber cleaning, with deliveries from Q1 2027. Purity, supply-chain, commercial, "
        "facilities, process, safety, quality and sustainability findings are spread across "
        "different teams, so the sourcing council has to combine them before it signs."
    ),
    question="Which gas supplier, if any, meets every requirement for the NF3 contract?",
    positive="Select",
    negative="Do not select",
    candidates=[
        "Kanto Fine Gases",
        "Hanbit Specialty Gas",
        "Lumigas Asia",
        "Formosa Electronic Gases",
        "Rhône Speciality Gases",
        "Gulf Coast Ultra-Pure",
        "Shandong Hualin Electronic Materials",
        "Bavaria Reinstgase",
    ],
    roles=[
        R(
            title="Gas Chemistry Engineer",
            responsibilities="Reviews purity certificates and impurity test data.",
            facts=[
                F(
                    key="moisture_ppb",
                    label="moisture content of the NF3",
                    kind="number",
                    unit="ppb",
                    domain=[50, 100, 200, 300, 500, 800],
                    good="lower",
                    contexts=["supplier certificate of analysis", "incoming FTIR test"],
                    templates=[
                        "Moisture in the NF3 from {candidate} is {value} according to the "
                        "{context}.",
                        "Moisture, {context}: {candidate} at {value}.",
                    ],
                ),
                F(
                    key="purity_grade",
                    label="NF3 purity grade",
                    kind="category",
                    domain=["6N", "5N5", "5N", "4N"],
                    good=["6N", "5N5"],
                    templates=[
                        "{candidate} supplies NF3 at purity grade {value}.",
                        "Purity grade on the specification sheet from {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Supply Chain Risk Manager",
            responsibilities="Assesses source plants, redundancy, lead times and allocations.",
            facts=[
                F(
                    key="dual_plant",
                    label="two or more NF3 production plants",
                    kind="bool",
                    words=("does not operate", "operates"),
                    good=True,
                    templates=[
                        "{candidate} {value} two or more NF3 production plants.",
                        "Resilience review: {candidate} {value} more than one NF3 plant.",
                    ],
                ),
                F(
                    key="replenishment_lead_time",
                    label="replenishment lead time",
                    kind="number",
                    unit="weeks",
                    domain=[2, 3, 4, 6, 8, 10],
                    good="lower",
                    templates=[
                        "Replenishment lead time quoted by {candidate}: {value}.",
                        "{candidate} needs {value} to replenish our stock.",
                    ],
                ),
                F(
                    key="annual_allocation",
                    label="annual volume allocated to our fab",
                    kind="number",
                    unit="kg",
                    domain=[6000, 8000, 10000, 12000, 15000],
                    templates=[
                        "{candidate} can allocate {value} a year to our fab.",
                        "Annual allocation confirmed by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Strategic Procurement Manager",
            responsibilities="Negotiates price, deposits and qualification support.",
            facts=[
                F(
                    key="nf3_price",
                    label="contract price of NF3",
                    kind="number",
                    unit="SGD per kg",
                    domain=[62, 68, 75, 82, 90, 98],
                    templates=[
                        "{candidate} offers NF3 at {value}.",
                        "Contract price in the offer from {candidate}: {value}.",
                    ],
                ),
                F(
                    key="cylinder_deposit",
                    label="refundable cylinder deposit",
                    kind="number",
                    unit="SGD",
                    domain=[15000, 20000, 25000, 30000, 40000],
                    templates=[
                        "{candidate} requires a refundable cylinder deposit of {value}.",
                        "Cylinder deposit, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="qualification_support",
                    label="supplier-funded qualification support",
                    kind="number",
                    unit="SGD",
                    domain=[5000, 10000, 15000, 20000, 25000],
                    templates=[
                        "{candidate} will fund {value} of our qualification work.",
                        "Qualification support offered by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Facilities Gas Systems Engineer",
            responsibilities="Checks cylinder packages, gas cabinets and on-site delivery.",
            facts=[
                F(
                    key="delivery_package",
                    label="delivery package",
                    kind="category",
                    domain=["Y-ton cylinder", "440 L cylinder", "47 L cylinder", "tube trailer"],
                    good=["Y-ton cylinder", "440 L cylinder"],
                    templates=[
                        "Delivery package proposed by {candidate}: {value}.",
                        "{candidate} would ship our NF3 in the {value} format.",
                    ],
                ),
                F(
                    key="cabinet_modification_cost",
                    label="gas cabinet modification cost",
                    kind="number",
                    unit="SGD",
                    domain=[12000, 18000, 24000, 30000, 36000],
                    templates=[
                        "Adapting our gas cabinets to the cylinders of {candidate} costs {value}.",
                        "Cabinet modification estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Process Engineering Lead",
            responsibilities="Runs chamber-clean qualification on the deposition tools.",
            facts=[
                F(
                    key="clean_time",
                    label="chamber clean time",
                    kind="number",
                    unit="minutes",
                    domain=[9, 11, 13, 15, 18, 22],
                    good="lower",
                    contexts=["PECVD chamber trial", "tungsten CVD chamber trial"],
                    templates=[
                        "The NF3 from {candidate} cleaned the chamber in {value} in the {context}.",
                        "Clean time, {context}: {candidate} at {value}.",
                    ],
                ),
                F(
                    key="process_qualification_cost",
                    label="process qualification cost",
                    kind="number",
                    unit="SGD",
                    domain=[45000, 60000, 75000, 90000, 110000],
                    templates=[
                        "Qualifying the NF3 from {candidate} on our tools will cost {value}.",
                        "Process qualification estimate, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="qualification_wafers",
                    label="test wafers needed for qualification",
                    kind="number",
                    unit="wafers",
                    domain=[75, 100, 150, 200, 250],
                    templates=[
                        "Qualifying {candidate} needs {value} of test material.",
                        "Test wafers planned for the {candidate} qualification: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Environment, Health and Safety Manager",
            responsibilities="Reviews hazardous-gas handling and emergency response.",
            facts=[
                F(
                    key="emergency_response_time",
                    label="emergency response time to our site",
                    kind="number",
                    unit="minutes",
                    domain=[30, 45, 60, 90, 120, 180],
                    good="lower",
                    templates=[
                        "The emergency team of {candidate} can reach our site in {value}.",
                        "Emergency response time, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="hazmat_licence",
                    label="SCDF hazardous materials licence",
                    kind="bool",
                    words=("does not hold", "holds"),
                    good=True,
                    templates=[
                        "{candidate} {value} an SCDF hazardous materials licence for NF3 storage.",
                        "Licence check: {candidate} {value} a current SCDF hazmat licence.",
                    ],
                ),
                F(
                    key="ehs_score",
                    label="EHS assessment score",
                    kind="number",
                    unit="points",
                    domain=[56, 64, 71, 78, 85, 91],
                    templates=[
                        "{candidate} scored {value} in our EHS assessment.",
                        "EHS assessment, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Supplier Quality Engineer",
            responsibilities="Audits suppliers' quality systems and certificates of analysis.",
            facts=[
                F(
                    key="audit_outcome",
                    label="supplier audit outcome",
                    kind="category",
                    domain=["approved", "approved with actions", "rejected"],
                    good=["approved", "approved with actions"],
                    contexts=["2025 on-site audit", "2026 desk audit"],
                    templates=[
                        "Outcome of the {context} of {candidate}: {value}.",
                        "{candidate} was {value} in the {context}.",
                    ],
                ),
                F(
                    key="quality_score",
                    label="quality scorecard score",
                    kind="number",
                    unit="points",
                    domain=[60, 67, 74, 80, 86, 93],
                    templates=[
                        "{candidate} scored {value} on our quality scorecard.",
                        "Quality scorecard, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="oos_lots",
                    label="out-of-specification lots in 2025",
                    kind="number",
                    unit="lots",
                    domain=[0, 1, 2, 3, 5],
                    templates=[
                        "{candidate} shipped {value} out of specification in 2025.",
                        "Out-of-specification lots from {candidate} in 2025: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Sustainability Analyst",
            responsibilities="Tracks the carbon footprint and climate commitments of suppliers.",
            facts=[
                F(
                    key="carbon_intensity",
                    label="cradle-to-gate carbon intensity",
                    kind="number",
                    unit="kg CO2e per kg",
                    domain=[0.8, 1.2, 1.6, 2.1, 2.8],
                    good="lower",
                    templates=[
                        "The NF3 from {candidate} has a cradle-to-gate footprint of {value}.",
                        "Carbon intensity declared by {candidate}: {value}.",
                    ],
                ),
                F(
                    key="sustainability_score",
                    label="sustainability rating score",
                    kind="number",
                    unit="points",
                    domain=[55, 62, 70, 78, 85],
                    templates=[
                        "{candidate} holds a sustainability rating of {value}.",
                        "Sustainability rating, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="one-off switching cost (deposit, qualification and cabinet work)",
            unit="SGD",
            precision=0,
            operands=[
                "cylinder_deposit",
                "process_qualification_cost",
                "cabinet_modification_cost",
            ],
        ),
        Rule(
            operation="difference",
            label="qualification cost not covered by the supplier's support",
            unit="SGD",
            precision=0,
            operands=["process_qualification_cost", "qualification_support"],
        ),
        Rule(
            operation="mean",
            label="average of the quality, EHS and sustainability scores",
            unit="points",
            precision=2,
            operands=["quality_score", "ehs_score", "sustainability_score"],
        ),
        Rule(
            operation="ratio",
            label="qualification cost per kilogram of annual allocation",
            unit="SGD per kg",
            precision=2,
            operands=["process_qualification_cost", "annual_allocation"],
        ),
        Rule(
            operation="product",
            label="annual NF3 spend at the allocated volume",
            unit="SGD",
            precision=0,
            operands=["annual_allocation", "nf3_price"],
        ),
        Rule(
            operation="weighted_sum",
            label="risk-adjusted switching cost (qualification weighted 1.2 for overruns)",
            unit="SGD",
            precision=0,
            operands=[
                "process_qualification_cost",
                "cabinet_modification_cost",
                "cylinder_deposit",
            ],
            weights=[1.2, 1, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net switching cost after the supplier's qualification support",
            unit="SGD",
            precision=0,
            operands=[
                "process_qualification_cost",
                "cabinet_modification_cost",
                "cylinder_deposit",
                "qualification_support",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="contingency provision on qualification and cabinet work",
            unit="SGD",
            precision=2,
            operands=["process_qualification_cost", "cabinet_modification_cost"],
            tiers=[T(up_to=80000, rate=0.05), T(up_to=None, rate=0.1)],
        ),
    ],
)

YIELD_EXCURSION = ScenarioTemplate(
    domain="semiconductors",
    name="semiconductors_yield_excursion_root_cause",
    background=(
        "Sonoran Logic Inc., which runs a 300 mm logic fab in Chandler, Arizona, found gate-oxide "
        "integrity failures on lots processed in weeks 14 to 16 of 2026. Before the suspect tool "
        "is torn down for a chamber rebuild in Q2 2026, the excursion review board must decide "
        "whether one of three suspect tools is the root cause, but lot, maintenance, SPC, defect, "
        "analysis, operations, vendor and reliability evidence sits with different engineers."
    ),
    question="Which suspect tool, if any, meets every criterion to be confirmed as the root cause?",
    positive="Confirm as root cause",
    negative="Do not confirm",
    candidates=[
        "FRN-07 oxidation furnace",
        "WBN-03 pre-clean wet bench",
        "PNC-12B plasma nitridation chamber",
        "ALD-21A atomic layer deposition chamber",
        "RTA-05 rapid thermal anneal tool",
        "SCR-09 post-etch clean tool",
        "ETC-14C gate etch chamber",
        "CVD-02 polysilicon deposition tool",
    ],
    roles=[
        R(
            title="Yield Engineer",
            responsibilities="Correlates lot histories with electrical test failures.",
            facts=[
                F(
                    key="lot_commonality",
                    label="share of failing lots processed on the tool",
                    kind="number",
                    unit="%",
                    domain=[45, 60, 72, 85, 93, 100],
                    good="higher",
                    templates=[
                        "The {candidate} processed {value} of the failing lots.",
                        "Commonality analysis: {value} of failing lots ran on the {candidate}.",
                    ],
                ),
                F(
                    key="yield_gap",
                    label="yield gap of lots through the tool",
                    kind="number",
                    unit="percentage points",
                    domain=[0.5, 1.2, 2.0, 3.5, 5.0, 7.5],
                    good="higher",
                    contexts=["wafer-sort yield", "final-test yield"],
                    templates=[
                        "Lots through the {candidate} trail the others by {value} on {context}.",
                        "Yield gap, {context}: {value} for lots run on the {candidate}.",
                    ],
                ),
                F(
                    key="scrapped_wafers",
                    label="wafers scrapped from lots run on the tool",
                    kind="number",
                    unit="wafers",
                    domain=[120, 180, 240, 310, 400, 520],
                    templates=[
                        "Lots run on the {candidate} have lost {value} to scrap.",
                        "Scrap attributed to lots from the {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Equipment Maintenance Engineer",
            responsibilities="Keeps maintenance, alarm and spare-part records for each tool.",
            facts=[
                F(
                    key="pm_before_excursion",
                    label="preventive maintenance just before week 14",
                    kind="bool",
                    words=("had no", "had a"),
                    good=True,
                    templates=[
                        "The {candidate} {value} preventive-maintenance event in the week "
                        "before the excursion.",
                        "Maintenance log: the {candidate} {value} PM event in week 13.",
                    ],
                ),
                F(
                    key="rebuild_parts_cost",
                    label="chamber rebuild parts cost",
                    kind="number",
                    unit="USD",
                    domain=[18000, 26000, 34000, 42000, 55000],
                    templates=[
                        "Parts for rebuilding the {candidate} are priced at {value}.",
                        "Rebuild parts quote, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="inhouse_rebuild_hours",
                    label="in-house rebuild time estimate",
                    kind="number",
                    unit="hours",
                    domain=[12, 18, 24, 36, 48, 72],
                    templates=[
                        "Our technicians estimate {value} to rebuild the {candidate}.",
                        "In-house rebuild estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Process Control Engineer",
            responsibilities="Monitors statistical process control charts on every tool.",
            facts=[
                F(
                    key="spc_violations",
                    label="out-of-control points on SPC charts",
                    kind="number",
                    unit="out-of-control points",
                    domain=[0, 1, 2, 4, 6, 9],
                    good="higher",
                    contexts=["week 14", "week 15"],
                    templates=[
                        "The {candidate} logged {value} on its SPC charts in {context}.",
                        "SPC summary for {context}: {value} on the {candidate}.",
                    ],
                ),
                F(
                    key="monitored_parameters",
                    label="parameters under SPC monitoring",
                    kind="number",
                    unit="parameters",
                    domain=[8, 12, 16, 24, 32],
                    templates=[
                        "The {candidate} has {value} under SPC control.",
                        "SPC coverage, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Defect Metrology Engineer",
            responsibilities="Inspects monitor wafers and classifies defect signatures.",
            facts=[
                F(
                    key="defect_signature",
                    label="dominant defect signature on monitor wafers",
                    kind="category",
                    domain=[
                        "edge-ring pattern",
                        "centre cluster",
                        "random scatter",
                        "scratch lines",
                    ],
                    good=["edge-ring pattern"],
                    templates=[
                        "Monitor wafers from the {candidate} show a dominant {value}.",
                        "Dominant defect signature, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="defect_density",
                    label="defect density on monitor wafers",
                    kind="number",
                    unit="defects per cm²",
                    domain=[0.05, 0.08, 0.12, 0.2, 0.35],
                    templates=[
                        "Monitor wafers from the {candidate} carry {value}.",
                        "Defect density, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Failure Analysis Lab Lead",
            responsibilities="Runs TEM and SIMS analysis on failing dies.",
            facts=[
                F(
                    key="contaminant_match",
                    label="match between the contaminant and the tool's chamber materials",
                    kind="bool",
                    words=("does not match", "matches"),
                    good=True,
                    templates=[
                        "The residue in the failing gate oxides {value} the chamber materials "
                        "of the {candidate}.",
                        "SIMS result for the {candidate}: the contaminant {value} its chamber "
                        "materials.",
                    ],
                ),
                F(
                    key="fa_cost",
                    label="cost of confirmatory failure analysis",
                    kind="number",
                    unit="USD",
                    domain=[8000, 12000, 15000, 20000, 26000],
                    templates=[
                        "Confirmatory failure analysis on the {candidate} would cost {value}.",
                        "FA budget to confirm the {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Manufacturing Operations Manager",
            responsibilities="Tracks tool status, lots on hold and wafer costs.",
            facts=[
                F(
                    key="tool_status",
                    label="tool status during weeks 14 to 16",
                    kind="category",
                    domain=["in production", "qualification runs only", "down for repair"],
                    good=["in production"],
                    templates=[
                        "During weeks 14 to 16 the {candidate} was {value}.",
                        "Tool status log, weeks 14 to 16: {candidate} {value}.",
                    ],
                ),
                F(
                    key="lots_on_hold",
                    label="lots on hold after running on the tool",
                    kind="number",
                    unit="lots",
                    domain=[6, 10, 14, 20, 28],
                    templates=[
                        "{value} that ran on the {candidate} are on engineering hold.",
                        "Lots on hold from the {candidate}: {value}.",
                    ],
                ),
                F(
                    key="wafer_cost",
                    label="cost per processed wafer at the excursion step",
                    kind="number",
                    unit="USD per wafer",
                    domain=[2800, 3200, 3600, 4100, 4700],
                    templates=[
                        "Wafers that pass the {candidate} carry a cost of {value}.",
                        "Accumulated wafer cost at the {candidate} step: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Equipment Vendor Liaison",
            responsibilities="Works with tool vendors on service bulletins, warranty and repairs.",
            facts=[
                F(
                    key="service_bulletin",
                    label="vendor service bulletin on gate-oxide contamination",
                    kind="bool",
                    words=("has not issued", "has issued"),
                    good=True,
                    templates=[
                        "The vendor of the {candidate} {value} a service bulletin on gate-oxide "
                        "contamination.",
                        "Vendor bulletins: the maker of the {candidate} {value} a contamination "
                        "notice.",
                    ],
                ),
                F(
                    key="vendor_credit",
                    label="vendor warranty credit",
                    kind="number",
                    unit="USD",
                    domain=[5000, 10000, 15000, 20000, 25000],
                    templates=[
                        "The vendor offers a warranty credit of {value} for the {candidate}.",
                        "Warranty credit agreed for the {candidate}: {value}.",
                    ],
                ),
                F(
                    key="vendor_rebuild_hours",
                    label="vendor rebuild time estimate",
                    kind="number",
                    unit="hours",
                    domain=[16, 24, 30, 40, 56],
                    templates=[
                        "The vendor estimates {value} to rebuild the {candidate}.",
                        "Vendor rebuild estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Reliability Engineer",
            responsibilities="Runs dielectric breakdown stress tests on suspect lots.",
            facts=[
                F(
                    key="early_failure_rate",
                    label="early-failure rate in dielectric breakdown stress",
                    kind="number",
                    unit="%",
                    domain=[0.2, 0.5, 1.1, 2.4, 4.0, 6.5],
                    good="higher",
                    contexts=["125 °C stress test", "150 °C stress test"],
                    templates=[
                        "Parts from lots on the {candidate} failed early at {value} in the "
                        "{context}.",
                        "TDDB early-failure rate, {context}, {candidate} lots: {value}.",
                    ],
                ),
                F(
                    key="stress_test_cost",
                    label="cost of additional stress testing",
                    kind="number",
                    unit="USD",
                    domain=[4000, 6000, 8000, 10000, 12000],
                    templates=[
                        "Extra stress testing on {candidate} lots would cost {value}.",
                        "Stress test budget, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="cost to confirm and repair (rebuild parts, analysis and stress tests)",
            unit="USD",
            precision=0,
            operands=["rebuild_parts_cost", "fa_cost", "stress_test_cost"],
        ),
        Rule(
            operation="difference",
            label="rebuild parts cost net of the vendor warranty credit",
            unit="USD",
            precision=0,
            operands=["rebuild_parts_cost", "vendor_credit"],
        ),
        Rule(
            operation="mean",
            label="average of the in-house and vendor rebuild time estimates",
            unit="hours",
            precision=2,
            operands=["inhouse_rebuild_hours", "vendor_rebuild_hours"],
        ),
        Rule(
            operation="ratio",
            label="scrapped wafers per lot on hold",
            unit="wafers per lot",
            precision=2,
            operands=["scrapped_wafers", "lots_on_hold"],
        ),
        Rule(
            operation="product",
            label="cost of the scrapped wafers",
            unit="USD",
            precision=0,
            operands=["scrapped_wafers", "wafer_cost"],
        ),
        Rule(
            operation="weighted_sum",
            label="blended rebuild time (60% in-house estimate, 40% vendor estimate)",
            unit="hours",
            precision=1,
            operands=["inhouse_rebuild_hours", "vendor_rebuild_hours"],
            weights=[0.6, 0.4],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net cost to confirm and repair after the vendor credit",
            unit="USD",
            precision=0,
            operands=["rebuild_parts_cost", "fa_cost", "stress_test_cost", "vendor_credit"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="escalation reserve on rebuild parts and failure analysis",
            unit="USD",
            precision=2,
            operands=["rebuild_parts_cost", "fa_cost"],
            tiers=[T(up_to=40000, rate=0.1), T(up_to=None, rate=0.2)],
        ),
    ],
)

TEMPLATES = [MEMS_CLEANROOM, NF3_SUPPLIER, YIELD_EXCURSION]
