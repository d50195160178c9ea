import { IMAGE_SLOTS, imageVariantProps, VARIANT_WIDTHS, variantPath } from './variants';

const KEY = 'uploads/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('imageVariantProps', () => {
  it("offers a public file as the card slot's widths, each a variant path, with the slot's sizes and proportions", () => {
    expect(imageVariantProps(`/media/${KEY}`, 'card')).toEqual({
      src: `/img/512/${KEY}`,
      srcSet: [256, 384, 512, 640, 828].map((width) => `/img/${width}/${KEY} ${width}w`).join(', '),
      sizes: '(max-width: 540px) 100vw, (max-width: 900px) 50vw, 400px',
      width: 400,
      height: 260,
    });
  });

  it('gives a thumbnail small widths only, up to about three times its 96 px for dense phone screens', () => {
    const { srcSet, sizes, src } = imageVariantProps(`/media/${KEY}`, 'thumb');
    expect(srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['96w', '128w', '192w', '256w']);
    expect(sizes).toBe('96px');
    expect(src).toBe(`/img/96/${KEY}`);
  });

  it.each([
    ['a private file', `/private-media/${KEY}`],
    ['a preview of a file being chosen', 'blob:http://localhost:3000/5b1c'],
    ['an external picture', 'https://example.com/photo.jpg'],
    ['the fallback drawing', '/images/property-fallback.svg'],
    ['a media link with a query', `/media/${KEY}?download=1`],
    ['no picture at all', ''],
  ])('shows %s as it is, with the slot proportions and no srcset', (_what, link) => {
    expect(imageVariantProps(link, 'gallery')).toEqual({ src: link, width: 800, height: 500 });
  });

  it('only ever names widths the server makes, and every slot offers at least three', () => {
    for (const [slot, { smallest, largest }] of Object.entries(IMAGE_SLOTS)) {
      const widths = imageVariantProps(`/media/${KEY}`, slot as keyof typeof IMAGE_SLOTS)
        .srcSet!.split(', ')
        .map((entry) => Number(entry.split(' ')[1]!.replace('w', '')));
      expect(widths.length).toBeGreaterThanOrEqual(3);
      for (const width of widths) expect(VARIANT_WIDTHS).toContain(width);
      expect(Math.min(...widths)).toBeGreaterThanOrEqual(smallest);
      expect(Math.max(...widths)).toBeLessThanOrEqual(largest);
    }
  });

  it('builds variant paths from the key and width', () => {
    expect(variantPath('seed/a.jpg', 640)).toBe('/img/640/seed/a.jpg');
  });
});
