import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { SmsStatus } from '../db/schema';

/**
 * Termii (termii.com), the SMS gateway, through its Messaging API: `POST {base}/api/sms/send` with
 * the API key in the JSON body, answered `{message_id, message, balance, user}`; delivery reports
 * come to a webhook signed with the account's secret key. Chosen by TERMII_API_KEY and
 * TERMII_SENDER_ID (docs/configuration.md); the base URL is configurable so tests can point it at a
 * stand-in (testing/termiiStandIn.ts).
 */
export type TermiiSettings = {
  apiKey: string;
  /** The registered sender ID the texts come from: 3 to 11 characters. */
  senderId: string;
  baseUrl: string;
  /** `dnd` reaches numbers on Do-Not-Disturb too (Termii's route for codes); `generic` does not. */
  channel: 'dnd' | 'generic';
  /** Signs the delivery reports (TERMII_SECRET_KEY); unset, the webhook answers 404. */
  secretKey: string | undefined;
  /** How long one call to the gateway may take (SMS_GATEWAY_TIMEOUT_MS). */
  timeoutMs: number;
};

const DEFAULT_BASE_URL = 'https://api.ng.termii.com';
const DEFAULT_TIMEOUT_MS = 5_000;

export function loadTermiiSettings(environment: Record<string, string | undefined>): TermiiSettings | undefined {
  const read = (name: string) => environment[name]?.trim() || undefined;
  const invalid = (message: string) => new Error(`Invalid provider environment: ${message}`);
  const apiKey = read('TERMII_API_KEY');
  if (!apiKey) {
    const stray = ['TERMII_SENDER_ID', 'TERMII_SECRET_KEY', 'TERMII_BASE_URL', 'TERMII_CHANNEL'].filter((name) => read(name));
    if (stray.length > 0) throw invalid(`${stray.join(', ')} set without TERMII_API_KEY`);
    return undefined;
  }
  const senderId = read('TERMII_SENDER_ID');
  if (!senderId || senderId.length < 3 || senderId.length > 11) {
    throw invalid('TERMII_API_KEY needs TERMII_SENDER_ID, the sender ID registered on Termii (3 to 11 characters, like NaijaHomes)');
  }
  const baseUrl = read('TERMII_BASE_URL') ?? DEFAULT_BASE_URL;
  if (!z.url({ protocol: /^https?$/ }).safeParse(baseUrl).success) throw invalid('TERMII_BASE_URL must be an http(s) URL, like https://api.ng.termii.com');
  const channel = read('TERMII_CHANNEL') ?? 'dnd';
  if (channel !== 'dnd' && channel !== 'generic') throw invalid('TERMII_CHANNEL must be dnd or generic');
  const timeout = read('SMS_GATEWAY_TIMEOUT_MS');
  const timeoutMs = timeout === undefined ? DEFAULT_TIMEOUT_MS : Number(timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000) throw invalid('SMS_GATEWAY_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000');
  return { apiKey, senderId, baseUrl: baseUrl.replace(/\/+$/, ''), channel, secretKey: read('TERMII_SECRET_KEY'), timeoutMs };
}

/**
 * What became of a text handed to the gateway. `refused`: the gateway answered no for this number;
 * `unavailable`: it answered no for another reason (our key, balance, sender ID), answered nothing in
 * time, or could not be reached. `reason` is for the log, never for the member.
 */
export type TermiiOutcome = { sent: true; messageId: string } | { sent: false; refused: boolean; reason: string };

const accepted = z.object({ message_id: z.union([z.string().min(1), z.number()]) });
const refusal = z.object({ message: z.string() });

/**
 * Termii publishes the statuses of its errors but not the wording of each; a 400 or 422 that speaks
 * of the number is the number's fault, any other refusal is ours to fix.
 */
const ABOUT_THE_NUMBER = /\b(phone|number|recipient|receiver|destination|msisdn|dnd)\b/i;

/**
 * Answers after at most one call that reached the gateway: an answer of any kind, or a timeout
 * (the text may be on its way), is final. Only a call that failed without any answer (refused,
 * reset, unknown host) is tried once more, so a text is never sent twice because of an answer.
 */
export async function sendThroughTermii(settings: TermiiSettings, to: string, text: string): Promise<TermiiOutcome> {
  const body = JSON.stringify({
    api_key: settings.apiKey,
    // Termii wants the international form without the plus: 2348031234567.
    to: to.replace(/^\+/, ''),
    from: settings.senderId,
    sms: text,
    type: 'plain',
    channel: settings.channel,
  });
  let lastFailure = '';
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const signal = AbortSignal.timeout(settings.timeoutMs);
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}/api/sms/send`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body, signal });
    } catch (error) {
      if (signal.aborted) return { sent: false, refused: false, reason: `no answer within ${settings.timeoutMs} ms` };
      lastFailure = errorText(error);
      continue;
    }
    const answer = await response.text().catch(() => '');
    return outcomeOf(response.status, answer);
  }
  return { sent: false, refused: false, reason: `unreachable twice: ${lastFailure}` };
}

function outcomeOf(status: number, answer: string): TermiiOutcome {
  let body: unknown;
  try {
    body = JSON.parse(answer);
  } catch {
    body = undefined;
  }
  const said = `answered ${status}: ${answer.slice(0, 200)}`;
  if (status >= 200 && status < 300) {
    const parsed = accepted.safeParse(body);
    return parsed.success ? { sent: true, messageId: String(parsed.data.message_id) } : { sent: false, refused: false, reason: said };
  }
  const message = refusal.safeParse(body);
  const aboutTheNumber = (status === 400 || status === 422) && message.success && ABOUT_THE_NUMBER.test(message.data.message);
  return { sent: false, refused: aboutTheNumber, reason: said };
}

/** Node's fetch hides the socket's error (ECONNREFUSED, ENOTFOUND) in `cause`. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${(error.cause as Error & { code?: string }).code ?? error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/**
 * Whether a delivery report comes from Termii: `X-Termii-Signature` is the hex HMAC-SHA512 of the raw
 * body with the account's secret key, compared in constant time.
 */
export function deliveryReportIsAuthentic(secretKey: string, rawBody: string, signature: string | null | undefined): boolean {
  if (!signature) return false;
  const given = Buffer.from(signature.toLowerCase());
  const expected = Buffer.from(createHmac('sha512', secretKey).update(rawBody).digest('hex'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const deliveryReport = z.object({ message_id: z.union([z.string().min(1), z.number()]), status: z.string() }).loose();

/**
 * The message a delivery report is about and its new status; undefined for other events (a device
 * going offline) and for "Message Sent", which only says the network has it.
 */
export function deliveryReportOutcome(payload: unknown): { messageId: string; status: Exclude<SmsStatus, 'sent'>; detail: string } | undefined {
  const report = deliveryReport.safeParse(payload);
  if (!report.success) return undefined;
  const detail = report.data.status;
  // Failure first: "Undelivered" says delivered too.
  const status = /fail|reject|expire|dnd|undeliver|not delivered/i.test(detail) ? 'failed' : /delivered|received/i.test(detail) ? 'delivered' : undefined;
  return status && { messageId: String(report.data.message_id), status, detail: detail.slice(0, 200) };
}
