import type { TipArticle } from './article';

export const rentingArticles: TipArticle[] = [
  {
    slug: 'tenancy-agreements-and-caution-fees',
    title: 'Tenancy agreements and caution fees explained',
    excerpt: 'What a good tenancy agreement should say, and how to make sure you get your caution deposit back.',
    author: 'Kemi Adebayo',
    postedDaysAgo: 6,
    motif: 'document',
    bodyHtml: `<p>A written tenancy agreement protects both you and the landlord. Too many tenants sign a one-page form without reading it, then discover at the end of the year that they owe for repairs they never caused. Read it, question it and keep a signed copy.</p>
<h2>What the agreement should state</h2>
<ul>
<li>the names of the landlord and the tenant, and the address and description of the property;</li>
<li>the <strong>rent</strong>, how much is paid in advance, and when and how the rent may be reviewed;</li>
<li>the length of the tenancy and the notice either side must give to end it;</li>
<li>who pays for <strong>repairs</strong>: structural repairs are usually the landlord's, small day-to-day repairs the tenant's;</li>
<li>the service charge, what it covers and how it is accounted for;</li>
<li>whether you may sublet, run a business from the home, or make alterations;</li>
<li>the amount of the <strong>caution deposit</strong> and when it will be refunded.</li>
</ul>
<h2>The caution deposit</h2>
<p>The caution deposit is your money, held by the landlord or agent against damage beyond fair wear and tear. To get it back:</p>
<ul>
<li>Make an <strong>inventory</strong> when you move in: photograph every room, the fittings and any existing damage, and ask the agent to sign a copy.</li>
<li>Report faults in writing as they happen, so they are not blamed on you later.</li>
<li>Give notice as the agreement requires and ask for a joint inspection before you leave.</li>
<li>Leave the home clean, return every key and take photographs on the day you hand over.</li>
</ul>
<p>If the landlord deducts money, ask for an itemised list with receipts. Reasonable deductions are for real damage, unpaid bills or unpaid service charge, not for repainting after a normal year of living.</p>
<h2>Rent reviews</h2>
<p>A landlord may review the rent at renewal, but an increase should be reasonable and notified in advance, as the agreement provides. If you intend to stay, start the conversation three months before the tenancy ends.</p>
<h2>When things go wrong</h2>
<p>Keep every receipt and every message. Most disputes end with a polite letter that refers to the agreement. If they do not, a lawyer's letter or the citizens' mediation centre in your state can often settle matters without going to court.</p>`,
  },
  {
    slug: 'what-to-check-when-you-inspect-a-property',
    title: 'What to check when you inspect a property',
    excerpt: 'A practical checklist for inspections, from water pressure to the meter, so you notice problems before you pay.',
    author: 'Ifeanyi Nwosu',
    postedDaysAgo: 15,
    motif: 'magnifier',
    bodyHtml: `<p>Photographs rarely show what matters most. An inspection is your chance to find the problems that will cost you money or comfort later, so take your time, bring a friend and a torch, and do not let the agent rush you.</p>
<h2>Outside</h2>
<ul>
<li><strong>Access road</strong>: is it tarred, and what is it like after heavy rain? Visit on a rainy day if you can.</li>
<li><strong>Drainage</strong>: look for water marks on the fence and walls, and for blocked gutters in front of the gate.</li>
<li><strong>Roof</strong>: check for rusted or missing sheets and for stains on the ceiling inside.</li>
<li><strong>Security</strong>: the fence, the gate, the lighting and whether the street or estate has guards.</li>
</ul>
<h2>Inside</h2>
<ul>
<li><strong>Cracks</strong>: hairline cracks in plaster are common; wide or diagonal cracks near windows and doors can signal structural problems.</li>
<li><strong>Damp</strong>: look for peeling paint, mould and musty smells, especially in bathrooms and behind wardrobes.</li>
<li><strong>Water</strong>: open every tap and flush every toilet. Ask where the water comes from: a borehole, a public supply or a water vendor, and whether it is treated.</li>
<li><strong>Electricity</strong>: ask whether there is a prepaid meter, whose name it is in, and whether there are outstanding bills. Ask about the band of supply and the hours the area usually gets. Check the generator house and any solar installation.</li>
<li><strong>Windows and doors</strong>: they should open, close and lock properly, with burglary-proof bars and insect nets.</li>
<li><strong>Kitchen</strong>: cabinets, ventilation and a safe place for the gas cylinder.</li>
</ul>
<h2>Around the neighbourhood</h2>
<p>Walk the street at different times of day. Note the noise from churches, mosques, markets and event centres, and how long the drive to work takes at rush hour. Ask neighbours about flooding, security and the landlord.</p>
<h2>Questions for the agent</h2>
<ul>
<li>Who is the owner, and can I see proof of ownership?</li>
<li>Why did the last tenant leave?</li>
<li>What exactly does the service charge cover?</li>
<li>Which repairs will be done before I move in, and by when?</li>
</ul>
<p>Write down every promise and ask for it to be included in the agreement. A promise that is not written down is easily forgotten.</p>`,
  },
  {
    slug: 'choosing-a-neighbourhood-in-lagos',
    title: 'Choosing a neighbourhood in Lagos',
    excerpt: 'Traffic, flooding, power and budget decide where Lagosians live. A short guide to the main areas and what they cost.',
    author: 'Ngozi Eze',
    postedDaysAgo: 21,
    motif: 'city',
    bodyHtml: `<p>In Lagos, where you live decides how much of your day you spend in traffic. Before you fall in love with a house, map the journeys you make every day: to work, to school and to church or mosque, at the times you actually travel.</p>
<h2>The Island: Ikoyi, Victoria Island and Lekki Phase 1</h2>
<p>The most expensive homes in Nigeria are in <strong>Ikoyi</strong> and Banana Island, with <strong>Victoria Island</strong> and <strong>Lekki Phase 1</strong> close behind. They are close to offices, restaurants and international schools, with better roads and more estates with central power. Expect to pay a premium, and check drainage carefully: parts of Lekki and Victoria Island flood after heavy rain.</p>
<h2>Along the Lekki-Epe corridor: Ajah, Sangotedo and Ibeju-Lekki</h2>
<p>Further east, <strong>Ajah</strong>, Sangotedo and Awoyaya offer new estates at lower prices, and Ibeju-Lekki is growing fast around the new seaport, refinery and free trade zone. The trade-off is traffic on the Lekki-Epe Expressway and developing infrastructure.</p>
<h2>The Mainland: Ikeja, Surulere, Yaba, Gbagada and Magodo</h2>
<p><strong>Ikeja</strong>, the state capital, is close to the airport and has the established GRA, Opebi and Allen Avenue. <strong>Yaba</strong> is the home of tech start-ups and universities. <strong>Surulere</strong> offers central, well-connected homes at moderate prices. Gbagada and <strong>Magodo</strong> are popular with families who want quieter, gated streets.</p>
<h2>Further out: Ikorodu, Ojodu and Festac</h2>
<p><strong>Ikorodu</strong> and Ojodu-Berger are more affordable and have larger plots. <strong>Festac Town</strong> is a planned estate with wide avenues, convenient for Apapa and the port. Many residents commute by BRT or by ferry from Ikorodu to the Island.</p>
<h2>Questions to ask about any area</h2>
<ul>
<li>How long is the commute at 7 a.m. and 6 p.m.?</li>
<li>Does the street flood in July and September?</li>
<li>How many hours of power does the area get, and is there an estate generator or solar supply?</li>
<li>Is there a residents' association, and what does it charge for security?</li>
<li>Where are the nearest school, hospital, market and pharmacy?</li>
</ul>
<p>Spend a weekday evening and a weekend morning in the area before you commit. The right neighbourhood at a slightly higher rent often costs less than a cheap home two hours from everything you need.</p>`,
  },
  {
    slug: 'renting-in-abuja',
    title: 'Renting in Abuja: districts and budgets',
    excerpt: 'From Maitama to Kubwa, a guide to where to rent in the Federal Capital Territory and what to expect to pay.',
    author: 'Musa Abdullahi',
    postedDaysAgo: 44,
    motif: 'house',
    bodyHtml: `<p>Abuja is a planned city, so districts differ less in chaos than Lagos does and more in price. The closer you live to the Central Business District, the more you pay, and the shorter your commute.</p>
<h2>The prime districts</h2>
<p><strong>Maitama</strong> and <strong>Asokoro</strong> are home to embassies, ministers and company heads. Homes are large, often detached, with high security. Rents are among the highest in the country, and landlords often ask for two years in advance. <strong>Wuse 2</strong> is livelier, with shops, restaurants and apartments popular with young professionals.</p>
<h2>Well-established middle districts</h2>
<p><strong>Garki</strong>, Wuse, <strong>Jabi</strong> and Utako offer a mix of flats and terraces close to the city centre. Jabi Lake and the malls make Jabi attractive to families. <strong>Gwarinpa</strong>, one of the largest housing estates in West Africa, offers good value for a family home within a reasonable drive of the centre.</p>
<h2>Growing districts</h2>
<p>Katampe, Guzape, <strong>Life Camp</strong> and Lokogoma are filling with new estates, many with modern finishes. Check the road network and drainage, which can lag behind the houses.</p>
<h2>The satellite towns</h2>
<p><strong>Kubwa</strong>, Lugbe, Dutse and Mararaba across the border in Nasarawa State are the most affordable options. Many people who work in the city live here, so expect heavy traffic on the Kubwa and airport roads at rush hour.</p>
<h2>Practical tips</h2>
<ul>
<li>Check that the building has an approval from the Development Control department. Buildings without approval can be marked for demolition.</li>
<li>Ask whether the rent includes the service charge, and what the estate provides for water, power and waste.</li>
<li>Harmattan dust and cold mornings are part of life from December to February: good windows matter.</li>
<li>Confirm who owns the home before you pay. Fake landlords advertising other people's houses are a known problem.</li>
<li>Agree in writing who pays for repairs and for the borehole and water treatment.</li>
</ul>
<p>Decide on your budget, list two or three districts that fit it, and inspect at least five homes before you choose. Abuja landlords negotiate, particularly on homes that have been empty for a while.</p>`,
  },
  {
    slug: 'your-rights-under-the-lagos-tenancy-law',
    title: 'Your rights as a tenant under the Lagos Tenancy Law',
    excerpt: 'The Lagos State Tenancy Law sets limits on rent in advance and rules for notice and eviction. What every tenant should know.',
    author: 'Adaobi Nnaji',
    postedDaysAgo: 63,
    motif: 'document',
    bodyHtml: `<p>The <strong>Tenancy Law of Lagos State 2011</strong> sets out the rights and duties of landlords and tenants in most of the state. Knowing its main rules helps you negotiate fairly and spot a landlord who is overstepping. (Some high-end areas are excluded from parts of the law, and laws change, so ask a lawyer about your own case.)</p>
<h2>Rent in advance</h2>
<p>The law makes it an offence for a landlord to demand or receive more than <strong>one year's rent in advance</strong> from a new tenant of a residential home, or more than six months' rent from a sitting monthly tenant. Tenants who pay more than the law allows also commit an offence, so this protection works only if tenants refuse.</p>
<h2>Receipts and agreements</h2>
<p>The landlord must give a written receipt for every payment of rent, showing the amount, the period and the property. Keep every receipt: it is your proof of a tenancy.</p>
<h2>Notice to quit</h2>
<p>Where the agreement does not say otherwise, the law sets minimum notice periods:</p>
<ul>
<li>one week for a weekly tenancy;</li>
<li>one month for a monthly tenancy;</li>
<li>three months for a quarterly or half-yearly tenancy;</li>
<li>six months for a yearly tenancy.</li>
</ul>
<p>After the notice expires, the landlord must also serve a <strong>seven-day notice of intention to recover possession</strong> before going to court.</p>
<h2>No self-help evictions</h2>
<p>A landlord may not throw you out, remove your roof, lock you out or cut off your water or electricity to force you to leave. Only a court can order you to give up possession. If it happens, report it to the police and speak to a lawyer at once.</p>
<h2>Your duties</h2>
<ul>
<li>Pay rent and service charges when due.</li>
<li>Keep the home in good condition and allow the landlord reasonable access for inspection and repairs, after notice.</li>
<li>Do not sublet or change the use of the property without consent.</li>
</ul>
<h2>Where to get help</h2>
<p>The Lagos State Citizens' Mediation Centre offers free mediation between landlords and tenants, and the Office of the Public Defender helps people who cannot afford a lawyer. Mediation is faster and cheaper than court for most rent disputes.</p>`,
  },
];
