"""Environment, water & recycling scenarios."""

from uncoenv.tasks.scenarios.schema import FactTemplate as F
from uncoenv.tasks.scenarios.schema import RoleTemplate as R
from uncoenv.tasks.scenarios.schema import RuleTemplate as Rule
from uncoenv.tasks.scenarios.schema import ScenarioTemplate
from uncoenv.tasks.scenarios.schema import TierTemplate as T

PLASTICS_RECYCLER = ScenarioTemplate(
    domain="environment_water",
    name="environment_plastics_recycler",
    background=(
        "Auckland's regional council is choosing a contractor to process the city's kerbside "
        "mixed plastics from 1 July 2026, for the 2026/27 financial year and beyond. Recovery, "
        "consent, traceability, safety, logistics and financial records on each bidder sit "
        "with different council officers, so the waste committee must combine their evidence "
        "before awarding the contract."
    ),
    question="Which recycling contractor, if any, meets every requirement of the tender?",
    positive="Award the contract",
    negative="Do not award the contract",
    candidates=[
        "Kaipara Polymer Recovery",
        "Southern Cross Recycling",
        "EcoLoop Plastics NZ",
        "Tasman Resource Recovery",
        "Waitemata Materials Hub",
        "GreenCycle Pacific",
        "Manukau Reprocessing Company",
        "Hauraki Circular Solutions",
    ],
    roles=[
        R(
            title="Waste Minimisation Manager",
            responsibilities="Assesses recovery performance, contamination and capacity.",
            facts=[
                F(
                    key="recovery_rate",
                    label="material recovery rate",
                    kind="number",
                    unit="%",
                    domain=[62, 68, 74, 79, 84, 88, 92],
                    good="higher",
                    contexts=["PET and HDPE stream", "polypropylene stream"],
                    templates=[
                        "For the {context}, {candidate} recovers {value} of the material received.",
                        "Recovery rate, {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="reject_share",
                    label="share of input rejected as contamination",
                    kind="number",
                    unit="%",
                    domain=[6, 9, 12, 15, 19],
                    templates=[
                        "{candidate} rejects {value} of its input as contamination.",
                        "Contamination rejects at {candidate}: {value} of input.",
                    ],
                ),
                F(
                    key="processing_capacity",
                    label="annual processing capacity offered",
                    kind="number",
                    unit="tonnes",
                    domain=[8000, 9500, 11000, 12500, 14000],
                    templates=[
                        "{candidate} offers {value} of annual processing capacity.",
                        "Capacity reserved for Auckland by {candidate}: {value} a year.",
                    ],
                ),
            ],
        ),
        R(
            title="Resource Consent Officer",
            responsibilities="Checks resource consents, complaints and monitoring charges.",
            facts=[
                F(
                    key="consent_status",
                    label="resource consent status of the processing site",
                    kind="category",
                    domain=[
                        "current",
                        "current with abatement notice",
                        "expired, renewal lodged",
                        "revoked",
                    ],
                    good=["current"],
                    templates=[
                        "Resource consent status of the {candidate} site: {value}.",
                        "Consent register, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="odour_complaints",
                    label="substantiated odour and noise complaints in the past year",
                    kind="number",
                    unit="complaints",
                    domain=[0, 2, 4, 7, 12],
                    good="lower",
                    templates=[
                        "The council substantiated {value} against {candidate} last year.",
                        "Odour and noise complaints upheld for {candidate}: {value} in twelve "
                        "months.",
                    ],
                ),
                F(
                    key="monitoring_cost",
                    label="annual consent monitoring charge",
                    kind="number",
                    unit="NZD",
                    domain=[8000, 12000, 16000, 20000, 25000],
                    templates=[
                        "Consent monitoring of {candidate} would cost {value} a year.",
                        "Annual monitoring charge for the {candidate} site: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Chain-of-Custody Auditor",
            responsibilities="Traces where processed material ends up.",
            facts=[
                F(
                    key="end_destination",
                    label="end destination of processed material",
                    kind="category",
                    domain=[
                        "domestic reprocessing",
                        "Australian reprocessing",
                        "Southeast Asian brokers",
                        "undisclosed buyers",
                    ],
                    good=["domestic reprocessing", "Australian reprocessing"],
                    contexts=["Q1 2026 audit", "Q2 2026 audit"],
                    templates=[
                        "The {context} traced output from {candidate} to {value}.",
                        "End destination for {candidate} bales ({context}): {value}.",
                    ],
                ),
                F(
                    key="audit_findings",
                    label="minor non-conformities in the last traceability audit",
                    kind="number",
                    unit="non-conformities",
                    domain=[0, 1, 2, 4, 6],
                    templates=[
                        "The last traceability audit raised {value} at {candidate}.",
                        "Audit findings, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Health and Safety Adviser",
            responsibilities="Reviews injury rates and fire protection at the sites.",
            facts=[
                F(
                    key="trifr",
                    label="total recordable injury frequency",
                    kind="number",
                    unit="per million hours",
                    domain=[2.1, 3.4, 4.8, 6.0, 7.5, 9.2],
                    good="lower",
                    templates=[
                        "{candidate} reports a total recordable injury frequency of {value}.",
                        "TRIFR, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="thermal_detection",
                    label="thermal-imaging fire detection over the bale store",
                    kind="bool",
                    words=("does not have", "has"),
                    good=True,
                    templates=[
                        "{candidate} {value} thermal-imaging fire detection over its bale store.",
                        "Fire protection check: {candidate} {value} thermal cameras watching "
                        "the bale store.",
                    ],
                ),
            ],
        ),
        R(
            title="Logistics Planner",
            responsibilities="Plans haulage from the transfer stations to the processing site.",
            facts=[
                F(
                    key="gate_hours",
                    label="weighbridge opening hours",
                    kind="number",
                    unit="hours",
                    domain=[6, 8, 9, 10, 11, 12, 14],
                    good="higher",
                    contexts=["weekday", "Saturday"],
                    templates=[
                        "On a {context}, the weighbridge at {candidate} is open for {value}.",
                        "Weighbridge hours at {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="haul_distance",
                    label="haul distance from the Rosedale transfer station",
                    kind="number",
                    unit="km",
                    domain=[18, 25, 34, 45, 60, 75],
                    templates=[
                        "{candidate} is {value} by road from the Rosedale transfer station.",
                        "Haul distance, Rosedale to {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Commercial Contracts Lead",
            responsibilities="Holds the price schedules and haulage rates.",
            facts=[
                F(
                    key="processing_fee",
                    label="quoted annual processing fee",
                    kind="number",
                    unit="NZD",
                    domain=[820000, 900000, 980000, 1060000, 1150000, 1250000],
                    templates=[
                        "{candidate} quoted an annual processing fee of {value}.",
                        "Price schedule, {candidate}: {value} a year for processing.",
                    ],
                ),
                F(
                    key="haul_rate",
                    label="haulage rate",
                    kind="number",
                    unit="NZD per km",
                    domain=[4.5, 5.0, 5.5, 6.0, 7.0],
                    templates=[
                        "Each truckload to {candidate} is charged at {value} travelled.",
                        "Truckload haulage rate for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Finance Analyst",
            responsibilities="Tests bidders' finances and models revenue and transition costs.",
            facts=[
                F(
                    key="financial_viability",
                    label="financial viability rating",
                    kind="category",
                    domain=["strong", "adequate", "weak", "failing"],
                    good=["strong", "adequate"],
                    templates=[
                        "Our financial review rates {candidate} as {value}.",
                        "Financial viability, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="revenue_share",
                    label="commodity revenue share returned to the council",
                    kind="number",
                    unit="NZD",
                    domain=[40000, 60000, 80000, 100000, 120000],
                    templates=[
                        "{candidate} would return {value} a year in commodity revenue.",
                        "Modelled revenue share from {candidate}: {value}.",
                    ],
                ),
                F(
                    key="transition_cost",
                    label="one-off transition cost",
                    kind="number",
                    unit="NZD",
                    domain=[30000, 45000, 60000, 80000, 100000],
                    templates=[
                        "Switching the service to {candidate} carries a transition cost of "
                        "{value}.",
                        "One-off transition cost, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="shadow_fee",
                    label="council's should-cost estimate of the processing fee",
                    kind="number",
                    unit="NZD",
                    domain=[850000, 920000, 990000, 1050000, 1120000],
                    templates=[
                        "Our should-cost model puts the fair fee for {candidate} at {value}.",
                        "Should-cost estimate, {candidate} process: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Community and Iwi Engagement Adviser",
            responsibilities="Checks relationships with mana whenua and local communities.",
            facts=[
                F(
                    key="iwi_agreement",
                    label="relationship agreement with local mana whenua",
                    kind="bool",
                    words=("has not signed", "has signed"),
                    good=True,
                    templates=[
                        "{candidate} {value} a relationship agreement with local mana whenua.",
                        "Engagement record: {candidate} {value} a partnership agreement with "
                        "the local iwi.",
                    ],
                ),
                F(
                    key="community_events",
                    label="community education events hosted last year",
                    kind="number",
                    unit="events",
                    domain=[0, 2, 5, 8, 12],
                    templates=[
                        "{candidate} hosted {value} for schools and residents last year.",
                        "Community education by {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="first-year contract cost (processing, transition and consent monitoring)",
            unit="NZD",
            precision=0,
            operands=["processing_fee", "transition_cost", "monitoring_cost"],
        ),
        Rule(
            operation="difference",
            label="processing fee net of the commodity revenue share",
            unit="NZD",
            precision=0,
            operands=["processing_fee", "revenue_share"],
        ),
        Rule(
            operation="mean",
            label="average of the quoted processing fee and the should-cost estimate",
            unit="NZD",
            precision=2,
            operands=["processing_fee", "shadow_fee"],
        ),
        Rule(
            operation="ratio",
            label="processing fee per tonne of capacity",
            unit="NZD per tonne",
            precision=2,
            operands=["processing_fee", "processing_capacity"],
        ),
        Rule(
            operation="product",
            label="haulage cost per truckload from Rosedale",
            unit="NZD",
            precision=2,
            operands=["haul_distance", "haul_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="annualised cost with the transition cost spread over five years",
            unit="NZD",
            precision=0,
            operands=["processing_fee", "transition_cost", "monitoring_cost"],
            weights=[1, 0.2, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net first-year cost after the commodity revenue share",
            unit="NZD",
            precision=0,
            operands=["processing_fee", "transition_cost", "monitoring_cost", "revenue_share"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="contract-management overhead on the processing fee and transition cost",
            unit="NZD",
            precision=2,
            operands=["processing_fee", "transition_cost"],
            tiers=[T(up_to=1000000, rate=0.015), T(up_to=None, rate=0.03)],
        ),
    ],
)

POLLUTION_SOURCE = ScenarioTemplate(
    domain="environment_water",
    name="environment_pollution_source",
    background=(
        "An Ontario environmental investigations unit is tracing the source of an ammonia "
        "discharge that killed fish in the Grand River near Cambridge on 12 May 2026. Field, "
        "laboratory, hydrological, permit and process evidence on each upstream facility is "
        "held by different specialists, so the lead investigator must combine it before "
        "attributing the discharge and recovering costs."
    ),
    question="Which suspected facility, if any, matches every line of evidence for the discharge?",
    positive="Attribute the discharge",
    negative="Do not attribute",
    candidates=[
        "Hespeler Metal Finishing",
        "Riverside Dairy Co-operative",
        "Blair Road Landfill",
        "Preston Textile Dyeworks",
        "Galt Wastewater Treatment Plant",
        "Fountain Street Asphalt Plant",
        "Maple Grove Poultry Processing",
        "Doon Valley Chemical Blending",
    ],
    roles=[
        R(
            title="Field Investigator",
            responsibilities="Collected outfall samples and site observations after the kill.",
            facts=[
                F(
                    key="outfall_ammonia",
                    label="total ammonia at the outfall",
                    kind="number",
                    unit="mg/L",
                    domain=[0.4, 1.2, 2.5, 4.8, 7.5, 11.0, 15.0],
                    good="higher",
                    contexts=["12 May grab sample", "13 May composite sample"],
                    templates=[
                        "The {context} at the outfall of {candidate} held {value} of total "
                        "ammonia.",
                        "Outfall ammonia, {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="plume_observed",
                    label="discoloured effluent seen at the outfall",
                    kind="bool",
                    words=("did not show", "showed"),
                    good=True,
                    templates=[
                        "On 12 May the outfall of {candidate} {value} discoloured effluent.",
                        "Field notes: the {candidate} outfall {value} a visible plume on the "
                        "day of the kill.",
                    ],
                ),
            ],
        ),
        R(
            title="Laboratory Chemist",
            responsibilities="Compares chemical fingerprints of effluent and river samples.",
            facts=[
                F(
                    key="fingerprint_match",
                    label="chemical fingerprint match with the kill-zone samples",
                    kind="category",
                    domain=["strong match", "partial match", "no match", "inconclusive"],
                    good=["strong match", "partial match"],
                    templates=[
                        "Fingerprint comparison of {candidate} effluent with the kill-zone "
                        "samples: {value}.",
                        "Laboratory result for {candidate}: {value} with the river samples.",
                    ],
                ),
                F(
                    key="dissolved_oxygen",
                    label="dissolved oxygen in the effluent",
                    kind="number",
                    unit="mg/L",
                    domain=[2.5, 4.0, 5.5, 7.0, 8.5],
                    templates=[
                        "Effluent from {candidate} carried {value} of dissolved oxygen.",
                        "Dissolved oxygen in the {candidate} effluent: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Hydrologist",
            responsibilities="Models river flow, travel time and dilution.",
            facts=[
                F(
                    key="travel_time",
                    label="modelled travel time from the outfall to the kill zone",
                    kind="number",
                    unit="hours",
                    domain=[2, 4, 6, 9, 12, 18, 24],
                    good="lower",
                    contexts=["measured flow of 12 May", "seven-day average flow"],
                    templates=[
                        "At the {context}, water from {candidate} reaches the kill zone in "
                        "{value}.",
                        "Travel time, {candidate} outfall to kill zone ({context}): {value}.",
                    ],
                ),
                F(
                    key="dilution_volume",
                    label="discharge volume back-calculated from river dilution",
                    kind="number",
                    unit="cubic metres",
                    domain=[200, 350, 500, 700, 1000, 1300],
                    templates=[
                        "River dilution implies that {candidate} released {value}.",
                        "Dilution-based volume estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Compliance and Permits Officer",
            responsibilities="Checks environmental compliance approvals and reported exceedances.",
            facts=[
                F(
                    key="reported_exceedance",
                    label="self-reported ammonia limit exceedance",
                    kind="bool",
                    words=("did not report", "reported"),
                    good=True,
                    contexts=[
                        "April 2026 self-monitoring report",
                        "May 2026 self-monitoring report",
                    ],
                    templates=[
                        "{candidate} {value} an ammonia limit exceedance in its {context}.",
                        "In the {context}, {candidate} {value} a breach of its ammonia limit.",
                    ],
                ),
                F(
                    key="noncompliance_days",
                    label="days out of compliance with the approval",
                    kind="number",
                    unit="days",
                    domain=[1, 2, 3, 5, 7, 10],
                    templates=[
                        "Records show {candidate} out of compliance for {value}.",
                        "Days of non-compliance, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="inspections",
                    label="inspections in the past three years",
                    kind="number",
                    unit="inspections",
                    domain=[1, 2, 3, 4, 6],
                    templates=[
                        "{candidate} has had {value} in the past three years.",
                        "Inspection history, {candidate}: {value} since 2023.",
                    ],
                ),
            ],
        ),
        R(
            title="Process Engineer",
            responsibilities="Reviews on-site processes, chemical inventories and bypass logs.",
            facts=[
                F(
                    key="ammonia_inventory",
                    label="ammonia-bearing materials on site",
                    kind="category",
                    domain=["stored in bulk", "used in small quantities", "not present"],
                    good=["stored in bulk", "used in small quantities"],
                    templates=[
                        "At {candidate}, ammonia-bearing materials are {value}.",
                        "Chemical inventory, {candidate}: ammonia-bearing materials {value}.",
                    ],
                ),
                F(
                    key="bypass_logged",
                    label="treatment bypass between 10 and 12 May",
                    kind="bool",
                    words=("did not log", "logged"),
                    good=True,
                    templates=[
                        "{candidate} {value} a treatment bypass between 10 and 12 May.",
                        "Operator log review: {candidate} {value} a bypass of its effluent "
                        "treatment on 10-12 May.",
                    ],
                ),
            ],
        ),
        R(
            title="Monitoring Data Analyst",
            responsibilities="Examines online flow and quality monitoring data.",
            facts=[
                F(
                    key="flow_spike",
                    label="discharge flow on 12 May above the 30-day average",
                    kind="number",
                    unit="%",
                    domain=[5, 12, 20, 35, 50, 80],
                    good="higher",
                    templates=[
                        "On 12 May, discharge from {candidate} ran {value} above its 30-day "
                        "average.",
                        "Flow anomaly, {candidate}, 12 May: {value} above average.",
                    ],
                ),
                F(
                    key="logged_volume",
                    label="discharge volume from the flow logger",
                    kind="number",
                    unit="cubic metres",
                    domain=[150, 300, 450, 600, 900, 1200],
                    templates=[
                        "The flow logger at {candidate} recorded {value} of excess discharge.",
                        "Logged excess discharge volume, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Aquatic Ecologist",
            responsibilities="Maps the fish kill and estimates restoration needs.",
            facts=[
                F(
                    key="kill_zone_below_outfall",
                    label="upper limit of the fish kill within 500 m below the outfall",
                    kind="bool",
                    words=("does not lie", "lies"),
                    good=True,
                    templates=[
                        "The upper limit of the fish kill {value} within 500 m below the "
                        "outfall of {candidate}.",
                        "Kill mapping: the first dead fish {value} within 500 m downstream of "
                        "{candidate}.",
                    ],
                ),
                F(
                    key="restocking_cost",
                    label="fish restocking cost",
                    kind="number",
                    unit="CAD",
                    domain=[30000, 40000, 50000, 60000, 75000],
                    templates=[
                        "Restocking the reach below {candidate} would cost {value}.",
                        "Restocking estimate, reach below {candidate}: {value}.",
                    ],
                ),
                F(
                    key="habitat_survey_cost",
                    label="follow-up habitat survey cost",
                    kind="number",
                    unit="CAD",
                    domain=[8000, 12000, 16000, 20000, 25000],
                    templates=[
                        "A follow-up habitat survey below {candidate} would cost {value}.",
                        "Habitat survey estimate, {candidate} reach: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Enforcement Counsel",
            responsibilities="Prepares penalties and cost-recovery orders.",
            facts=[
                F(
                    key="cleanup_cost",
                    label="clean-up cost",
                    kind="number",
                    unit="CAD",
                    domain=[40000, 60000, 85000, 110000, 150000],
                    templates=[
                        "Clean-up attributable to {candidate} is costed at {value}.",
                        "Clean-up cost, {candidate} scenario: {value}.",
                    ],
                ),
                F(
                    key="daily_penalty",
                    label="daily administrative penalty",
                    kind="number",
                    unit="CAD per day",
                    domain=[2000, 5000, 10000, 15000, 25000],
                    templates=[
                        "The penalty schedule for {candidate} sets {value}.",
                        "Daily penalty applicable to {candidate}: {value}.",
                    ],
                ),
                F(
                    key="voluntary_contribution",
                    label="voluntary contribution already offered",
                    kind="number",
                    unit="CAD",
                    domain=[5000, 10000, 15000, 20000, 30000],
                    templates=[
                        "{candidate} has already offered a voluntary contribution of {value}.",
                        "Voluntary contribution on offer from {candidate}: {value}.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="total recoverable costs (clean-up, restocking and habitat survey)",
            unit="CAD",
            precision=0,
            operands=["cleanup_cost", "restocking_cost", "habitat_survey_cost"],
        ),
        Rule(
            operation="difference",
            label="restocking cost not covered by the voluntary contribution",
            unit="CAD",
            precision=0,
            operands=["restocking_cost", "voluntary_contribution"],
        ),
        Rule(
            operation="mean",
            label="average of the dilution-based and logged discharge volumes",
            unit="cubic metres",
            precision=2,
            operands=["dilution_volume", "logged_volume"],
        ),
        Rule(
            operation="ratio",
            label="clean-up cost per cubic metre discharged",
            unit="CAD per cubic metre",
            precision=2,
            operands=["cleanup_cost", "logged_volume"],
        ),
        Rule(
            operation="product",
            label="maximum daily-penalty exposure",
            unit="CAD",
            precision=0,
            operands=["noncompliance_days", "daily_penalty"],
        ),
        Rule(
            operation="weighted_sum",
            label="cost-recovery claim with a 15% administrative uplift on clean-up",
            unit="CAD",
            precision=0,
            operands=["cleanup_cost", "restocking_cost", "habitat_survey_cost"],
            weights=[1.15, 1, 1],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="net amount to recover after the voluntary contribution",
            unit="CAD",
            precision=0,
            operands=[
                "cleanup_cost",
                "restocking_cost",
                "habitat_survey_cost",
                "voluntary_contribution",
            ],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="administrative penalty scaled on clean-up and restocking costs",
            unit="CAD",
            precision=2,
            operands=["cleanup_cost", "restocking_cost"],
            tiers=[
                T(up_to=100000, rate=0.1),
                T(up_to=200000, rate=0.2),
                T(up_to=None, rate=0.3),
            ],
        ),
    ],
)

BACKUP_WELLFIELD = ScenarioTemplate(
    domain="environment_water",
    name="environment_backup_wellfield",
    background=(
        "Cape Town's bulk water utility is selecting a backup groundwater wellfield that can "
        "supply the city during drought restrictions from Q4 2026. Aquifer, water quality, "
        "land, power, environmental, pipeline and cost assessments come from different "
        "specialists, so the utility's executive must combine their evidence before "
        "committing capital."
    ),
    question="Which candidate wellfield, if any, meets every requirement for the backup supply?",
    positive="Proceed",
    negative="Do not proceed",
    candidates=[
        "Atlantis Aquifer Block C",
        "Cape Flats Wellfield East",
        "Steenbras Fractured-Rock Site",
        "Philippi Horticultural Wellfield",
        "Strandfontein Coastal Wellfield",
        "Kuils River Wellfield",
        "Nooiensfontein Aquifer Site",
        "Hout Bay Fractured-Rock Site",
    ],
    roles=[
        R(
            title="Hydrogeologist",
            responsibilities="Interprets pumping tests, aquifer yield and drilling needs.",
            facts=[
                F(
                    key="sustainable_yield",
                    label="sustainable yield",
                    kind="number",
                    unit="megalitres per day",
                    domain=[8, 12, 16, 20, 25, 30, 35],
                    good="higher",
                    contexts=["dry-season pumping test", "wet-season pumping test"],
                    templates=[
                        "The {context} puts the sustainable yield of {candidate} at {value}.",
                        "Sustainable yield, {candidate} ({context}): {value}.",
                    ],
                ),
                F(
                    key="drawdown",
                    label="drawdown at the design pumping rate",
                    kind="number",
                    unit="m",
                    domain=[4, 7, 10, 14, 18, 25],
                    templates=[
                        "At the design pumping rate, {candidate} shows {value} of drawdown.",
                        "Drawdown at design rate, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="drilling_cost",
                    label="drilling cost for the production boreholes",
                    kind="number",
                    unit="million ZAR",
                    domain=[8, 10, 12, 14, 16, 18],
                    templates=[
                        "Drilling the production boreholes at {candidate} would cost {value}.",
                        "Borehole drilling estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Water Quality Scientist",
            responsibilities="Checks raw-water chemistry against SANS 241 and sizes treatment.",
            facts=[
                F(
                    key="nitrate",
                    label="nitrate (as N) in raw water",
                    kind="number",
                    unit="mg/L",
                    domain=[2, 5, 8, 11, 15, 20],
                    good="lower",
                    contexts=["March 2026 sampling round", "June 2026 sampling round"],
                    templates=[
                        "In the {context}, raw water from {candidate} held {value} of nitrate "
                        "as N.",
                        "Nitrate (as N), {candidate}, {context}: {value}.",
                    ],
                ),
                F(
                    key="intrusion_risk",
                    label="seawater intrusion risk",
                    kind="category",
                    domain=["low", "moderate", "high"],
                    good=["low"],
                    templates=[
                        "The seawater intrusion risk at {candidate} is rated {value}.",
                        "Salinity assessment for {candidate}: {value} intrusion risk.",
                    ],
                ),
                F(
                    key="treatment_capex",
                    label="treatment plant capital cost",
                    kind="number",
                    unit="million ZAR",
                    domain=[6, 9, 12, 15, 18],
                    templates=[
                        "Treating water from {candidate} to SANS 241 needs a plant costing "
                        "{value}.",
                        "Treatment capital estimate, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Land and Servitudes Officer",
            responsibilities="Secures land access and servitudes for wells and pipelines.",
            facts=[
                F(
                    key="land_status",
                    label="land access status",
                    kind="category",
                    domain=[
                        "municipal land",
                        "servitude registered",
                        "servitude under negotiation",
                        "private land without agreement",
                    ],
                    good=["municipal land", "servitude registered"],
                    templates=[
                        "Land access at {candidate}: {value}.",
                        "Servitudes file for the {candidate} wellfield footprint: {value}.",
                    ],
                ),
                F(
                    key="landowners",
                    label="landowners affected",
                    kind="number",
                    unit="landowners",
                    domain=[1, 2, 3, 5, 8],
                    templates=[
                        "Developing {candidate} affects {value}.",
                        "Affected landowners, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Electrical and Mechanical Engineer",
            responsibilities="Assesses power supply, standby generation and pumping costs.",
            facts=[
                F(
                    key="standby_power",
                    label="pumping continuity on standby power",
                    kind="bool",
                    words=("would not keep", "would keep"),
                    good=True,
                    contexts=["load-shedding stage 4", "load-shedding stage 6"],
                    templates=[
                        "Under {context}, the planned standby supply at {candidate} {value} "
                        "the pumps running.",
                        "Power resilience check ({context}): standby power at {candidate} "
                        "{value} full pumping going.",
                    ],
                ),
                F(
                    key="opex_engineer",
                    label="engineer's estimate of annual operating cost",
                    kind="number",
                    unit="million ZAR",
                    domain=[3.0, 3.8, 4.6, 5.4, 6.2, 7.0],
                    templates=[
                        "I estimate the annual operating cost of {candidate} at {value}.",
                        "Engineering opex estimate, {candidate}: {value} a year.",
                    ],
                ),
            ],
        ),
        R(
            title="Environmental Assessment Practitioner",
            responsibilities="Handles environmental authorisation, licences and wetland impacts.",
            facts=[
                F(
                    key="wetland_distance",
                    label="distance to the nearest protected wetland",
                    kind="number",
                    unit="m",
                    domain=[100, 250, 400, 600, 900, 1500],
                    good="higher",
                    templates=[
                        "The nearest protected wetland lies {value} from {candidate}.",
                        "Wetland buffer check, {candidate}: nearest protected wetland at {value}.",
                    ],
                ),
                F(
                    key="ea_status",
                    label="environmental authorisation status",
                    kind="category",
                    domain=["granted", "in public participation", "not yet applied for"],
                    good=["granted", "in public participation"],
                    templates=[
                        "Environmental authorisation for {candidate}: {value}.",
                        "The environmental authorisation of {candidate} is {value}.",
                    ],
                ),
                F(
                    key="licensed_abstraction",
                    label="abstraction allowed under the water use licence",
                    kind="number",
                    unit="megalitres per day",
                    domain=[10, 12, 15, 18, 20, 25],
                    templates=[
                        "The water use licence for {candidate} allows {value}.",
                        "Licensed abstraction, {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Pipeline Design Engineer",
            responsibilities="Designs the connection to the bulk supply network.",
            facts=[
                F(
                    key="pipeline_length",
                    label="connecting pipeline length",
                    kind="number",
                    unit="km",
                    domain=[3.5, 5.0, 7.0, 9.5, 12.0, 15.0],
                    templates=[
                        "Connecting {candidate} to the bulk network needs {value} of pipeline.",
                        "Pipeline length, {candidate} to bulk main: {value}.",
                    ],
                ),
                F(
                    key="major_crossing",
                    label="railway or national road crossing on the pipeline route",
                    kind="bool",
                    words=("does not cross", "crosses"),
                    good=False,
                    templates=[
                        "The pipeline route from {candidate} {value} a railway or national road.",
                        "Route survey: the {candidate} connection {value} a railway line or "
                        "national road.",
                    ],
                ),
            ],
        ),
        R(
            title="Capital Programme Manager",
            responsibilities="Holds capital cost estimates, unit rates and grant funding.",
            facts=[
                F(
                    key="wellfield_capex",
                    label="wellfield capital cost",
                    kind="number",
                    unit="million ZAR",
                    domain=[28, 34, 40, 46, 52, 60],
                    templates=[
                        "Developing the wellfield at {candidate} is estimated at {value}.",
                        "Wellfield capital estimate, {candidate}: {value}.",
                    ],
                ),
                F(
                    key="pipe_rate",
                    label="pipeline unit cost",
                    kind="number",
                    unit="million ZAR per km",
                    domain=[2.2, 2.6, 3.0, 3.4, 3.8],
                    templates=[
                        "Pipeline on the {candidate} route is costed at {value}.",
                        "Pipeline unit rate, {candidate} route: {value}.",
                    ],
                ),
                F(
                    key="drought_grant",
                    label="national drought relief grant",
                    kind="number",
                    unit="million ZAR",
                    domain=[5, 8, 10, 12, 15],
                    templates=[
                        "The national drought relief grant available for {candidate} is {value}.",
                        "Drought relief funding approved for {candidate}: {value}.",
                    ],
                ),
            ],
        ),
        R(
            title="Operations and Maintenance Manager",
            responsibilities="Estimates running costs, staffing and maintenance access.",
            facts=[
                F(
                    key="all_weather_access",
                    label="all-weather road access for maintenance crews",
                    kind="bool",
                    words=("does not have", "has"),
                    good=True,
                    templates=[
                        "{candidate} {value} all-weather road access for maintenance crews.",
                        "Access review: {candidate} {value} a road usable by maintenance "
                        "crews in winter storms.",
                    ],
                ),
                F(
                    key="annual_opex",
                    label="annual operating cost",
                    kind="number",
                    unit="million ZAR",
                    domain=[3.2, 4.1, 5.0, 5.8, 6.7, 7.5],
                    templates=[
                        "Running {candidate} would cost {value} a year.",
                        "Operations budget, {candidate}: {value} a year.",
                    ],
                ),
            ],
        ),
    ],
    rules=[
        Rule(
            operation="sum",
            label="first-year cost (wellfield, treatment and operations)",
            unit="million ZAR",
            precision=2,
            operands=["wellfield_capex", "treatment_capex", "annual_opex"],
        ),
        Rule(
            operation="difference",
            label="wellfield capital cost beyond drilling (equipping and civil works)",
            unit="million ZAR",
            precision=0,
            operands=["wellfield_capex", "drilling_cost"],
        ),
        Rule(
            operation="mean",
            label="average of the two annual operating cost estimates",
            unit="million ZAR",
            precision=2,
            operands=["annual_opex", "opex_engineer"],
        ),
        Rule(
            operation="ratio",
            label="wellfield capital cost per megalitre a day of licensed abstraction",
            unit="million ZAR per megalitre per day",
            precision=2,
            operands=["wellfield_capex", "licensed_abstraction"],
        ),
        Rule(
            operation="product",
            label="pipeline construction cost",
            unit="million ZAR",
            precision=2,
            operands=["pipeline_length", "pipe_rate"],
        ),
        Rule(
            operation="weighted_sum",
            label="ten-year life-cycle cost (capital plus ten years of operations)",
            unit="million ZAR",
            precision=2,
            operands=["wellfield_capex", "treatment_capex", "annual_opex"],
            weights=[1, 1, 10],
        ),
        Rule(
            operation="sum_minus_deduction",
            label="first-year funding need net of the drought relief grant",
            unit="million ZAR",
            precision=2,
            operands=["wellfield_capex", "treatment_capex", "annual_opex", "drought_grant"],
            subtract=1,
        ),
        Rule(
            operation="piecewise",
            label="construction contingency on wellfield and treatment capital cost",
            unit="million ZAR",
            precision=2,
            operands=["wellfield_capex", "treatment_capex"],
            tiers=[T(up_to=40, rate=0.1), T(up_to=None, rate=0.15)],
        ),
    ],
)

TEMPLATES = [PLASTICS_RECYCLER, POLLUTION_SOURCE, BACKUP_WELLFIELD]
