import type { Metadata } from 'next';
import { bannerSharePreview } from '@/lib/share';
import { notFound, redirect } from 'next/navigation';
import { canonicalHref, cleanListingHref, listingDefaults, listingHref, type SearchParamsRecord } from '@/lib/listing/filters';
import { listingBase } from '@/lib/listing/routes';
import { savedSearchName, savedSearchQuery } from '@/lib/listing/saved-search';
import { listingDescription, listingTitle } from '@/lib/listing/title';
import { mapPlaces } from '@/lib/map/places';
import { listingText } from '@/lib/messages/listing';
import { mapText } from '@/lib/messages/map';
import { pagesBeyondLast, resultRange } from '@/lib/pagination';
import type { TransactionType } from '@/lib/vst/property';
import { SponsoredSlot } from '@/components/adverts/SponsoredSlot';
import { PlacesMap } from '@/components/map/PlacesMap';
import { PropertyGrid } from '@/components/property/PropertyGrid';
import { SaveSearchButton } from '@/components/saved-searches/SaveSearchButton';
import { getBanner } from '@/server/vst/reference';
import { savedSearchesOffered } from '@/server/vst/saved-searches';
import { advertiserProfilesOffered } from '@/server/vst/advertisers';
import { verificationOffered } from '@/server/vst/verification';
import { AffordabilityBanner } from './AffordabilityBanner';
import { FiltersSidebar } from './FiltersSidebar';
import { loadListing } from './listingView';
import { PageBanner } from './PageBanner';
import { Pagination } from './Pagination';
import { SearchForm } from './SearchForm';
import { SortTabs } from './SortTabs';
import styles from './ListingPage.module.css';

type ListingPageProps = {
  transactionType: TransactionType;
  /** The route the visitor is on (`/properties` or `/properties/buy` show the same listing). */
  base: string;
  searchParams: SearchParamsRecord;
};

/** A buy or rent listing: search, tabs, results, pagination, filters and map, all from the URL. */
export async function ListingPage({ transactionType, base, searchParams }: ListingPageProps) {
  const [{ filters, results, categories, states, propertyTypes, view }, banner, searchesOffered, verifiedFilter, responsiveFilter] = await Promise.all([
    loadListing(transactionType, searchParams),
    getBanner(transactionType === 'BUY' ? 'buy' : 'rent'),
    savedSearchesOffered(),
    verificationOffered(),
    advertiserProfilesOffered(),
  ]);
  // A plain GET form sends every field, empty or default ones too: one clean URL per view.
  const clean = cleanListingHref(base, searchParams, filters);
  if (clean) redirect(clean);

  // A page past the last, or an id naming nothing, is a made-up URL: a 404, which the page cache does
  // not keep (server/page-cache-handler.mjs), so a stream of them fills no entries.
  if (!results) notFound();
  // Thrown rather than rendered, so the cache keeps the last good page (or the error page offers a retry).
  if (!results.ok) throw new Error(results.detail);
  const page = results.data.properties;
  // A provider without living facts leaves them off every card (null is land's): no filters to offer.
  const livingOffered = filters.living.length > 0 || (page?.data.some((card) => card.living_facts !== undefined) ?? false);
  return (
    <>
      <PageBanner banner={banner.ok ? banner.data.banner : null} heading={listingTitle(view)}>
        <SearchForm
          action={base}
          idPrefix="listing-search"
          propertyTypes={propertyTypes}
          states={states}
          values={{ propertyTypeId: filters.propertyTypeId, stateId: filters.stateId, maxPrice: filters.maxPrice === listingDefaults.maxPrice ? undefined : filters.maxPrice }}
          hidden={filters.pageType === listingDefaults.pageType ? {} : { page_type: filters.pageType }}
        />
      </PageBanner>
      <div className={`container ${styles.layout}`}>
        <div className={styles.results}>
          <h2 className="visually-hidden">{listingText.resultsHeading}</h2>
          {/* The same for every visitor (the page is cached): who is signed in is learnt when it is pressed. */}
          {searchesOffered ? (
            <div className={styles.saveSearch}>
              <SaveSearchButton query={savedSearchQuery(filters)} name={savedSearchName(filters, view)} />
            </div>
          ) : null}
          <SortTabs base={base} filters={filters} promotedFirst={page?.data.some((property) => property.promoted) ?? false} />
          {page && page.data.length > 0 ? (
            <>
              <p className={styles.count} aria-live="polite">{resultRange(page.meta)}</p>
              <PropertyGrid properties={page.data} priorityCount={1} />
              <Pagination current={filters.page} total={page.meta.total} perPage={page.meta.per_page} lastPage={page.meta.last_page}
                hrefFor={(target) => listingHref(base, filters, { page: target })} />
              {filters.page === page.meta.last_page && pagesBeyondLast(page.meta) ? (
                <p className={styles.count}>{listingText.pageLimit(page.meta.last_page)}</p>
              ) : null}
            </>
          ) : null}
          {page && page.data.length === 0 ? <p className={styles.empty}>{listingText.noProperties}</p> : null}
          <SponsoredSlot placement="listings" />
        </div>
        <div className={styles.aside}>
          <FiltersSidebar base={base} filters={filters} categories={categories} states={states} verificationOffered={verifiedFilter} responsivenessOffered={responsiveFilter} livingOffered={livingOffered} />
          <PlacesMap places={mapPlaces(page?.data ?? [])} title={mapText.resultsTitle} hint={mapText.resultsHint} />
        </div>
      </div>
      <div className={`container ${styles.affordability}`}>
        <AffordabilityBanner />
      </div>
    </>
  );
}

/** Title, description, canonical and sharing cards naming the view. */
export async function listingMetadata(transactionType: TransactionType, searchParams: SearchParamsRecord): Promise<Metadata> {
  const [{ filters, results, view }, banner] = await Promise.all([
    loadListing(transactionType, searchParams),
    getBanner(transactionType === 'BUY' ? 'buy' : 'rent'),
  ]);
  const title = listingTitle(view);
  const description = listingDescription(view, results?.ok ? results.data.properties.meta.total : 0);
  const canonical = canonicalHref(listingBase[transactionType], filters);
  const preview = bannerSharePreview(transactionType === 'BUY' ? 'buy' : 'rent', banner.ok ? banner.data.banner.title : title);
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: { title, description, url: canonical, images: preview.images },
    twitter: { ...preview.twitter, title, description },
  };
}
