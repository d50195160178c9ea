import Link from 'next/link';
import { COUNTER_MAX, counterNames, listingDefaults, listingHref, type ListingFilters } from '@/lib/listing/filters';
import { advertiserText } from '@/lib/messages/advertisers';
import { listingText } from '@/lib/messages/listing';
import { livingFactsText } from '@/lib/messages/living-facts';
import { verificationText } from '@/lib/messages/verification';
import type { Named } from '@/lib/vst/common';
import { livingFilters } from '@/lib/vst/living-facts';
import { buttonClassName } from '@/components/ui/Button';
import { CounterField } from './CounterField';
import styles from './FiltersSidebar.module.css';

type FiltersSidebarProps = {
  base: string;
  filters: ListingFilters;
  categories: (Named & { total: number })[];
  states: Named[];
  /** The provider verifies advertisers (a contract extension): the filter is offered. */
  verificationOffered: boolean;
  /** The provider measures advertisers' answers (contract extension "Advertiser profiles"): the filter is offered. */
  responsivenessOffered: boolean;
  /** The provider describes how homes are to live in (contract extension "Living here"): its filters are offered. */
  livingOffered: boolean;
};

const count = new Intl.NumberFormat('en-NG');

/** The sidebar filters: one GET form, so the result is a URL (shareable, reloadable, crawlable). */
export function FiltersSidebar({ base, filters, categories, states, verificationOffered, responsivenessOffered, livingOffered }: FiltersSidebarProps) {
  const allTotal = categories.reduce((sum, category) => sum + category.total, 0);
  return (
    <form action={base} method="get" className={styles.sidebar} aria-labelledby="filters-title">
      <h2 id="filters-title" className={styles.title}>{listingText.filtersTitle}</h2>
      {filters.propertyTypeId ? <input type="hidden" name="property_type_id" value={filters.propertyTypeId} /> : null}
      {filters.pageType !== listingDefaults.pageType ? <input type="hidden" name="page_type" value={filters.pageType} /> : null}

      <fieldset className={styles.group}>
        <legend>{listingText.category}</legend>
        <label className={styles.radio}>
          <input type="radio" name="property_category_id" value="" defaultChecked={!filters.propertyCategoryId} />
          <span>{listingText.allProperties}</span>
          <span className={styles.total}>{count.format(allTotal)}</span>
        </label>
        {categories.map((category) => (
          <label key={category.id} className={styles.radio}>
            <input type="radio" name="property_category_id" value={category.id} defaultChecked={filters.propertyCategoryId === category.id} />
            <span>{category.name}</span>
            <span className={styles.total}>{count.format(category.total)}</span>
          </label>
        ))}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor="filter-state">{listingText.state}</label>
        <select id="filter-state" name="state_id" defaultValue={filters.stateId ?? ''}>
          <option value="">{listingText.anyState}</option>
          {states.map((state) => <option key={state.id} value={state.id}>{state.name}</option>)}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="filter-min-price">{listingText.minPrice}</label>
        <input id="filter-min-price" name="min_price" type="number" inputMode="numeric" min={0} step={1} defaultValue={filters.minPrice} />
      </div>
      <div className={styles.field}>
        <label htmlFor="filter-max-price">{listingText.maxPrice}</label>
        <input id="filter-max-price" name="max_price" type="number" inputMode="numeric" min={0} step={1} defaultValue={filters.maxPrice} />
      </div>

      <fieldset className={styles.group}>
        <legend>{listingText.counterHint}</legend>
        {counterNames.map((name) => (
          <CounterField key={name} name={name} label={listingText.counters[name]} initial={filters.counters[name]} max={COUNTER_MAX} />
        ))}
      </fieldset>

      {verificationOffered ? (
        <label className={styles.radio}>
          <input type="checkbox" name="verified_only" value="1" defaultChecked={filters.verifiedOnly} />
          <span>{verificationText.filterLabel}</span>
        </label>
      ) : null}
      {responsivenessOffered ? (
        <label className={styles.radio} title={advertiserText.filterHint}>
          <input type="checkbox" name="responsive_only" value="1" defaultChecked={filters.responsiveOnly} />
          <span>{advertiserText.filterLabel}</span>
        </label>
      ) : null}

      {livingOffered ? (
        <fieldset className={styles.group}>
          <legend>{livingFactsText.filtersLegend}</legend>
          {livingFilters.map((name) => (
            <label key={name} className={styles.radio}>
              <input type="checkbox" name={name} value="1" defaultChecked={filters.living.includes(name)} />
              <span>{livingFactsText.filters[name]}</span>
            </label>
          ))}
        </fieldset>
      ) : null}

      <button type="submit" className={buttonClassName('primary', true)}>{listingText.apply}</button>
      <Link href={listingHref(base, { ...filters, propertyCategoryId: undefined, stateId: undefined, propertyTypeId: undefined,
        minPrice: listingDefaults.minPrice, maxPrice: listingDefaults.maxPrice, counters: {}, verifiedOnly: false, responsiveOnly: false, living: [] })} className={styles.clear}>
        {listingText.clearFilters}
      </Link>
    </form>
  );
}
