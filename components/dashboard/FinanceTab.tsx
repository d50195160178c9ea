import Link from 'next/link';
import { dashboardText } from '@/lib/messages/dashboard';
import styles from './Dashboard.module.css';

const cards = [
  { href: '/finance/affordability', ...dashboardText.financeCards.affordability },
  { href: '/finance/paymentoptions', ...dashboardText.financeCards.paymentOptions },
  { href: '/finance/paymentprofile', ...dashboardText.financeCards.paymentProfile },
  { href: '/get-approval', ...dashboardText.financeCards.approval },
];

/** Manage Finance: the finance tools, one card each. */
export function FinanceTab() {
  return (
    <section aria-labelledby="finance-heading">
      <div className={styles.toolbar}>
        <h2 id="finance-heading">{dashboardText.tabs.finance}</h2>
      </div>
      <p>{dashboardText.financeIntro}</p>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.href}>
            <Link href={card.href} className={styles.card}>
              <strong>{card.title}</strong>
              <span>{card.body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
