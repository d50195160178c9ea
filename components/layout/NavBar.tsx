import { IntentLink } from '@/components/ui/IntentLink';
import { NavMenu } from './NavMenu';
import { ScrollAwareHeader } from './ScrollAwareHeader';
import styles from './NavBar.module.css';

/** The site header: brand and main navigation. Nothing user-specific is rendered on the server. */
export function NavBar() {
  return (
    <ScrollAwareHeader className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <IntentLink href="/" className={styles.brand}>
          <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <path d="M4 15 16 5l12 10v12a1 1 0 0 1-1 1h-7v-8h-8v8H5a1 1 0 0 1-1-1z" />
          </svg>
          <span>
            Naija<span className={styles.brandAccent}>Homes</span>
          </span>
        </IntentLink>
        <NavMenu />
      </div>
    </ScrollAwareHeader>
  );
}
