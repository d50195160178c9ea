'use client';

import { useSyncExternalStore } from 'react';
import type { BrowserList, RememberedProperty } from '@/lib/browser-list';

/** A browser-kept list as React state: empty on the server and until hydration, so cached HTML holds none of it. */
export function useBrowserList(list: BrowserList): RememberedProperty[] {
  return useSyncExternalStore(list.subscribe, list.read, list.serverSnapshot);
}
