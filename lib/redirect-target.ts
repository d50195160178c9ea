/**
 * Where to send a user after sign-in: only a path on this site. Anything else (absolute URLs,
 * protocol-relative `//host`, backslash tricks browsers read as `//`, control characters, encoded
 * versions of those) falls back, so a crafted `?next=` link cannot send a user off-site.
 */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

const MAX_LENGTH = 2048;

export function safeRedirectTarget(next: unknown, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_LENGTH) return fallback;
  if (!isPlainPath(next)) return fallback;
  // Decoding once catches `/%2F%2Fevil.example` and `/%5Cevil.example`, which some servers and
  // browsers turn into `//evil.example` on the next hop.
  const decoded = safeDecode(next);
  if (decoded === null || !isPlainPath(decoded)) return fallback;
  // The URL parser has the last word: the target must stay on the same origin.
  const base = 'http://same.invalid';
  const resolved = new URL(next, base);
  if (resolved.origin !== base) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

function isPlainPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    // C0 controls, DEL and C1 controls: browsers strip some of them, turning `/\t/evil` into `//evil`.
    !/[\u0000-\u001f\u007f-\u009f]/.test(path)
  );
}

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
