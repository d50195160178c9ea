import type { TipArticle } from './article';

export const owningArticles: TipArticle[] = [
  {
    slug: 'mortgage-through-nhf-and-fmbn',
    title: 'Getting a mortgage through the NHF and FMBN',
    excerpt: 'The National Housing Fund offers the cheapest home loans in Nigeria. Who qualifies, how it works and how to apply.',
    author: 'Kemi Adebayo',
    postedDaysAgo: 9,
    motif: 'calculator',
    bodyHtml: `<p>Commercial mortgages in Nigeria often carry interest rates well above 20 percent. The <strong>National Housing Fund (NHF)</strong>, managed by the <strong>Federal Mortgage Bank of Nigeria (FMBN)</strong>, offers single-digit rates instead, and it is open to most working Nigerians.</p>
<h2>How the fund works</h2>
<p>Employees contribute <strong>2.5 percent of their monthly basic salary</strong> to the fund; self-employed people can contribute voluntarily. Contributors can borrow from the fund through a Primary Mortgage Bank (PMB) at a fixed interest rate of 6 percent a year, over a long term that usually ends by retirement age. When you retire, contributions you have not used for a loan are refunded with interest.</p>
<h2>Who qualifies</h2>
<ul>
<li>You must be a registered NHF contributor, usually for at least six months.</li>
<li>You must be able to show steady income that covers the monthly repayment, typically no more than a third of your income.</li>
<li>The home must have a good title that the PMB can take as security, such as a C of O or Governor's Consent.</li>
</ul>
<h2>How to apply</h2>
<ul>
<li>Confirm your contribution record with your employer's HR department or an FMBN office.</li>
<li>Choose a home: a completed house, an FMBN-approved estate, or building on land you already own.</li>
<li>Approach a <strong>Primary Mortgage Bank</strong> licensed by the Central Bank; it packages your application and forwards it to FMBN.</li>
<li>Provide your payslips, bank statements, means of identification, the title documents and a valuation report.</li>
<li>Pay your <strong>equity contribution</strong>, the share of the price the loan does not cover.</li>
</ul>
<h2>Be patient</h2>
<p>NHF loans are cheap because they come from pooled savings, so demand is high and processing can take months. Start early, keep copies of everything and follow up with your PMB regularly. FMBN publishes the current maximum loan amount and equity requirements; check them before you start, as they change from time to time.</p>
<h2>Other options</h2>
<p>Some state housing corporations and developers offer <strong>rent-to-own</strong> schemes, where part of each rent payment goes towards the purchase. Cooperative societies at work can also help members save and borrow for land. Compare the total cost, not just the monthly payment, before you commit.</p>`,
  },
  {
    slug: 'how-much-home-can-you-afford',
    title: 'How much home can you afford?',
    excerpt: 'A simple way to work out your budget before you start house hunting, whether you pay cash, instalments or a mortgage.',
    author: 'Kemi Adebayo',
    postedDaysAgo: 30,
    motif: 'calculator',
    bodyHtml: `<p>House hunting is more enjoyable, and far less risky, when you know your limit before you fall for a home. Work out three numbers: what you can pay upfront, what you can pay each month, and what you must keep aside.</p>
<h2>1. Your upfront money</h2>
<p>Add up your savings, any contributions from family, and your cooperative or NHF entitlement. From this you must cover the <strong>deposit</strong> or equity contribution and the <strong>transaction costs</strong>: legal fees, agency fees, Governor's Consent, stamp duty and registration. A safe rule is to set aside 10 to 15 percent of the price for these costs on top of the deposit.</p>
<h2>2. What you can pay each month</h2>
<p>Lenders generally want your monthly housing payment to be no more than about <strong>one third of your take-home pay</strong>. If you are buying on an instalment plan from a developer, divide the outstanding balance by the number of months and check that it fits the same rule. Remember that developer instalment plans rarely charge interest, but they often carry a higher headline price.</p>
<h2>3. Your safety margin</h2>
<p>Keep at least <strong>six months of living expenses</strong> in reserve after you buy. New homes need curtains, furniture, a meter, a borehole pump or repairs the inspection missed. Incomes change, too, and a reserve stops a missed payment from becoming a lost home.</p>
<h2>A worked example</h2>
<p>Suppose a couple take home NGN 1,200,000 a month between them and have saved NGN 15,000,000.</p>
<ul>
<li>One third of their income is NGN 400,000 a month for housing.</li>
<li>They keep NGN 3,000,000 in reserve, leaving NGN 12,000,000.</li>
<li>Allowing 12 percent of the price for costs, they could put about 30 percent down on a home of roughly NGN 29,000,000.</li>
<li>The balance of about NGN 20,000,000 over 24 months of developer instalments would be about NGN 850,000 a month: too much. Over a 20-year NHF mortgage at 6 percent it would be far less.</li>
</ul>
<h2>Use the numbers to decide</h2>
<p>Your budget tells you which areas, which property types and which payment plans to search for. Filter listings by your maximum price, and leave room to negotiate. A slightly smaller home you can afford comfortably is better than a larger one that keeps you awake at night.</p>`,
  },
  {
    slug: 'checking-a-property-for-flood-risk',
    title: 'Checking a property for flood risk',
    excerpt: 'Floods damage homes across Nigeria every rainy season. How to tell whether a home or plot is at risk before you commit.',
    author: 'Ifeanyi Nwosu',
    postedDaysAgo: 48,
    motif: 'water',
    bodyHtml: `<p>Every rainy season, floods damage homes in Lagos, Port Harcourt, Abuja, Kano and many other cities, and river floods affect communities along the Niger and Benue. A flooded home loses value and costs money every year, so check the risk before you buy or rent.</p>
<h2>Read the land</h2>
<ul>
<li><strong>Height</strong>: is the plot lower than the road or the neighbouring plots? Water runs to the lowest point.</li>
<li><strong>Soil</strong>: swampy or reclaimed land, common in parts of Lekki, Ajah and Port Harcourt, must be sand-filled properly and needs deeper foundations.</li>
<li><strong>Waterways</strong>: a canal, stream or lagoon nearby brings both beauty and risk. Check how close the plot is, and whether the drainage channel is kept clear.</li>
</ul>
<h2>Look for the signs</h2>
<ul>
<li>Tide marks and stains low on fences and walls.</li>
<li>Sandbags, raised door thresholds and steps built up in front of gates.</li>
<li>New concrete on the lower part of walls, which can hide damage.</li>
<li>Cars parked on the road rather than in compounds after rain.</li>
</ul>
<h2>Ask the right people</h2>
<p>Neighbours, shopkeepers and okada riders know which streets flood. Ask them directly. Check the annual flood outlook published by the Nigeria Hydrological Services Agency and the seasonal rainfall prediction of the Nigerian Meteorological Agency, and ask the state emergency management agency about the area.</p>
<h2>Visit in the rain</h2>
<p>If you can, visit during or just after heavy rain, in July or September. Twenty minutes on the street will tell you more than any brochure.</p>
<h2>If you still want the property</h2>
<ul>
<li>Raise the ground floor and the fence, and install good gutters and soakaways.</li>
<li>Keep electrical sockets and the meter well above the likely flood level.</li>
<li>Do not build on a drainage channel or a right of way: such buildings are often demolished.</li>
<li>Ask your insurer about flood cover and its exclusions.</li>
</ul>
<p>A good price on a flood-prone home is rarely a bargain. Factor the cost of protection into your offer, or keep looking.</p>`,
  },
  {
    slug: 'building-approvals-you-need',
    title: 'Building on your land: the approvals you need',
    excerpt: 'Building without approval can end in demolition. The permits you need before you lay a single block, and how to get them.',
    author: 'Tunde Bakare',
    postedDaysAgo: 75,
    motif: 'tools',
    bodyHtml: `<p>Every year, state governments mark and demolish buildings put up without approval, on setbacks, on drainage channels or on land committed to public use. A building permit costs far less than losing a house, and banks will not lend against a building without one.</p>
<h2>Who approves buildings</h2>
<p>Each state has a physical planning authority. In Lagos it is the <strong>Lagos State Physical Planning Permit Authority (LASPPPA)</strong>, with the Building Control Agency (LASBCA) overseeing construction. In Abuja, the <strong>Development Control</strong> department of the FCT administration approves plans in the city and area councils handle the satellite towns. Other states have their own planning boards or ministries.</p>
<h2>What you need to apply</h2>
<ul>
<li>proof of title: a C of O, Governor's Consent or another document the authority accepts;</li>
<li>a <strong>survey plan</strong> of the plot;</li>
<li><strong>architectural drawings</strong> by a registered architect, and structural drawings by a registered engineer;</li>
<li>mechanical and electrical drawings for larger buildings;</li>
<li>a soil test report for storey buildings and for swampy land;</li>
<li>an environmental impact assessment for large or commercial projects.</li>
</ul>
<h2>Follow the planning rules</h2>
<p>The authority checks your design against the rules for the area: the permitted use (residential or commercial), the number of floors, the <strong>setbacks</strong> from the road and boundaries, and the share of the plot you may cover. Designing within these rules from the start avoids costly redesigns.</p>
<h2>During construction</h2>
<ul>
<li>Display the approval number on site, as the law requires.</li>
<li>Use qualified builders and buy materials from reputable suppliers; test concrete and check the size of reinforcement bars.</li>
<li>Expect stage inspections by the building control agency, and keep records of each stage.</li>
<li>Get a <strong>certificate of completion and fitness for habitation</strong> where your state issues one before you move in or let the building.</li>
</ul>
<h2>Budget and time</h2>
<p>Approval fees depend on the size and use of the building. Processing can take from a few weeks to several months. Start while you are still saving for construction, so the paperwork never holds you up.</p>`,
  },
];
