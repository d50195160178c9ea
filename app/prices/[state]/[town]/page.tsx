import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TownPriceChart } from '@/components/town-prices/TownPriceChart';
import { TownFactShares } from '@/components/town-prices/TownFactShares';
import { TownPriceTable } from '@/components/town-prices/TownPriceTable';
import { hasFigures, priceSections, townPricesPath } from '@/lib/fair-price/town-prices';
import { townPricesText } from '@/lib/messages/town-prices';
import { bannerSharePreview } from '@/lib/share';
import { PLACE_SLUG_PATTERN } from '@/lib/vst/town-prices';
import { isExtensionMissing } from '@/server/vst/client';
import { getTownPrices } from '@/server/vst/town-prices';
import styles from '@/components/town-prices/TownPrices.module.css';

/** Incremental static regeneration, as the property pages: nothing user-specific (revalidateSeconds.prices). */
export const revalidate = 300;

/** Rendered on first request, then cached: which towns have listings is the provider's to say. */
export function generateStaticParams(): { state: string; town: string }[] {
  return [];
}

type TownPricesPageProps = { params: Promise<{ state: string; town: string }> };

/**
 * The town's prices, or the not-found page for a malformed or unknown place and for a provider without
 * the extension (it answers 404 or 501); any other failure goes to the error page, never into the cache.
 */
async function loadTownPrices(params: TownPricesPageProps['params']) {
  const { state, town } = await params;
  // Anything but a slug names no town: answered without asking the provider.
  if (!PLACE_SLUG_PATTERN.test(state) || !PLACE_SLUG_PATTERN.test(town) || state.length > 100 || town.length > 100) notFound();
  const result = await getTownPrices(state, town);
  if (result.ok) return result.data;
  if (result.status === 422 || isExtensionMissing(result.status)) notFound();
  throw new Error(`Prices of ${state}/${town} could not be loaded: ${result.status} ${result.detail}`);
}

export async function generateMetadata({ params }: TownPricesPageProps): Promise<Metadata> {
  const { town, listings, groups } = await loadTownPrices(params);
  const title = townPricesText.title(town.name, town.state.name);
  const description = townPricesText.description(town.name, town.state.name, listings);
  const url = townPricesPath(town);
  const preview = bannerSharePreview('properties', title);
  return {
    title,
    description,
    alternates: { canonical: url },
    // A page that can only say "too few listings" is left out of search engines (and the sitemap).
    ...(hasFigures(groups) ? {} : { robots: { index: false, follow: true } }),
    openGraph: { type: 'website', title, description, url, images: preview.images },
    twitter: { ...preview.twitter, title, description },
  };
}

export default async function TownPricesPage({ params }: TownPricesPageProps) {
  const { town, listings, groups, living_facts: facts } = await loadTownPrices(params);
  const sections = priceSections(groups);
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.place}>{`${town.city.name}, ${town.state.name}`}</p>
      <h1 className={styles.title}>{townPricesText.title(town.name, town.state.name)}</h1>
      {hasFigures(groups) ? (
        <p className={styles.intro}>{townPricesText.intro(town.name, `${town.city.name}, ${town.state.name}`, listings)}</p>
      ) : (
        <p className={styles.tooFew} data-testid="too-few">{townPricesText.tooFewTown(town.name, listings)}</p>
      )}
      {sections.map(({ transaction, tables }) => (
        <section key={transaction} className={styles.section} aria-labelledby={`prices-${transaction}`}>
          <h2 id={`prices-${transaction}`}>{townPricesText.section[transaction]}</h2>
          {tables.map((table) => (
            <div key={table.propertyType.id} className={styles.type}>
              <h3>{table.propertyType.name}</h3>
              <TownPriceChart bars={table.bars} propertyType={table.propertyType.name} transaction={transaction} town={town.name} />
              <TownPriceTable table={table} transaction={transaction} />
            </div>
          ))}
        </section>
      ))}
      {facts ? (
        <div className={styles.section}>
          <TownFactShares facts={facts} town={town.name} level={2} />
        </div>
      ) : null}
      <section className={styles.how} aria-labelledby="how-figures">
        <h2 id="how-figures">{townPricesText.howHeading}</h2>
        {townPricesText.how.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </div>
  );
}
