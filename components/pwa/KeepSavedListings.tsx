'use client';

import { useEffect } from 'react';
import { tellWorker } from '@/lib/pwa/worker-messages';

/** On the saved listings (the wishlist): has the service worker keep their pages for reading offline. Renders nothing. */
export function KeepSavedListings({ propertyIds }: { propertyIds: number[] }) {
  const ids = propertyIds.join(',');
  useEffect(() => {
    if (ids) void tellWorker({ type: 'KEEP_SAVED_LISTINGS', urls: ids.split(',').map((id) => `/property/${id}`) }, 30_000);
  }, [ids]);
  return null;
}
