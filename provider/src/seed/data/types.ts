/**
 * Shapes of the demo data the embedded provider seeds into its database.
 * The seeder codes against these types, so they change only by agreement.
 */

import type { LivingFactColumns } from '../../db/schema-facts';
import type { MoveInFees, TitleType } from '../../db/schema-terms';

export type Named = { id: number; name: string };

export type SeedCountry = Named;
export type SeedTown = Named;
export type SeedCity = Named & { towns: SeedTown[] };
export type SeedState = Named & { countryId: number; cities: SeedCity[] };

export type SeedPropertyType = Named & { categories: Named[] };

export type SeedPaymentPlanOption = { id: number; description: string };

/**
 * A file the seed serves under `/files/{key}`: its bytes, or, for a photo, how to make it (the seeder
 * makes it, provider/src/seed/photos.ts, so no megabytes of JPEG sit in the repository).
 */
export type SeedFile = { key: string; contentType: string; body: Buffer } | SeedPhoto;

export type SeedPhoto = { key: string; contentType: 'image/jpeg'; photo: PhotoRecipe };

/** A JPEG made from a drawing: rasterised at `width`x`height` (cropped to that shape) with film grain so it compresses like a photo. */
export type PhotoRecipe = {
  /** The SVG drawing. */
  drawing: string;
  width: number;
  height: number;
  /** Strength of the grain, 0-64: how far each pixel's brightness may stray; more grain, more bytes. */
  grain: number;
  /** Saved as a phone saves a photo: with this EXIF, stripped when stored like an upload's. */
  phone?: PhoneExif;
};

/** What a phone writes: its make and model, where the photo was taken, and how to turn the stored pixels to view them. */
export type PhoneExif = { make: string; model: string; latitude: number; longitude: number; orientation: 3 | 6 | 8 };

export type SeedBanner = { page: string; title: string; imageKey: string };

export type SeedTip = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  bodyHtml: string;
  imageKey: string;
  author: string;
  postedDaysAgo: number;
  readMinutes: number;
};

export type TransactionType = 'BUY' | 'RENT';
export type Availability = 'Available' | 'Sold' | 'Let' | 'Under Offer';

export type SeedProperty = {
  id: number;
  ownerEmail: string;
  name: string;
  address: string;
  description: string;
  transactionType: TransactionType;
  saleByOwner: boolean;
  /** Whole naira; for RENT the price of one year. */
  price: number;
  /** Each price asked and how many days ago it started, oldest first, the last being `price`; absent: `price` since listed. */
  priceHistory?: { price: number; daysAgo: number }[];
  stateId: number;
  cityId: number | null;
  townId: number | null;
  countryId: 161;
  propertyTypeId: number;
  propertyCategoryId: number;
  bedrooms: number;
  bathrooms: number;
  toilets: number;
  kitchens: number;
  carParking: number;
  squareFeet: number | null;
  units: number;
  yearBuilt: number | null;
  availability: Availability;
  featured: boolean;
  viewCount: number;
  likeCount: number;
  createdDaysAgo: number;
  /** When the owner last confirmed it available; absent, when seeded. */
  confirmedDaysAgo?: number;
  latitude: number | null;
  longitude: number | null;
  /** An absolute URL, or a root-relative `/files/<key>` link to a seeded file (resolved on the provider's public base). */
  videoLink: string | null;
  primaryImageKey: string;
  otherImageKeys: string[];
  /** Its photos are compared with other listings' when seeded, as an upload's are (the demo listing held for staff). */
  photosComparedOnSeed?: boolean;
  floorPlanKeys: string[];
  featureIds: number[];
  paymentPlanOptionId: number;
  paymentPlan: { description: string; amount: number }[];
  vat: number;
  financialAdvisoryFee: number;
  /** A rent's fees on moving in (listingTerms.ts). */
  moveInFees?: MoveInFees;
  titleType?: TitleType;
  /** Staff have seen the title documents (set a day after the listing was created). */
  titleDocumentsSeen?: boolean;
  /** The owner declares nobody pays to inspect (the "No inspection fee" badge); absent is false. */
  noInspectionFee?: boolean;
} & Partial<LivingFactColumns>;

export type SeedUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  stateId: number;
  serviceProvider: boolean;
  /** `staff` opens the staff console; absent is a member. */
  role?: 'member' | 'staff';
};

/** A report of a listing waiting in the staff queue; the reporter is a visitor's address. */
export type SeedReport = {
  propertyId: number;
  reference: string;
  reporterEmail: string;
  reason: 'not_available' | 'different_property' | 'inspection_fee' | 'fees_above_limit' | 'photos_not_this_property' | 'scam_or_duplicate' | 'other';
  details: string | null;
  daysAgo: number;
};

/**
 * A lead-form enquiry on a listing and the owner's first answer from the inbox, `repliedAfterMinutes`
 * later (null: never answered): the history an advertiser profile's figures are computed from.
 */
export type SeedEnquiry = {
  propertyId: number;
  name: string;
  email: string;
  phone: string;
  stateId: number;
  hoursAgo: number;
  repliedAfterMinutes: number | null;
  reply?: string;
};

/** Engagement on listings; `daysAgo` may be fractional so the order within a day is fixed too. */
export type SeedComment = { propertyId: number; authorEmail: string; comment: string; daysAgo: number };

export type SeedOffer = {
  propertyId: number;
  authorEmail: string;
  name: string;
  phoneNo: string;
  /** Whole naira. */
  amount: number;
  note: string;
  daysAgo: number;
};

export type SeedWishlistItem = { userEmail: string; propertyId: number; daysAgo: number };

/** A property a user bought; `price` in whole naira. */
export type SeedPurchase = { userEmail: string; propertyId: number; price: number; daysAgo: number };

/** A mortgage lender of the rate cards (finance); `rate` is yearly interest in percent. */
export type SeedMortgageCompany = { name: string; rate: number; fixedYears: number; maxTenureYears: number; minEquityPercent: number };

/** One row of a purchase's payment history; day counts before the seed's "now" (negative: in the future). */
export type SeedPaymentHistoryItem = {
  userEmail: string;
  propertyId: number;
  amount: number;
  paid: boolean;
  description: string;
  reference: string;
  dueDaysAgo: number;
  createdDaysAgo: number;
  updatedDaysAgo: number;
};

/** Home services: a directory tab and the trades (category types) within it. */
export type SeedServiceCategory = { id: number; name: string; slug: string; types: string[] };

/** A visitor's review; each rating 0-5 stars. */
export type SeedServiceReview = {
  reviewerName: string;
  reviewerEmail: string;
  reviewerPhoneNo: string;
  marketExpert: number;
  responsiveness: number;
  negotiationSkill: number;
  professionalismCommunication: number;
  message: string;
  daysAgo: number;
};

export type SeedHomeService = {
  ownerEmail: string;
  /** Set when the owner is not one of the seed users: an account is created for them (demo password). */
  newOwner: { firstName: string; lastName: string } | null;
  categoryId: number;
  /** One of the category's `types`. */
  typeName: string;
  title: string;
  description: string;
  email: string;
  phone: string;
  address: string;
  webAddress: string;
  yearsOfExperience: number;
  facebookLink: string | null;
  twitterLink: string | null;
  instagramLink: string | null;
  linkedinLink: string | null;
  createdDaysAgo: number;
  /** Its picture, one of the seed's files. */
  imageKey: string;
  reviews: SeedServiceReview[];
};

export type SeedServices = {
  categories: SeedServiceCategory[];
  services: SeedHomeService[];
  /** Users holding an active professional subscription (PAY's plan of kind 'professional'). */
  subscribedEmails: string[];
};

/** A demo advert (a plain-text document); verified, and paid `paidDaysAgo` when not null. */
export type SeedAdvert = {
  userEmail: string;
  /** An `advert` plan id of the seeded subscription types. */
  planId: number;
  category: string;
  title: string;
  description: string;
  fileName: string;
  text: string;
  /** Where the advert's sponsored slot links to. */
  link: string | null;
  createdDaysAgo: number;
  verifiedDaysAgo: number;
  paidDaysAgo: number | null;
};

/** A verification request of a demo account (provider/src/seed/verifications.ts). */
export type SeedVerification = {
  userEmail: string;
  kind: 'owner' | 'agent';
  /** The confirmed number, in +234 form. */
  phone: string;
  cacNumber?: string;
  lasreraNumber?: string;
  status: 'pending' | 'approved' | 'refused';
  createdDaysAgo: number;
  reviewedDaysAgo?: number;
};

/** An advertiser's inspection hours (provider/src/seed/bookings.ts). */
export type SeedInspectionHours = {
  userEmail: string;
  weeklyHours: { day: number; from: string; to: string }[];
  slotMinutes: number;
  instant: boolean;
};

/**
 * An inspection booking of the demo data, placed relative to the seed's time: `inDays` days from
 * today (negative: past) at `at` Lagos time.
 */
export type SeedBooking = {
  propertyId: number;
  visitorEmail: string;
  inDays: number;
  at: string;
  slotMinutes: number;
  status: 'requested' | 'confirmed' | 'declined' | 'expired' | 'cancelled' | 'held';
  /** How long before the slot the visitor asked. */
  requestedHoursBefore: number;
  /** How long the advertiser took to answer; absent: never answered. */
  answeredAfterHours?: number;
  declineReason?: string;
  note?: string;
  feedback?: 'as_described' | 'different_from_listing' | 'already_let_or_sold' | 'advertiser_absent';
  /** Confirmed at once by the advertiser's setting: no request they answered. */
  instant?: boolean;
  /** The visitor's stars (1-5) and comment, given the day after the visit. */
  rating?: { stars: number; comment?: string };
};

/** A listing's letter of authority, sent by its advertiser (provider/src/seed/authorityLetters.ts). */
export type SeedAuthorityLetter = {
  propertyId: number;
  fileName: string;
  status: 'waiting' | 'seen';
  uploadedDaysAgo: number;
  reviewedDaysAgo?: number;
};
