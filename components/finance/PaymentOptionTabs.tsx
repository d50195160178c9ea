import Link from 'next/link';
import { financeText } from '@/lib/messages/finance';
import styles from './Finance.module.css';

export type PaymentOptionTab = 'mortgage' | 'instalment';

/** Mortgage Option and Instalment Option as links: the tab lives in the URL, so reload and back keep it. */
export function PaymentOptionTabs({ current }: { current: PaymentOptionTab }) {
  const tabs: PaymentOptionTab[] = ['mortgage', 'instalment'];
  return (
    <nav aria-label={financeText.paymentTabsLabel}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link href={`/finance/paymentoptions?tab=${tab}`} className={styles.tab} aria-current={tab === current ? 'page' : undefined}>
              {financeText.tabs[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
