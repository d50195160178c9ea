import type { Named } from '@/lib/vst/common';
import type { TransactionType } from '@/lib/vst/property';
import { listingText } from '@/lib/messages/listing';
import { buttonClassName } from '@/components/ui/Button';
import styles from './SearchForm.module.css';

type SearchFormProps = {
  /** Where the GET form goes; with `chooseTransaction`, `/properties`, which sends RENT on to its page. */
  action: string;
  /** Distinguishes the ids of two forms on one page. */
  idPrefix: string;
  propertyTypes: Named[];
  states: Named[];
  values?: { transactionType?: TransactionType; propertyTypeId?: number; stateId?: number; maxPrice?: number };
  /** The home page asks BUY or RENT; a listing page already is one. */
  chooseTransaction?: boolean;
  /** Kept across a new search (the tab). */
  hidden?: Record<string, string>;
};

/** The hero search: a plain GET form, so it works before (or without) JavaScript. */
export function SearchForm({ action, idPrefix, propertyTypes, states, values = {}, chooseTransaction = false, hidden = {} }: SearchFormProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form action={action} method="get" className={styles.form} role="search" aria-label={listingText.searchLabel}>
      {chooseTransaction ? (
        <div className={styles.field}>
          <label htmlFor={id('transaction')}>{listingText.lookingFor}</label>
          <select id={id('transaction')} name="transaction_type" defaultValue={values.transactionType ?? 'BUY'}>
            <option value="BUY">{listingText.buy}</option>
            <option value="RENT">{listingText.rent}</option>
          </select>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={id('type')}>{listingText.propertyType}</label>
        <select id={id('type')} name="property_type_id" defaultValue={values.propertyTypeId ?? ''}>
          <option value="">{listingText.anyType}</option>
          {propertyTypes.map((type) => <option key={type.id} value={type.id}>{type.name}</option>)}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={id('state')}>{listingText.location}</label>
        <select id={id('state')} name="state_id" defaultValue={values.stateId ?? ''}>
          <option value="">{listingText.anyState}</option>
          {states.map((state) => <option key={state.id} value={state.id}>{state.name}</option>)}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={id('max')}>{listingText.maxPrice}</label>
        <input id={id('max')} name="max_price" type="number" inputMode="numeric" min={0} step={1}
          placeholder={listingText.anyPrice} defaultValue={values.maxPrice ?? ''} />
      </div>
      {Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <button type="submit" className={`${buttonClassName('primary')} ${styles.submit}`}>{listingText.search}</button>
    </form>
  );
}
