import type { TipArticle } from './article';

export const titleArticles: TipArticle[] = [
  {
    slug: 'c-of-o-and-governors-consent',
    title: "C of O and Governor's Consent: what your title really means",
    excerpt: 'A Certificate of Occupancy and a Governor\'s Consent are not the same thing. Here is what each proves, and which one you need.',
    author: 'Adaobi Nnaji',
    postedDaysAgo: 3,
    motif: 'document',
    bodyHtml: `<p>Under the Land Use Act of 1978, all land in a state is vested in the Governor, who holds it in trust for the people. Nobody in Nigeria owns land outright: you hold a <strong>right of occupancy</strong>, and the documents that prove that right decide whether your purchase is safe.</p>
<h2>Certificate of Occupancy (C of O)</h2>
<p>A C of O is issued by the state government to the first holder of a statutory right of occupancy, usually for 99 years. It is the strongest evidence that the state recognises a person's interest in a particular parcel of land. When a seller shows you a C of O, it proves that they (or whoever is named on it) were granted the land.</p>
<h2>Governor's Consent</h2>
<p>Section 22 of the Land Use Act says a holder cannot transfer their right of occupancy without the Governor's consent. So when you buy land that already has a C of O, you do not get a new C of O: you apply for the <strong>Governor's Consent</strong> to the transfer. Until consent is registered, the transaction is incomplete in law, and a dishonest seller could sell the same land again.</p>
<h2>Other documents you will meet</h2>
<ul>
<li><strong>Deed of Assignment</strong>: the contract that transfers the seller's interest to you. It is the document the Governor consents to.</li>
<li><strong>Registered Survey</strong>: a survey plan lodged with the Surveyor-General, showing the exact coordinates of the plot.</li>
<li><strong>Excision and Gazette</strong>: where the government releases land to a community, the gazette lists the excised villages. Buying from a community is only safe inside the gazetted area.</li>
<li><strong>Receipt and Family Agreement</strong>: common for family land, but on their own they are the weakest form of title.</li>
</ul>
<h2>What to ask for</h2>
<p>Ask the seller for copies of every title document and the survey plan, then have a lawyer search them at the state land registry before you pay anything beyond a refundable deposit. Budget for the consent fees, stamp duties and registration charges, which differ by state and are usually a percentage of the property's value.</p>
<p>A property with a C of O in the seller's name plus a clean search is a good start. A property with a chain of registered consents back to the original C of O is better still. If the seller cannot explain a gap in that chain, <strong>walk away</strong>.</p>`,
  },
  {
    slug: 'verify-land-title-at-the-land-registry',
    title: 'How to verify a land title at the land registry',
    excerpt: 'A search at the land registry costs little and can save you from buying land that is under acquisition, in dispute or not the seller\'s to sell.',
    author: 'Adaobi Nnaji',
    postedDaysAgo: 11,
    motif: 'magnifier',
    bodyHtml: `<p>Most land fraud in Nigeria succeeds because the buyer trusted a photocopy. A proper search at the state land registry takes a few days and is the single most useful thing you can do before paying for land or a house.</p>
<h2>Step 1: collect the documents</h2>
<p>Get clear copies of the seller's title (C of O, registered Deed of Assignment or Governor's Consent), the survey plan and the seller's means of identification. Note the <strong>registration particulars</strong>: the number, page and volume at the top of a registered deed.</p>
<h2>Step 2: charting at the Surveyor-General's office</h2>
<p>Your surveyor or lawyer submits the survey plan for <strong>charting</strong>. The office plots the coordinates on the state's master map and reports whether the land is:</p>
<ul>
<li>free from government acquisition, or committed to a road, drainage or public project;</li>
<li>inside a gazetted excision, if it was bought from a community;</li>
<li>overlapping another registered survey.</li>
</ul>
<h2>Step 3: search at the land registry</h2>
<p>With a written application and the search fee, your lawyer inspects the file at the land registry. The search shows the registered owner, the history of transfers, and any <strong>encumbrances</strong> such as a mortgage, a caveat or a court order. If the registered owner is not the person selling to you, you need a very good explanation and documents to support it.</p>
<h2>Step 4: visit the land</h2>
<p>Go with the surveyor and find the beacons. Check that the beacon numbers match the survey plan. Speak to neighbours and the community head: they will often tell you about disputes the documents do not show. Look for signs such as "This land is not for sale" or "Under litigation" painted on walls.</p>
<h2>Step 5: pay the right person the right way</h2>
<p>Pay by bank transfer to an account in the registered owner's name, never in cash to an agent. Sign a Deed of Assignment prepared by your own lawyer, and start the Governor's Consent application straight away.</p>
<p><strong>Red flags</strong>: a price far below the area's going rate, pressure to pay today, a seller who will not let your lawyer see the original documents, or a survey plan that the Surveyor-General cannot chart. Any one of these is reason enough to stop.</p>`,
  },
  {
    slug: 'buying-off-plan-safely',
    title: 'Buying off-plan without losing your money',
    excerpt: 'Off-plan homes cost less and can be paid for in instalments, but the risks are real. Here is how to protect yourself.',
    author: 'Tunde Bakare',
    postedDaysAgo: 24,
    motif: 'tools',
    bodyHtml: `<p>Buying <strong>off-plan</strong> means paying for a home before it is built, often at a discount of 15 to 30 percent on the finished price, with payments spread over the building period. It is how many Nigerians first own a home in Lagos or Abuja. It is also where many lose money to projects that stall or never start.</p>
<h2>Check the developer</h2>
<ul>
<li>Confirm the company is registered with the Corporate Affairs Commission and look up its directors.</li>
<li>Ask for a list of completed projects and visit at least one. Talk to people who live there.</li>
<li>Check membership of the Real Estate Developers Association of Nigeria (REDAN), and search online for complaints and court cases.</li>
</ul>
<h2>Check the land and the approvals</h2>
<p>The developer must own the land or hold a registered joint-venture agreement with the owner. Ask for the title documents and run a search at the land registry. Ask to see the <strong>building plan approval</strong> from the state planning authority for this exact project: a stamped approval, not a drawing.</p>
<h2>Read the contract</h2>
<p>Have your own lawyer review the contract of sale before you pay. It should state:</p>
<ul>
<li>the exact unit, its size and the finishing specification;</li>
<li>the payment schedule, tied to construction milestones rather than dates alone;</li>
<li>the <strong>delivery date</strong> and the compensation or refund if it is missed;</li>
<li>what happens to your money if the project is abandoned;</li>
<li>the title you will receive and who pays for the Governor's Consent;</li>
<li>the service charge and how it will be set.</li>
</ul>
<h2>Pay sensibly</h2>
<p>Pay into the developer's corporate account, never a personal one, and keep every receipt. Visit the site regularly and take dated photographs. If construction slows while the developer keeps asking for payments, raise it in writing at once.</p>
<h2>Plan for delays</h2>
<p>Even good developers run late when cement and steel prices jump. Do not give up your current home on the strength of a promised delivery date, and keep enough savings to cover six months of extra rent.</p>`,
  },
  {
    slug: 'budgeting-for-agency-and-legal-fees',
    title: 'Budgeting for agency, legal and other fees',
    excerpt: 'The asking price is only part of the cost. Here are the fees buyers and tenants should plan for.',
    author: 'Kemi Adebayo',
    postedDaysAgo: 37,
    motif: 'calculator',
    bodyHtml: `<p>Whether you buy or rent, the cheque you write is bigger than the advertised price. Budget for the extras from the start and you will not be caught short on the day you sign.</p>
<h2>When you rent</h2>
<ul>
<li><strong>Rent in advance</strong>: one year is usual in most cities, although some landlords still ask for two. In Lagos, the Tenancy Law limits how much rent a landlord may demand in advance in many areas.</li>
<li><strong>Agency fee</strong>: commonly 10 percent of one year's rent, paid to the agent who found the home.</li>
<li><strong>Legal or agreement fee</strong>: commonly 10 percent, for preparing the tenancy agreement.</li>
<li><strong>Caution deposit</strong>: refundable, often 10 percent or one month's rent, held against damage.</li>
<li><strong>Service charge</strong>: in estates and serviced flats, for security, cleaning, water and the generator or estate power.</li>
</ul>
<p>A home advertised at NGN 2,000,000 a year can therefore need close to NGN 2,600,000 on the day you move in, before you buy a single curtain.</p>
<h2>When you buy</h2>
<ul>
<li><strong>Agency fee</strong>: typically 5 percent of the price, though often negotiable on expensive homes.</li>
<li><strong>Legal fee</strong>: your own lawyer's fee for searches, the Deed of Assignment and the consent application, often around 5 percent.</li>
<li><strong>Governor's Consent, stamp duty and registration</strong>: state charges that together can add several percent of the value.</li>
<li><strong>Survey</strong>: if the survey plan must be updated or the land re-surveyed in your name.</li>
<li><strong>Development levy</strong> in some estates, and the first year of service charge.</li>
<li><strong>VAT</strong> at 7.5 percent applies to some commercial transactions; ask your lawyer whether it applies to yours.</li>
</ul>
<h2>Negotiate with the full figure in mind</h2>
<p>Add all of these up before you make an offer, and negotiate on the total rather than the headline price. Ask every agent to confirm their fee in writing before an inspection, and pay fees only against a receipt in the name of a registered business.</p>
<p>Finally, keep an emergency fund. Moving costs, repairs the inspection missed and a new meter can add another 5 percent to your first year.</p>`,
  },
  {
    slug: 'buying-family-land-safely',
    title: 'Buying family or community land safely',
    excerpt: 'Much of the land for sale outside city centres belongs to families and communities. Here is how to buy it without inheriting their disputes.',
    author: 'Tunde Bakare',
    postedDaysAgo: 52,
    motif: 'key',
    bodyHtml: `<p>On the edges of growing cities such as Ibeju-Lekki, Mowe, Lugbe and Kubwa, much of the land on offer belongs to families or communities rather than to individuals with registered titles. This land is often cheaper, but buyers who skip the checks can end up paying twice, or losing the land altogether.</p>
<h2>Who can sell family land?</h2>
<p>Under customary law, family land is sold by the <strong>head of the family together with the principal members</strong>. A sale by one member alone, even a senior one, can be set aside by the rest of the family. Ask who the family head is, and make sure the head and the principal members sign the sale agreement in front of witnesses.</p>
<h2>Is the land free from government acquisition?</h2>
<p>Much land near cities was acquired by the government decades ago. Communities can sell only land that has been <strong>excised</strong> and published in the state gazette. Ask your surveyor to chart the land at the Surveyor-General's office and confirm that it falls inside the excised area.</p>
<h2>The documents to collect</h2>
<ul>
<li>a <strong>Deed of Assignment</strong> or purchase agreement signed by the family head and principal members;</li>
<li>a <strong>survey plan</strong> in your name, prepared by a registered surveyor;</li>
<li>a copy of the gazette showing the excision, where relevant;</li>
<li>receipts for every payment, including any "foundation" or "ground rent" fees the community asks for.</li>
</ul>
<h2>Settle the community before you build</h2>
<p>Ask the family in writing to list every fee due before you start building: some communities charge separately for digging the foundation, casting the roof and bringing in materials. Agree on them in advance and get receipts. Involve the local community development association, which can help settle disputes early.</p>
<h2>Regularise the title</h2>
<p>Once you own the land, apply for a <strong>C of O</strong> or ratification through the state land bureau. It costs money and takes time, but it turns a customary purchase into a title that banks accept and buyers trust.</p>
<p>When in doubt, pay a lawyer who practises in that area. Local knowledge of which families are in dispute is worth far more than the fee.</p>`,
  },
];
