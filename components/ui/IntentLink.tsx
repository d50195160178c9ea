'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';
import { useDataSaver } from '@/components/pwa/useDataSaver';

/**
 * A link that prefetches its page only once the visitor shows they may follow it (pointer over it,
 * keyboard focus, a finger on it), not as soon as it is on screen. For the links every page carries
 * (navigation, footer): prefetched on sight, they cost each page view a dozen server renders and, on a
 * phone, data the visitor pays for, for pages they mostly never open. Next's own pattern
 * (guides/prefetching, "Hover-triggered prefetch"); `null` restores its default prefetching. With the
 * data saver on (lib/pwa/data-saver.ts) nothing is prefetched at all.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  const savingData = useDataSaver();
  return (
    <Link
      {...props}
      prefetch={intent && !savingData ? null : false}
      onMouseEnter={(event) => { setIntent(true); onMouseEnter?.(event); }}
      onFocus={(event) => { setIntent(true); onFocus?.(event); }}
      onTouchStart={(event) => { setIntent(true); onTouchStart?.(event); }}
    />
  );
}
