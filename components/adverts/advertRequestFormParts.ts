/**
 * What the plain form (AdvertRequestForm) and its live form (AdvertRequestFormLive, loaded on first
 * use) share. It lives apart from both so neither imports the other: the plain form only loads the live one.
 */
export type AdvertRequestFieldName =
  | 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'companyName' | 'companyWebsite' | 'advert_image' | 'productInformation';
