import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/Footer';
import { LazyToaster } from '@/components/layout/LazyToaster';
import { LiveChat } from '@/components/layout/LiveChat';
import { NavBar } from '@/components/layout/NavBar';
import { SESSION_HINT_SCRIPT } from '@/lib/session-hint';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(process.env.APP_URL || 'http://localhost:3000'),
  title: { default: 'NaijaHomes — homes to buy and rent in Nigeria', template: '%s | NaijaHomes' },
  description: 'Find houses, flats and land to buy or rent across Nigeria, priced in naira.',
  applicationName: 'NaijaHomes',
  openGraph: { siteName: 'NaijaHomes', locale: 'en_NG', type: 'website' },
};

export const viewport: Viewport = { themeColor: '#0b6e4f' };

/**
 * Every page sits in one <main id="main"> here, so pages (and loading, error and not-found states)
 * must not render their own <main>. The toaster loads once the page is idle (LazyToaster).
 * The head's one inline script marks <html> from the signed-in hint before the first paint
 * (lib/session-hint.ts); hence suppressHydrationWarning on <html>, whose attribute it adds.
 * (The CSP's 'unsafe-inline' lets it run: a hash would turn that off for Next's own inline scripts.)
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-NG" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />
      </head>
      <body>
        <a href="#main" className="skip-link">Skip to main content</a>
        <NavBar />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <LazyToaster />
        <LiveChat />
      </body>
    </html>
  );
}
