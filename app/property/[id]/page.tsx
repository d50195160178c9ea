import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SponsoredSlot } from '@/components/adverts/SponsoredSlot';
import { InspectionSlots } from '@/components/bookings/InspectionSlots';
import { CompareButton } from '@/components/compare/CompareButton';
import { VerifiedBadge } from '@/components/verification/VerifiedBadge';
import { PlacesMap } from '@/components/map/PlacesMap';
import { KeyFeatures } from '@/components/property-detail/KeyFeatures';
import { LeadForm } from '@/components/property-detail/LeadForm';
import { FreshnessLabel, OutOfSearchNote } from '@/components/property-detail/ListingFreshness';
import { listingJsonLd, serializeJsonLd } from '@/components/property-detail/listingJsonLd';
import { LocationStatisticsSection } from '@/components/property-detail/LocationStatisticsSection';
import { PriceCheckSection } from '@/components/property-detail/PriceCheckSection';
import { PriceHistorySection } from '@/components/property-detail/PriceHistorySection';
import { MonthlyCost } from '@/components/property-detail/MonthlyCost';
import { LivingHereSection } from '@/components/property-detail/LivingHereSection';
import { OwnerAuthoritySection } from '@/components/property-detail/OwnerAuthoritySection';
import { MoveInCostSection } from '@/components/property-detail/MoveInCostSection';
import { PaymentPlanSection } from '@/components/property-detail/PaymentPlanSection';
import { PropertyActions } from '@/components/property-detail/PropertyActions';
import { PropertyFacts } from '@/components/property-detail/PropertyFacts';
import { PropertyMedia } from '@/components/property-detail/PropertyMedia';
import { propertyHeadline, propertyMetadata } from '@/components/property-detail/propertyMetadata';
import { SimilarProperties } from '@/components/property-detail/SimilarProperties';
import { TitleSection } from '@/components/property-detail/TitleSection';
import { VirtualTour } from '@/components/property-detail/VirtualTour';
import { RecordView } from '@/components/recently-viewed/RecordView';
import { formatListingPrice } from '@/lib/format/naira';
import { propertyPlace } from '@/lib/listing/place';
import { mapPlaces } from '@/lib/map/places';
import { advertiserText } from '@/lib/messages/advertisers';
import { mapText } from '@/lib/messages/map';
import { advertiserPath } from '@/lib/vst/advertiser-ref';
import { verificationText } from '@/lib/messages/verification';
import { propertyText } from '@/lib/messages/property';
import { trustText } from '@/lib/messages/trust';
import { serverEnv } from '@/server/env';
import { getLeadStates, getLocationStatistics, getPropertyDetail } from '@/server/vst/property-detail';
import { townPricesHref } from '@/server/vst/town-prices';
import { reportsOffered } from '@/server/vst/trust';
import { bookingsOffered } from '@/server/vst/bookings';
import styles from '@/components/property-detail/PropertyPage.module.css';

/** Incremental static regeneration: the HTML holds nothing user-specific (revalidateSeconds.property). */
export const revalidate = 300;

/** Rendered on first request, then cached: 232+ properties need not be built ahead. */
export function generateStaticParams(): { id: string }[] {
  return [];
}

type PropertyPageProps = { params: Promise<{ id: string }> };

/** The property, or the not-found page for a malformed or unknown id; a provider fault goes to error.tsx. */
async function loadProperty(params: PropertyPageProps['params']) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const result = await getPropertyDetail(Number(id));
  if (result.ok) return result.data.property;
  // 410: hidden by staff. The page cache answers 410 itself (server/hidden-listing-pages.mjs); this
  // covers the moments before it knows.
  if (result.status === 404 || result.status === 410 || result.status === 422) notFound();
  throw new Error(`Property ${id} could not be loaded: ${result.status} ${result.detail}`);
}

export async function generateMetadata({ params }: PropertyPageProps): Promise<Metadata> {
  return propertyMetadata(await loadProperty(params));
}

export default async function PropertyPage({ params }: PropertyPageProps) {
  const property = await loadProperty(params);
  // Optional parts: the page still shows the property when any of these fails.
  const [statistics, states, reports, townPrices, bookings] = await Promise.all([
    getLocationStatistics(property.id),
    getLeadStates(),
    reportsOffered(),
    townPricesHref(property.town?.id),
    bookingsOffered(),
  ]);
  const stateList = states.ok ? states.data.states : [];
  const images = [property.primary_image_link, ...property.other_image_links.map((image) => image.link)];
  const neighbours = statistics.ok ? statistics.data.related_property.data.filter((home) => home.id !== property.id) : [];

  return (
    <article className={`container ${styles.page}`}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(listingJsonLd(property, serverEnv().appUrl)) }}
      />
      <OutOfSearchNote property={property} />
      <header className={styles.header}>
        <div>
          <p className={styles.headline}>{propertyHeadline(property)}</p>
          <h1 className={styles.name}>{property.name}</h1>
          <p className={styles.address}>{property.address}</p>
        </div>
        <div className={styles.priceBox}>
          <p className={styles.price}>{formatListingPrice(property.price, property.transaction_type)}</p>
          <p className={styles.status}>{property.availability_status}</p>
          {property.no_inspection_fee ? <p className={styles.trustBadge}>{trustText.noInspectionFeeBadge}</p> : null}
          <FreshnessLabel property={property} />
          <MonthlyCost property={property} />
          <CompareButton property={{ id: property.id, name: property.name, price: formatListingPrice(property.price, property.transaction_type), image: property.primary_image_link }} />
        </div>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          <PropertyMedia images={images} videoLink={property.video_link} name={property.name} />
          <PropertyActions
            propertyId={property.id}
            share={{
              text: `${property.name}, ${formatListingPrice(property.price, property.transaction_type)}`,
              url: `${serverEnv().appUrl}/property/${property.id}`,
            }}
            owner={property.owner}
            floorPlans={property.floor_plan.map((plan) => plan.link)}
            states={stateList}
            reportsOffered={reports}
          />
          {bookings ? <InspectionSlots propertyId={property.id} /> : null}
          <PropertyFacts property={property} />
          <LivingHereSection facts={property.living_facts} answers={property.fact_answers} propertyId={property.id} ownerId={property.owner.id} />
          <MoveInCostSection property={property} />
          <TitleSection title={property.title} />
          <section className={styles.section} aria-labelledby="description">
            <h2 id="description">{propertyText.description}</h2>
            <p className={styles.description}>{property.description}</p>
            <p className={styles.owner}>{propertyText.listedBy(property.owner.name)}</p>
            {property.advertiser ? (
              <p><Link href={advertiserPath(property.advertiser)}>{advertiserText.profileLink(property.advertiser.name)}</Link></p>
            ) : null}
            {property.verified_advertiser ? <VerifiedBadge kind={property.verified_advertiser} line={verificationText.line[property.verified_advertiser]} size="full" /> : null}
            <OwnerAuthoritySection authority={property.owner_authority} />
          </section>
          <KeyFeatures features={property.property_features} />
          <PaymentPlanSection plan={property.payment_plan} />
          <PriceHistorySection history={property.price_history} />
          {statistics.ok ? (
            <PriceCheckSection
              check={statistics.data.price_check}
              propertyType={property.property_type.name}
              townPricesHref={townPrices}
              townFacts={statistics.data.town_facts}
              town={property.town?.name}
            />
          ) : null}
          {statistics.ok ? <LocationStatisticsSection statistics={statistics.data} place={propertyPlace(property)} /> : null}
          <PlacesMap
            places={mapPlaces([property, ...neighbours])}
            currentId={property.id}
            title={mapText.propertyTitle}
            hint={neighbours.length > 0 ? mapText.propertyHint : mapText.propertyAloneHint}
            className={styles.section}
          />
          <VirtualTour propertyId={property.id} />
        </div>
        <aside className={styles.aside} id="enquire">
          <LeadForm propertyId={property.id} states={stateList} />
        </aside>
      </div>

      <SponsoredSlot placement="property" />
      <RecordView
        property={{ id: property.id, name: property.name, price: formatListingPrice(property.price, property.transaction_type), image: property.primary_image_link }}
      />
      {statistics.ok ? <SimilarProperties properties={statistics.data.related_property.data} currentId={property.id} /> : null}
    </article>
  );
}
