'use client';

import { useEffect, useState } from 'react';
import { useLazyComponent } from '@/components/ui/loadOnFirstUse';
import { showToast } from '@/components/ui/showToast';
import { takeFlashToast } from './flashToast';

const loadToaster = () => import('sonner').then((sonner) => sonner.Toaster);

/**
 * sonner's toaster (top right, 5000 ms), loaded once the page is idle instead of with every page's
 * first load: no toast can be wanted before the visitor has done something. A toast raised before it
 * arrives is not lost, sonner replays active toasts to a toaster that subscribes late. A toast queued
 * by the previous page before it reloaded (flashToast.ts) loads it at once, and is shown once it
 * arrives (after a retry too).
 */
export function LazyToaster() {
  const [flash, setFlash] = useState<string | null>(null);
  useEffect(() => {
    // sessionStorage exists only in the browser, after the first render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFlash(takeFlashToast());
  }, []);
  const { Component: Toaster } = useLazyComponent(loadToaster, { preload: flash ? 'now' : 'idle' });
  useEffect(() => {
    if (Toaster && flash) showToast('success', flash);
  }, [Toaster, flash]);

  return Toaster ? <Toaster position="top-right" duration={5000} richColors closeButton /> : null;
}
