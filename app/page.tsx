import Link from 'next/link';
import { buttonClassName } from '@/components/ui/Button';
import styles from './page.module.css';

const highlights = [
  'Houses, flats and land in all 36 states and the FCT',
  'Every price in naira, shown in full',
  'Message owners and agents directly',
];

/** Home page hero; the full home page (search, featured properties, tips) replaces it later. */
export default function HomePage() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Nigeria&apos;s property marketplace</p>
          <h1 id="home-title" className={styles.title}>Find your next home in Nigeria</h1>
          <p className={styles.intro}>
            From a self-contain in Yaba to a duplex in Maitama, browse homes to buy or rent from owners and agents
            across the country.
          </p>
          <div className={styles.actions}>
            <Link href="/properties/buy" className={buttonClassName('primary')}>Homes to buy</Link>
            <Link href="/properties/rent" className={buttonClassName('secondary')}>Homes to rent</Link>
          </div>
          <ul className={styles.highlights}>
            {highlights.map((highlight) => <li key={highlight}>{highlight}</li>)}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** A row of houses drawn inline: no image request, crisp at any size. */
function HeroIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <circle cx="320" cy="70" r="34" fill="#f5c451" />
      <rect x="0" y="250" width="400" height="50" rx="6" fill="#cfe8dd" />
      <path d="M40 250V150l70-55 70 55v100z" fill="#0b6e4f" />
      <rect x="92" y="190" width="36" height="60" rx="3" fill="#f7f9fa" />
      <rect x="58" y="160" width="28" height="26" rx="3" fill="#e6f3ee" />
      <rect x="134" y="160" width="28" height="26" rx="3" fill="#e6f3ee" />
      <path d="M190 250V120h120v130z" fill="#08513a" />
      <path d="M180 124 250 78l70 46z" fill="#b45309" />
      {[140, 180, 220].map((y) =>
        [206, 238, 270].map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="20" height="22" rx="2" fill="#e6f3ee" />),
      )}
      <path d="M320 250v-70l40-32 40 32v70z" fill="#0b6e4f" opacity=".85" />
      <rect x="350" y="205" width="20" height="45" rx="2" fill="#f7f9fa" />
    </svg>
  );
}
