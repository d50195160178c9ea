import { freshnessView } from './freshness';

describe('freshnessView', () => {
  it('counts days in words: today, yesterday, then "N days ago"', () => {
    expect(freshnessView({ confirmed_days_ago: 0, freshness: 'confirmed' })?.label).toBe('Confirmed available today');
    expect(freshnessView({ confirmed_days_ago: 1, freshness: 'confirmed' })?.label).toBe('Confirmed available yesterday');
    expect(freshnessView({ confirmed_days_ago: 3, freshness: 'confirmed' })?.label).toBe('Confirmed available 3 days ago');
    expect(freshnessView({ confirmed_days_ago: 29, freshness: 'confirmed' })).toEqual({ label: 'Confirmed available 29 days ago', stale: false });
  });

  it('follows the provider on what is recent: past 30 days, "Not confirmed recently", whatever the count', () => {
    expect(freshnessView({ confirmed_days_ago: 30, freshness: 'not_recent' })).toEqual({ label: 'Not confirmed recently', stale: true });
    expect(freshnessView({ confirmed_days_ago: 90, freshness: 'out_of_search' })).toEqual({ label: 'Not confirmed recently', stale: true });
  });

  it('shows nothing when the provider has no freshness', () => {
    expect(freshnessView({})).toBeUndefined();
    expect(freshnessView({ freshness: 'confirmed' })).toBeUndefined();
  });
});
