/** The payment pages' URL: the property (and the payment, for a receipt) chosen by id, so they survive reload and deep links. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A positive whole id from a query value, or null. */
export function idParam(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}

export const paymentDetailsPath = (propertyId: number) => `/dashboard/paymentprofile/details?propertyId=${propertyId}`;

export const receiptPath = (propertyId: number, paymentId: number) =>
  `/dashboard/paymentprofile/receipt?${new URLSearchParams({ propertyId: String(propertyId), paymentId: String(paymentId) })}`;
