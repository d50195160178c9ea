import { hammingDistance, photoHashOf } from '../../photoMatch/photoHash';
import { PHOTO_MATCH_THRESHOLD } from '../../photoMatch/photoMatches';
import { makePhoto } from '../photos';
import { copiedPhotoFiles, COPIED_PHOTO_KEY, ORIGINAL_PHOTO_KEY } from './images/catalog';
import { properties } from './properties';

describe('the demo pair sharing a photo', () => {
  test("a second advertiser lists the first's home with its photo, compared on seed as an upload's is", () => {
    const [original, ...others] = properties.filter((listing) => listing.primaryImageKey === ORIGINAL_PHOTO_KEY);
    const [copy, ...moreCopies] = properties.filter((listing) => listing.primaryImageKey === COPIED_PHOTO_KEY);
    expect(others).toEqual([]);
    expect(moreCopies).toEqual([]);
    expect(copy).toMatchObject({ photosComparedOnSeed: true, otherImageKeys: [], address: original!.address });
    expect(copy!.ownerEmail).not.toBe(original!.ownerEmail);
    expect(properties.filter((listing) => listing.photosComparedOnSeed)).toEqual([copy]);
  });

  test('the copy is close enough to be held', async () => {
    const [original, copy] = await Promise.all(copiedPhotoFiles().map(({ photo }) => makePhoto(photo)));
    const [a, b] = await Promise.all([photoHashOf(original!), photoHashOf(copy!)]);
    expect(hammingDistance(a!, b!)).toBeLessThanOrEqual(PHOTO_MATCH_THRESHOLD);
  }, 60_000);
});
