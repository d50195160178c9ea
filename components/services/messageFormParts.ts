/**
 * What the plain form (MessageForm) and its live form (MessageFormLive, loaded on first use) share. It lives apart
 * from both so neither imports the other: the plain form only loads the live one.
 */
export type MessageFieldName = 'name' | 'email' | 'message';

/** The live form's own props, beside what DeferredForm gives every live form. */
export type MessageFormLiveProps = { homeServiceId: number };
