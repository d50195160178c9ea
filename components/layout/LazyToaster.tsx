'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { takeFlashToast } from './flashToast';

/** How long an idle browser may wait before loading the toaster anyway. */
const IDLE_TIMEOUT_MS = 2_000;

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}

/**
 * sonner's toaster (top right, 5000 ms, as the spec says), loaded once the page is idle instead of
 * with every page's first load: no toast can be wanted before the visitor has done something. A
 * toast raised before it arrives is not lost, sonner replays active toasts to a toaster that
 * subscribes late. A toast queued by the previous page before it reloaded (flashToast.ts) loads
 * it at once (and is shown once it arrives, after a retry too).
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let cancelled = false;
    let stopWaiting = () => {};
    const flash = takeFlashToast();
    // On flaky mobile data sonner may fail to arrive: without a retry the visit would show no toast
    // at all. The next thing the visitor does (what a toast answers) tries again.
    function retryOnNextAction() {
      const retry = () => {
        stopWaiting();
        void load();
      };
      window.addEventListener('pointerdown', retry);
      window.addEventListener('keydown', retry);
      stopWaiting = () => {
        window.removeEventListener('pointerdown', retry);
        window.removeEventListener('keydown', retry);
      };
    }
    async function load() {
      const sonner = await import('sonner').catch(() => null);
      if (cancelled) return;
      if (!sonner) return retryOnNextAction();
      setToaster(() => sonner.Toaster);
      if (flash) sonner.toast.success(flash);
    }
    const cancelIdle = flash ? () => {} : whenIdle(() => void load());
    if (flash) void load();
    return () => {
      cancelled = true;
      cancelIdle();
      stopWaiting();
    };
  }, []);

  return Toaster ? <Toaster position="top-right" duration={5000} richColors closeButton /> : null;
}
