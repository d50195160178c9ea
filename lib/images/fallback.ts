/** Shown where a home has no photo, or its photo fails to load. */
export const PROPERTY_FALLBACK_IMAGE = '/images/property-fallback.svg';
