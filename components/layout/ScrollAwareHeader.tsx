'use client';

import type { ReactNode } from 'react';
import { useScrolledPast } from './useScrolledPast';

/** The header takes its scrolled look once the page is scrolled more than 50 px. */
const SCROLLED_OFFSET = 50;

/** The page header; its server-rendered content passes through, only the scrolled flag is client state. */
export function ScrollAwareHeader({ className, children }: { className: string; children: ReactNode }) {
  const scrolled = useScrolledPast(SCROLLED_OFFSET);
  return (
    <header className={className} data-scrolled={scrolled || undefined}>
      {children}
    </header>
  );
}
