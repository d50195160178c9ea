import Link from 'next/link';
import { homeText } from '@/lib/messages/home';
import { buttonClassName } from '@/components/ui/Button';
import styles from './Home.module.css';

export function LoanCallToAction() {
  return (
    <section className={styles.loan} aria-labelledby="loan-title">
      <div>
        <h2 id="loan-title">{homeText.loanTitle}</h2>
        <p>{homeText.loanBody}</p>
      </div>
      <Link href="/get-approval" className={buttonClassName('secondary')}>{homeText.loanLink}</Link>
    </section>
  );
}
