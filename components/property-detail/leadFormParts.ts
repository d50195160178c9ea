/**
 * What the plain form (LeadForm) and its live form (LeadFormLive, loaded on first use) share. It lives apart
 * from both so neither imports the other: the plain form only loads the live one.
 */
export type LeadFieldName = 'title' | 'name' | 'email' | 'phone' | 'state_id' | 'platform';

/** The live form's own props, beside what DeferredForm gives every live form. */
export type LeadFormLiveProps = { propertyId: number };
