/**
 * The words the professional's page draws in the browser before anything is opened (the rating
 * banner, the tabs, the message form's fields): apart from servicesText (./services.ts, which holds
 * them too) so that the page's first load carries only these, not every services form's wording.
 */
export const serviceProfileText = {
  noReviewsYet: 'No reviews yet',
  ratingSummary: (average: number | null, count: number) =>
    average === null ? 'No reviews yet' : `${average.toFixed(1)} out of 5 from ${count === 1 ? '1 review' : `${count.toLocaleString('en-NG')} reviews`}`,
  reviewCount: (count: number) => (count === 1 ? '1 review' : `${count.toLocaleString('en-NG')} reviews`),
  profileTabsLabel: 'About this professional',
  tabs: { about: 'ABOUT US', projects: 'PROJECTS', reviews: 'REVIEWS' },
  tabHeadings: { about: 'About us', projects: 'Projects', reviews: 'Reviews' },
  customerReviews: 'Customer reviews',
  loadingReviews: 'Loading reviews…',
  reviewStars: (stars: number) => `${stars.toFixed(1)} out of 5 stars`,
  messageName: 'Your name',
  messageEmail: 'Your e-mail',
  messageBody: 'Message',
  sendMessage: 'SEND MESSAGE',
} as const;
