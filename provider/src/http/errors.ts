import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

/**
 * The contract's error body: always a readable `Detail`, field messages only for validation, and on a
 * few answers what to do next (a booking's 409 names the next open slot).
 */
export type ErrorBody = { Detail: string; ResponseMessage?: FieldErrors } & Record<string, unknown>;

export const VALIDATION_DETAIL = 'Please review the field errors';

/** Thrown by handlers and middleware; the app's error handler turns it into the contract's body. */
export class ProviderError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.Detail);
  }
}

export const badRequest = (detail: string) => new ProviderError(400, { Detail: detail });
export const unauthenticated = () => new ProviderError(401, { Detail: 'Unauthenticated' });
export const forbidden = (detail: string) => new ProviderError(403, { Detail: detail });
export const notFound = (detail: string) => new ProviderError(404, { Detail: detail });
/** A listing staff hid: 410 for the public, so caches and search engines drop it (contract extension). */
export const listingGone = () => new ProviderError(410, { Detail: 'This listing has been removed' });
export const conflict = (detail: string) => new ProviderError(409, { Detail: detail });
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new ProviderError(429, { Detail: detail }, { 'Retry-After': String(retryAfterSeconds) });
export const validationFailed = (fieldErrors: FieldErrors) =>
  new ProviderError(422, { Detail: VALIDATION_DETAIL, ResponseMessage: fieldErrors });
