/** @jest-environment node */
import { DEFAULT_LISTINGS, parseScaleCommand, parseScaleSizes } from './sizes';

describe('the national dataset sizes (npm run db:scale)', () => {
  it('scales every size from the listings, in the national market proportions', () => {
    expect(parseScaleSizes([])).toEqual({ listings: DEFAULT_LISTINGS, members: 500_000, savedSearches: 100_000, wishlist: 2_000_000, reports: 20_000 });
    expect(parseScaleSizes(['--listings', '5000'])).toEqual({ listings: 5_000, members: 10_000, savedSearches: 2_000, wishlist: 40_000, reports: 400 });
  });

  it('takes any size given instead of the scaled one', () => {
    expect(parseScaleSizes(['--listings', '2500', '--saved-searches', '0', '--members', '40'])).toMatchObject({ listings: 2_500, members: 40, savedSearches: 0, wishlist: 20_000 });
  });

  it('names the option that is wrong', () => {
    expect(() => parseScaleSizes(['--listing', '5'])).toThrow(/Unknown option --listing\./);
    expect(() => parseScaleSizes(['--listings', '2.5e3'])).toThrow('--listings takes a whole number from 1 to 50,000,000, not 2.5e3.');
    expect(() => parseScaleSizes(['--listings', '0'])).toThrow('--listings takes a whole number from 1');
    expect(() => parseScaleSizes(['--members', '0'])).toThrow('--members takes a whole number from 1');
    expect(() => parseScaleSizes(['--reports'])).toThrow('--reports takes a whole number from 0 to 50,000,000, not nothing.');
  });
});

describe('the database db:scale wipes', () => {
  it('is the one named with --database, the sizes around it', () => {
    expect(parseScaleCommand(['--listings', '5000', '--database', 'postgres://127.0.0.1:5452/scale'])).toEqual({
      databaseUrl: 'postgres://127.0.0.1:5452/scale',
      sizes: parseScaleSizes(['--listings', '5000']),
    });
  });

  it('must be named, and be PostgreSQL', () => {
    expect(() => parseScaleCommand(['--listings', '5000'])).toThrow('Name the PostgreSQL database to wipe and fill');
    expect(() => parseScaleCommand(['--database'])).toThrow('Name the PostgreSQL database to wipe and fill');
    expect(() => parseScaleCommand(['--database', '.data/provider'])).toThrow('Name the PostgreSQL database to wipe and fill');
  });
});
