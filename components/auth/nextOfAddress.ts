/**
 * The `next` of the page's address (`/login?next=/dashboard`): where the visitor was going before
 * sign-in. Read in the browser, so the sign-in pages stay cached for every `next`; as given, the
 * server decides whether it is safe to go to (lib/redirect-target.ts). An empty one counts as absent.
 */
export function nextOfAddress(): string | undefined {
  return new URLSearchParams(window.location.search).get('next') || undefined;
}
