import { freshnessClock } from '../clock';
import { livingFactsOf } from '../db/schema-facts';
import { confirmedDaysAgo, freshnessOf } from '../freshness/freshness';
import type { PropertyCardRow } from '../queries/propertyCards';
import type { PropertyDetailRow } from '../queries/propertyDetail';
import { dateDiff } from './dateDiff';
import { fileLink, resolveLink } from './fileLink';
import { fullName } from './fullName';
import { letterFrom } from '../queries/ownerAuthority';
import { toAdvertiserRef } from './advertiser';

const NAIRA = { id: 1, name: 'NGN', symbol: '₦' } as const;

/** The contract's PropertyCard. */
export function toPropertyCard(row: PropertyCardRow, publicUrl: string, now: Date = new Date()) {
  const { property } = row;
  return {
    propertyID: property.id,
    id: property.id,
    name: property.name,
    address: property.address,
    // The contract's property entity carries the price as a string of digits.
    price: String(property.price),
    transaction_type: property.transactionType,
    for_sale: property.transactionType === 'BUY' ? 1 : 0,
    state: row.state,
    city: row.city,
    town: row.town,
    property_type: row.propertyType,
    property_category: row.propertyCategory,
    primary_image_link: fileLink(publicUrl, row.primaryImageKey),
    date_created: property.createdAt.toISOString(),
    date_diff: dateDiff(property.createdAt, now),
    view_count: property.viewCount,
    like_count: property.likeCount,
    // Likes go out under two names; they are one count.
    favorites: property.likeCount,
    no_bedroom: property.bedrooms,
    no_bathroom: property.bathrooms,
    no_toilet: property.toilets,
    // "garages" on the card and "car_parking" in the filters are the same parking spaces.
    garages: property.carParking,
    car_parking: property.carParking,
    square_feet: property.squareFeet,
    units: property.units,
    availability_status: property.availability,
    description: property.description,
    featured: row.featured,
    promoted: row.promoted,
    // Contract extension: what the owner was verified as by staff (docs/provider-contract.md).
    verified_advertiser: row.verifiedAdvertiser ?? null,
    owner_authorised: row.ownerAuthorised,
    // On cards too, so a listing's map can place each result.
    latitude: property.latitude,
    longitude: property.longitude,
    // Extension: a rent's fees (the web app works out the total); null on a sale or when none is named.
    move_in_fees: property.transactionType === 'RENT' ? property.moveInFees : null,
    ...freshnessFields(property.confirmedAt),
    // Extension ("Living here"): the two facts a card shows; null on land.
    living_facts: isLand(row) ? null : { electricity_band: property.electricityBand, flooding: property.flooding },
    // The owner declares nobody is asked to pay to inspect (the "No inspection fee" badge).
    no_inspection_fee: property.noInspectionFee,
    // Extension ("Price history"): when the latest change cut the price, within the last 30 days.
    price_reduced_at: row.priceReducedAt,
    // Extension ("Advertiser profiles"): whose profile the card links to.
    advertiser: toAdvertiserRef(row.advertiser),
  };
}

/** Land is not lived in: it is asked no living facts. */
const isLand = (row: PropertyCardRow) => row.propertyType.name === 'Land';

/** Extension: when the owner last confirmed the listing, measured on the freshness clock (clock.ts). */
function freshnessFields(confirmedAt: Date) {
  const now = freshnessClock.now();
  return {
    confirmed_at: confirmedAt.toISOString(),
    confirmed_days_ago: confirmedDaysAgo(confirmedAt, now),
    freshness: freshnessOf(confirmedAt, now),
  };
}

/** The contract's PropertyDetail: the card plus the detail page's extra fields. */
export function toPropertyDetail(detail: PropertyDetailRow, publicUrl: string, now: Date = new Date()) {
  const { property } = detail.card;
  const linksOf = (kind: 'other' | 'floor_plan') =>
    detail.images.filter((image) => image.kind === kind).map((image) => ({ link: fileLink(publicUrl, image.fileKey) }));
  return {
    ...toPropertyCard(detail.card, publicUrl, now),
    owner: { id: detail.owner.id, name: fullName(detail.owner) },
    other_image_links: linksOf('other'),
    video_link: resolveLink(publicUrl, property.videoLink),
    floor_plan: linksOf('floor_plan'),
    property_features: detail.features,
    no_kitchen: property.kitchens,
    payment_plan: detail.paymentPlan,
    payment_plan_option_id: property.paymentPlanOptionId,
    vat: property.vat,
    financial_advisory_fee: property.financialAdvisoryFee,
    for_sale_aso: property.saleByOwner ? 1 : 0,
    country: detail.country,
    currency: NAIRA,
    year_built: property.yearBuilt,
    // Extension ("Living here"): every fact, each null while the owner has not said; null on land.
    living_facts: isLand(detail.card) ? null : livingFactsOf(property),
    // Extension ("Living here"): how many members agree and disagree with each fact; null on land.
    fact_answers: isLand(detail.card) ? null : detail.factAnswers,
    title: property.titleType ? { type: property.titleType, documents_seen: property.titleDocumentsSeenAt !== null } : null,
    // Extension ("Owner's authority"): staff saw the landlord's or seller's letter of authority, and when.
    owner_authority: detail.authoritySeen ? { letter_from: letterFrom(property.transactionType), seen_at: detail.authoritySeen.toISOString() } : null,
    // Extension ("Price history"): every price asked, oldest first.
    price_history: detail.priceHistory.map((change) => ({ price: change.price, date: change.changedAt.toISOString() })),
  };
}
