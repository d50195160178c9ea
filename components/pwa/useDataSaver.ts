'use client';

import { useSyncExternalStore } from 'react';
import { DATA_SAVER_EVENT, readDataSaver } from '@/lib/pwa/data-saver';

function subscribe(onChange: () => void) {
  window.addEventListener(DATA_SAVER_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(DATA_SAVER_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Whether the data saver is on (lib/pwa/data-saver.ts); off while rendering on the server. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, readDataSaver, () => false);
}
