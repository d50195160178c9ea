import type { APIRequestContext } from '@playwright/test';
import { tinyPng } from './png';

/** The living facts every home must state (lib/forms/living-facts.ts): Band B light, no flooding. */
export const homeFacts = {
  electricity_band: 'B',
  meter: 'prepaid',
  power_backup: 'generator',
  water_source: 'borehole',
  flooding: 'none',
  road: 'tarred',
  security: 'guards',
};

/** A listing the listing form would send (lib/forms/listing.ts): for rent, a three-bedroom flat in Ikeja, Lagos. */
const flatForRent = {
  for_sale: 'rent',
  for_sale_aso: 'owner',
  price: '4500000',
  payment_plan_option_id: '1',
  property_type_id: '1',
  property_category_id: '1',
  no_bedroom: '3',
  no_bathroom: '2',
  no_kitchen: '1',
  country_id: '161',
  state_id: '25',
  city_id: '37',
  description: 'A bright flat close to the shops.',
  vat: '0',
  financial_advisory_fee: '0',
  latitude: '6.6018',
  longitude: '3.3515',
  ...homeFacts,
};

/**
 * Lists a property through the BFF as `account` (signed in on `request`, which must be a context of
 * its own), without the form's page: journeys that need a new listing, not the form, use this.
 * Returns the new property's id.
 */
export async function listProperty(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; password: string },
  fields: Partial<typeof flatForRent> & { name: string; /** The owner declares no inspection fee. */ no_inspection_fee?: 'true' },
  /** The primary photo, a JPEG; a tiny PNG (which matches no other listing's photo) when not given. */
  photo?: Buffer,
): Promise<number> {
  // The BFF refuses unsafe requests from other origins.
  const headers = { origin: baseURL };
  const login = await request.post(`${baseURL}/api/auth/login`, { headers, data: account });
  if (!login.ok()) throw new Error(`login answered ${login.status()}: ${await login.text()}`);
  const png = (name: string) => ({ name, mimeType: 'image/png', buffer: tinyPng() });
  const listed = await request.post(`${baseURL}/api/vst/profile/submitListing`, {
    headers,
    multipart: {
      ...flatForRent,
      ...fields,
      primary_image: photo ? { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo } : png('front.png'),
      property_documents: { name: 'c-of-o.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      floor_plan: png('plan.png'),
    },
  });
  if (!listed.ok()) throw new Error(`submitListing answered ${listed.status()}: ${await listed.text()}`);
  return ((await listed.json()) as { property: { propertyID: number } }).property.propertyID;
}
