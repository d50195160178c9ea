import type { MoveInFees, TitleType } from '../../db/schema-terms';
import { roundToStep } from './listings/pricing';
import { PROPERTY_TYPE } from './taxonomy';
import type { SeedProperty } from './types';

/**
 * The demo listings' terms, worked out from each listing after it is generated (so the generator's
 * random sequence, and every listing it makes, stays the same): a rent's move-in fees, as its payment
 * plan already names them, and a sale's title.
 */

/** Lagos in the seeded states (geography.ts), whose Tenancy Law caps agency and legal fees. */
export const LAGOS_STATE_ID = 25;

const LAND_TITLES: TitleType[] = ['c_of_o', 'governors_consent', 'survey_plan', 'excision_gazette', 'customary', 'c_of_o'];
const HOME_TITLES: TitleType[] = ['c_of_o', 'governors_consent', 'deed_of_assignment', 'c_of_o', 'none'];

/** The Lagos rent whose agent asks 15%, above the Tenancy Law's 10%: the page's notice has a listing to show. */
export const OVER_LIMIT_AGENCY_PERCENT = 15;

/** Every fee stated, 0 where there is none (let by its owner: no agent; no estate: no service charge). */
function feesOf(property: SeedProperty, overLimit: boolean): MoveInFees {
  const none = { unit: 'naira', value: 0 } as const;
  const viaAgent = !property.saleByOwner;
  // Flats and serviced homes in an estate carry a yearly service charge.
  const inEstate = property.propertyTypeId === PROPERTY_TYPE.residential && property.id % 3 === 0;
  return {
    agency_fee: viaAgent ? { unit: 'percent', value: overLimit ? OVER_LIMIT_AGENCY_PERCENT : 10 } : none,
    legal_fee: viaAgent ? { unit: 'percent', value: 10 } : none,
    caution_deposit: { unit: 'naira', value: roundToStep(property.price * 0.1) },
    service_charge: inEstate ? { unit: 'naira', value: roundToStep(property.price * 0.05) } : none,
  };
}

/** Every listing with its terms; the first Lagos rent let through an agent asks an agency fee over the limit. */
export function withListingTerms(listings: SeedProperty[]): SeedProperty[] {
  const overLimitId = listings.find((property) => property.transactionType === 'RENT' && property.stateId === LAGOS_STATE_ID && !property.saleByOwner)?.id;
  return listings.map((property) => {
    if (property.transactionType === 'RENT') {
      const overLimit = property.id === overLimitId;
      const paymentPlan = overLimit
        ? property.paymentPlan.map((step) =>
            step.description.startsWith('Agency fee')
              ? { description: `Agency fee (${OVER_LIMIT_AGENCY_PERCENT}%)`, amount: Math.round((property.price * OVER_LIMIT_AGENCY_PERCENT) / 100) }
              : step,
          )
        : property.paymentPlan;
      return { ...property, paymentPlan, moveInFees: feesOf(property, overLimit) };
    }
    // One sale in seven states no title, so the page is seen without one too.
    if (property.id % 7 === 0) return property;
    const titles = property.propertyTypeId === PROPERTY_TYPE.land ? LAND_TITLES : HOME_TITLES;
    const titleType = titles[property.id % titles.length] ?? 'c_of_o';
    return { ...property, titleType, titleDocumentsSeen: titleType !== 'none' && property.id % 2 === 0 };
  });
}
