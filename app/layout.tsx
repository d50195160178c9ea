import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { CompareTray } from '@/components/compare/CompareTray';
import { Footer } from '@/components/layout/Footer';
import { LazyToaster } from '@/components/layout/LazyToaster';
import { LiveChat } from '@/components/layout/LiveChat';
import { NavBar } from '@/components/layout/NavBar';
import { InstallPrompt } from '@/components/pwa/InstallPrompt';
import { OfflineCopyNote } from '@/components/pwa/OfflineCopyNote';
import { ServiceWorker } from '@/components/pwa/ServiceWorker';
import { SESSION_HINT_SCRIPT } from '@/lib/session-hint';
import { INSTALL_OFFER_SCRIPT } from '@/lib/pwa/install-prompt';
import { DATA_SAVER_SCRIPT } from '@/lib/pwa/data-saver';
import { shareText } from '@/lib/messages/share';
import { bannerSharePreview } from '@/lib/share';
import './globals.css';

const sitePreview = bannerSharePreview('home', shareText.siteAlt);

export const metadata: Metadata = {
  metadataBase: new URL(process.env.APP_URL || 'http://localhost:3000'),
  title: { default: 'NaijaHomes — homes to buy and rent in Nigeria', template: '%s | NaijaHomes' },
  description: 'Find houses, flats and land to buy or rent across Nigeria, priced in naira.',
  applicationName: 'NaijaHomes',
  // Pages that name no preview of their own share the home page's (a page's own openGraph replaces this one).
  openGraph: { siteName: 'NaijaHomes', locale: 'en_NG', type: 'website', images: sitePreview.images },
  twitter: sitePreview.twitter,
};

export const viewport: Viewport = { themeColor: '#0b6e4f' };

/**
 * Every page sits in one <main id="main"> here, so pages (and loading, error and not-found states)
 * must not render their own <main>. The toaster loads once the page is idle (LazyToaster).
 * The head's one inline script marks <html> from the signed-in hint before the first paint
 * (lib/session-hint.ts), hence suppressHydrationWarning on <html>, whose attribute it adds; and it
 * marks the data saver (lib/pwa/data-saver.ts); and it keeps the browser's offer to install the app
 * for the site's own prompt (lib/pwa/install-prompt.ts).
 * (The CSP's 'unsafe-inline' lets it run: a hash would turn that off for Next's own inline scripts.)
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-NG" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: `${SESSION_HINT_SCRIPT};${DATA_SAVER_SCRIPT};${INSTALL_OFFER_SCRIPT}` }} />
      </head>
      <body>
        <a href="#main" className="skip-link">Skip to main content</a>
        <NavBar />
        <OfflineCopyNote />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <CompareTray />
        <LazyToaster />
        <LiveChat />
        <InstallPrompt />
        <ServiceWorker />
      </body>
    </html>
  );
}
