/**
 * When the site shows its own "Install the app" prompt: from the visitor's second visit on (a visit
 * is a browser session), when the browser offers installing, until it is answered (installed or
 * "Not now"), then never again. Kept in localStorage: this browser only, nothing sent anywhere.
 */
const VISITS_KEY = 'nh.visits';
const SHOWN_KEY = 'nh.installPromptShown';
const COUNTED_KEY = 'nh.visitCounted';

/** Counts this visit (once per browser session) and says whether the prompt may be shown on it. */
export function countVisitAndAskMayPrompt(local: Storage, session: Storage): boolean {
  let visits = Number(local.getItem(VISITS_KEY)) || 0;
  if (!session.getItem(COUNTED_KEY)) {
    visits += 1;
    local.setItem(VISITS_KEY, String(visits));
    session.setItem(COUNTED_KEY, '1');
  }
  return visits >= 2 && local.getItem(SHOWN_KEY) !== 'answered';
}

/** The prompt was answered (installed, or dismissed): it never comes back. */
export function markPromptAnswered(local: Storage): void {
  local.setItem(SHOWN_KEY, 'answered');
}

/** The browser's offer to install (Chromium's `beforeinstallprompt`), not in TypeScript's DOM types. */
export type InstallOffer = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

export const INSTALL_OFFER_EVENT = 'nh:install-offer';

/**
 * Inline in <head>: the browser may offer installing before React hydrates, so the offer is kept on
 * `window` (and announced) for the prompt to find. Its default mini-bar is held back for our prompt.
 */
export const INSTALL_OFFER_SCRIPT = `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__nhInstallOffer=e;dispatchEvent(new Event('${INSTALL_OFFER_EVENT}'))})`;
