import { homeText } from '@/lib/messages/home';
import styles from './Home.module.css';

/** Partner names as styled text: no external logos to fetch. */
export function Partners() {
  return (
    <section className={styles.section} aria-labelledby="partners-title">
      <h2 id="partners-title" className={styles.sectionTitle}>{homeText.partnersTitle}</h2>
      <ul className={styles.partners}>
        {homeText.partners.map((partner) => <li key={partner}>{partner}</li>)}
      </ul>
    </section>
  );
}
