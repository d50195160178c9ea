import type { Metadata } from 'next';
import { bannerSharePreview } from '@/lib/share';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Pagination } from '@/components/listing/Pagination';
import { PropertyGrid } from '@/components/property/PropertyGrid';
import { allPropertiesHref, allPropertyTypes, parseAllPropertiesFilters, type AllPropertiesFilters } from '@/lib/listing/all-properties';
import { listingText } from '@/lib/messages/listing';
import { isPastLastPage, resultRange } from '@/lib/pagination';
import { getAllProperties } from '@/server/vst/properties';
import styles from './page.module.css';
import { viewSearchParams, type ViewParams } from '@/lib/cached-views';

// Rendered on demand per view and cached for 60 s (see lib/cached-views.ts); nothing is prerendered at build.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Props = { params: ViewParams };

function titleOf({ type, page }: AllPropertiesFilters): string {
  const title = type ? `${type} properties in Nigeria` : 'All properties in Nigeria';
  return page > 1 ? `${title}, page ${page}` : title;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const filters = parseAllPropertiesFilters(await viewSearchParams(params));
  const title = titleOf(filters);
  const canonical = allPropertiesHref(filters);
  const preview = bannerSharePreview('properties', title);
  return {
    title,
    description: listingText.allPropertiesIntro,
    alternates: { canonical },
    openGraph: { title, description: listingText.allPropertiesIntro, url: canonical, images: preview.images },
    twitter: { ...preview.twitter, title, description: listingText.allPropertiesIntro },
  };
}

const typeOptions = [undefined, ...allPropertyTypes];

/** Every property, filtered by type on the server (links with ?type=), newest first. */
export default async function AllPropertiesPage({ params }: Props) {
  const filters = parseAllPropertiesFilters(await viewSearchParams(params));
  // A page past the last is a 404, which the page cache does not keep (server/page-cache-handler.mjs); found
  // from the first page's count, so that it asks the provider nothing of its own either.
  if (filters.page > 1) {
    const first = await getAllProperties(1, filters.type);
    if (first.ok && isPastLastPage(filters.page, first.data.properties?.meta)) notFound();
  }
  const result = await getAllProperties(filters.page, filters.type);
  // Thrown rather than rendered, so the cache keeps the last good page (or the error page offers a retry).
  if (!result.ok) throw new Error(result.detail);
  const page = result.data.properties;

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{titleOf({ ...filters, page: 1 })}</h1>
      <p className={styles.intro}>{listingText.allPropertiesIntro}</p>
      <nav aria-label={listingText.allPropertiesFilter}>
        <ul className={styles.filters}>
          {typeOptions.map((type) => {
            const current = type === filters.type;
            return (
              <li key={type ?? 'all'}>
                <Link href={allPropertiesHref({ type, page: 1 })} aria-current={current ? 'page' : undefined}
                  className={`${styles.filter} ${current ? styles.current : ''}`}>
                  {type ?? listingText.allTypes}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* The cards' names are h3s: this heading keeps the outline from skipping a level after the h1. */}
      <h2 className="visually-hidden">{listingText.resultsHeading}</h2>
      {page && page.data.length > 0 ? (
        <>
          <p className={styles.count}>{resultRange(page.meta)}</p>
          <PropertyGrid properties={page.data} priorityCount={1} />
          <Pagination current={filters.page} total={page.meta.total} perPage={page.meta.per_page}
            hrefFor={(target) => allPropertiesHref({ ...filters, page: target })} />
        </>
      ) : null}
      {page && page.data.length === 0 ? <p className={styles.empty}>{listingText.noProperties}</p> : null}
    </div>
  );
}
