import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { json, readBody } from './standInHttp';

/**
 * A stand-in for Termii's Messaging API on one local port, written from its published documentation
 * (developers.termii.com: Messaging, Events and Reports, Errors), for the tests (sms/sender.test.ts):
 *
 * - `POST /api/sms/send` with a JSON body {api_key, to (international digits, no plus), from (the
 *   registered sender ID), sms, type: 'plain', channel: 'dnd' | 'generic' | 'whatsapp'}
 *   → 200 `{message_id, message: 'Successfully Sent', balance, user}`
 * - errors by HTTP status: 400 a request it will not process, 401 no valid API key, 5xx its own
 *   trouble. Termii does not publish the body of each error; the stand-in answers `{code, message}`
 *   with a message in Termii's words where its docs give them ("Invalid Sender Id").
 * - delivery reports: a POST to the account's webhook with {type: 'outbound', message_id, receiver,
 *   sender, message, sent_at, cost, status, channel}, signed `X-Termii-Signature` = hex
 *   HMAC-SHA512 of the body with the account's secret key.
 */
export type StandInText = { messageId: string; to: string; from: string; sms: string; type: string; channel: string };

export type TermiiStandIn = {
  url: string;
  apiKey: string;
  secretKey: string;
  senderId: string;
  /** The texts it took, in order. */
  sent: StandInText[];
  /** Every call it saw, answered or not. */
  calls: number;
  /** Numbers (international digits) it refuses with a 400, as for a number that cannot be texted. */
  rejectedNumbers: Set<string>;
  /** While set, every call waits this long before answering (a gateway that times out). */
  delayMs: number;
  /** The next this many calls answer 503 (a gateway having a bad minute). */
  failNextCalls: number;
  /** The next this many calls lose their connection before any answer, and send nothing. */
  dropNextCalls: number;
  /** A delivery report for a text it took, with its signature header. */
  deliveryReport(messageId: string, status: string): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
};

export async function startTermiiStandIn(): Promise<TermiiStandIn> {
  let nextId = 3_017_000_000_000_000_000n;
  const standIn: TermiiStandIn = {
    url: '',
    apiKey: `TL${randomBytes(16).toString('hex')}`,
    secretKey: randomBytes(16).toString('hex'),
    senderId: 'NaijaHomes',
    sent: [],
    calls: 0,
    rejectedNumbers: new Set(),
    delayMs: 0,
    failNextCalls: 0,
    dropNextCalls: 0,
    deliveryReport(messageId, status) {
      const text = standIn.sent.find((message) => message.messageId === messageId);
      if (!text) throw new Error(`The stand-in sent no message ${messageId}`);
      const body = JSON.stringify({
        type: 'outbound',
        id: randomBytes(8).toString('hex'),
        message_id: messageId,
        receiver: text.to,
        sender: text.from,
        message: text.sms,
        sent_at: new Date().toISOString().replace('T', ' ').slice(0, 19),
        cost: '4.00',
        status,
        channel: text.channel,
      });
      const signature = createHmac('sha512', standIn.secretKey).update(body).digest('hex');
      return { body, headers: { 'Content-Type': 'application/json', 'X-Termii-Signature': signature } };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    standIn.calls += 1;
    if (standIn.dropNextCalls > 0) {
      standIn.dropNextCalls -= 1;
      request.socket.destroy();
      return;
    }
    if (standIn.delayMs > 0) {
      let gone = false;
      response.on('close', () => (gone = true));
      await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
      // The caller gave up: as far as it knows the text may be out, so it must not retry.
      if (gone) return;
    }
    if (standIn.failNextCalls > 0) {
      standIn.failNextCalls -= 1;
      return json(response, 503, { code: 503, message: 'Service temporarily unavailable' });
    }
    if (request.method !== 'POST' || new URL(request.url ?? '/', standIn.url).pathname !== '/api/sms/send') {
      return json(response, 404, { code: 404, message: 'Not found' });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return json(response, 400, { code: 400, message: 'The request body must be JSON' });
    }
    if (body.api_key !== standIn.apiKey) return json(response, 401, { code: 401, message: 'Unauthorized' });
    const { to, from, sms, type, channel } = body;
    if (typeof sms !== 'string' || !sms || type !== 'plain' || !['dnd', 'generic', 'whatsapp'].includes(String(channel))) {
      return json(response, 422, { code: 422, message: 'sms, type (plain) and channel (dnd, generic or whatsapp) are required' });
    }
    if (from !== standIn.senderId) return json(response, 400, { code: 400, message: 'Invalid Sender Id' });
    if (typeof to !== 'string' || !/^\d{11,15}$/.test(to) || standIn.rejectedNumbers.has(to)) {
      return json(response, 400, { code: 400, message: 'The phone number is invalid or cannot receive messages' });
    }
    const messageId = String(nextId++);
    standIn.sent.push({ messageId, to, from, sms, type, channel: String(channel) });
    return json(response, 200, { message_id: messageId, message: 'Successfully Sent', balance: 1000 - standIn.sent.length, user: 'NaijaHomes Ltd' });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => json(response, 500, { code: 500, message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
