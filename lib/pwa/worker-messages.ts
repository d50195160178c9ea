import { BROWSING_CACHES, type WorkerRequest } from '@/lib/pwa/offline-rules';

/** The service worker's script: built by app/serwist/[path]/route.ts. */
export const SERVICE_WORKER_URL = '/serwist/sw.js';

/**
 * Sends the active service worker a message (lib/pwa/offline-rules.ts) and waits until it is done,
 * or `timeoutMs` passes; resolves at once when no worker controls the page.
 */
export function tellWorker(message: WorkerRequest, timeoutMs = 3000): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, timeoutMs);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Signing out (or a session found ended): the pages and photos this visitor looked at leave the
 * caches, and writes still waiting to be sent are dropped, so the next person on this device finds
 * none of it. The shell and the code stay: they hold nothing of anyone's.
 */
export async function forgetBrowsing(): Promise<void> {
  await tellWorker({ type: 'DROP_WAITING_WRITES' });
  if (typeof caches !== 'undefined') await Promise.all(BROWSING_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
