/** What a visitor reads when a protection steps in: a rate limit (server/http/rate-limit-guard.ts) or a failed read. */
export const securityText = {
  /** The same words whether the client or the account is over its limit, so neither is revealed. */
  tooManyAttempts: (waitSeconds: number) => {
    const minutes = Math.ceil(waitSeconds / 60);
    const wait = waitSeconds < 60 ? 'a minute' : minutes === 1 ? '1 minute' : `${minutes} minutes`;
    return `Too many attempts. Please wait ${wait} and try again.`;
  },
  retry: 'Try again',
  /** A client already sending as many files as it may at once (429). */
  uploadsInProgress: 'Your other files are still being sent. Please wait for them to finish and try again.',
  /** Every upload slot of the server is busy (503). */
  uploadsBusy: 'Too many people are sending files right now. Please try again in a minute.',
  /** A picture with more pixels than the site decodes (`/img`, server/images/resize.ts). */
  imageTooLarge: 'This picture is too large to show.',
  /** Every picture-resizing place of the server is taken (`/img`, 503). */
  imagesBusy: 'Pictures are being prepared. Please try again in a moment.',
  /** A private document's link opened signed out (or by a session that has ended). */
  privateFileSignIn: 'Sign in to open this document: it is shown only to the people it belongs to.',
} as const;
