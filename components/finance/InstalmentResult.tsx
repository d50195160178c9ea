import { formatNaira } from '@/lib/format/naira';
import { instalmentPlan } from '@/lib/finance/instalment';
import type { InstalmentCalculatorValues } from '@/lib/forms/finance';
import { financeText } from '@/lib/messages/finance';
import styles from './Finance.module.css';

/** The instalment plan: the monthly payment, the mark-up, the total cost and each month's payment. */
export function InstalmentResult({ values }: { values: InstalmentCalculatorValues }) {
  const plan = instalmentPlan({ price: values.price, deposit: values.deposit, months: values.months, markupPercent: values.markup });
  return (
    <section aria-labelledby="instalment-result" className={styles.result} data-testid="instalment-result">
      <h2 id="instalment-result">{financeText.resultTitle}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{financeText.instalmentMonthly}</dt>
          <dd data-testid="monthly-instalment">{formatNaira(plan.monthly)}</dd>
        </div>
        <div>
          <dt>{financeText.instalmentBalance}</dt>
          <dd>{formatNaira(plan.balance)}</dd>
        </div>
        <div>
          <dt>{financeText.instalmentMarkup}</dt>
          <dd>{formatNaira(plan.markup)}</dd>
        </div>
        <div>
          <dt>{financeText.instalmentTotal}</dt>
          <dd data-testid="instalment-total">{formatNaira(plan.totalCost)}</dd>
        </div>
      </dl>
      {plan.lastPayment !== plan.monthly ? <p className={styles.muted}>{financeText.instalmentLast(formatNaira(plan.lastPayment))}</p> : null}
      <h3>{financeText.instalmentSchedule}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{financeText.instalmentScheduleCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{financeText.month}</th>
              <th scope="col" className={styles.number}>{financeText.payment}</th>
              <th scope="col" className={styles.number}>{financeText.remaining}</th>
            </tr>
          </thead>
          <tbody>
            {plan.schedule.map((row) => (
              <tr key={row.month}>
                <th scope="row">{row.month}</th>
                <td className={styles.number}>{formatNaira(row.payment)}</td>
                <td className={styles.number}>{formatNaira(row.remaining)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
