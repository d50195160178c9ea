// The cluster's own tests (a CI stage after the browser journeys): starts `npm run cluster`'s
// cluster on ports of its own (so a developer's cluster can stay up) and checks, through HAProxy and
// straight at each instance, what only several instances can get wrong: sessions on any instance, a
// price edit seen by the other instance at once (shared cache), sign-in limits counted once across
// instances (shared counters), a sign-out on one instance refused on the other (shared ended-session
// list, in a Redis apart from the cache's), made-up URLs adding nothing to the cache, an instance
// killed mid-load and restarted, and SIGTERM draining.
// Needs a current build (`npx next build`; the cluster builds one when missing).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { chromium } from '@playwright/test';
import { balancerState, startCluster } from './cluster-lib.mjs';
import { killVerdict } from './cluster-verdict.mjs';
import { waitUntil } from './services.mjs';

const ports = {
  balancer: Number(process.env.TEST_CLUSTER_PORT ?? 8180),
  web: (process.env.TEST_CLUSTER_WEB_PORTS ?? '3181,3182').split(',').map(Number),
  provider: Number(process.env.TEST_CLUSTER_PROVIDER_PORT ?? 4181),
  postgres: Number(process.env.TEST_CLUSTER_POSTGRES_PORT ?? 5435),
  redis: Number(process.env.TEST_CLUSTER_REDIS_PORT ?? 6381),
  securityRedis: Number(process.env.TEST_CLUSTER_SECURITY_REDIS_PORT ?? 6391),
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

test('each instance renders a view proxy.ts rewrites to itself, not by a request to its own address, and refuses the view asked for directly', async () => {
  for (const on of [0, 1]) {
    const response = await siteFetch('/properties/buy?page_type=lowest_price', { on });
    assert.equal(response.status, 200, `instance ${on}`);
    // Relative: rendered in the same request. An absolute URL is what Next sends over HTTP (vercel/next.js#94745).
    assert.equal(response.headers.get('x-middleware-rewrite'), '/views/properties/buy/page_type%3Dlowest_price', `instance ${on}`);
    const direct = await siteFetch('/views/properties/buy/page_type%3Dlowest_price', { on });
    assert.equal(direct.status, 307, `instance ${on}`);
  }
});

/** A command to one of the cluster's Redis servers, its answer as redis-cli prints it. */
function redisCli(port, ...args) {
  return spawnSync('/usr/bin/redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' }).stdout.trim();
}

test('made-up listing URLs add no entry to the shared cache, and the security state lives in the Redis that never evicts', async () => {
  const madeUp = (value) => [
    `/properties/buy?page=x${value}`,
    `/properties/rent?page_type=junk${value}`,
    `/properties/buy?page=${9000 + value}`,
    `/properties/rent?state_id=${900000 + value}`,
    `/tipsandguides?page=${9000 + value}`,
  ];
  const askAll = async (value) => {
    for (const path of madeUp(value)) {
      for (const on of [0, 1]) {
        const response = await siteFetch(path, { on });
        await response.arrayBuffer();
        assert.ok([307, 404].includes(response.status), `${path} on instance ${on} answered ${response.status}`);
      }
    }
  };
  // The first round reads what any listing reads (the lists, the first pages); the second adds nothing.
  await askAll(1);
  const entries = Number(redisCli(ports.redis, 'dbsize'));
  await askAll(2);
  await askAll(3);
  assert.equal(Number(redisCli(ports.redis, 'dbsize')), entries, 'the cache holds as many keys as before');

  assert.deepEqual(redisCli(ports.redis, 'config', 'get', 'maxmemory-policy').split('\n'), ['maxmemory-policy', 'allkeys-lru']);
  assert.deepEqual(redisCli(ports.securityRedis, 'config', 'get', 'maxmemory-policy').split('\n'), ['maxmemory-policy', 'noeviction']);
  const { cookie } = await signIn(buyer, 1);
  assert.equal((await siteFetch('/api/auth/logout', { on: 1, method: 'POST', cookie })).status, 200);
  const endedIn = (port) => redisCli(port, '--scan', '--pattern', 'ended-session:*').split('\n').filter(Boolean).length;
  assert.ok(endedIn(ports.securityRedis) > 0, 'the sign-out is kept in the security Redis');
  assert.equal(endedIn(ports.redis), 0, 'and not in the cache, which may evict it');
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
 * A POST whose body is held back after its first bytes: it has reached an instance (straight, or the
 * one the balancer chose), which waits for the rest. `finish()` sends the rest; `answer` resolves with
 * the status, the body and when it came. Each on a connection of its own, as its first request: for
 * that HAProxy answers 502 when the instance dies (a later request on a kept-alive connection gets
 * the connection closed instead, see scripts/cluster-verdict.mjs).
 */
function heldPost(url, body, { cookie } = {}) {
  const text = JSON.stringify(body);
  const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), origin: cluster.appUrl };
  if (cookie) headers.cookie = cookie;
  const request = http.request(url, { method: 'POST', headers, agent: false });
  const answer = new Promise((resolve, reject) => {
    request.on('response', (response) => {
      let received = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (received += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: received, answeredAt: Date.now() }));
    });
    // Also when the rest is sent to a connection the balancer closed after answering: then it is moot.
    request.on('error', reject);
  });
  request.write(text.slice(0, 10));
  return { answer, finish: () => request.end(text.slice(10)) };
}

/** The listing the kill test's user comments on; comments are read back through `comment/getComments`. */
const COMMENTED_PROPERTY = 1;
/** How soon after the kill a write that failed must have had its error answer (a user waiting longer sees a hang). */
const WRITE_ANSWER_WITHIN_MS = 5_000;

const commentBody = (text) => ({ comment: text, property_id: COMMENTED_PROPERTY });
const savedAsSent = (text) => (status, body) => status === 200 && JSON.parse(body).comment?.comment === text;

/**
 * Through the balancer until `stop()`: `readers` loops of public pages and signed-in reads, and
 * `writers` loops of the user's comments on one listing, each with a text of its own (starting with
 * `runId`) so it can be found afterwards. A loop sends one request at a time. `outcomes` holds every
 * request's outcome as scripts/cluster-verdict.mjs judges them.
 */
function mixedLoad(cookie, runId, { readers = 4, writers = 2 } = {}) {
  const paths = [['/', null], ['/properties/buy', null], ['/property/1', null], ['/tipsandguides', null], ['/api/auth/session', cookie], ['/dashboard', cookie]];
  const outcomes = [];
  let running = true;
  async function send(kind, fetchIt, isOk, detail) {
    const sentAt = Date.now();
    const outcome = { kind, ...detail, sentAt, status: 0, closed: false, cut: false, ok: false };
    try {
      const response = await fetchIt().catch((error) => {
        // No answer at all: the balancer closed the connection (undici's socket error), or the client gave up.
        outcome.closed = error.cause?.code === 'UND_ERR_SOCKET';
        throw error;
      });
      outcome.status = response.status;
      const body = await response.text().catch((error) => {
        // The status came, then the body was cut off: the connection dropped, not the client giving up.
        outcome.cut = error.name !== 'TimeoutError' && error.name !== 'AbortError';
        throw error;
      });
      outcome.ok = isOk(response.status, body);
    } catch (error) {
      outcome.error = `${error.message} (${error.cause?.message ?? error.name})`;
    }
    outcomes.push({ ...outcome, answeredAt: Date.now() });
  }
  const readLoop = async (loop) => {
    for (let index = loop; running; index += 1) {
      const [path, withCookie] = paths[index % paths.length];
      await send('read', () => siteFetch(path, { cookie: withCookie ?? undefined }), (status, body) => status === 200 && !body.includes('Server Error'), { path });
    }
  };
  const writeLoop = async (loop) => {
    for (let index = 0; running; index += 1) {
      const text = `${runId} comment ${loop}.${index}`;
      await send('write', () => siteFetch('/api/vst/comment/saveComment', { method: 'POST', cookie, body: commentBody(text) }), savedAsSent(text), { text });
    }
  };
  const loops = [...Array.from({ length: readers }, (_, loop) => readLoop(loop)), ...Array.from({ length: writers }, (_, loop) => writeLoop(loop))];
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * One comment held open on each instance (headers sent, body not yet): sent one after the other through
 * the balancer with nothing else under way, so round-robin gives one to each, seen in HAProxy's counts.
 * Answers `{ web1: write, web2: write }`; `outcome()` of a write finishes it and answers its outcome.
 */
async function holdWriteOnEachInstance(cookie, runId) {
  const held = {};
  for (const number of [1, 2]) {
    const before = await balancerState(cluster.statsSocket);
    const text = `${runId} held ${number}`;
    const sentAt = Date.now();
    const post = heldPost(`${cluster.appUrl}/api/vst/comment/saveComment`, commentBody(text), { cookie });
    let server;
    await waitUntil(`the held write ${number} reaching an instance`, async () => {
      const now = await balancerState(cluster.statsSocket);
      server = Object.keys(now).find((name) => now[name].served > before[name].served);
      return server !== undefined;
    }, 5_000);
    held[server] = {
      async outcome() {
        post.finish();
        try {
          const { status, body, answeredAt } = await post.answer;
          return { kind: 'write', text, sentAt, answeredAt, status, closed: false, ok: savedAsSent(text)(status, body) };
        } catch (error) {
          return { kind: 'write', text, sentAt, answeredAt: Date.now(), status: 0, closed: false, ok: false, error: error.message };
        }
      },
    };
  }
  assert.deepEqual(Object.keys(held).sort(), ['web1', 'web2'], 'round-robin gave each instance one held write');
  return held;
}

async function waitForBalancer(server, status, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await balancerState(cluster.statsSocket))[server]?.status === status) return;
    await pause(200);
  }
  throw new Error(`${server} did not become ${status} at the balancer`);
}

// HAProxy sends a request again only when that is safe: any method after a refused connection (it
// never reached the instance), GETs also after an instance took them and died. So during the kill the
// reads must all get through but the one each loop had in flight, and a write may fail only when it
// was on the dead instance, told at once (the balancer's 502, or its connection closed with no
// answer); every write answered as saved must be there afterwards, and none twice. The comment held
// on each instance makes the failure certain: the one on the killed instance must fail, the other
// must be saved.
test('an instance killed mid-load is taken out without lost requests or writes, and rejoins when restarted', { timeout: 120_000 }, async (t) => {
  const { cookie } = await signIn(buyer);
  const runId = `Kill test ${Date.now()}:`;
  const held = await holdWriteOnEachInstance(cookie, runId);
  const load = mixedLoad(cookie, runId);
  await pause(1_500);
  const killedAt = Date.now();
  await cluster.killWeb(0);
  const exitedAt = Date.now();
  await waitForBalancer('web1', 'DOWN');
  const heldOnKilled = await held.web1.outcome();
  const heldOnSurvivor = await held.web2.outcome();
  // The load goes on while the instance restarts and until the balancer has given it requests again.
  await cluster.startWeb(0);
  await waitForBalancer('web1', 'UP');
  const rejoinedAt = Date.now();
  const servedBefore = (await balancerState(cluster.statsSocket)).web1.served;
  await waitUntil('the restarted instance serving again', async () => (await balancerState(cluster.statsSocket)).web1.served > servedBefore, 10_000);
  await load.stop();

  assert.equal(heldOnKilled.status, 502, `the write held on the killed instance got the balancer's error: ${JSON.stringify(heldOnKilled)}`);
  assert.ok(heldOnSurvivor.ok, `the write held on the other instance was saved: ${JSON.stringify(heldOnSurvivor)}`);
  const comments = await siteFetch(`/api/vst/comment/getComments?property_id=${COMMENTED_PROPERTY}`, { cookie });
  assert.equal(comments.status, 200);
  const savedTexts = (await comments.json()).propertyComments.map(({ comment }) => comment).filter((text) => text.startsWith(runId));
  const outcomes = [...load.outcomes, heldOnKilled, heldOnSurvivor];
  const verdict = killVerdict(outcomes, { killedAt, exitedAt, savedTexts, answerWithinMs: WRITE_ANSWER_WITHIN_MS });
  assert.deepEqual(verdict, { unexplainedFailures: [], unclearWriteFailures: [], lostWrites: [], duplicatedWrites: [] });

  const afterKill = (kind) => outcomes.filter((outcome) => outcome.kind === kind && outcome.sentAt >= exitedAt);
  const savedDuringOutage = afterKill('write').filter((write) => write.ok && write.sentAt < rejoinedAt);
  t.diagnostic(`${outcomes.length} requests, ${outcomes.filter((outcome) => !outcome.ok).length} failed; ${savedTexts.length} comments saved, ${savedDuringOutage.length} in the ${((rejoinedAt - exitedAt) / 1000).toFixed(1)} s the instance was out`);
  assert.ok(afterKill('read').length > 8, `reads went on after the kill (${afterKill('read').length})`);
  assert.ok(savedDuringOutage.length > 5, `writes were saved while the instance was out (${savedDuringOutage.length})`);
});

test('SIGTERM drains: the instance answers the request in flight, goes out of the balancer, then exits', { timeout: 120_000 }, async () => {
  // A sign-in whose body arrives slowly, straight at the instance.
  const signInInFlight = heldPost(`${cluster.webUrl(1)}/api/auth/login`, { email: `drain.${Date.now()}@example.com`, password: 'not-the-password' });
  await pause(500);
  const stopped = cluster.stopWeb(1);
  await waitForBalancer('web2', 'DOWN');
  // While it drains, the site still answers through the other instance.
  assert.equal((await siteFetch('/properties/buy')).status, 200);
  signInInFlight.finish();
  const { status } = await signInInFlight.answer;
  assert.equal(status, 400, 'the request in flight got its answer (a wrong password), not a reset');
  await stopped;
  assert.notEqual(cluster.webProcess(1).exitCode ?? cluster.webProcess(1).signalCode, null, 'the instance exited after draining');
  await cluster.startWeb(1);
  await waitForBalancer('web2', 'UP');
});
