/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { createServer, type Server, type AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { outbox, savedSearches } from '../db/schema';
import { sendDailyDigests, sendInstantAlerts } from '../queries/savedSearchAlerts';
import { signIn } from '../testing/session';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtpCatcher';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { DELIVERY_LEASE_MS, deliverDueMail, MAX_DELIVERY_ATTEMPTS, retryDelayMs, startMailDelivery, takeDueMail } from './delivery';
import { sendMail } from './outbox';
import { messageToProviderMail } from './serviceMessages';
import { createSmtpTransport, type MailTransport } from './smtp';
import { renderMail } from './template';

const MAIL_FROM = 'NaijaHomes <no-reply@naijahomes.test>';
const quiet = { warn: jest.fn(), error: jest.fn() };

let catcher: SmtpCatcher;
let provider: TestProvider;
let transport: MailTransport;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  provider = await startTestProvider(undefined, { SMTP_URL: catcher.url, MAIL_FROM });
  transport = createSmtpTransport(provider.config.mail!);
}, 30_000);
afterAll(async () => {
  transport.close();
  await provider.close();
  await catcher.close();
});
beforeEach(() => quiet.warn.mockClear());

const call = (path: string, body: unknown, token?: string) => provider.request(`/api/vst/${path}`, apiRequest('POST', body, token));
const rowsTo = (to: string) => provider.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
const arrivedTo = (to: string) => catcher.received.filter((mail) => mail.to.includes(to));
const later = (ms: number) => new Date(Date.now() + ms);
/** A header as it arrived, unfolded (mailparser turns the List-* headers into objects). */
const header = (parsed: ParsedMail, name: string) =>
  parsed.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/\r\n[ \t]+/g, ' ').slice(name.length + 1).trim();
const aMail = (to: string) => renderMail({ to, subject: 'Test', greeting: undefined, blocks: [{ paragraph: 'Hello there' }] });

describe('with SMTP_URL set, mails are recorded, then delivered outside the request', () => {
  test('a confirmation arrives as text and HTML from MAIL_FROM, logged in with the URL\'s credentials, dated when recorded', async () => {
    const email = 'smtp.new@example.com';
    const response = await call('register', { name: 'Ada Smtp', email, password: 'secret12', phoneNumber: '08030000000', termsAgreement: true });
    expect(response.status).toBe(201);
    // The request only recorded the mail: nothing has reached the server yet.
    const [row] = await rowsTo(email);
    expect(row).toMatchObject({ delivery: 'pending', attempts: 0 });
    expect(arrivedTo(email)).toHaveLength(0);

    expect(await deliverDueMail(provider.db, transport, new Date(), quiet)).toMatchObject({ delivered: 1 });
    const [arrived] = arrivedTo(email);
    expect(arrived).toMatchObject({ from: 'no-reply@naijahomes.test', to: [email], user: 'mailer' });
    const { parsed } = arrived!;
    expect(parsed.from?.value).toEqual([{ name: 'NaijaHomes', address: 'no-reply@naijahomes.test' }]);
    expect(parsed.subject).toBe('Confirm your account');
    const link = row!.links[0]!;
    expect(link).toMatch(/^http:\/\/app\.test\/account\/confirm\/token\?reference=/);
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}"`);
    expect(parsed.date?.getTime()).toBe(Math.floor(row!.sentAt.getTime() / 1000) * 1000);
    // The same Message-ID on every attempt: a mail sent twice reads as one.
    expect(parsed.messageId).toBe(`<outbox.${row!.id}.${row!.sentAt.getTime()}@naijahomes.test>`);

    const [delivered] = await rowsTo(email);
    expect(delivered).toMatchObject({ delivery: 'delivered', attempts: 1, lastError: null, nextAttemptAt: null });
    expect(delivered!.deliveredAt).toBeInstanceOf(Date);
    // Delivered once: a later round finds nothing to send.
    expect(await deliverDueMail(provider.db, transport, later(DELIVERY_LEASE_MS * 2), quiet)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(arrivedTo(email)).toHaveLength(1);
  });

  test('what a visitor wrote arrives escaped in the HTML and as written in the text', async () => {
    const name = '<img src=x onerror="alert(1)"> & Co';
    await sendMail(provider.db, provider.config, renderMail({ to: 'escape@example.com', subject: 'Escaping', greeting: name, blocks: [{ quote: '<script>alert(2)</script>' }] }));
    await deliverDueMail(provider.db, transport, new Date(), quiet);
    const { parsed } = arrivedTo('escape@example.com')[0]!;
    expect(parsed.text).toContain(`Hello ${name},`);
    expect(parsed.text).toContain('<script>alert(2)</script>');
    expect(parsed.html).toContain('Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co,');
    expect(parsed.html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).not.toContain('<img');
  });

  test("a professional's reply to a visitor's message goes to the visitor, not to MAIL_FROM", async () => {
    const service = { id: 3, title: 'Ace Plumbing', email: 'ace@example.com' };
    await sendMail(provider.db, provider.config, messageToProviderMail(provider.config.appUrl, service, { name: 'Tobi', email: 'tobi@example.com', message: 'A leak' }));
    await deliverDueMail(provider.db, transport, new Date(), quiet);
    const { parsed } = arrivedTo('ace@example.com')[0]!;
    expect(parsed.replyTo?.value).toEqual([{ address: 'tobi@example.com', name: '' }]);
    expect(parsed.from?.value[0]?.address).toBe('no-reply@naijahomes.test');
  });

  test('with the sandbox off, a mail that left the queue keeps no body: no reset link stays in the outbox', async () => {
    const emptied = { text: '', html: '', links: [], headers: {} };
    await call('password/resetByEmail', { email: 'buyer@example.com' });
    const [pending] = await rowsTo('buyer@example.com');
    const link = pending!.links[0]!;
    expect(link).toMatch(/\/reset_password\?token=/);
    await deliverDueMail(provider.db, transport, new Date(), quiet, false);
    expect((await rowsTo('buyer@example.com'))[0]).toMatchObject({ delivery: 'delivered', subject: 'Reset your password', ...emptied });
    // What was sent had it all.
    expect(arrivedTo('buyer@example.com').at(-1)!.parsed.text).toContain(link);

    // A mail still to be tried again keeps its body; one given up does not.
    await sendMail(provider.db, provider.config, aMail('given.up@example.com'));
    catcher.refuse({ code: 451, message: 'Later' });
    await deliverDueMail(provider.db, transport, new Date(), quiet, false);
    expect((await rowsTo('given.up@example.com'))[0]).toMatchObject({ delivery: 'pending', text: expect.stringContaining('Hello there') });
    catcher.refuse({ code: 550, message: 'No such mailbox' });
    await deliverDueMail(provider.db, transport, later(60_000), quiet, false);
    expect((await rowsTo('given.up@example.com'))[0]).toMatchObject({ delivery: 'failed', subject: 'Test', ...emptied });
  });

  test('a line break in a subject or a name starts no header of its own: nobody is added as a recipient', async () => {
    const injected = 'Hello\r\nBcc: thief@example.com\r\nX-Injected: yes';
    await sendMail(provider.db, provider.config, renderMail({ to: 'victim@example.com', subject: injected, greeting: injected, blocks: [] }));
    await deliverDueMail(provider.db, transport, new Date(), quiet);
    const [arrived] = arrivedTo('victim@example.com');
    expect(arrived!.to).toEqual(['victim@example.com']);
    expect(arrivedTo('thief@example.com')).toHaveLength(0);
    expect(arrived!.parsed.headerLines.map((line) => line.key)).not.toEqual(expect.arrayContaining(['bcc', 'x-injected']));
  });

  test('an alert and a digest arrive with List-Unsubscribe and one-click POST, and that POST stops the alerts', async () => {
    const buyer = await signIn(provider, 'buyer@example.com');
    const save = async (name: string, frequency: string) => {
      const response = await call('profile/savedSearches', { name, query: 'transaction_type=BUY', frequency }, buyer);
      return ((await response.json()) as { saved_search: { id: number } }).saved_search.id;
    };
    const instant = await save('Anything to buy', 'instant');
    const daily = await save('Daily buys', 'daily');
    // Fixture home 1 is the owner's and for sale; the digest counts listings since its last run.
    expect(await sendInstantAlerts(provider.db, provider.config, [1])).toBeGreaterThanOrEqual(1);
    await provider.db.update(savedSearches).set({ digestedUntil: new Date(0) }).where(eq(savedSearches.id, daily));
    expect(await sendDailyDigests(provider.db, provider.config, new Date(), true)).toBeGreaterThanOrEqual(1);
    await deliverDueMail(provider.db, transport, new Date(), quiet);

    for (const [subject, searchId] of [['New listing for "Anything to buy"', instant], [/for "Daily buys"$/, daily]] as const) {
      const arrived = arrivedTo('buyer@example.com').find((mail) => (typeof subject === 'string' ? mail.parsed.subject === subject : subject.test(mail.parsed.subject ?? '')));
      expect(arrived).toBeDefined();
      const oneClick = header(arrived!.parsed, 'List-Unsubscribe-Post');
      expect(oneClick).toBe('List-Unsubscribe=One-Click');
      const address = /^<(.+)>$/.exec(header(arrived!.parsed, 'List-Unsubscribe') ?? '')?.[1];
      expect(address).toMatch(/^http:\/\/app\.test\/api\/alerts\/unsubscribe\?token=/);
      expect(arrived!.parsed.html).toContain('Stop these e-mails');

      // A mail client POSTs there; the web app's route passes the token to the provider, as here.
      const token = new URL(address!).searchParams.get('token');
      const response = await provider.request('/api/vst/alerts/unsubscribe', apiRequest('POST', { token }));
      expect(response.status).toBe(200);
      const [search] = await provider.db.select().from(savedSearches).where(eq(savedSearches.id, searchId));
      expect(search!.frequency).toBe('off');
    }
  });
});

describe('a mail that cannot be sent is retried with growing waits', () => {
  test('a deferral (451) is retried after 30 s, then a minute, and delivered once the server takes it', async () => {
    const to = 'deferred@example.com';
    await sendMail(provider.db, provider.config, aMail(to));
    catcher.refuse({ code: 451, message: 'Greylisted, try again later' }, { code: 451, message: 'Still greylisted' });

    const start = new Date();
    expect(await deliverDueMail(provider.db, transport, start, quiet)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    let [row] = await rowsTo(to);
    expect(row).toMatchObject({ delivery: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('Greylisted');
    expect(row!.nextAttemptAt!.getTime()).toBe(start.getTime() + 30_000);
    expect(quiet.warn).toHaveBeenCalledWith(expect.stringContaining(`mail ${row!.id}, attempt 1`));
    expect(quiet.warn.mock.calls.join(' ')).not.toContain(to);

    // Not due yet: nothing is taken.
    expect(await deliverDueMail(provider.db, transport, new Date(start.getTime() + 29_000), quiet)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    await deliverDueMail(provider.db, transport, new Date(start.getTime() + 30_000), quiet);
    [row] = await rowsTo(to);
    expect(row).toMatchObject({ delivery: 'pending', attempts: 2 });
    expect(row!.nextAttemptAt!.getTime()).toBe(start.getTime() + 30_000 + 60_000);

    expect(await deliverDueMail(provider.db, transport, new Date(start.getTime() + 90_000), quiet)).toMatchObject({ delivered: 1 });
    [row] = await rowsTo(to);
    expect(row).toMatchObject({ delivery: 'delivered', attempts: 3, lastError: null });
    expect(arrivedTo(to)).toHaveLength(1);
  });

  test('the waits double up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });

  test('a refusal of the mail itself (550) is not retried', async () => {
    const to = 'refused@example.com';
    await sendMail(provider.db, provider.config, aMail(to));
    catcher.refuse({ code: 550, message: 'No such mailbox' });
    expect(await deliverDueMail(provider.db, transport, new Date(), quiet)).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ delivery: 'failed', attempts: 1, nextAttemptAt: null });
    expect(row!.lastError).toContain('No such mailbox');
  });

  test('a server that is down is retried, and given up after the last attempt', async () => {
    const to = 'unreachable@example.com';
    await sendMail(provider.db, provider.config, aMail(to));
    const closed = await unusedPort();
    const down = createSmtpTransport({ smtpUrl: `smtp://127.0.0.1:${closed}`, from: MAIL_FROM });
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      const round = await deliverDueMail(provider.db, down, now, quiet);
      const [row] = await rowsTo(to);
      expect(row!.attempts).toBe(attempt);
      expect(row!.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
      if (attempt < MAX_DELIVERY_ATTEMPTS) {
        expect(round).toEqual({ delivered: 0, retrying: 1, failed: 0 });
        now = row!.nextAttemptAt!;
      } else {
        expect(round).toEqual({ delivered: 0, retrying: 0, failed: 1 });
        expect(row).toMatchObject({ delivery: 'failed', nextAttemptAt: null });
      }
    }
    down.close();
  });

  test('a silent server neither holds the request nor the worker: the attempt times out and is retried', async () => {
    const silent = await silentServer();
    const port = (silent.address() as AddressInfo).port;
    const slow = createSmtpTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from: MAIL_FROM }, { connectionMs: 300, greetingMs: 300, socketMs: 300 });
    const started = performance.now();
    const response = await call('password/resetByEmail', { email: 'owner@example.com' });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);

    const round = await deliverDueMail(provider.db, slow, new Date(), quiet);
    expect(round).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const [row] = await rowsTo('owner@example.com');
    expect(row).toMatchObject({ subject: 'Reset your password', delivery: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/ETIMEDOUT|timeout/i);
    slow.close();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    await deliverDueMail(provider.db, transport, later(DELIVERY_LEASE_MS), quiet);
  });

  test('a worker that died mid-send leaves the mail to be taken again once its lease runs out', async () => {
    const to = 'lease@example.com';
    await sendMail(provider.db, provider.config, aMail(to));
    let failLate: (error: Error) => void = () => {};
    const stuck: MailTransport = { deliver: () => new Promise((_, reject) => (failLate = reject)), verify: async () => {}, close: () => {} };
    const start = new Date();
    const stale = deliverDueMail(provider.db, stuck, start, quiet);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await deliverDueMail(provider.db, transport, new Date(start.getTime() + DELIVERY_LEASE_MS - 1000), quiet)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(await deliverDueMail(provider.db, transport, new Date(start.getTime() + DELIVERY_LEASE_MS), quiet)).toMatchObject({ delivered: 1 });
    // The stale worker's late failure does not overwrite the delivery that took over its mail.
    failLate(new Error('late'));
    await stale;
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ delivery: 'delivered', attempts: 2, lastError: null });
  });

  // PGlite has one session, where a second worker could only wait for the first: this race needs a server.
  const onPostgres = process.env.PROVIDER_TEST_DATABASE_URL ? test : test.skip;
  onPostgres('a worker passes over the mails another is taking instead of waiting to take them too (PostgreSQL)', async () => {
    const to = 'race@example.com';
    await sendMail(provider.db, provider.config, aMail(to));
    const now = new Date();
    await provider.db.transaction(async (tx) => {
      expect(await takeDueMail(tx, now)).toEqual([expect.objectContaining({ to, attempts: 1 })]);
      // While the first worker's take is not yet committed, a second finds nothing to take.
      const second = await Promise.race([takeDueMail(provider.db, now), new Promise((resolve) => setTimeout(() => resolve('waited'), 2_000))]);
      expect(second).toEqual([]);
    });
    await deliverDueMail(provider.db, transport, later(DELIVERY_LEASE_MS), quiet);
    expect((await rowsTo(to))[0]).toMatchObject({ delivery: 'delivered', attempts: 2 });
  });

  test('two workers at once never send the same mail twice', async () => {
    const tos = ['one@example.com', 'two@example.com', 'three@example.com'];
    for (const to of tos) await sendMail(provider.db, provider.config, aMail(to));
    const second = createSmtpTransport(provider.config.mail!);
    const rounds = await Promise.all([deliverDueMail(provider.db, transport, new Date(), quiet), deliverDueMail(provider.db, second, new Date(), quiet)]);
    second.close();
    expect(rounds[0]!.delivered + rounds[1]!.delivered).toBe(3);
    for (const to of tos) expect(arrivedTo(to)).toHaveLength(1);
  });
});

test('the worker sends on its own, every poll, and stops cleanly', async () => {
  const to = 'worker@example.com';
  const worker = startMailDelivery(provider.db, createSmtpTransport(provider.config.mail!), { pollMs: 50, log: quiet });
  await sendMail(provider.db, provider.config, aMail(to));
  const deadline = Date.now() + 5_000;
  while (arrivedTo(to).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  await worker.stop();
  expect(arrivedTo(to)).toHaveLength(1);
  expect((await rowsTo(to))[0]).toMatchObject({ delivery: 'delivered' });
});

test('without SMTP_URL a mail is only recorded, and no worker would take it', async () => {
  const to = 'recorded@example.com';
  await sendMail(provider.db, { mail: undefined }, aMail(to));
  expect((await rowsTo(to))[0]).toMatchObject({ delivery: 'recorded', nextAttemptAt: null, attempts: 0 });
  expect(await deliverDueMail(provider.db, transport, later(DELIVERY_LEASE_MS), quiet)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
  expect(arrivedTo(to)).toHaveLength(0);
});

async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Accepts connections and never says a word, as a stuck mail server would. */
async function silentServer(): Promise<Server> {
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    for (const socket of sockets) socket.destroy();
    return close(callback);
  }) as typeof server.close;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
