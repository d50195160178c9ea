import type { Random } from '../prng';
import { PROPERTY_TYPE } from '../taxonomy';
import type { TransactionType } from '../types';
import { roundedSquareMetres } from './kinds';

export type DescribedListing = {
  name: string;
  typeId: number;
  transactionType: TransactionType;
  area: string;
  city: string;
  bedrooms: number;
  bathrooms: number;
  toilets: number;
  carParking: number;
  squareFeet: number;
  featureNames: string[];
};

const homeRemarks = [
  'It is minutes from schools, markets and the main road.',
  'The street is quiet and the access road is tarred all the way.',
  "The estate has a residents' association, a gate house and controlled access.",
  'Good drainage: the area does not flood in the rainy season.',
  'Ideal for a young family or a professional couple.',
  'Shopping malls, banks and a general hospital are close by.',
  'All rooms are en suite, with fitted wardrobes in the bedrooms.',
  'The kitchen has ample cabinets and a separate store.',
];

const commercialRemarks = [
  'Suitable for a bank, a clinic, a school or a corporate head office.',
  'High foot traffic and clear visibility from the main road.',
  'Ample parking and round-the-clock security.',
  'Easy access for delivery trucks, with a wide loading apron.',
  'The building has a dedicated transformer and backup power.',
  'Service charge covers security, cleaning and maintenance of common areas.',
];

const landRemarks = [
  'The land is dry, sand-filled and ready for immediate development.',
  'Beacons are in place and the survey plan is available for inspection.',
  'Good for a residential estate, a school or a filling station.',
  'The neighbourhood is developing fast, with new homes on every side.',
  'Access is by a tarred road, a short drive from the expressway.',
];

const landTitles = ['Certificate of Occupancy (C of O)', "Governor's Consent", 'Registered Survey and Deed of Assignment', 'Gazette (excision approved)'];

const saleClosings = [
  'Title documents are available for verification at the land registry.',
  'Inspection is by appointment; a flexible payment plan is available.',
  'Priced to sell; serious buyers only.',
];

const rentClosings = [
  'Rent is one year in advance.',
  'Available for immediate occupation.',
  'Suitable for a corporate let; a tenancy agreement will be signed with the landlord.',
];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A few plain sentences, some listings brief and some detailed, as real listings are. */
export function describeListing(listing: DescribedListing, random: Random): string {
  const place = listing.area === listing.city ? listing.city : `${listing.area}, ${listing.city}`;
  const sentences = [`${listing.name} in ${place}.`];
  if (listing.typeId === PROPERTY_TYPE.residential) {
    sentences.push(
      `It has ${plural(listing.bedrooms, 'bedroom')}, ${plural(listing.bathrooms, 'bathroom')}, ${plural(listing.toilets, 'toilet')} and parking for ${plural(listing.carParking, 'car')}.`,
    );
  } else if (listing.typeId === PROPERTY_TYPE.commercial) {
    sentences.push(`About ${roundedSquareMetres(listing.squareFeet).toLocaleString('en-NG')} square metres with parking for ${plural(listing.carParking, 'car')}.`);
  } else {
    sentences.push(`Title: ${random.pick(landTitles)}.`);
  }
  if (listing.featureNames.length > 0) sentences.push(`Features: ${listing.featureNames.join(', ')}.`);
  const remarks = { [PROPERTY_TYPE.residential]: homeRemarks, [PROPERTY_TYPE.commercial]: commercialRemarks, [PROPERTY_TYPE.land]: landRemarks }[listing.typeId] ?? homeRemarks;
  sentences.push(...random.sample(remarks, random.int(0, 3)));
  sentences.push(random.pick(listing.transactionType === 'BUY' ? saleClosings : rentClosings));
  return sentences.join(' ');
}

