import Link from 'next/link';
import { financeText } from '@/lib/messages/finance';
import styles from './Finance.module.css';

export type ToolCard = { href: string; title: string; body: string };

/** The finance tools, as /finance and the dashboard's Manage Finance tab both offer them. */
export const financeTools: readonly ToolCard[] = [
  { href: '/finance/affordability', ...financeText.tools.affordability },
  { href: '/finance/paymentoptions', ...financeText.tools.paymentOptions },
  { href: '/finance/paymentprofile', ...financeText.tools.paymentProfile },
  { href: '/get-approval', ...financeText.tools.approval },
];

/** Links as cards, a title and a line each: the finance tools, and the mortgage guide's next steps. */
export function ToolCards({ cards }: { cards: readonly ToolCard[] }) {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.href}>
          <Link href={card.href} className={styles.card}>
            <strong>{card.title}</strong>
            <p>{card.body}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
