import type { Metadata } from 'next';
import { AffordabilityCalculator } from '@/components/finance/AffordabilityCalculator';
import styles from '@/components/finance/Finance.module.css';
import { financeText } from '@/lib/messages/finance';

export const metadata: Metadata = {
  title: financeText.affordabilityTitle,
  description: financeText.affordabilityMeta,
  alternates: { canonical: '/finance/affordability' },
};

/** Static HTML; the calculator asks the provider from the browser. */
export default function AffordabilityPage() {
  return (
    <div className={styles.page}>
      <h1 id="page-heading">{financeText.affordabilityTitle}</h1>
      <p className={styles.intro}>{financeText.affordabilityIntro}</p>
      <AffordabilityCalculator />
    </div>
  );
}
