import { formatNaira } from '@/lib/format/naira';
import { moveInText as text } from '@/lib/messages/listing-terms';
import { moveInCost } from '@/lib/move-in/costs';
import type { PropertyDetail } from '@/lib/vst/property';
import styles from './PropertyPage.module.css';

const percent = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

/**
 * A rent's cost on moving in: the first year's rent, each fee the listing names and the total, with a
 * notice on a Lagos agency or legal fee above the Tenancy Law's limit, and the fees it does not state.
 * Left out when the provider has no fees.
 */
export function MoveInCostSection({ property }: { property: Pick<PropertyDetail, 'transaction_type' | 'price' | 'move_in_fees' | 'state'> }) {
  if (property.transaction_type !== 'RENT') return null;
  const cost = moveInCost(Number(property.price), property.move_in_fees, property.state.id);
  if (!cost) return null;
  return (
    <section className={styles.section} aria-labelledby="move-in-cost" data-testid="move-in-cost">
      <h2 id="move-in-cost">{text.heading}</h2>
      <dl className={styles.moveIn}>
        <div className={styles.moveInLine}>
          <dt>{text.firstYearRent}</dt>
          <dd>{formatNaira(cost.rent)}</dd>
        </div>
        {cost.lines.map((line) => (
          <div key={line.kind} className={styles.moveInLine}>
            <dt>
              {text.feeLabels[line.kind]}
              {line.fee.unit === 'percent' ? <span className={styles.moveInNote}>{text.percentOfRent(percent.format(line.fee.value))}</span> : null}
              {line.kind === 'caution_deposit' ? <span className={styles.moveInNote}>{text.refundable}</span> : null}
            </dt>
            <dd>
              {line.amount === 0 ? text.noFee : formatNaira(line.amount)}
              {line.overLimit ? <p className={styles.moveInNotice} role="note">{text.overLagosLimit(text.feeLabels[line.kind])}</p> : null}
            </dd>
          </div>
        ))}
        {cost.notStated.map((kind) => (
          <div key={kind} className={styles.moveInLine}>
            <dt>{text.feeLabels[kind]}</dt>
            <dd>{text.notStated}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.moveInTotal}>
        {text.total(formatNaira(cost.total))}
        {cost.notStated.length > 0 ? `, ${text.plusNotStated}` : null}
      </p>
    </section>
  );
}
