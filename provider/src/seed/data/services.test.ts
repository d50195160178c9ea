/** @jest-environment node */
import { homeServiceSeed, serviceCategories } from './services';
import { DEMO_EMAILS } from './users';

describe('home services seed data', () => {
  test('at least 30 professionals, in every category, each with a trade of its category and reviews', () => {
    const { services } = homeServiceSeed;
    expect(services.length).toBeGreaterThanOrEqual(30);
    for (const category of serviceCategories) {
      const inCategory = services.filter((service) => service.categoryId === category.id);
      expect(inCategory.length).toBeGreaterThanOrEqual(5);
      for (const service of inCategory) expect(category.types).toContain(service.typeName);
    }
    expect(services.every((service) => service.reviews.length > 0)).toBe(true);
    expect(new Set(services.map((service) => service.title)).size).toBe(services.length);
  });

  test('the demo professional has more than one page of reviews and a subscription', () => {
    const demo = homeServiceSeed.services.filter((service) => service.ownerEmail === DEMO_EMAILS.professional);
    expect(demo).toHaveLength(1);
    expect(demo[0]!.reviews.length).toBeGreaterThan(3);
    expect(homeServiceSeed.subscribedEmails).toEqual([DEMO_EMAILS.professional]);
  });

  test('phone numbers have exactly 11 digits and ratings are 0 to 5 stars', () => {
    for (const service of homeServiceSeed.services) {
      expect(service.phone).toMatch(/^\d{11}$/);
      for (const review of service.reviews) {
        for (const stars of [review.marketExpert, review.responsiveness, review.negotiationSkill, review.professionalismCommunication]) {
          expect(stars).toBeGreaterThanOrEqual(0);
          expect(stars).toBeLessThanOrEqual(5);
        }
      }
    }
  });
});
