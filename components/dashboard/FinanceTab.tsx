import { financeTools, ToolCards } from '@/components/finance/ToolCards';
import { dashboardText } from '@/lib/messages/dashboard';
import styles from './Dashboard.module.css';

/** Manage Finance: the finance tools, the same cards as /finance. */
export function FinanceTab() {
  return (
    <section aria-labelledby="finance-heading">
      <div className={styles.toolbar}>
        <h2 id="finance-heading">{dashboardText.tabs.finance}</h2>
      </div>
      <p>{dashboardText.financeIntro}</p>
      <ToolCards cards={financeTools} />
    </section>
  );
}
