/**
 * The property page's structured data: a schema.org RealEstateListing whose Offer is in naira and
 * whose main entity is the home itself (rooms, floor size, address, coordinates).
 */
import type { PropertyDetail } from '@/lib/vst/property';

const availabilityByStatus: Record<PropertyDetail['availability_status'], string> = {
  Available: 'https://schema.org/InStock',
  'Under Offer': 'https://schema.org/LimitedAvailability',
  Sold: 'https://schema.org/SoldOut',
  Let: 'https://schema.org/SoldOut',
};

/** `origin` is the site's public address: every URL in structured data must be absolute. */
export function listingJsonLd(property: PropertyDetail, origin: string): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, origin).toString();
  const pageUrl = absolute(`/property/${property.id}`);
  const images = [property.primary_image_link, ...property.other_image_links.map((image) => image.link)]
    .filter((link) => link !== '')
    .map(absolute);
  const hasCoordinates = property.latitude !== null && property.longitude !== null;

  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': pageUrl,
    url: pageUrl,
    name: property.name,
    description: property.description,
    datePosted: property.date_created,
    image: images,
    offers: {
      '@type': 'Offer',
      price: Number(property.price),
      priceCurrency: 'NGN',
      availability: availabilityByStatus[property.availability_status],
      businessFunction: property.transaction_type === 'RENT' ? 'https://purl.org/goodrelations/v1#LeaseOut' : 'https://purl.org/goodrelations/v1#Sell',
      url: pageUrl,
    },
    mainEntity: {
      '@type': 'Accommodation',
      name: property.name,
      accommodationCategory: property.property_category.name,
      numberOfRooms: property.no_bedroom,
      numberOfBedrooms: property.no_bedroom,
      numberOfBathroomsTotal: property.no_bathroom,
      ...(property.square_feet ? { floorSize: { '@type': 'QuantitativeValue', value: property.square_feet, unitCode: 'FTK' } } : {}),
      ...(property.year_built ? { yearBuilt: property.year_built } : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: property.address,
        addressLocality: (property.town ?? property.city ?? property.state).name,
        addressRegion: property.state.name,
        addressCountry: 'NG',
      },
      ...(hasCoordinates ? { geo: { '@type': 'GeoCoordinates', latitude: property.latitude, longitude: property.longitude } } : {}),
      amenityFeature: property.property_features.map((feature) => ({
        '@type': 'LocationFeatureSpecification',
        name: feature.name,
        value: true,
      })),
    },
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<` becomes `\u003c`, so text from the
 * listing (a description holding `</script>`) can never end the script element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
