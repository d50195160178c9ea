/** @jest-environment node */
import { freshnessOf, OFF_MARKET } from '../../freshness/freshness';
import { authorityLetters } from './authorityLetters';
import { properties } from './properties';
import { verifications } from './verifications';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('demo letters of authority', () => {
  it('are on listings of a verified agent, one seen and listed, one waiting for staff', () => {
    const agents = new Set(verifications.filter((request) => request.kind === 'agent' && request.status === 'approved').map((request) => request.userEmail));
    const listingOf = (id: number) => properties.find((property) => property.id === id)!;
    expect(authorityLetters.every((letter) => agents.has(listingOf(letter.propertyId).ownerEmail))).toBe(true);
    expect(authorityLetters.map((letter) => letter.status).sort()).toEqual(['seen', 'waiting']);
    const seen = listingOf(authorityLetters.find((letter) => letter.status === 'seen')!.propertyId);
    const now = new Date();
    expect(freshnessOf(new Date(now.getTime() - (seen.confirmedDaysAgo ?? 0) * DAY_MS), now)).toBe('confirmed');
    expect(OFF_MARKET).not.toContain(seen.availability ?? 'Available');
  });
});
