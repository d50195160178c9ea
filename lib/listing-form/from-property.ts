/** The edit form's starting values: a property as the provider describes it, in the form's fields. */
import { emptyListingText, type ListingTextValues } from '@/lib/forms/listing';
import { listingTermsFromProperty } from '@/lib/forms/listing-terms';
import { livingFactsFromProperty } from '@/lib/forms/living-facts';
import { squareMetresFromFeet } from '@/lib/format/area';
import type { PropertyDetail } from '@/lib/vst/property';

type PaymentPlanOption = { id: number; description: string };

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function listingTextFromProperty(property: PropertyDetail, paymentPlanOptions: PaymentPlanOption[]): ListingTextValues {
  // The embedded provider names the chosen option; otherwise match the first plan line's description.
  const plan = property.payment_plan_option_id
    ? { id: property.payment_plan_option_id }
    : paymentPlanOptions.find((option) => option.description === property.payment_plan[0]?.description);
  return {
    ...emptyListingText,
    for_sale: property.for_sale === 1 ? 'sale' : 'rent',
    for_sale_aso: property.for_sale_aso === 1 ? 'owner' : 'product',
    name: property.name,
    price: property.price.replace(/\D/g, ''),
    payment_plan_option_id: text(plan?.id),
    vat: text(property.vat),
    financial_advisory_fee: text(property.financial_advisory_fee),
    no_inspection_fee: property.no_inspection_fee,
    property_type_id: text(property.property_type.id),
    property_category_id: text(property.property_category.id),
    no_bedroom: text(property.no_bedroom),
    no_bathroom: text(property.no_bathroom),
    no_kitchen: text(property.no_kitchen),
    no_toilet: text(property.no_toilet),
    car_parking: text(property.car_parking),
    square_metres: property.square_feet ? String(squareMetresFromFeet(property.square_feet)) : '',
    year_built: text(property.year_built),
    features: property.property_features.map((feature) => String(feature.id)),
    description: property.description,
    video_link: property.video_link ?? '',
    country_id: text(property.country.id),
    state_id: text(property.state.id),
    city_id: text(property.city?.id),
    town_id: text(property.town?.id),
    latitude: text(property.latitude),
    longitude: text(property.longitude),
    ...listingTermsFromProperty(property),
    ...livingFactsFromProperty(property),
  };
}
