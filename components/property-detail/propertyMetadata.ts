import type { Metadata } from 'next';
import { formatListingPrice } from '@/lib/format/naira';
import { propertyPlace } from '@/lib/listing/place';
import { sharePreviewMetadata } from '@/lib/share';
import type { PropertyDetail } from '@/lib/vst/property';

const DESCRIPTION_LENGTH = 160;

/** 'Duplex for sale in Lekki, Lagos' */
export function propertyHeadline(property: PropertyDetail): string {
  const deal = property.transaction_type === 'RENT' ? 'for rent' : 'for sale';
  return `${property.property_category.name} ${deal} in ${propertyPlace(property)}`;
}

/** Title, description, canonical and sharing cards of `/property/{id}` (URLs resolve on metadataBase). */
export function propertyMetadata(property: PropertyDetail): Metadata {
  const price = formatListingPrice(property.price, property.transaction_type);
  const title = `${property.name}: ${propertyHeadline(property)}, ${price}`;
  const summary = `${propertyHeadline(property)} at ${property.address}. ${price}. ${property.description}`;
  const description = shorten(summary, DESCRIPTION_LENGTH);
  const canonical = `/property/${property.id}`;
  // The preview (app/og/property) shows the photo, name, price and place; its alt says the same.
  const preview = sharePreviewMetadata(`/og/property/${property.id}`, `${property.name}, ${price}, ${propertyPlace(property)}`);

  return {
    title,
    description,
    alternates: { canonical },
    openGraph: { type: 'website', url: canonical, title, description, images: preview.images },
    twitter: { ...preview.twitter, title, description },
  };
}

function shorten(text: string, length: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= length ? plain : `${plain.slice(0, length - 1).trimEnd()}…`;
}
