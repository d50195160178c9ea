import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// Sign-in pages carry nothing worth indexing, and their links may hold one-time tokens.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AuthLayout({ children }: { children: ReactNode }) {
  return children;
}
