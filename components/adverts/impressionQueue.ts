import { ADVERT_IMPRESSIONS_PATH, SPONSORED_BATCH_MAX } from '@/lib/adverts/sponsored';

/**
 * Impressions seen on this page, sent in batches: one beacon a second at most while adverts scroll
 * into view, and whatever is left when the page is hidden or left. `sendBeacon` does not hold up
 * navigation and survives the page closing; its body is plain text (a JSON string), which needs no
 * CORS preflight and which the route reads as JSON.
 */
const FLUSH_DELAY_MS = 1000;

const pending = new Set<number>();
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

export function queueImpression(advertId: number): void {
  pending.add(advertId);
  if (!listening) {
    listening = true;
    // `pagehide` and a hidden tab are the last moments a phone browser reliably runs script.
    addEventListener('pagehide', flushImpressions);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushImpressions();
    });
  }
  if (pending.size >= SPONSORED_BATCH_MAX) flushImpressions();
  else timer ??= setTimeout(flushImpressions, FLUSH_DELAY_MS);
}

export function flushImpressions(): void {
  clearTimeout(timer);
  timer = undefined;
  if (pending.size === 0) return;
  const advertIds = [...pending].slice(0, SPONSORED_BATCH_MAX);
  pending.clear();
  const body = JSON.stringify({ advert_ids: advertIds });
  const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ADVERT_IMPRESSIONS_PATH, body);
  // A browser without beacons, or one whose beacon queue is full: an ordinary request that may outlive the page.
  if (!sent) void fetch(ADVERT_IMPRESSIONS_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}
