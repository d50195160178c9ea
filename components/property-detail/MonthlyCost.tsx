import Link from 'next/link';
import { monthlyMortgage, mortgageCalculatorHref, rentPerMonth } from '@/lib/finance/monthly-cost';
import { formatNaira } from '@/lib/format/naira';
import { monthlyCostText as text } from '@/lib/messages/property';
import type { PropertyDetail } from '@/lib/vst/property';
import { getMortgageCompanies } from '@/server/vst/finance';
import styles from './PropertyPage.module.css';

const percent = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

/**
 * What the home costs each month, under its price: for a home on sale, the cheapest mortgage among
 * the lenders the provider lists (left out when it lists none or cannot be reached: the price above
 * still stands); for a rent, the yearly rent the provider quotes and what it comes to a month.
 */
export async function MonthlyCost({ property }: { property: Pick<PropertyDetail, 'price' | 'transaction_type' | 'availability_status'> }) {
  const price = Number(property.price);
  if (!(price > 0) || property.availability_status === 'Sold' || property.availability_status === 'Let') return null;

  if (property.transaction_type === 'RENT') {
    return (
      <p className={styles.monthlyCost} data-testid="monthly-cost">
        {text.rentPerYear(formatNaira(price))}, {text.rentPerMonth(formatNaira(rentPerMonth(price)))}
      </p>
    );
  }

  const companies = await getMortgageCompanies();
  const mortgage = companies.ok ? monthlyMortgage(price, companies.data) : null;
  if (mortgage === null) return null;
  return (
    <div className={styles.monthlyCost} data-testid="monthly-cost">
      <p className={styles.monthlyFigure}>{text.fromPerMonth(formatNaira(mortgage.monthly))}</p>
      <p>
        {text.mortgageTerms(mortgage.lender, percent.format(mortgage.ratePercent), formatNaira(mortgage.down), percent.format(mortgage.downPercent), mortgage.years)}{' '}
        <Link href={mortgageCalculatorHref(price, mortgage)} prefetch={false}>{text.openCalculator}</Link>
      </p>
    </div>
  );
}
