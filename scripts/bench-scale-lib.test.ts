/** @jest-environment node */

type Figure = { p50Ms: number; p95Ms: number; total?: number; timed?: number; memoryMb?: number; peakMb?: number; searches?: number } | { failed: string };
type Row = { name: string; kind: 'page' | 'property' | 'alerts' | 'digest'; calls: string; bySize: Record<number, Figure> };
type Verdict = { row: string; met: boolean; text: string };
type BenchScaleLib = {
  DEFAULT_SIZES: number[];
  LISTING_VIEWS: { name: string; query: Record<string, string | number> }[];
  parseBenchScaleOptions: (args: string[]) => { sizes: number[]; repeats: number; write: boolean; plans: string | null };
  percentile: (values: number[], p: number) => number;
  allowedGrowth: (smallest: number, largest: number) => number;
  rowVerdicts: (row: Row, sizes: number[]) => Verdict[];
  scaleTable: (rows: Row[], sizes: number[], repeats: number) => string;
};

/** Plain JavaScript run by Node as it is; a path in a variable keeps tsc from asking for its types. */
const MODULE_PATH = './bench-scale-lib.mjs';
const load = async (): Promise<BenchScaleLib> => import(MODULE_PATH);

const page = (name: string, small: Figure, large: Figure, kind: Row['kind'] = 'page'): Row => ({ name, kind, calls: 'calls', bySize: { 2_500: small, 250_000: large } });
const timed = (p50Ms: number, p95Ms = p50Ms): Figure => ({ p50Ms, p95Ms });
const SIZES = [2_500, 250_000];

describe('the scale bench (scripts/bench-scale-lib.mjs)', () => {
  it('measures 2,500, 25,000 and 250,000 listings unless told, and names a wrong option', async () => {
    const { parseBenchScaleOptions } = await load();
    expect(parseBenchScaleOptions([])).toEqual({ sizes: [2_500, 25_000, 250_000], repeats: 30, write: true, plans: null });
    expect(parseBenchScaleOptions(['--sizes', '500,5000', '--no-write', '--repeats', '10', '--plans', 'plans.log'])).toEqual({ sizes: [500, 5_000], repeats: 10, write: false, plans: 'plans.log' });
    expect(() => parseBenchScaleOptions(['--sizes', '5000'])).toThrow('--sizes takes two or more listing counts, smallest first (e.g. 500,5000), not 5000.');
    expect(() => parseBenchScaleOptions(['--sizes', '5000,500'])).toThrow('smallest first');
    expect(() => parseBenchScaleOptions(['--repeats', '1'])).toThrow('--repeats takes a whole number of at least 2, not 1.');
    expect(() => parseBenchScaleOptions(['--size', '500'])).toThrow(/^Unknown option --size\./);
  });

  it('has ten listing views, among them deep pages and both sorts', async () => {
    const { LISTING_VIEWS } = await load();
    expect(LISTING_VIEWS).toHaveLength(10);
    expect(LISTING_VIEWS.filter((view) => view.query.page === 50)).toHaveLength(2);
    expect(new Set(LISTING_VIEWS.map((view) => view.query.page_type))).toEqual(new Set([undefined, 'lowest_price', 'highest_price']));
  });

  it('takes nearest-rank percentiles', async () => {
    const { percentile } = await load();
    const values = Array.from({ length: 20 }, (_, index) => 20 - index);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile([7], 95)).toBe(7);
    expect(() => percentile([], 50)).toThrow('No values');
  });

  it('allows twice the figure over 100 times the listings, and the same rate over a shorter span', async () => {
    const { allowedGrowth } = await load();
    expect(allowedGrowth(2_500, 250_000)).toBeCloseTo(2, 10);
    expect(allowedGrowth(500, 5_000)).toBeCloseTo(Math.SQRT2, 10);
  });

  it('holds pages to 100 ms at p95 and the property page to 60 ms at the largest size', async () => {
    const { rowVerdicts } = await load();
    expect(rowVerdicts(page('Listing', timed(40, 60), timed(60, 100)), SIZES).map((verdict) => verdict.met)).toEqual([true, true]);
    const [slow] = rowVerdicts(page('Listing', timed(40, 60), timed(60, 101)), SIZES);
    expect(slow).toEqual({ row: 'Listing', met: false, text: 'Listing: p95 101 ms at 250,000 listings (budget 100 ms)' });
    expect(rowVerdicts(page('Property', timed(30), timed(40, 61), 'property'), SIZES)[0].met).toBe(false);
  });

  it('fails a figure that grows more than allowed with the data, a noise allowance aside', async () => {
    const { rowVerdicts } = await load();
    const [, growth] = rowVerdicts(page('Listing', timed(20), timed(46, 50)), SIZES);
    expect(growth).toEqual({ row: 'Listing', met: false, text: 'Listing: p50 46 ms at 250,000 against 20 ms at 2,500 (at most 2.00x + 5 ms)' });
    expect(rowVerdicts(page('Listing', timed(2), timed(9)), SIZES)[1].met).toBe(true);
  });

  it('holds alerts to a second, the digest to 10 minutes per 100,000 searches, and both to flat memory', async () => {
    const { rowVerdicts, scaleTable } = await load();
    const job = (ms: number, memoryMb: number, searches: number): Figure => ({ p50Ms: ms, p95Ms: ms, memoryMb, peakMb: 150 + memoryMb, searches });
    const alerts = rowVerdicts(page('Alerts', job(600, 10, 1_000), job(1_100, 40, 60_000), 'alerts'), SIZES);
    expect(alerts.map((verdict) => verdict.met)).toEqual([false, true, false]);
    expect(alerts[2].text).toBe('Alerts: memory added 40 MB at 250,000 against 10 MB at 2,500 (at most 2.00x + 8 MB)');
    const digest = rowVerdicts(page('Digest', job(1_000, 10, 400), job(1_900, 20, 40_000), 'digest'), SIZES);
    expect(digest[0].text).toBe('Digest: time 1.9 s at 250,000 listings (budget 240 s)');
    expect(digest.map((verdict) => verdict.met)).toEqual([true, true, true]);
    const [digestRow] = scaleTable([page('Digest', job(1_000, 10, 400), job(1_900, 20, 40_000), 'digest')], SIZES, 30).split('\n').slice(2);
    expect(digestRow).toBe('| Digest | calls | 1.0 s, 400 searches, +10 MB (peak 160 MB) | 1.9 s, 40,000 searches, +20 MB (peak 170 MB) | met |');
  });

  it('fails a view that failed at any size, in one verdict', async () => {
    const { rowVerdicts } = await load();
    expect(rowVerdicts(page('Sitemap', timed(20), { failed: 'property/all answered 500' }), SIZES)).toEqual([
      { row: 'Sitemap', met: false, text: 'Sitemap: failed at 250,000 listings (property/all answered 500)' },
    ]);
  });

  it('writes a row per view with each size and how many budgets it missed', async () => {
    const { scaleTable } = await load();
    const rows = [
      page('Rent in Lagos', { ...timed(12, 20), total: 300, timed: 30 }, { ...timed(30, 150), total: 30_000, timed: 5 }),
      page('Sitemap', timed(20), { failed: 'property/all answered 500' }),
    ];
    expect(scaleTable(rows, SIZES, 30).split('\n')).toEqual([
      '| View or job | Provider calls | 2,500 listings | 250,000 listings | Verdict |',
      '|---|---|---|---|---|',
      '| Rent in Lagos | calls | 12 ms / 20 ms, 300 found | 30 ms / 150 ms, 5 calls, 30,000 found | **2 missed** |',
      '| Sitemap | calls | 20 ms | failed: property/all answered 500 | **1 missed** |',
    ]);
  });
});
