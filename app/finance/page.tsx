import type { Metadata } from 'next';
import Link from 'next/link';
import { financeTools, ToolCards } from '@/components/finance/ToolCards';
import { PageBanner } from '@/components/listing/PageBanner';
import { buttonClassName } from '@/components/ui/Button';
import styles from '@/components/finance/Finance.module.css';
import { financeText } from '@/lib/messages/finance';
import { getBanner } from '@/server/vst/reference';

export const metadata: Metadata = {
  title: financeText.landingTitle,
  description: financeText.landingMeta,
  alternates: { canonical: '/finance' },
};

// Rendered on request, so a build without a provider does not bake in a page without its banner;
// the banner call itself is cached for an hour (server/vst/reference.ts).
export const dynamic = 'force-dynamic';

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
