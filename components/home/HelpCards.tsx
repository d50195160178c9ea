import Link from 'next/link';
import { homeText } from '@/lib/messages/home';
import styles from './Home.module.css';

const cards = [
  { key: 'downPayment', href: '/finance/affordability' },
  { key: 'agent', href: `tel:${homeText.agentPhoneHref}` },
  { key: 'afford', href: '/properties' },
  { key: 'rentToOwn', href: '/properties/rent' },
] as const;

/** 'Discover how we can help': four cards, the agent card with a phone number to call. */
export function HelpCards() {
  return (
    <section className={styles.section} aria-labelledby="help-title">
      <h2 id="help-title" className={styles.sectionTitle}>{homeText.helpTitle}</h2>
      <ul className={styles.helpGrid}>
        {cards.map(({ key, href }) => {
          const card = homeText.helpCards[key];
          const link = key === 'agent' ? `${card.link} ${homeText.agentPhoneDisplay}` : card.link;
          return (
            <li key={key} className={styles.helpCard}>
              <h3>{card.title}</h3>
              <p>{card.body}</p>
              {href.startsWith('tel:') ? <a href={href} className={styles.helpLink}>{link}</a>
                : <Link href={href} className={styles.helpLink}>{link}</Link>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
