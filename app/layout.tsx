import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'NaijaHomes — homes to buy and rent in Nigeria', template: '%s | NaijaHomes' },
  description: 'Find homes to buy or rent across Nigeria, priced in naira.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-NG">
      <body>{children}</body>
    </html>
  );
}
