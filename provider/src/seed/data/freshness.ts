import type { SeedProperty } from './types';
import { DEMO_EMAILS } from './users';

/**
 * How many days ago each demo listing was last confirmed, never before it was listed: most within the
 * month, one in ten 31-59 days ago ("Not confirmed recently") and one in twenty 61-89 days ago (out of
 * search). The demo owner's and the featured listings stay confirmed, so the demos that use them work.
 */
export function confirmedDaysAgoOf(property: Pick<SeedProperty, 'id' | 'ownerEmail' | 'featured' | 'createdDaysAgo'>): number {
  const { id } = property;
  let days: number;
  if (property.ownerEmail === DEMO_EMAILS.owner || property.featured) days = id % 7;
  else if (id % 20 === 9) days = 61 + (id % 29);
  else if (id % 10 === 3) days = 31 + (id % 29);
  else days = id % 28;
  return Math.min(days, property.createdDaysAgo);
}
