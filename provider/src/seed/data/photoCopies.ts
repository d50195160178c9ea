import { COPIED_PHOTO_KEY, ORIGINAL_PHOTO_KEY } from './images/catalog';
import type { SeedProperty } from './types';
import { agentEmails } from './users';

/**
 * The demo pair sharing a photo: an agent's generated duplex gets a photo of its own, and another
 * agent lists the same home with that photo resized and saved again. The seed compares the second's
 * photos as an upload's are compared, so it waits in the staff console's queue, held out of search.
 * No listing is added to search, so every figure the demo shows stays as it was.
 */
export function withCopiedPhotosDemo(listings: SeedProperty[]): SeedProperty[] {
  const original = listings.find(
    (listing) => listing.primaryImageKey.startsWith('seed/property/duplex-') && listing.availability === 'Available' && agentEmails.includes(listing.ownerEmail),
  );
  if (!original) throw new Error('The copied-photos demo has no duplex to copy');
  const copier = agentEmails.find((email) => email !== original.ownerEmail)!;
  const copy: SeedProperty = {
    ...original,
    id: Math.max(...listings.map((listing) => listing.id)) + 1,
    ownerEmail: copier,
    name: `${original.name}, ready to move in`,
    primaryImageKey: COPIED_PHOTO_KEY,
    otherImageKeys: [],
    featured: false,
    viewCount: 0,
    likeCount: 0,
    createdDaysAgo: 1,
    photosComparedOnSeed: true,
  };
  return [...listings.map((listing) => (listing === original ? { ...listing, primaryImageKey: ORIGINAL_PHOTO_KEY } : listing)), copy];
}
