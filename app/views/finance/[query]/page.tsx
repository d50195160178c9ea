import type { Metadata } from 'next';
import Link from 'next/link';
import { financeTools, ToolCards } from '@/components/finance/ToolCards';
import { PageBanner } from '@/components/listing/PageBanner';
import { buttonClassName } from '@/components/ui/Button';
import styles from '@/components/finance/Finance.module.css';
import { financeText } from '@/lib/messages/finance';
import { bannerSharePreview } from '@/lib/share';
import { getBanner } from '@/server/vst/reference';

const financePreview = bannerSharePreview('finance', financeText.landingTitle);

export const metadata: Metadata = {
  title: financeText.landingTitle,
  description: financeText.landingMeta,
  alternates: { canonical: '/finance' },
  openGraph: { title: financeText.landingTitle, description: financeText.landingMeta, url: '/finance', images: financePreview.images },
  twitter: { ...financePreview.twitter, title: financeText.landingTitle, description: financeText.landingMeta },
};

// `/finance`, rewritten here (lib/cached-views.ts): rendered on first request and cached like its
// banner (revalidateSeconds.reference; a segment option must be a literal). Nothing is prerendered at
// build, so a build without a provider does not bake in a page without its banner.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** The manage-finance landing page: its banner, a link to the calculator and the finance tools. */
export default async function FinancePage() {
  const banner = await getBanner('finance');
  return (
    <>
      <PageBanner banner={banner.ok ? banner.data.banner : null} heading={financeText.landingTitle}>
        <p>{financeText.landingIntro}</p>
        <p>
          <Link href="/finance/affordability" className={buttonClassName('primary')}>{financeText.calculatorLink}</Link>
        </p>
      </PageBanner>
      <section className={styles.page} aria-label={financeText.toolsLabel}>
        <ToolCards cards={financeTools} />
      </section>
    </>
  );
}
