'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { reloadTo } from '@/components/layout/reloadTo';
import { isListingPage, isPropertyPage } from '@/lib/pwa/offline-rules';
import { SERVICE_WORKER_URL, tellWorker } from '@/lib/pwa/worker-messages';

/**
 * Registers the service worker (service-worker/sw.ts) and keeps it told what it cannot see:
 * pages reached by a client-side navigation (no request of their own for it to keep), and that
 * the connection is back (writes kept offline are sent: Background Sync may never fire). A new
 * deployment's worker waits until the next navigation, then takes over with a full load of the new
 * page, so no page ever runs one deployment's code with the other's.
 */
export function ServiceWorker() {
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/', type: 'module' })
      // A full load is a navigation too: a worker waiting since the last page takes over now.
      .then((registration) => registration.waiting?.postMessage({ type: 'SKIP_WAITING' }))
      .catch(() => undefined);
    const sendWaitingWrites = () => void tellWorker({ type: 'SEND_WAITING_WRITES' });
    sendWaitingWrites();
    window.addEventListener('online', sendWaitingWrites);
    return () => window.removeEventListener('online', sendWaitingWrites);
  }, []);

  useEffect(() => {
    if (pathname === firstPath.current || !('serviceWorker' in navigator)) return;
    firstPath.current = pathname;
    void navigator.serviceWorker.getRegistration('/').then((registration) => {
      const waiting = registration?.waiting;
      if (waiting) {
        navigator.serviceWorker.addEventListener('controllerchange', () => reloadTo(window.location.href, { replace: true }), { once: true });
        waiting.postMessage({ type: 'SKIP_WAITING' });
        return;
      }
      if (isPropertyPage(pathname) || isListingPage(pathname)) void tellWorker({ type: 'KEEP_PAGE', url: window.location.href });
    });
  }, [pathname]);

  return null;
}
