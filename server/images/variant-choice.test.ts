/** @jest-environment node */
import { accepts, chooseVariant, isVariantWidth, wantsSavedData } from './variant-choice';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const headers = (entries: Record<string, string>) => new Headers(entries);

describe('accepts', () => {
  it.each([
    [CHROME_ACCEPT, true],
    ['image/webp,*/*', true],
    ['IMAGE/WEBP;q=0.9', true],
    ['image/webp;q=0', false],
    // Browsers without WebP send these too: no promise.
    ['image/png, image/svg+xml, image/*;q=0.8, */*;q=0.5', false],
    ['*/*', false],
    ['', false],
  ])('%s takes WebP: %s', (accept, expected) => expect(accepts(accept, 'image/webp')).toBe(expected));

  it('is false without the header', () => expect(accepts(null, 'image/webp')).toBe(false));
});

describe('wantsSavedData', () => {
  it.each([
    ['on', true],
    ['On', true],
    [' on ', true],
    ['on; foo=bar', true],
    ['off', false],
    ['online', false],
    ['', false],
  ])('Save-Data "%s": %s', (value, expected) => expect(wantsSavedData(value)).toBe(expected));

  it('is false without the header', () => expect(wantsSavedData(null)).toBe(false));
});

describe('chooseVariant', () => {
  it('gives a WebP-taking browser the width it asked for as WebP at quality 75', () => {
    expect(chooseVariant(640, headers({ accept: CHROME_ACCEPT }))).toEqual({ width: 640, format: 'webp', quality: 75 });
  });

  it('falls back to JPEG for a browser that does not say it takes WebP', () => {
    expect(chooseVariant(640, headers({ accept: 'image/png,image/*;q=0.8' }))).toEqual({ width: 640, format: 'jpeg', quality: 75 });
    expect(chooseVariant(640, headers({}))).toEqual({ width: 640, format: 'jpeg', quality: 75 });
  });

  it.each([
    [1920, 1080],
    [828, 384],
    [640, 384],
    [384, 192],
    [256, 128],
    [128, 96],
    [96, 96],
  ])('with Save-Data, %i px asked gives %i px (about 60 %%, an allowed width, never below the smallest) at quality 45', (asked, given) => {
    expect(chooseVariant(asked, headers({ accept: CHROME_ACCEPT, 'save-data': 'on' }))).toEqual({ width: given, format: 'webp', quality: 45 });
  });

  it('keeps the format choice with Save-Data', () => {
    expect(chooseVariant(640, headers({ 'save-data': 'on' })).format).toBe('jpeg');
  });
});

describe('isVariantWidth', () => {
  it('allows only the listed widths', () => {
    expect(isVariantWidth(640)).toBe(true);
    expect(isVariantWidth(641)).toBe(false);
    expect(isVariantWidth(4000)).toBe(false);
  });
});
