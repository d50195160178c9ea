/** A rent's move-in fees and a sale's title: the listing form, the property page and the cards. */
import type { MoveInFeeKind } from '@/lib/move-in/costs';
import type { TitleType } from '@/lib/vst/listing-terms';

export const moveInText = {
  // The listing form.
  feesLegend: 'Fees on moving in',
  feesHint: 'What a tenant pays on top of the first year’s rent. Enter 0 for a fee there is none of: a fee left empty shows as “not stated”.',
  feeLabels: {
    agency_fee: 'Agency fee',
    legal_fee: 'Legal fee',
    caution_deposit: 'Caution deposit',
    service_charge: 'Service charge',
  } satisfies Record<MoveInFeeKind, string>,
  unitLabel: (fee: string) => `${fee} in`,
  naira: 'Naira (₦)',
  percent: '% of the annual rent',
  feeNaira: 'Enter a whole number of naira',
  feePercent: 'Enter a percentage from 0 to 100 (at most two decimals)',
  chooseUnit: 'Choose naira or a percentage',
  enterRentFirst: 'Enter the annual rent to see the total to move in.',
  // The page and the form.
  heading: 'Cost of moving in',
  firstYearRent: 'First year’s rent',
  percentOfRent: (percent: string) => `${percent}% of the annual rent`,
  total: (amount: string) => `Total to move in: ${amount}`,
  totalShort: (amount: string) => `To move in: ${amount}`,
  totalFromShort: (amount: string) => `To move in: from ${amount}`,
  plusNotStated: 'plus the fees not stated',
  noFee: 'None',
  notStated: 'Not stated: ask before you pay',
  overLagosLimit: (fee: string) =>
    `This ${fee.toLowerCase()} is above 10% of the annual rent. The Lagos State Tenancy Law 2011 limits agency and legal fees to 10% of the annual rent each.`,
  refundable: 'Refundable when you move out, less the cost of any damage.',
};

export const titleText = {
  // The listing form.
  titleLabel: 'Title',
  chooseTitle: 'Choose the title',
  titleHint: 'The document that proves the seller’s right to the land. Upload a copy under “Property documents” below: it is never shown on the listing, and our staff may look at it.',
  unknownTitle: 'Choose one of the titles in the list',
  titleRequired: 'Choose the title: “No title document” is one of the answers',
  names: {
    c_of_o: 'Certificate of Occupancy (C of O)',
    governors_consent: 'Governor’s Consent',
    deed_of_assignment: 'Deed of Assignment',
    survey_plan: 'Registered survey plan',
    excision_gazette: 'Excision or gazette',
    customary: 'Customary right (family or community land)',
    none: 'No title document',
  } satisfies Record<TitleType, string>,
  // The property page.
  heading: 'Title',
  meanings: {
    c_of_o:
      'The state government has granted the holder a statutory right to occupy and use this land, usually for 99 years. Under the Land Use Act all land in a state is held by its Governor, so this is the strongest title land can have.',
    governors_consent:
      'The land had a Certificate of Occupancy and the Governor approved its sale to the present owner. This is how a resold property’s title is perfected, and it is as strong as the Certificate itself.',
    deed_of_assignment:
      'A contract by which a former owner transferred the property to the seller. It proves the sale but is only complete once the Governor’s Consent is obtained and it is registered at the land registry.',
    survey_plan:
      'A licensed surveyor has mapped the land’s boundaries and size, and the plan is registered with the Surveyor-General. It shows where the land is, not who owns it: on its own it is not a title.',
    excision_gazette:
      'The government has released (excised) this area from land it had acquired and returned it to the original community, as published in the official gazette. The community may sell plots inside the excised area only.',
    customary:
      'The land is held by a family or community under customary law, usually with a receipt or agreement. The buyer must apply for a Certificate of Occupancy to make the title secure.',
    none: 'The seller has no title document for this property. Buying it carries a real risk of losing it: take a lawyer’s advice first.',
  } satisfies Record<TitleType, string>,
  checklistHeading: 'Before you pay',
  checklist: {
    search: 'Ask a lawyer to conduct a search at the state land registry: it shows who holds the title and any mortgage, caveat or dispute on it.',
    chart: 'Have the survey plan charted at the office of the state Surveyor-General: it shows whether the land is under government acquisition or on a road setback.',
    visit: 'Visit the land, check its beacons against the survey plan, and ask neighbours who occupies it.',
    signIndividual: 'The person or company named on the title must sign the Deed of Assignment (a company through its directors, with its seal), and the Governor’s Consent must then be obtained.',
    signFamily: 'The head of the family or community and its principal members must sign, and the plot must lie inside the excised or family land.',
  },
  documentsSeen: 'Title documents seen by our staff',
  documentsSeenHint: 'Our staff have looked at the documents the seller uploaded. This is not a search at the land registry.',
  // The staff console.
  queueHeading: 'Title documents to look at',
  queueEmpty: 'No title documents are waiting.',
  queueTitle: (title: string) => `Title declared: ${title}`,
  markSeen: 'Mark title documents seen',
};
