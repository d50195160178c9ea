/**
 * The signed-in hint: a cookie the browser can read (not httpOnly) holding only the signed-in user's
 * id, set and cleared by the server together with the session. Pages stay the same HTML for everyone;
 * the browser reads the hint to draw the nav and the actions at first paint (`useSession`), and the
 * session route (`/api/auth/session`) then confirms it and puts it right when it is stale. It grants
 * nothing: every private read and call still checks the sealed session.
 */
export const SESSION_HINT_COOKIE = 'nh_signed_in';

/** The user id a hint cookie's value names, or null when it is absent or not an id. */
export function hintUserId(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** The hinted user id in a `document.cookie` string, or null when there is no (well-formed) hint. */
export function hintedUserId(documentCookie: string): number | null {
  const prefix = `${SESSION_HINT_COOKIE}=`;
  const hint = documentCookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(prefix));
  return hintUserId(hint?.slice(prefix.length));
}

/**
 * The inline script the root layout puts in <head>: it runs before the first paint and marks
 * `<html data-session="in">` when the hint is there, so CSS shows the signed-in nav at once
 * (components/layout/NavBar.module.css). The same for every page and visitor, so pages stay cacheable.
 */
export const SESSION_HINT_SCRIPT = `if(/(?:^|;\\s*)${SESSION_HINT_COOKIE}=\\d/.test(document.cookie))document.documentElement.dataset.session='in'`;
