/**
 * The listing form's two multipart bodies: the browser's (the form's own fields, as typed and chosen)
 * and the provider's: choices become 1 or 0, features repeated fields,
 * numbers strings, and optional fields left empty are not sent.
 */
import type { ListingValues, ModifyListingValues } from '@/lib/forms/listing';
import { squareFeetFromMetres } from '@/lib/format/area';

/** The provider reads `true` or `on` (and 1) as 1 and anything else as 0. */
export function providerFlag(value: boolean | string): '1' | '0' {
  return value === true || value === 'true' || value === 'on' || value === '1' ? '1' : '0';
}

type BrowserValues = ListingValues & { propertyID?: string };

/** What the browser sends the BFF. `features` goes as one comma-separated field (one value per text field there). */
export function toListingUploadBody({ features, no_inspection_fee, ...values }: BrowserValues): FormData {
  const form = new FormData();
  appendAll(form, values);
  if (no_inspection_fee) form.append('no_inspection_fee', 'true');
  if (features.length > 0) form.append('features', features.join(','));
  return form;
}

/** What the BFF sends the provider, from values its schema checked. */
export function toProviderListingBody({ for_sale, for_sale_aso, price, square_metres, features, no_inspection_fee, ...values }: ListingValues | ModifyListingValues): FormData {
  const form = new FormData();
  // Always sent, so an edit can take the declaration back (contract extension).
  form.append('no_inspection_fee', providerFlag(no_inspection_fee));
  form.append('for_sale', providerFlag(for_sale === 'sale'));
  form.append('for_sale_aso', providerFlag(for_sale_aso === 'owner'));
  // Naira without decimals: '1,250,000' and 'NGN 1 250 000' are both 1250000.
  form.append('price', price.replace(/\D/g, ''));
  // People type m²; the provider's field is square feet (docs/provider-contract.md).
  if (square_metres) form.append('square_feet', String(squareFeetFromMetres(Number(square_metres))));
  appendAll(form, values);
  features.forEach((feature) => form.append('features', feature));
  return form;
}

type FieldValue = string | number | File[] | undefined;

function appendAll(form: FormData, values: Record<string, FieldValue>): void {
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((file) => form.append(name, file, file.name));
    else if (value !== undefined && value !== '') form.append(name, String(value).trim());
  }
}

