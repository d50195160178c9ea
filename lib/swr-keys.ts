/** SWR keys of the browser's reads: one place, so a mutation can revalidate exactly what it changed. */
export const swrKeys = {
  /** `GET /api/auth/session` → `{ user: SessionUser | null }` */
  session: '/api/auth/session',
  /** `GET /api/vst/comment/getComments` → `{ propertyComments }` (signed-in users only) */
  propertyComments: (propertyId: number) => `/api/vst/comment/getComments?property_id=${propertyId}`,
  /** `GET /api/vst/profile/wishlistStatus` → `{ in_wishlist }` (signed-in users only) */
  wishlistStatus: (propertyId: number) => `/api/vst/profile/wishlistStatus?property_id=${propertyId}`,
  /** `GET /api/vst/facts/mine` → `{ mine }` (signed-in users only) */
  ownFactAnswers: (propertyId: number) => `/api/vst/facts/mine?property_id=${propertyId}`,
  /** `GET /api/vst/offer/getOffers` → `{ propertyOffers }` (the property's owner only) */
  propertyOffers: (propertyId: number) => `/api/vst/offer/getOffers?property_id=${propertyId}`,
  /** `GET /api/vst/bookings/slots` → `{ bookable, instant, slots }` (open to visitors; never cached) */
  inspectionSlots: (propertyId: number) => `/api/vst/bookings/slots?property_id=${propertyId}`,
} as const;
