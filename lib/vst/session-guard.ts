import type { SessionResponse } from './session';

/**
 * The nav on every page checks the session route's answer with this guard instead of
 * `sessionResponseSchema`: zod would weigh on the first load of every page. The test
 * beside it holds the two to the same verdicts.
 */
export function isSessionResponse(value: unknown): value is SessionResponse {
  if (typeof value !== 'object' || value === null || !('user' in value)) return false;
  const { user } = value;
  if (user === null) return true;
  if (typeof user !== 'object') return false;
  const { userID, name, email, serviceProvider } = user as Record<string, unknown>;
  return (
    Number.isInteger(userID) && typeof name === 'string' && typeof email === 'string' && typeof serviceProvider === 'boolean'
  );
}
