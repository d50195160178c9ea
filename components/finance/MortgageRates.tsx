import Link from 'next/link';
import { financeText } from '@/lib/messages/finance';
import { fixedYearsOf, type MortgageCompany } from '@/lib/vst/finance';
import styles from './Finance.module.css';

const percent = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

/** One card per lender: the yearly rate, how long it is fixed, and a link that puts it in the calculator. */
export function MortgageRates({ companies, intro }: { companies: MortgageCompany[] | null; intro?: string }) {
  return (
    <section aria-labelledby="rates-title">
      <h2 id="rates-title">{financeText.ratesTitle}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {companies === null ? <p className={styles.empty}>{financeText.ratesUnavailable}</p> : null}
      {companies?.length === 0 ? <p className={styles.empty}>{financeText.noRates}</p> : null}
      {companies && companies.length > 0 ? (
        <ul className={styles.rates}>
          {companies.map((company) => {
            const fixedYears = fixedYearsOf(company.tenure);
            const years = company.max_tenure_years ?? fixedYears ?? 20;
            return (
              <li key={company.id} className={styles.rate} data-testid="mortgage-rate">
                <h3>{company.name}</h3>
                <p className={styles.rateValue}>
                  {percent.format(company.rates)}% <small>{financeText.perYear}</small>
                </p>
                {fixedYears !== null ? <p>{financeText.yearsFixed(fixedYears)}</p> : null}
                {company.max_tenure_years && company.min_equity_percent !== null && company.min_equity_percent !== undefined ? (
                  <p className={styles.muted}>{financeText.rateCardDetails(company.max_tenure_years, company.min_equity_percent)}</p>
                ) : null}
                <Link
                  href={`/finance/paymentoptions?${new URLSearchParams({ tab: 'mortgage', rate: String(company.rates), years: String(years) })}#mortgage-calculator`}
                  aria-label={financeText.useRateLabel(company.name)}
                >
                  {financeText.useRate}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
