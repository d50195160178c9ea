'use client';

import { useEffect } from 'react';
import { RECENTLY_VIEWED_MAX, recentlyViewed, withFirst, type RememberedProperty } from '@/lib/browser-list';

/** On a property page: puts the property first in this browser's recently viewed list. Renders nothing. */
export function RecordView({ property }: { property: RememberedProperty }) {
  const { id, name, price, image } = property;
  useEffect(() => {
    recentlyViewed.write(withFirst(recentlyViewed.read(), { id, name, price, image }, RECENTLY_VIEWED_MAX));
  }, [id, name, price, image]);
  return null;
}
