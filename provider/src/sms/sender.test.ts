/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import { smsMessages, smsOutbox } from '../db/schema';
import { signIn, type Refusal } from '../testing/session';
import { startTermiiStandIn, type TermiiStandIn } from '../testing/termiiStandIn';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { SMS_UNAVAILABLE, smsRefused, smsSenderOf, SmsNotSent, type SmsSender } from './sender';

// Texts through Termii for real (TERMII_API_KEY set), against a local stand-in that follows its
// published API (testing/termiiStandIn.ts). The sandbox outbox is verification.test.ts.
const TIMEOUT_MS = 400;

let standIn: TermiiStandIn;
let provider: TestProvider;
let sender: SmsSender;
beforeAll(async () => {
  standIn = await startTermiiStandIn();
  provider = await startTestProvider(undefined, {
    TERMII_API_KEY: standIn.apiKey,
    TERMII_SENDER_ID: standIn.senderId,
    TERMII_SECRET_KEY: standIn.secretKey,
    TERMII_BASE_URL: standIn.url,
    SMS_GATEWAY_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  sender = smsSenderOf(provider.db, provider.config) as SmsSender;
}, 60_000);
afterAll(async () => {
  await provider.close();
  await standIn.close();
});
beforeEach(() => {
  // The sender logs each text it could not send; the tests cause them on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  standIn.delayMs = 0;
  standIn.failNextCalls = 0;
  standIn.dropNextCalls = 0;
  standIn.rejectedNumbers.clear();
  jest.restoreAllMocks();
});

const recordOf = async (messageId: string) => (await provider.db.select().from(smsMessages).where(eq(smsMessages.gatewayMessageId, messageId)))[0];

/** What the sender threw: a refusal of the number (400) or the gateway's failure (502), with the member's message. */
async function failureOf(sending: Promise<void>) {
  const error = await sending.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SmsNotSent)) throw new Error(`Expected SmsNotSent, got ${String(error)}`);
  return { status: error.status, detail: error.body.Detail };
}

describe('a phone code through Termii', () => {
  test('is sent from our sender ID on the dnd route, recorded for its delivery report, and confirms the number', async () => {
    const buyer = await signIn(provider, 'buyer@example.com');
    const response = await provider.request('/api/vst/verification/sendPhoneCode', apiRequest('POST', { phone: '0803 123 4567' }, buyer));
    expect(response.status).toBe(200);
    const text = standIn.sent.at(-1);
    expect(text).toMatchObject({ to: '2348031234567', from: 'NaijaHomes', type: 'plain', channel: 'dnd' });
    expect(await recordOf(text!.messageId)).toMatchObject({ gateway: 'termii', recipient: '+2348031234567', purpose: 'phone_code', status: 'sent', statusAt: null });
    // Real texts do not also land in the sandbox's outbox, and their words (the code) are kept nowhere.
    expect(await provider.db.select().from(smsOutbox)).toEqual([]);
    const code = /\b(\d{6})\b/.exec(text!.sms)?.[1];
    const confirmed = await provider.request('/api/vst/verification/confirmPhone', apiRequest('POST', { code }, buyer));
    expect(confirmed.status).toBe(200);
  });

  test('to a number the gateway refuses: the member is told to check the number (400), nothing is recorded', async () => {
    const owner = await signIn(provider, 'owner@example.com');
    standIn.rejectedNumbers.add('2349091234567');
    const response = await provider.request('/api/vst/verification/sendPhoneCode', apiRequest('POST', { phone: '0909 123 4567' }, owner));
    expect(response.status).toBe(400);
    expect(((await response.json()) as Refusal).Detail).toBe(smsRefused('+2349091234567'));
    expect(smsRefused('+2349091234567')).toContain('+234 *** *** 4567');
    expect(standIn.sent.some((text) => text.to === '2349091234567')).toBe(false);
    expect(await provider.db.select().from(smsMessages).where(eq(smsMessages.recipient, '+2349091234567'))).toEqual([]);
  });
});

describe('the sender against a gateway in trouble', () => {
  test('a gateway answering 503 is not tried again (it answered): 502 with a clear message', async () => {
    standIn.failNextCalls = 1;
    const calls = standIn.calls;
    expect(await failureOf(sender.send('+2348051112222', 'Hello', 'phone_code'))).toEqual({ status: 502, detail: SMS_UNAVAILABLE });
    expect(standIn.calls).toBe(calls + 1);
  });

  test('a refusal that is not about the number (our sender ID) is ours to fix, not the member’s: 502', async () => {
    const wrongSender = smsSenderOf(provider.db, { ...provider.config, termii: { ...provider.config.termii!, senderId: 'Unknown' } }) as SmsSender;
    expect(await failureOf(wrongSender.send('+2348051112222', 'Hello', 'phone_code'))).toEqual({ status: 502, detail: SMS_UNAVAILABLE });
  });

  test('a gateway that does not answer in time: given up after the timeout, never sent twice', async () => {
    standIn.delayMs = TIMEOUT_MS * 3;
    const calls = standIn.calls;
    const started = Date.now();
    expect(await failureOf(sender.send('+2348051112222', 'Hello', 'phone_code'))).toEqual({ status: 502, detail: SMS_UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2);
    expect(standIn.calls).toBe(calls + 1);
  });

  test('a connection lost before any answer is tried once more, and the text goes out once', async () => {
    standIn.dropNextCalls = 1;
    const calls = standIn.calls;
    const sent = standIn.sent.length;
    await sender.send('+2348061112222', 'Hello again', 'phone_code');
    expect(standIn.calls).toBe(calls + 2);
    expect(standIn.sent.length).toBe(sent + 1);
    expect(await recordOf(standIn.sent.at(-1)!.messageId)).toMatchObject({ recipient: '+2348061112222', status: 'sent' });
  });

  test('lost twice: given up after the one retry, 502', async () => {
    standIn.dropNextCalls = 2;
    const calls = standIn.calls;
    expect(await failureOf(sender.send('+2348051112222', 'Hello', 'phone_code'))).toEqual({ status: 502, detail: SMS_UNAVAILABLE });
    expect(standIn.calls).toBe(calls + 2);
  });

  test('a gateway that cannot be reached at all: 502 at once, nothing hangs', async () => {
    const gone = await startTermiiStandIn();
    await gone.close();
    const unreachable = smsSenderOf(provider.db, { ...provider.config, termii: { ...provider.config.termii!, baseUrl: gone.url } }) as SmsSender;
    const started = Date.now();
    expect(await failureOf(unreachable.send('+2348051112222', 'Hello', 'phone_code'))).toEqual({ status: 502, detail: SMS_UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
  });
});

describe("Termii's delivery reports", () => {
  const report = (body: string, headers: Record<string, string>) => provider.request('/api/vst/sms/webhooks/termii', { method: 'POST', headers, body });

  async function sentText(to: string) {
    await sender.send(to, 'Your inspection is confirmed', 'phone_code');
    return standIn.sent.at(-1)!.messageId;
  }

  test('a signed report marks the message delivered; a late "failed" does not undo it', async () => {
    const messageId = await sentText('+2348071112222');
    const delivered = standIn.deliveryReport(messageId, 'DELIVERED | Message delivered to handset');
    expect((await report(delivered.body, delivered.headers)).status).toBe(200);
    expect(await recordOf(messageId)).toMatchObject({ status: 'delivered', statusDetail: 'DELIVERED | Message delivered to handset' });
    const late = standIn.deliveryReport(messageId, 'Message Failed');
    expect((await report(late.body, late.headers)).status).toBe(200);
    expect((await recordOf(messageId))?.status).toBe('delivered');
  });

  test('failed, DND and expired mark it failed; "Message Sent" changes nothing', async () => {
    const messageId = await sentText('+2348071113333');
    const sentReport = standIn.deliveryReport(messageId, 'Message Sent');
    await report(sentReport.body, sentReport.headers);
    expect((await recordOf(messageId))?.status).toBe('sent');
    const dnd = standIn.deliveryReport(messageId, 'DND Active on Phone Number');
    await report(dnd.body, dnd.headers);
    expect(await recordOf(messageId)).toMatchObject({ status: 'failed', statusDetail: 'DND Active on Phone Number' });
  });

  test('a forged report (no signature, another key, an altered body) is refused with 401 and changes nothing', async () => {
    const messageId = await sentText('+2348071114444');
    const genuine = standIn.deliveryReport(messageId, 'Message Failed');
    const { 'X-Termii-Signature': signature, ...unsigned } = genuine.headers;
    expect((await report(genuine.body, unsigned)).status).toBe(401);
    const otherKey = { ...unsigned, 'X-Termii-Signature': 'a'.repeat(128) };
    expect((await report(genuine.body, otherKey)).status).toBe(401);
    const altered = genuine.body.replace('Message Failed', 'Rejected');
    expect((await report(altered, genuine.headers)).status).toBe(401);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect((await recordOf(messageId))?.status).toBe('sent');
  });

  test('a signed report about a message that is not ours, or another event, is taken and changes nothing', async () => {
    const messageId = await sentText('+2348071116666');
    const signed = (body: string) => ({ 'Content-Type': 'application/json', 'X-Termii-Signature': createHmac('sha512', standIn.secretKey).update(body).digest('hex') });
    const notOurs = JSON.stringify({ type: 'outbound', message_id: '1', receiver: '2348071116666', status: 'Message Failed' });
    const deviceOffline = JSON.stringify({ type: 'device_status', status: 'disconnected', device_id: 'e0c5a9b', name: 'TermiiWh' });
    for (const body of [notOurs, deviceOffline, 'not json']) expect((await report(body, signed(body))).status).toBe(200);
    expect((await recordOf(messageId))?.status).toBe('sent');
  });

  test('without Termii, or without its secret key, there is no webhook: 404', async () => {
    const messageId = await sentText('+2348071115555');
    const { body, headers } = standIn.deliveryReport(messageId, 'Message Failed');
    for (const termii of [undefined, { ...provider.config.termii!, secretKey: undefined }]) {
      const app = createApp({ db: provider.db, storage: provider.storage, config: { ...provider.config, termii }, jobs: provider.jobs });
      expect((await app.request('/api/vst/sms/webhooks/termii', { method: 'POST', headers, body })).status).toBe(404);
    }
    expect((await recordOf(messageId))?.status).toBe('sent');
  });
});
