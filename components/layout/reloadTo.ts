/**
 * A full page load (not a client navigation), so nothing held in memory survives it. Kept in its
 * own module so tests can observe it: jsdom cannot navigate.
 */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
