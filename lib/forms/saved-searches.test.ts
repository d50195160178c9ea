import { savedSearchResponseSchema, savedSearchesResponseSchema, unsubscribeResponseSchema } from '@/lib/vst/saved-searches';
import { savedSearchText } from '@/lib/messages/saved-searches';
import { renameSearchSchema, saveSearchSchema, unsubscribeSchema, updateSavedSearchSchema } from './saved-searches';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('saved-search forms', () => {
  it('trims the name and says what is wrong with it', () => {
    expect(renameSearchSchema.parse({ name: '  Lagos flats ' })).toEqual({ name: 'Lagos flats' });
    expect(firstMessage(renameSearchSchema.safeParse({ name: '   ' }))).toBe('Give the search a name');
    expect(firstMessage(renameSearchSchema.safeParse({ name: 'x'.repeat(121) }))).toBe('Use at most 120 characters');
    expect(renameSearchSchema.safeParse({ name: 'x'.repeat(120) }).success).toBe(true);
  });

  it('refuses a name with a line break, which would reach the alert e-mail\'s Subject', () => {
    for (const name of ['Flats\r\nBcc: everyone@example.com', 'Flats\nin Lagos', 'Flats\rin Lagos', 'Flats\u2028in Lagos']) {
      expect(firstMessage(renameSearchSchema.safeParse({ name }))).toBe('Keep the name on one line, without line breaks');
      expect(firstMessage(saveSearchSchema.safeParse({ name, query: 'transaction_type=RENT', frequency: 'instant' }))).toBe(
        'Keep the name on one line, without line breaks',
      );
    }
    // Spaces around the name are trimmed, as before, not refused.
    expect(renameSearchSchema.parse({ name: 'Flats in Lagos\n' })).toEqual({ name: 'Flats in Lagos' });
  });

  it('saves with instant or daily alerts only', () => {
    const search = { name: 'Flats', query: 'transaction_type=RENT' };
    expect(saveSearchSchema.parse({ ...search, frequency: 'daily' })).toEqual({ ...search, frequency: 'daily' });
    expect(saveSearchSchema.safeParse({ ...search, frequency: 'off' }).success).toBe(false);
    expect(saveSearchSchema.safeParse({ ...search, query: '', frequency: 'instant' }).success).toBe(false);
  });

  it('refuses a query holding an id or a number the provider\'s database cannot take, saying so', () => {
    const save = (query: string) => saveSearchSchema.safeParse({ name: 'Flats', query, frequency: 'daily' });
    for (const query of [
      'transaction_type=BUY&state_id=99999999999',
      'transaction_type=BUY&property_type_id=2147483648',
      'transaction_type=BUY&no_bedroom=2147483648',
      'transaction_type=BUY&min_price=9007199254740992',
      'transaction_type=SWAP',
      'transaction_type=BUY&responsive_only=yes',
      'transaction_type=RENT&band_a_or_b=2',
      'transaction_type=RENT&water_on_site=on',
    ]) {
      expect(firstMessage(save(query))).toBe(savedSearchText.queryOutOfRange);
    }
    expect(save('transaction_type=BUY&state_id=2147483647&no_bedroom=3&max_price=9007199254740991&page=2').success).toBe(true);
    expect(save('transaction_type=RENT&band_a_or_b=1&prepaid_meter=1&no_flooding=1&water_on_site=1').success).toBe(true);
  });

  it('updates a name, a frequency or both, never nothing', () => {
    expect(updateSavedSearchSchema.parse({ id: 3, frequency: 'off' })).toEqual({ id: 3, frequency: 'off' });
    expect(updateSavedSearchSchema.safeParse({ id: 3 }).success).toBe(false);
    expect(updateSavedSearchSchema.safeParse({ id: '3', name: 'x' }).success).toBe(false);
    expect(updateSavedSearchSchema.safeParse({ id: 3, frequency: 'weekly' }).success).toBe(false);
  });

  it('takes an unsubscribe token of a sane length', () => {
    expect(unsubscribeSchema.safeParse({ token: '7.abc' }).success).toBe(true);
    expect(unsubscribeSchema.safeParse({ token: '' }).success).toBe(false);
    expect(unsubscribeSchema.safeParse({ token: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('saved-search responses', () => {
  const search = { id: 4, name: 'Flats', query: 'transaction_type=RENT', frequency: 'instant', date_created: '2026-11-01T10:00:00.000Z' };

  it('read the provider answers of the contract', () => {
    expect(savedSearchesResponseSchema.parse({ saved_searches: [search] }).saved_searches).toEqual([search]);
    expect(savedSearchResponseSchema.parse({ Detail: 'Search saved', saved_search: search }).saved_search.id).toBe(4);
    expect(unsubscribeResponseSchema.parse({ Detail: 'Alerts stopped', saved_search: { name: 'Flats', frequency: 'off' } }).saved_search.name).toBe('Flats');
  });

  it('refuse a frequency the site cannot show', () => {
    expect(savedSearchesResponseSchema.safeParse({ saved_searches: [{ ...search, frequency: 'weekly' }] }).success).toBe(false);
  });
});
