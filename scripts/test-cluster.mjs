// The cluster's own tests (a CI stage after the browser journeys): starts `npm run cluster`'s
// cluster on ports of its own (so a developer's cluster can stay up) and checks, through HAProxy and
// straight at each instance, what only several instances can get wrong: sessions on any instance, a
// price edit seen by the other instance at once (shared cache), sign-in limits counted once across
// instances (shared counters), a sign-out on one instance refused on the other (shared ended-session
// list), an instance killed mid-load and restarted, and SIGTERM draining.
// Needs a current build (`npx next build`; the cluster builds one when missing).
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { chromium } from '@playwright/test';
import { balancerState, startCluster } from './cluster-lib.mjs';

const ports = {
  balancer: Number(process.env.TEST_CLUSTER_PORT ?? 8180),
  web: (process.env.TEST_CLUSTER_WEB_PORTS ?? '3181,3182').split(',').map(Number),
  provider: Number(process.env.TEST_CLUSTER_PROVIDER_PORT ?? 4181),
  postgres: Number(process.env.TEST_CLUSTER_POSTGRES_PORT ?? 5435),
  redis: Number(process.env.TEST_CLUSTER_REDIS_PORT ?? 6381),
};
const owner = { email: 'owner@example.com', password: 'password1' };
const buyer = { email: 'buyer@example.com', password: 'password1' };
const SIGN_IN_LIMIT_PER_EMAIL = 10; // rateLimitPolicies.signIn.perAccount (server/http/rate-limit-guard.ts)
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let cluster;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

before(async () => {
  cluster = await startCluster({ ports, stdio: 'ignore', log: (line) => console.log(`# ${line}`), sessionSecret: 'cluster-test-session-secret-0123456789abcdef' });
});
after(async () => {
  await cluster?.stop();
});

/** A request to the balancer (`on` undefined) or straight to web instance `on`, as a browser of the site would send it. */
function siteFetch(path, { on, cookie, method = 'GET', body } = {}) {
  const base = on === undefined ? cluster.appUrl : cluster.webUrl(on);
  const headers = { origin: cluster.appUrl };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual', signal: AbortSignal.timeout(30_000) });
}

async function signIn(account, on) {
  const response = await siteFetch('/api/auth/login', { on, method: 'POST', body: account });
  assert.equal(response.status, 200, `sign-in answered ${response.status}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { cookie, user: (await response.json()).user };
}

test('a signed-in user whose requests alternate between the instances stays signed in and sees the dashboard', async () => {
  const { cookie, user } = await signIn(buyer, 0);
  for (const on of [1, 0, 1, 0, undefined, undefined]) {
    const session = await siteFetch('/api/auth/session', { on, cookie });
    assert.equal(session.status, 200);
    assert.equal((await session.json()).user?.email, buyer.email, `session on ${on ?? 'the balancer'}`);
    const dashboard = await siteFetch('/dashboard', { on, cookie });
    assert.equal(dashboard.status, 200, `dashboard on ${on ?? 'the balancer'} answered ${dashboard.status} (${dashboard.headers.get('location')})`);
    const html = await dashboard.text();
    assert.ok(html.includes(user.name ?? user.firstName ?? buyer.email), 'the dashboard names the user');
  }
});

test('a session signed out on one instance is refused by the other: the ended-session list is shared', async () => {
  const { cookie } = await signIn(buyer, 0);
  // Copied before sign-out, as a thief (or a shared computer's history) would keep it.
  const logout = await siteFetch('/api/auth/logout', { on: 0, method: 'POST', cookie });
  assert.equal(logout.status, 200);
  for (const on of [1, 0]) {
    const session = await siteFetch('/api/auth/session', { on, cookie });
    assert.deepEqual(await session.json(), { user: null }, `replayed session on instance ${on}`);
    const privateCall = await siteFetch('/api/vst/profile/wishlistStatus?property_id=1', { on, cookie });
    assert.equal(privateCall.status, 401, `replayed private call on instance ${on}`);
  }
});

test('failed sign-ins for one e-mail spread over both instances are refused at the limit, not at twice it', async () => {
  const target = { email: `limit.${Date.now()}@example.com`, password: 'not-the-password' };
  const statuses = [];
  for (let attempt = 0; attempt < SIGN_IN_LIMIT_PER_EMAIL + 4; attempt += 1) {
    statuses.push((await siteFetch('/api/auth/login', { on: attempt % 2, method: 'POST', body: target })).status);
  }
  assert.deepEqual(statuses, [...Array(SIGN_IN_LIMIT_PER_EMAIL).fill(400), 429, 429, 429, 429]);
});

test('an owner edits a price through one instance; the next request to the property and listings pages on the other shows it', { timeout: 180_000 }, async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-first-run', '--disable-background-networking'] });
  try {
    const page = await browser.newPage({ baseURL: cluster.appUrl });
    await page.goto('/login?next=/dashboard');
    const main = page.getByRole('main');
    await main.getByLabel('E-mail address').fill(owner.email);
    await main.getByLabel('Password').fill(owner.password);
    await main.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 60_000, waitUntil: 'commit' });
    const editHref = await page.locator('a[href^="/dashboard/listing/"]').first().getAttribute('href');
    const propertyId = editHref.split('/').pop();
    const propertyPath = `/property/${propertyId}`;
    const listingPaths = ['/properties/buy?page_type=highest_price', '/properties/rent?page_type=highest_price'];
    // Both instances cache the pages as they are now (so a per-instance cache would keep them stale).
    for (const on of [0, 1]) for (const path of [propertyPath, ...listingPaths]) assert.equal((await siteFetch(path, { on })).status, 200);

    // The dearest listing, so it heads its price-sorted listing page, yet under the listings' default
    // price ceiling (listingDefaults.maxPrice, 1 billion), so the page lists it.
    const price = 990_000_000 + Math.floor(Math.random() * 9_000) * 1000;
    const digits = price.toLocaleString('en-NG');
    await page.goto(`/dashboard/listing/${propertyId}`);
    const form = main.getByRole('form');
    const priceField = form.getByLabel('Price (₦)', { exact: true });
    // The form fills in the listing's values once it has loaded; type the new price after that.
    for (let tries = 0; (await priceField.inputValue()) !== String(price); tries += 1) {
      assert.ok(tries < 20, 'the price field takes the new price');
      if ((await priceField.inputValue()) !== '') await priceField.fill(String(price));
      await pause(500);
    }
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === propertyPath, { timeout: 90_000, waitUntil: 'commit' });

    for (const on of [1, 0]) {
      assert.ok((await (await siteFetch(propertyPath, { on })).text()).includes(digits), `the property page on instance ${on + 1} shows ${digits}`);
      const listings = await Promise.all(listingPaths.map(async (path) => (await siteFetch(path, { on })).text()));
      assert.ok(listings.some((html) => html.includes(digits)), `a listing page on instance ${on + 1} shows ${digits}`);
    }
  } finally {
    await browser.close();
  }
});

/**
 * Public pages and signed-in calls through the balancer from `concurrency` loops until `stop()`;
 * answers every outcome with its time.
 */
function mixedLoad(cookie, concurrency = 4) {
  const paths = [['/', null], ['/properties/buy', null], ['/property/1', null], ['/tipsandguides', null], ['/api/auth/session', cookie], ['/dashboard', cookie]];
  const outcomes = [];
  let running = true;
  const loops = Array.from({ length: concurrency }, async (_, loop) => {
    for (let index = loop; running; index += 1) {
      const [path, withCookie] = paths[index % paths.length];
      const at = Date.now();
      try {
        const response = await siteFetch(path, { cookie: withCookie ?? undefined });
        const text = await response.text();
        const ok = response.status === 200 && !text.includes('Server Error');
        outcomes.push({ path, at, status: response.status, ok });
      } catch (error) {
        outcomes.push({ path, at, status: 0, ok: false, error: error.message });
      }
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function waitForBalancer(server, status, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await balancerState(cluster.statsSocket))[server]?.status === status) return;
    await pause(200);
  }
  throw new Error(`${server} did not become ${status} at the balancer`);
}

test('an instance killed mid-load is taken out without lost requests, and rejoins when restarted', { timeout: 120_000 }, async () => {
  const { cookie } = await signIn(buyer);
  const load = mixedLoad(cookie);
  await pause(3_000);
  const killedAt = Date.now();
  await cluster.killWeb(0);
  await waitForBalancer('web1', 'DOWN');
  await pause(2_000);
  await cluster.startWeb(0);
  await waitForBalancer('web1', 'UP');
  const servedBefore = (await balancerState(cluster.statsSocket)).web1.served;
  await pause(3_000);
  await load.stop();

  const failed = load.outcomes.filter((outcome) => !outcome.ok);
  const after = load.outcomes.filter((outcome) => outcome.at >= killedAt);
  assert.ok(after.length > 20, `load went on after the kill (${after.length} requests)`);
  // GETs the dead instance had taken are retried on the other one by the balancer: none may fail
  // beyond those four (one per loop) in flight at the moment of the kill.
  assert.ok(failed.length <= 4, `failed: ${JSON.stringify(failed)}`);
  assert.ok((await balancerState(cluster.statsSocket)).web1.served > servedBefore, 'the restarted instance serves again');
});

/** A sign-in whose body arrives slowly, straight at instance `on`: answers its status once complete. */
function slowSignIn(on, { beforeRest }) {
  const body = JSON.stringify({ email: `drain.${Date.now()}@example.com`, password: 'not-the-password' });
  return new Promise((resolve, reject) => {
    const request = http.request(`${cluster.webUrl(on)}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: cluster.appUrl },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
    request.write(body.slice(0, 10));
    beforeRest().then(() => request.end(body.slice(10)), reject);
  });
}

test('SIGTERM drains: the instance answers the request in flight, goes out of the balancer, then exits', { timeout: 120_000 }, async () => {
  let stopped;
  const status = await slowSignIn(1, {
    beforeRest: async () => {
      await pause(500);
      stopped = cluster.stopWeb(1);
      await waitForBalancer('web2', 'DOWN');
      // While it drains, the site still answers through the other instance.
      assert.equal((await siteFetch('/properties/buy')).status, 200);
    },
  });
  assert.equal(status, 400, 'the request in flight got its answer (a wrong password), not a reset');
  await stopped;
  assert.notEqual(cluster.webProcess(1).exitCode ?? cluster.webProcess(1).signalCode, null, 'the instance exited after draining');
  await cluster.startWeb(1);
  await waitForBalancer('web2', 'UP');
});
