import { formatArea } from '@/lib/format/area';
import { formatListingPrice, formatNaira } from '@/lib/format/naira';
import { imageVariantProps, type ImageVariantProps } from '@/lib/images/variants';
import { roomFacts } from '@/lib/listing/facts';
import { moveInText } from '@/lib/messages/listing-terms';
import { livingFactsText } from '@/lib/messages/living-facts';
import { moveInCost } from '@/lib/move-in/costs';
import { freshnessView, type FreshnessView } from '@/lib/listing/freshness';
import { advertiserPath } from '@/lib/vst/advertiser-ref';
import type { PropertyCard } from '@/lib/vst/property';

const count = new Intl.NumberFormat('en-NG');

/**
 * What a property card shows, worked out where the list of cards is rendered (on the server for the
 * browsing pages). The card is a client component, so this is all a page's payload carries for it:
 * about 700 bytes, where a server-rendered card put its whole element tree there, about 1,900 (the
 * listing's 12 cards were a fifth of its HTML; docs/quality.md).
 */
export type CardView = {
  id: number;
  name: string;
  address: string;
  /** In naira, with "/year" for rentals. */
  price: string;
  /** Empty when the size is unknown. */
  area: string;
  picture: ImageVariantProps;
  /** The photo's own link, which the compare tray keeps. */
  image: string;
  rooms: { key: 'bedrooms' | 'bathrooms'; count: number }[];
  views: string;
  likes: number;
  /** How long ago it was listed, in the provider's words. */
  age: string;
  availability: PropertyCard['availability_status'];
  promoted: boolean;
  /** A rent's total on moving in ('To move in: ₦2,600,000'); empty when the listing names no fee. */
  moveIn: string;
  /** The band and the flooding the owner states ('Band A light', 'No flooding'); empty when neither is stated. */
  living: string[];
  /** What staff verified the advertiser as: the card's badge. */
  verified: 'owner' | 'agent' | null;
  /** Staff saw the owner's letter of authority: the card's "Authorised by the owner". */
  ownerAuthorised: boolean;
  /** The owner declares nobody pays to inspect it: the card's "No inspection fee" badge. */
  noInspectionFee: boolean;
  /** When the owner last confirmed it; absent when the provider does not say. */
  freshness?: FreshnessView;
  /** The price was cut in the last 30 days (provider extension "Price history"): the card's "Reduced". */
  reduced: boolean;
  /** Who advertises it, linking to their profile; absent when the provider has no profiles. */
  advertiser?: { name: string; href: string };
};

export function toCardView(property: PropertyCard): CardView {
  return {
    id: property.id,
    name: property.name,
    address: property.address,
    price: formatListingPrice(property.price, property.transaction_type),
    area: formatArea(property.square_feet),
    picture: imageVariantProps(property.primary_image_link, 'card'),
    image: property.primary_image_link,
    rooms: roomFacts(property, ['bedrooms', 'bathrooms']),
    views: count.format(property.view_count),
    likes: property.like_count,
    age: property.date_diff,
    availability: property.availability_status,
    promoted: property.promoted,
    moveIn: moveInTotalText(property),
    living: livingFactsOf(property),
    verified: property.verified_advertiser ?? null,
    ownerAuthorised: property.owner_authorised,
    noInspectionFee: property.no_inspection_fee,
    ...withFreshness(property),
    reduced: Boolean(property.price_reduced_at),
    ...(property.advertiser ? { advertiser: { name: property.advertiser.name, href: advertiserPath(property.advertiser) } } : {}),
  };
}

function moveInTotalText(property: PropertyCard): string {
  if (property.transaction_type !== 'RENT') return '';
  const cost = moveInCost(Number(property.price), property.move_in_fees);
  if (!cost || cost.lines.length === 0) return '';
  return (cost.notStated.length === 0 ? moveInText.totalShort : moveInText.totalFromShort)(formatNaira(cost.total));
}

function livingFactsOf({ living_facts: facts }: PropertyCard): string[] {
  if (!facts) return [];
  const band = facts.electricity_band ? livingFactsText.cardBand[facts.electricity_band] : null;
  const flooding = facts.flooding ? livingFactsText.cardFlooding[facts.flooding] : null;
  return [band, flooding].filter((fact) => fact !== null);
}

/** The key only when there is something to show, so a card without it carries no `undefined`. */
function withFreshness(property: PropertyCard): { freshness?: FreshnessView } {
  const freshness = freshnessView(property);
  return freshness ? { freshness } : {};
}
