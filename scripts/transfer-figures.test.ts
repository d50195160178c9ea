/** @jest-environment node */
import { dataSaverSection, describeLcp, transferSection, transferTotals, transferVerdict } from './transfer-figures.mjs';

const responses = [
  { url: '/', type: 'document', bytes: 30_000 },
  { url: '/_next/static/a.js', type: 'script', bytes: 150_000 },
  { url: '/img/640/seed/a.jpg', type: 'image', bytes: 60_000 },
  { url: '/img/320/seed/b.jpg', type: 'image', bytes: 20_500 },
];

test('totals count every response and images apart, in kB of 1000 bytes', () => {
  expect(transferTotals(responses)).toEqual({ requests: 4, totalKb: 260.5, imageKb: 80.5, imageRequests: 2 });
  expect(transferTotals([])).toEqual({ requests: 0, totalKb: 0, imageKb: 0, imageRequests: 0 });
});

test('the verdict names each budget a first load misses', () => {
  expect(transferVerdict({ totalKb: 999, imageKb: 500 })).toEqual({ met: true, misses: [] });
  expect(transferVerdict({ totalKb: 1200, imageKb: 400 }).misses).toEqual(['1200 kB in all (budget 1000)']);
  expect(transferVerdict({ totalKb: 1200, imageKb: 700 }).misses).toHaveLength(2);
});

test('the LCP element is described by its tag and path', () => {
  expect(describeLcp(undefined)).toBe('none reported');
  expect(describeLcp({ tag: 'h1', url: '' })).toBe('<h1> text');
  expect(describeLcp({ tag: 'img', url: 'http://localhost:3210/img/640/seed/a.jpg?v=1' })).toBe('<img> /img/640/seed/a.jpg');
  expect(describeLcp({ tag: 'img', url: `/img/1080/${'x'.repeat(80)}.jpg` })).toMatch(/^<img> \/img\/1080\/x+…x+\.jpg$/);
});

test('the section has a row per page and a verdict line each', () => {
  const page = (route, totalKb) => ({
    route,
    firstLoad: { requests: 3, totalKb, imageKb: 100, imageRequests: 2 },
    scrolled: { requests: 9, totalKb: totalKb + 300, imageKb: 400, imageRequests: 8 },
    lcp: { tag: 'img', url: '/img/640/a.jpg', bytes: 45_000 },
  });
  const section = transferSection([page('/', 400), page('/property/1', 1500)], 'Setting.');
  expect(section).toContain('| / | 400 | 100 (2) | 700 | 400 (8) | <img> /img/640/a.jpg | 45 |');
  expect(section).toContain('- met: / first load within 1000 kB, images within 500 kB');
  expect(section).toContain('- MISSED: /property/1 first load 1500 kB in all (budget 1000)');
});

test("the data saver's section has a row per page and its two verdicts", () => {
  const totals = (totalKb, imageKb = 0) => ({ requests: 4, totalKb, imageKb, imageRequests: imageKb ? 1 : 0 });
  const section = dataSaverSection(
    [
      { route: '/', firstView: totals(110, 3), secondVisit: totals(4) },
      { route: '/property/1', firstView: totals(180), secondVisit: totals(25) },
    ],
    'Setting.',
  );
  expect(section).toContain('| / | 110 | 3 (1) | 4 |');
  expect(section).toContain('- met: / first view with the saver 110 kB (budget 120)');
  expect(section).toContain('- MISSED: /property/1 first view with the saver 180 kB (budget 120)');
  expect(section).toContain('- MISSED: /property/1 second visit 25 kB (budget 20)');
});
