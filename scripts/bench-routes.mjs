// The public routes `npm run bench` measures, their budgets, and the verdicts it draws from what it
// measured. Kept apart from scripts/bench.mjs, which measures, so that what is computed
// here has unit tests (scripts/bench-routes.test.ts) and other measurements can join the bench in
// modules of their own.

/** The static reference page: every other route's throughput is compared with its own. */
export const STATIC_ROUTE = '/terms';

/**
 * Own JavaScript (what a route loads that the static page does not), gzip kB. Browsing pages carry
 * almost none; the property page its gallery and actions, its dialogs' forms loaded when opened;
 * form pages their validation.
 */
export const OWN_JS_BUDGETS_KB = { browsing: 5, property: 25, form: 60 };

/** Throughput against the static page, for every public page. */
export const THROUGHPUT_TARGET = 0.8;

/**
 * One route of each kind of public page (the sitemap's kinds, and the public pages it leaves out:
 * services, finance, the sign-in forms).
 * A route with `linkIn` has no fixed address: it is the first link matching `pattern` on that page
 * (a professional, an article), so the bench follows the data it is given.
 */
export const BENCH_ROUTES = [
  { kind: 'static', path: STATIC_ROUTE, js: 'browsing' },
  { kind: 'home', path: '/', js: 'browsing' },
  { kind: 'listings (buy)', path: '/properties/buy', js: 'browsing' },
  { kind: 'listings (rent, filtered)', path: '/properties/rent?state_id=25', js: 'browsing' },
  { kind: 'all properties', path: '/all_properties', js: 'browsing' },
  { kind: 'property', path: '/property/1', js: 'property' },
  { kind: 'town prices', path: '/prices/lagos/lekki-phase-1', js: 'browsing' },
  { kind: 'tips', path: '/tipsandguides', js: 'browsing' },
  { kind: 'tips search', path: '/tipsandguides?query=rent', js: 'browsing' },
  { kind: 'tip', linkIn: '/tipsandguides', pattern: /href="(\/tipsandguides\/[^"?#/]+)"/, js: 'browsing' },
  { kind: 'services', path: '/services', js: 'browsing' },
  { kind: 'service category', path: '/services?category=engineers', js: 'browsing' },
  { kind: 'service categories', path: '/services/categories', js: 'browsing' },
  // A services page, so a browsing page, though it holds a message form: that loads when used.
  { kind: 'professional', linkIn: '/services', pattern: /href="(\/home-service-pro\/details\?id=\d+)"/, js: 'browsing' },
  { kind: 'finance', path: '/finance', js: 'browsing' },
  { kind: 'payment options', path: '/finance/paymentoptions', js: 'form' },
  { kind: 'affordability', path: '/finance/affordability', js: 'form' },
  { kind: 'pre-approval', path: '/get-approval', js: 'form' },
  { kind: 'mortgage', path: '/mortgage', js: 'form' },
  { kind: 'sell', path: '/sell', js: 'form' },
  // Public form pages beside the sitemap's kinds (the login page is indexed), and the third sign-in
  // page, linked from the login form.
  { kind: 'login', path: '/login', js: 'form' },
  { kind: 'register', path: '/register', js: 'form' },
  { kind: 'forgot password', path: '/forgot-password', js: 'form' },
  { kind: 'advertise', path: '/advert', js: 'form' },
  { kind: 'advert plans', path: '/advert/subscription', js: 'browsing' },
  { kind: 'privacy', path: '/privacy', js: 'browsing' },
  // Two homes side by side, as the compare tray links them (ids ascending; any other order is
  // redirected there): a cached view per set of ids.
  { kind: 'compare', path: '/compare?ids=1,2', js: 'browsing' },
];

/**
 * The routes a partial run measures (`BENCH_ONLY`: kinds or paths, comma-separated), the static page
 * always first so that ratios still have their reference; every route when `only` is empty.
 */
export function selectRoutes(routes, only) {
  const wanted = (only ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (wanted.length === 0) return routes;
  const unknown = wanted.filter((name) => !routes.some((route) => route.kind === name || route.path === name));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY names no bench route: ${unknown.join(', ')} (kinds and paths are in scripts/bench-routes.mjs)`);
  return routes.filter((route) => route.path === STATIC_ROUTE || wanted.includes(route.kind) || wanted.includes(route.path));
}

/** Each route with its address: a `linkIn` route is looked up in its page's HTML (`htmlOf(path)`). */
export async function resolveRoutes(routes, htmlOf) {
  const resolved = [];
  for (const route of routes) {
    if (route.path) {
      resolved.push(route);
      continue;
    }
    const match = route.pattern.exec(await htmlOf(route.linkIn));
    if (!match) throw new Error(`No ${route.kind} link on ${route.linkIn} (looked for ${route.pattern})`);
    resolved.push({ ...route, path: match[1] });
  }
  return resolved;
}

/**
 * The verdict lines of every measured route: its throughput against the static page's, its own
 * JavaScript against its kind's budget, and no errors. `rows` are routes with `requestsPerSecond`,
 * `ownKb` and `errors`; the static route is first.
 */
export function verdicts(rows) {
  const staticThroughput = rows.find((row) => row.path === STATIC_ROUTE)?.requestsPerSecond || 1;
  return rows.flatMap((row) => {
    const lines = [];
    if (row.path !== STATIC_ROUTE) {
      const ratio = row.requestsPerSecond / staticThroughput;
      lines.push({ path: row.path, met: ratio >= THROUGHPUT_TARGET, text: `${row.path} throughput ${ratio.toFixed(2)}x static (target >= ${THROUGHPUT_TARGET}x)` });
    }
    const budget = OWN_JS_BUDGETS_KB[row.js];
    lines.push({ path: row.path, met: row.ownKb <= budget, text: `${row.path} own JS ${row.ownKb.toFixed(1)} kB (${row.js} budget <= ${budget} kB)` });
    if (row.errors > 0) lines.push({ path: row.path, met: false, text: `${row.path} had ${row.errors} errors (target 0)` });
    return lines;
  });
}

/**
 * One line naming every route and its throughput ratio, starting with PASS or FAIL (FAIL when any
 * verdict is missed, each missed route marked with `!`).
 */
export function summaryLine(rows) {
  const staticThroughput = rows.find((row) => row.path === STATIC_ROUTE)?.requestsPerSecond || 1;
  const missedPaths = new Set(verdicts(rows).filter((line) => !line.met).map((line) => line.path));
  const routes = rows.map((row) => `${missedPaths.has(row.path) ? '!' : ''}${row.path} ${(row.requestsPerSecond / staticThroughput).toFixed(2)}x`);
  return `bench ${missedPaths.size === 0 ? 'PASS' : 'FAIL'}: ${routes.join(', ')}`;
}
