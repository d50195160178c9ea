import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { Ratings } from '@/components/advertisers/Ratings';
import { ResponseFigures } from '@/components/advertisers/ResponseFigures';
import { PropertyGrid } from '@/components/property/PropertyGrid';
import { VerifiedBadge } from '@/components/verification/VerifiedBadge';
import { formatDate } from '@/lib/format/date';
import { advertiserText } from '@/lib/messages/advertisers';
import { verificationText } from '@/lib/messages/verification';
import { advertiserIdOf, advertiserPath } from '@/lib/vst/advertiser-ref';
import { getAdvertiserProfile } from '@/server/vst/advertisers';
import styles from '@/components/advertisers/AdvertiserProfile.module.css';

/** Incremental static regeneration, as the property pages: nothing user-specific (revalidateSeconds.property). */
export const revalidate = 300;

/** Rendered on first request, then cached. */
export function generateStaticParams(): { profile: string }[] {
  return [];
}

type AdvertiserPageProps = { params: Promise<{ profile: string }> };

/**
 * The advertiser, or the not-found page for a malformed or unknown id and for a provider without
 * profiles; a wrong or missing slug is sent to the profile's one address. Other failures go to the
 * error page, never into the cache.
 */
async function loadAdvertiser(params: AdvertiserPageProps['params']) {
  const { profile } = await params;
  const id = advertiserIdOf(profile);
  if (id === null) notFound();
  const result = await getAdvertiserProfile(id);
  if (!result.ok) {
    if (result.status === 404 || result.status === 422) notFound();
    throw new Error(`Advertiser ${id} could not be loaded: ${result.status} ${result.detail}`);
  }
  const { advertiser } = result.data;
  if (profile !== `${advertiser.id}-${advertiser.slug}`) permanentRedirect(advertiserPath(advertiser));
  return advertiser;
}

export async function generateMetadata({ params }: AdvertiserPageProps): Promise<Metadata> {
  const advertiser = await loadAdvertiser(params);
  const title = advertiserText.title(advertiser.name);
  const description = advertiserText.description(advertiser.name, advertiser.listing_count);
  const url = advertiserPath(advertiser);
  return { title, description, alternates: { canonical: url }, openGraph: { type: 'profile', title, description, url } };
}

export default async function AdvertiserPage({ params }: AdvertiserPageProps) {
  const advertiser = await loadAdvertiser(params);
  const { response } = advertiser;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.kicker}>{advertiserText.kicker}</p>
        <h1 className={styles.name}>{advertiser.name}</h1>
        <p className={styles.since}>{advertiserText.memberSince(formatDate(advertiser.member_since))}</p>
        <div className={styles.badges}>
          {advertiser.verified_as ? <VerifiedBadge kind={advertiser.verified_as} line={verificationText.line[advertiser.verified_as]} size="full" /> : null}
          {response.responsive ? (
            <p className={styles.responsive} data-testid="responsive-badge">
              <strong>{advertiserText.responsive}</strong> <span>{advertiserText.responsiveRule}</span>
            </p>
          ) : null}
        </div>
      </header>
      <ResponseFigures figures={response} />
      {advertiser.ratings ? <Ratings ratings={advertiser.ratings} /> : null}
      <section className={styles.section} aria-labelledby="advertiser-listings">
        <h2 id="advertiser-listings">{advertiserText.listingsHeading(advertiser.listing_count)}</h2>
        {advertiser.listings.length === 0 ? (
          <p>{advertiserText.noListings}</p>
        ) : (
          <>
            {advertiser.listings.length < advertiser.listing_count ? <p>{advertiserText.newestOf(advertiser.listings.length, advertiser.listing_count)}</p> : null}
            <PropertyGrid properties={advertiser.listings} />
          </>
        )}
      </section>
    </div>
  );
}
