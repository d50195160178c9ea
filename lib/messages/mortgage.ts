/** The mortgage guide (/mortgage, app/views/mortgage): how a Nigerian mortgage works, then lenders and the calculator. */
export const mortgageText = {
  title: 'Mortgages in Nigeria',
  meta: 'How a mortgage works in Nigeria: down payment, tenure, fixed and variable rates, the National Housing Fund, what lenders ask for, and today’s lenders’ rates with a repayment calculator.',
  intro:
    'A mortgage lets you move into a home now and pay for it over many years. Here is how one works in Nigeria, what lenders charge and ask for, and what your monthly repayment would be.',
  contentsLabel: 'On this page',
  sections: {
    how: {
      title: 'How a mortgage works',
      paragraphs: [
        'You pay part of the price yourself (the down payment, or equity contribution) and a lender pays the rest to the seller. You then repay that loan with interest in monthly instalments over an agreed number of years, the tenure.',
        'Until the loan is repaid the lender holds a legal mortgage over the property, registered against its title (the Certificate of Occupancy or Governor’s Consent). That is why lenders only finance homes with a good title.',
        'Lenders in Nigeria usually keep the monthly repayment within about a third of your net monthly income, the same rule our affordability calculator uses.',
      ],
    },
    down: {
      title: 'Down payment',
      paragraphs: [
        'Commercial banks and primary mortgage banks usually ask for 20% to 30% of the price up front; some government-backed schemes accept 10% or less for smaller loans.',
        'A larger down payment means a smaller loan, lower monthly repayments and less interest paid over the life of the loan. Keep money aside too for legal fees, valuation, insurance and registration of the mortgage.',
      ],
    },
    tenure: {
      title: 'Tenure',
      paragraphs: [
        'Commercial mortgages usually run for 5 to 20 years; National Housing Fund loans for up to 30 years. Most lenders want the loan repaid before you retire (60, or 65 for some employers).',
        'A longer tenure lowers each monthly repayment but adds to the total interest you pay.',
      ],
    },
    rates: {
      title: 'Fixed and variable rates',
      paragraphs: [
        'A fixed rate stays the same for an agreed period, so your repayment does not change. National Housing Fund loans are fixed at 6% a year for the whole loan.',
        'A variable rate follows the lender’s cost of funds and the Central Bank’s Monetary Policy Rate: it can rise or fall, and your repayment with it. When comparing offers, ask how long a rate is fixed and what it moves with afterwards.',
      ],
    },
    nhf: {
      title: 'The National Housing Fund',
      paragraphs: [
        'The National Housing Fund (NHF), run by the Federal Mortgage Bank of Nigeria, lends to contributors at 6% a year for up to 30 years, through primary mortgage banks.',
        'Employees contribute 2.5% of their monthly basic salary to the fund; the self-employed can contribute too. You usually need to have contributed for at least six months before you apply, and the lender checks your contribution record.',
      ],
    },
    documents: {
      title: 'What lenders ask for',
      items: [
        'A valid means of identification (NIN slip, international passport, driver’s licence or voter’s card) and your BVN',
        'Six to twelve months of bank statements',
        'An employment letter and recent payslips, or, if you are self-employed, your business registration, audited accounts and tax clearance certificate',
        'Evidence of your down payment',
        'The property’s title documents (Certificate of Occupancy or Governor’s Consent, survey plan, approved building plan) and the seller’s offer letter',
        'A valuation report from a valuer the lender approves',
        'For a National Housing Fund loan, evidence of your contributions',
      ],
    },
  },
  lendersIntro:
    'Yearly rates of lenders on NaijaHomes. Choose “Use this rate” to work out a repayment at that lender’s rate.',
  calculatorIntro:
    'Enter a price, your down payment, a rate and a tenure: the result page shows the monthly repayment and the balance year by year.',
  nextTitle: 'Your next steps',
  next: [
    { href: '/finance/affordability', title: 'See what you can afford', body: 'Your salary and savings give the price of home you can afford, and homes for sale within it.' },
    { href: '/get-approval', title: 'Get pre-approved', body: 'Answer a few questions and a mortgage adviser will contact you with a pre-approval.' },
    { href: '/finance/paymentoptions?tab=instalment', title: 'Compare instalment plans', body: 'Developers’ instalment plans are another way to pay over time.' },
  ],
} as const;
