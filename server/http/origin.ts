import 'server-only';
import { messages } from '@/lib/messages';
import { serverEnv } from '@/server/env';
import { jsonError } from './responses';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

/**
 * Cross-site request forgery guard for state-changing requests: browsers send `Origin` on them (and
 * `Sec-Fetch-Site`), which a foreign page cannot forge. A request with neither is refused too.
 */
export function isSameOriginRequest(request: Request, appUrl: string = serverEnv().appUrl): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.get('origin');
  if (origin !== null) {
    return origin === new URL(request.url).origin || origin === new URL(appUrl).origin;
  }
  const fetchSite = request.headers.get('sec-fetch-site');
  return fetchSite !== null && SAME_SITE_FETCH.has(fetchSite);
}

/**
 * A page request the browser says this site or the user started (a link here, a typed address, a
 * bookmark), for GETs that use something up: a link, a redirect or a form from another site says
 * `cross-site` (or `same-site` from a sibling host) and gets asked first. A browser that sends no
 * `Sec-Fetch-Site` (all current ones do) cannot be told apart and is let through.
 */
export function isOwnNavigation(requestHeaders: Headers): boolean {
  const fetchSite = requestHeaders.get('sec-fetch-site');
  return fetchSite === null || SAME_SITE_FETCH.has(fetchSite);
}

/** A 403 answer for a foreign request, or null to go on. */
export function refuseForeignOrigin(request: Request): Response | null {
  return isSameOriginRequest(request) ? null : jsonError(403, messages.forbiddenOrigin);
}
