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
 * it at once.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let cancelled = false;
    const flash = takeFlashToast();
    async function load() {
      const sonner = await import('sonner');
      if (cancelled) return;
      setToaster(() => sonner.Toaster);
      if (flash) sonner.toast.success(flash);
    }
    if (flash) {
      void load();
      return () => {
        cancelled = true;
      };
    }
    const cancelIdle = whenIdle(() => void load());
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);

  return Toaster ? <Toaster position="top-right" duration={5000} richColors closeButton /> : null;
}
