import { formatNaira } from '@/lib/format/naira';
import { mortgageSummary, repaymentSchedule } from '@/lib/finance/mortgage';
import type { MortgageCalculatorValues } from '@/lib/forms/finance';
import { financeText } from '@/lib/messages/finance';
import styles from './Finance.module.css';

/** The mortgage's monthly repayment, what it costs in interest, and the balance year by year. */
export function MortgageResult({ values }: { values: MortgageCalculatorValues }) {
  const terms = { principal: values.price - values.down, annualRatePercent: values.rate, years: values.years };
  const summary = mortgageSummary(terms);
  const schedule = repaymentSchedule(terms);
  return (
    <section aria-labelledby="mortgage-result" className={styles.result} data-testid="mortgage-result">
      <h2 id="mortgage-result">{financeText.resultTitle}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{financeText.monthlyRepayment}</dt>
          <dd data-testid="monthly-repayment">{formatNaira(summary.monthly)}</dd>
        </div>
        <div>
          <dt>{financeText.loanAmount}</dt>
          <dd>{formatNaira(terms.principal)}</dd>
        </div>
        <div>
          <dt>{financeText.totalInterest}</dt>
          <dd data-testid="total-interest">{formatNaira(summary.totalInterest)}</dd>
        </div>
        <div>
          <dt>{financeText.totalRepaid}</dt>
          <dd>{formatNaira(summary.totalRepaid)}</dd>
        </div>
      </dl>
      <h3>{financeText.scheduleTitle}</h3>
      {/* The chart repeats the table's last column for sighted users; the table is what assistive technology reads. */}
      <figure className={styles.section} aria-hidden="true">
        <ol className={styles.chart} title={financeText.balanceChart}>
          {schedule.map((year) => (
            <li
              key={year.year}
              style={{ height: `${terms.principal > 0 ? Math.max((year.balance / terms.principal) * 100, 0.5) : 0}%` }}
              title={financeText.balanceBar(year.year, formatNaira(year.balance))}
            />
          ))}
        </ol>
        <figcaption className={styles.muted}>{financeText.balanceChart}</figcaption>
      </figure>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{financeText.scheduleCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{financeText.year}</th>
              <th scope="col" className={styles.number}>{financeText.principalPaid}</th>
              <th scope="col" className={styles.number}>{financeText.interestPaid}</th>
              <th scope="col" className={styles.number}>{financeText.balance}</th>
            </tr>
          </thead>
          <tbody>
            {schedule.map((year) => (
              <tr key={year.year}>
                <th scope="row">{year.year}</th>
                <td className={styles.number}>{formatNaira(year.principal)}</td>
                <td className={styles.number}>{formatNaira(year.interest)}</td>
                <td className={styles.number}>{formatNaira(year.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
