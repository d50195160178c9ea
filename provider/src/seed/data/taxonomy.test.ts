/** @jest-environment node */
import { paymentPlanOptions, propertyFeatures, propertyTypes } from './taxonomy';

describe('taxonomy', () => {
  it('has Residential, Commercial and Land in that order', () => {
    expect(propertyTypes.map((type) => [type.id, type.name])).toEqual([
      [1, 'Residential'],
      [2, 'Commercial'],
      [3, 'Land'],
    ]);
  });

  it('uses category ids unique across types', () => {
    const ids = propertyTypes.flatMap((type) => type.categories.map((category) => category.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has unique features and payment plan options', () => {
    expect(propertyFeatures.length).toBeGreaterThanOrEqual(20);
    expect(new Set(propertyFeatures.map((feature) => feature.id)).size).toBe(propertyFeatures.length);
    expect(new Set(paymentPlanOptions.map((option) => option.id)).size).toBe(paymentPlanOptions.length);
  });
});
