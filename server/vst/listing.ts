import 'server-only';
import type { ListingTextValues } from '@/lib/forms/listing';
import type { ListingReferences, Option } from '@/lib/listing-form/options';
import { propertyDetailResponseSchema, type PropertyDetail } from '@/lib/vst/property';
import type { SignedIn } from '@/server/session';
import { vstGet } from './client';
import { getReferenceList } from './reference';

/**
 * The listing form's server reads: the property to edit (with the owner's token, never cached, so an
 * edit just saved shows at once) and the reference lists of the first render.
 */

export type EditableListing =
  | { kind: 'editable'; property: PropertyDetail }
  | { kind: 'not-found' }
  | { kind: 'not-owner'; property: PropertyDetail };

export async function getEditableListing(propertyId: number, { accessToken, user }: SignedIn): Promise<EditableListing> {
  const result = await vstGet('params/getPropertyDetail', {
    query: { propertyId },
    token: accessToken,
    schema: propertyDetailResponseSchema,
  });
  if (!result.ok) {
    if (result.status === 404 || result.status === 422) return { kind: 'not-found' };
    throw new Error(`Property ${propertyId} could not be loaded: ${result.status} ${result.detail}`);
  }
  const { property } = result.data;
  return property.owner.id === user.userID ? { kind: 'editable', property } : { kind: 'not-owner', property };
}

const named = (items: { id: number; name: string }[]): Option[] => items.map((item) => ({ value: String(item.id), label: item.name }));

/** Every list the form shows, the dependent ones for the starting selection. A list that fails is empty. */
export async function getListingReferences(selection: Pick<ListingTextValues, 'property_type_id' | 'country_id' | 'state_id' | 'city_id'>): Promise<{
  references: ListingReferences;
  paymentPlanOptions: { id: number; description: string }[];
}> {
  const id = (value: string) => (value ? Number(value) : null);
  const typeId = id(selection.property_type_id);
  const countryId = id(selection.country_id);
  const stateId = id(selection.state_id);
  const cityId = id(selection.city_id);
  const [types, categories, features, plans, countries, states, cities, towns] = await Promise.all([
    getReferenceList('propertyTypes'),
    typeId ? getReferenceList('propertyCategories', { propertyTypeID: typeId }) : null,
    getReferenceList('propertyFeatures'),
    getReferenceList('paymentPlanOptions'),
    getReferenceList('countries'),
    countryId ? getReferenceList('states', { countryID: countryId }) : null,
    stateId ? getReferenceList('cities', { stateID: stateId }) : null,
    cityId ? getReferenceList('towns', { cityID: cityId }) : null,
  ]);
  const paymentPlanOptions = plans.ok ? plans.data.paymentPlanOptions : [];
  return {
    paymentPlanOptions,
    references: {
      propertyTypes: types.ok ? named(types.data.property_types) : [],
      categories: categories?.ok ? named(categories.data.property_categories) : [],
      features: features.ok ? named(features.data.property_features) : [],
      paymentPlans: paymentPlanOptions.map((plan) => ({ value: String(plan.id), label: plan.description })),
      countries: countries.ok ? named(countries.data.countries) : [],
      states: states?.ok ? named(states.data.states) : [],
      cities: cities?.ok ? named(cities.data.cities) : [],
      towns: towns?.ok ? named(towns.data.towns) : [],
    },
  };
}
