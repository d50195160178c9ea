/** @jest-environment node */
import { cacheTags } from '@/lib/vst/cache-tags';
import { findOperation } from './operations';

describe('the listing form operations', () => {
  test.each(['profile/submitListing', 'profile/modifyProperty'])('%s expires the public listings (a price edit shows at once)', (path) => {
    const lookup = findOperation(`/api/vst/${path}`, 'POST');
    expect(lookup.found && (lookup.operation as { expiresTags?: string[] }).expiresTags).toEqual([cacheTags.properties]);
  });
});
