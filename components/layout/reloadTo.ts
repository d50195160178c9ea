/**
 * A full page load (not a client navigation), so nothing held in memory survives it. Kept in its
 * own module so tests can observe it: jsdom cannot navigate. `replace` leaves the current page out
 * of the history (the sign-in page after signing in).
 */
export function reloadTo(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}
