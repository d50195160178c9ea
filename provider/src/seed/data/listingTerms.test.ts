import { LAGOS_STATE_ID, OVER_LIMIT_AGENCY_PERCENT } from './listingTerms';
import { properties } from './properties';
import { PROPERTY_TYPE } from './taxonomy';

describe('the demo listings’ terms', () => {
  const rents = properties.filter((property) => property.transactionType === 'RENT');
  const sales = properties.filter((property) => property.transactionType === 'BUY');

  it('gives every rent its fees, and no sale any', () => {
    expect(rents.every((property) => property.moveInFees?.caution_deposit)).toBe(true);
    expect(sales.some((property) => property.moveInFees)).toBe(false);
  });

  it('has exactly one Lagos rent whose agency fee is over the 10% limit, its payment plan saying the same', () => {
    const over = rents.filter((property) => (property.moveInFees?.agency_fee?.value ?? 0) > 10);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatchObject({ stateId: LAGOS_STATE_ID, moveInFees: { agency_fee: { unit: 'percent', value: OVER_LIMIT_AGENCY_PERCENT } } });
    expect(over[0]?.paymentPlan).toContainEqual({ description: 'Agency fee (15%)', amount: Math.round((over[0]!.price * 15) / 100) });
  });

  it('gives land and homes for sale a title, some seen by staff, and leaves some without', () => {
    const land = sales.filter((property) => property.propertyTypeId === PROPERTY_TYPE.land);
    expect(new Set(land.map((property) => property.titleType))).toEqual(new Set(['c_of_o', 'governors_consent', 'survey_plan', 'excision_gazette', 'customary', undefined]));
    expect(sales.some((property) => property.titleDocumentsSeen)).toBe(true);
    expect(sales.some((property) => property.titleType && !property.titleDocumentsSeen)).toBe(true);
    expect(rents.some((property) => property.titleType)).toBe(false);
  });
});
