type SearchParams = Record<string, string | string[] | undefined>;

/** A positive id from the URL (`?planId=3`), or undefined for anything else. */
export function idParam(params: SearchParams, name: string): number | undefined {
  const value = params[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
}

const withQuery = (path: string, query: Record<string, number | undefined>) => {
  const given = Object.entries(query).filter((entry): entry is [string, number] => entry[1] !== undefined);
  return given.length === 0 ? path : `${path}?${new URLSearchParams(given.map(([key, value]) => [key, String(value)]))}`;
};

/**
 * Every step of the paid flows carries what it needs in the URL (plan id, property id), so each page
 * survives a reload or a deep link; the amount is always looked up from the plan, never carried.
 */
export const paymentPaths = {
  backgroundPlans: (propertyId?: number) => withQuery('/property-view/subscription', { propertyId }),
  backgroundPayment: (planId: number, propertyId?: number) => withQuery('/property-view/subscription/payment', { planId, propertyId }),
  backgroundSuccess: (propertyId?: number) => withQuery('/property-view/subscription/success', { propertyId }),
  documents: (propertyId: number) => `/property-info/viewbgdocs/${propertyId}`,
  promotionPlans: (propertyId: number) => withQuery('/property-advert/subscription', { propertyId }),
  promotionPayment: (planId: number, propertyId: number) => withQuery('/property-advert/subscription/payment', { planId, propertyId }),
  professionalPlans: () => '/join_as_pro/subscription',
  professionalPayment: (planId: number) => withQuery('/join_as_pro/subscription/payment', { planId }),
};
