import { serviceCategories } from '../seed/data/services';
import type { SeedHomeService, SeedServiceReview, SeedServices } from '../seed/data/types';

/**
 * Home services for tests: the owner runs a plumbing service with four reviews of 5, 4, 3 and 2 stars
 * (average 3.5, newest first) and holds a professional subscription; a vendor has a service and no reviews.
 */

export const ENGINEERS = 5;
export const VENDOR = 1;

const review = (stars: number, daysAgo: number): SeedServiceReview => ({
  reviewerName: `Reviewer ${stars}`,
  reviewerEmail: `reviewer${stars}@example.com`,
  reviewerPhoneNo: '08030000000',
  marketExpert: stars,
  responsiveness: stars,
  negotiationSkill: stars,
  professionalismCommunication: stars,
  message: `${stars} stars`,
  daysAgo,
});

const service = (fields: Pick<SeedHomeService, 'ownerEmail' | 'newOwner' | 'categoryId' | 'typeName' | 'title' | 'reviews'>): SeedHomeService => ({
  description: `About ${fields.title}`,
  email: 'service@example.com',
  phone: '08012345678',
  address: '1 Service Road',
  webAddress: 'https://service.example.com',
  yearsOfExperience: 5,
  facebookLink: null,
  twitterLink: null,
  instagramLink: null,
  linkedinLink: null,
  createdDaysAgo: 10,
  imageKey: `seed/service/${fields.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`,
  ...fields,
});

export const fixtureServices: SeedServices = {
  categories: serviceCategories,
  services: [
    service({
      ownerEmail: 'owner@example.com',
      newOwner: null,
      categoryId: ENGINEERS,
      typeName: 'Plumbing Engineer',
      title: 'Owner Plumbing',
      reviews: [review(5, 1), review(4, 2), review(3, 3), review(2, 4)],
    }),
    service({
      ownerEmail: 'vera.vendor@example.com',
      newOwner: { firstName: 'Vera', lastName: 'Vendor' },
      categoryId: VENDOR,
      typeName: 'Furniture',
      title: 'Vera Furniture',
      reviews: [],
    }),
  ],
  subscribedEmails: ['owner@example.com'],
};
