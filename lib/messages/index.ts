/**
 * Every user-visible message lives in lib/messages/: this file holds the long-standing messages and the
 * shared ones; each feature's headings and labels have a file of their own beside it, so a page's
 * JavaScript carries only the texts it shows. The long-standing texts are kept word for word (the
 * tests compare them), except the typos docs/architecture.md lists. Add to this catalogue rather than writing text inline.
 */
export const messages = {
  required: 'This is required.',
  passwordTooShort: 'Password is too short',
  passwordMismatch: "Password doesn't match",
  termsRequired: 'You must agree to the terms of privacy',
  invalidEmail: 'Enter a valid e-mail address',
  serverError: 'Server Error, please try again',
  providerUnavailable: 'We could not reach the service. Please check your connection and try again.',
  answerCutOff: 'The connection dropped before we could confirm this. It may have been saved: please check before sending it again.',
  // A write the BFF does once only (lib/once-only.ts): sending the same again is safe.
  writeUnconfirmed: 'The connection dropped before we could confirm this. Send it again as it is: it will not be saved twice.',
  // A write the service worker kept with no connection (lib/pwa/offline-writes.ts).
  waitingToSend: 'Waiting to send: you are offline. It is kept on this device and sent once, when the connection comes back.',
  stillSaving: 'This is still being saved. Please wait a moment, then check before sending it again.',
  reviewFieldErrors: 'Please review the field errors',
  invalidCredentials: 'Invalid email or password',
  resetRequestFailed: 'Reset password request failed, please try again',
  resetSuccess: 'You have successfully reset your password',
  linkExpired: 'Link has expired or invalid',
  confirmAccount: 'Please confirm account to continue',
  accountVerified: 'Account Verification Successful',
  signedOut: 'You have been signed out',
  sessionExpired: 'Your session has ended, please sign in again',
  socialSignInFailed: 'Social sign-in failed, please try again',
  forbiddenOrigin: 'This request did not come from this site',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  requestTooLarge: 'The request is too large',
  invalidRequest: 'The request is not valid',
  pageFailed: 'This page could not be loaded. Please try again in a moment.',
  phoneNeedsDigit: 'Phone number must contain a digit',
  amountNotNumber: 'Enter the amount as a number',
  amountNotPositive: 'The amount must be more than zero',
  leadCreated: 'Property leads created successfully',
  offerSent: 'Your offer has been sent to property owner',
  propertyShared: 'Property has been shared successfully',
  commentSaved: 'Your comment has been posted',
  accountDeleted: 'Your account has been deleted',
} as const;

export type MessageKey = keyof typeof messages;
