/** @jest-environment node */
import { banners } from './banners';
import { seedFiles } from './files';
import { properties } from './properties';
import { homeServiceSeed } from './services';
import { tips, wordCount } from './tips';
import { DEMO_EMAILS, DEMO_PASSWORD, seedUsers } from './users';
import { HOME_TOUR_VIDEO_KEY, HOME_TOUR_VIDEO_LINK } from './video';

const CONTRACT_PAGES = ['home', 'buy', 'rent', 'properties', 'tipsandguides', 'sell', 'finance', 'services', 'advert', 'mortgage', 'get-approval'];

describe('users', () => {
  it('has the three demo accounts and unique e-mails', () => {
    expect(seedUsers.find((user) => user.email === DEMO_EMAILS.buyer)).toMatchObject({ firstName: 'Chidinma', lastName: 'Okafor' });
    expect(seedUsers.find((user) => user.email === DEMO_EMAILS.owner)).toMatchObject({ firstName: 'Babatunde', lastName: 'Adeyemi' });
    expect(seedUsers.find((user) => user.email === DEMO_EMAILS.professional)).toMatchObject({ firstName: 'Ifeanyi', serviceProvider: true });
    expect(new Set(seedUsers.map((user) => user.email)).size).toBe(seedUsers.length);
    for (const user of seedUsers) {
      expect(user.password).toBe(DEMO_PASSWORD);
      expect(user.phone).toMatch(/^0[789]0\d{8}$/);
    }
  });
});

describe('tips', () => {
  it('has at least 14 articles with unique ids and slugs', () => {
    expect(tips.length).toBeGreaterThanOrEqual(14);
    expect(new Set(tips.map((tip) => tip.id)).size).toBe(tips.length);
    expect(new Set(tips.map((tip) => tip.slug)).size).toBe(tips.length);
  });

  it.each(tips.map((tip) => [tip.slug, tip] as const))('%s is 300-600 words of safe HTML', (_slug, tip) => {
    expect(wordCount(tip.bodyHtml)).toBeGreaterThanOrEqual(300);
    expect(wordCount(tip.bodyHtml)).toBeLessThanOrEqual(600);
    const tags = new Set([...tip.bodyHtml.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]));
    for (const tag of tags) expect(['h2', 'p', 'ul', 'li', 'strong']).toContain(tag);
    expect(tip.bodyHtml).not.toMatch(/https?:|href|src=|on\w+=/i);
    expect(tip.readMinutes).toBeGreaterThan(0);
  });
});

describe('banners', () => {
  it('has exactly one banner for every page name of the contract', () => {
    expect(banners.map((banner) => banner.page).sort()).toEqual([...CONTRACT_PAGES].sort());
  });
});

describe('seedFiles', () => {
  const files = seedFiles();
  const keys = new Set(files.map((file) => file.key));
  const photos = files.filter((file) => 'photo' in file);

  it('holds each file once: every picture a JPEG photo of realistic size made from a drawing, a few dozen in all', () => {
    expect(keys.size).toBe(files.length);
    expect(photos.length).toBe(files.length - 1); // all but the home tour
    expect(photos.length).toBeGreaterThanOrEqual(24);
    expect(photos.length).toBeLessThanOrEqual(100);
    for (const { key, contentType, photo } of photos) {
      expect(key).toMatch(/\.jpg$/);
      expect(contentType).toBe('image/jpeg');
      expect(photo.drawing).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(photo.width).toBeGreaterThanOrEqual(1600);
      expect(photo.width).toBeLessThanOrEqual(4000);
      expect(photo.grain).toBeGreaterThan(0);
    }
  });

  it('has a handful of phone photos with a camera, a GPS position and an orientation to undo', () => {
    const phone = photos.flatMap(({ photo }) => (photo.phone ? [photo.phone] : []));
    expect(phone.length).toBeGreaterThanOrEqual(3);
    expect(phone.length).toBeLessThanOrEqual(6);
    for (const exif of phone) {
      expect(exif.model).not.toBe('');
      expect(exif.orientation).not.toBe(1);
      // Somewhere in Nigeria.
      expect(exif.latitude).toBeGreaterThan(4);
      expect(exif.latitude).toBeLessThan(14);
      expect(exif.longitude).toBeGreaterThan(2.5);
      expect(exif.longitude).toBeLessThan(15);
    }
  });

  it('contains every file that listings, tips, banners and services refer to, and nothing else', () => {
    const referenced = new Set([
      ...properties.flatMap((property) => [property.primaryImageKey, ...property.otherImageKeys, ...property.floorPlanKeys]),
      ...tips.map((tip) => tip.imageKey),
      ...banners.map((banner) => banner.imageKey),
      ...homeServiceSeed.services.map((service) => service.imageKey),
      ...properties.flatMap((property) => (property.videoLink ? [property.videoLink.replace(/^\/files\//, '')] : [])),
    ]);
    for (const key of referenced) expect(keys.has(key)).toBe(true);
    expect([...keys].filter((key) => !referenced.has(key))).toEqual([]);
  });

  it('draws the same recipes on every call', () => {
    expect(seedFiles()).toEqual(files);
  });

  it('has a WebM home tour that some homes link to', () => {
    const video = files.find((file) => file.key === HOME_TOUR_VIDEO_KEY);
    expect(video && 'body' in video && video.contentType).toBe('video/webm');
    expect(video && 'body' in video && video.body.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])); // EBML magic of WebM
    const withVideo = properties.filter((property) => property.videoLink !== null);
    expect(withVideo.length).toBeGreaterThan(10);
    expect(withVideo.every((property) => property.propertyTypeId === 1 && property.videoLink === HOME_TOUR_VIDEO_LINK)).toBe(true);
  });

  it('draws with no external resources', () => {
    for (const { photo } of photos) {
      const svg = photo.drawing.replace('xmlns="http://www.w3.org/2000/svg"', '');
      expect(svg).not.toMatch(/https?:|href|<script|<image/i);
    }
  });
});
