/** @jest-environment node */
// The web app may not import the provider, so the one place both lists meet is this test.
import { livingFilters, livingFactValues } from '../../../lib/vst/living-facts';
import { LIVING_FILTER_NAMES } from '../queries/livingFilters';
import { LIVING_FACT_VALUES } from './schema-facts';

test("the web app's living facts and their values are the provider's, in the same order", () => {
  expect(livingFactValues).toEqual(LIVING_FACT_VALUES);
  expect(Object.keys(livingFactValues)).toEqual(Object.keys(LIVING_FACT_VALUES));
});

test("the web app's living-fact filters are the provider's, in the order a listing's URL writes them", () => {
  expect([...livingFilters]).toEqual(LIVING_FILTER_NAMES);
});
