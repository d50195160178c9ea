/** Shown where a home has no photo, or its photo fails to load (spec section 8). */
export const PROPERTY_FALLBACK_IMAGE = '/images/property-fallback.svg';
