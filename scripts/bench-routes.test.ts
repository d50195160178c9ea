/** @jest-environment node */

type Route = { kind: string; path?: string; linkIn?: string; pattern?: RegExp; js: 'browsing' | 'property' | 'form' };
type Row = Route & { path: string; requestsPerSecond: number; ownKb: number; errors: number };
type Verdict = { path: string; met: boolean; text: string };
type BenchRoutes = {
  STATIC_ROUTE: string;
  BENCH_ROUTES: Route[];
  resolveRoutes: (routes: Route[], htmlOf: (path: string) => Promise<string>) => Promise<Route[]>;
  selectRoutes: (routes: Route[], only: string | undefined) => Route[];
  verdicts: (rows: Row[]) => Verdict[];
  summaryLine: (rows: Row[]) => string;
};

/** Plain JavaScript run by Node as it is; a path in a variable keeps tsc from asking for its types. */
const MODULE_PATH = './bench-routes.mjs';
const load = async (): Promise<BenchRoutes> => import(MODULE_PATH);

const row = (path: string, requestsPerSecond: number, extra: Partial<Row> = {}): Row => ({
  kind: path,
  path,
  js: 'browsing',
  requestsPerSecond,
  ownKb: 0,
  errors: 0,
  ...extra,
});

describe('bench routes (scripts/bench-routes.mjs)', () => {
  it('measures the static page first and one route of each public kind', async () => {
    const { BENCH_ROUTES, STATIC_ROUTE } = await load();
    expect(BENCH_ROUTES[0]!.path).toBe(STATIC_ROUTE);
    const kinds = BENCH_ROUTES.map((route) => route.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    const paths = BENCH_ROUTES.map((route) => route.path ?? route.linkIn);
    for (const path of ['/', '/properties/buy', '/all_properties', '/property/1', '/tipsandguides', '/services', '/services/categories', '/finance', '/finance/paymentoptions', '/mortgage', '/sell', '/login', '/register', '/forgot-password']) {
      expect(paths).toContain(path);
    }
    expect(kinds).toEqual(expect.arrayContaining(['tip', 'professional', 'listings (rent, filtered)']));
  });

  it('holds the services pages, the professional\'s among them, to the browsing budget; the sign-in pages to the form one', async () => {
    const { BENCH_ROUTES } = await load();
    const budgetOf = (kind: string) => BENCH_ROUTES.find((route) => route.kind === kind)?.js;
    for (const kind of ['services', 'service category', 'service categories', 'professional']) expect(budgetOf(kind)).toBe('browsing');
    for (const kind of ['login', 'register', 'forgot password']) expect(budgetOf(kind)).toBe('form');
  });

  it('finds a route without a fixed address as the first matching link of its page', async () => {
    const { BENCH_ROUTES, resolveRoutes } = await load();
    const pages: Record<string, string> = {
      '/services': '<a href="/services?category=x&amp;page=2">2</a><a href="/home-service-pro/details?id=42">Pro</a><a href="/home-service-pro/details?id=7">',
      '/tipsandguides': '<a href="/tipsandguides?page=2">2</a><a href="/tipsandguides/first-home-buyers">Tip</a>',
    };
    const htmlOf = jest.fn(async (path: string) => pages[path] ?? '');
    const resolved = await resolveRoutes(BENCH_ROUTES, htmlOf);
    expect(resolved.map((route) => route.path)).toEqual(
      BENCH_ROUTES.map((route) => route.path ?? { tip: '/tipsandguides/first-home-buyers', professional: '/home-service-pro/details?id=42' }[route.kind]),
    );
    expect(htmlOf).toHaveBeenCalledTimes(2);
  });

  it('fails loudly when a page has no link of the kind it stands for', async () => {
    const { resolveRoutes } = await load();
    const route: Route = { kind: 'tip', linkIn: '/tipsandguides', pattern: /href="(\/tipsandguides\/[^"]+)"/, js: 'browsing' };
    await expect(resolveRoutes([route], async () => '<p>No articles</p>')).rejects.toThrow('No tip link on /tipsandguides');
  });

  it('holds every public page, the property page and compare among them, to 0.8x the static page', async () => {
    const { verdicts } = await load();
    const lines = verdicts([
      row('/terms', 1000),
      row('/', 790),
      row('/tipsandguides', 800),
      row('/property/1', 800, { js: 'property' }),
      row('/compare?ids=1,2', 799),
    ]);
    const throughput = lines.filter((line) => line.text.includes('throughput'));
    expect(throughput.map(({ path, met }) => [path, met])).toEqual([
      ['/', false],
      ['/tipsandguides', true],
      ['/property/1', true],
      ['/compare?ids=1,2', false],
    ]);
    expect(throughput[0]!.text).toBe('/ throughput 0.79x static (target >= 0.8x)');
  });

  it('measures only the routes BENCH_ONLY names, by kind or path, beside the static page', async () => {
    const { BENCH_ROUTES, selectRoutes } = await load();
    expect(selectRoutes(BENCH_ROUTES, undefined)).toEqual(BENCH_ROUTES);
    expect(selectRoutes(BENCH_ROUTES, '')).toEqual(BENCH_ROUTES);
    const picked = selectRoutes(BENCH_ROUTES, 'compare, /property/1,tip');
    expect(picked.map((route) => route.kind)).toEqual(['static', 'property', 'tip', 'compare']);
    expect(() => selectRoutes(BENCH_ROUTES, 'property,/nowhere')).toThrow('BENCH_ONLY names no bench route: /nowhere');
  });

  it('holds each route’s own JavaScript to its kind’s budget, and counts errors as misses', async () => {
    const { verdicts } = await load();
    const lines = verdicts([
      row('/terms', 1000),
      row('/properties/buy', 900, { ownKb: 5.1 }),
      row('/property/1', 900, { js: 'property', ownKb: 25 }),
      row('/sell', 900, { js: 'form', ownKb: 60.2, errors: 3 }),
    ]);
    const missed = lines.filter((line) => !line.met).map((line) => line.text);
    expect(missed).toEqual([
      '/properties/buy own JS 5.1 kB (browsing budget <= 5 kB)',
      '/sell own JS 60.2 kB (form budget <= 60 kB)',
      '/sell had 3 errors (target 0)',
    ]);
    expect(lines.find((line) => line.path === '/property/1' && line.text.includes('own JS'))!.met).toBe(true);
  });

  it('names every route and its ratio on one summary line that fails when one misses', async () => {
    const { summaryLine } = await load();
    const passing = [row('/terms', 1000), row('/', 850), row('/services', 812)];
    expect(summaryLine(passing)).toBe('bench PASS: /terms 1.00x, / 0.85x, /services 0.81x');
    const failing = [row('/terms', 1000), row('/', 850), row('/services', 750)];
    expect(summaryLine(failing)).toBe('bench FAIL: /terms 1.00x, / 0.85x, !/services 0.75x');
    const heavy = [row('/terms', 1000), row('/property/1', 900, { js: 'property', ownKb: 30 })];
    expect(summaryLine(heavy)).toBe('bench FAIL: /terms 1.00x, !/property/1 0.90x');
  });
});
