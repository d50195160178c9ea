/**
 * What the plain form (LoginForm) and its live form (LoginFormLive, loaded on first use) share. It lives apart
 * from both so neither imports the other: the plain form only loads the live one.
 */
export type LoginFieldName = 'email' | 'password';

/** The live form's own props, beside what DeferredForm gives every live form. */
export type LoginFormLiveProps = { next?: string };
