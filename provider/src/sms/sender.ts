import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import { smsMessages, smsOutbox } from '../db/schema';
import { ProviderError } from '../http/errors';
import { maskedPhone } from './phone';
import { sendThroughTermii } from './termii';

/** Why a text is sent; kept beside a gateway's message so an operator can tell codes from the rest. */
export type SmsPurpose = 'phone_code' | 'booking';

/**
 * The only way the provider sends a text message: to a +234 number, any text. With Termii configured
 * (sms/termii.ts) it goes out for real and is recorded for its delivery reports; otherwise, in
 * sandbox mode, it lands in the sandbox's SMS outbox (/__dev/sms-outbox); otherwise there is no
 * sender, and callers say texts are unavailable rather than pretend to send.
 *
 * A text the gateway did not take throws SmsNotSent, which a route lets through as its answer and a
 * job catches.
 */
export type SmsSender = { send(to: string, text: string, purpose: SmsPurpose): Promise<void> };

export const SMS_UNAVAILABLE = 'We could not send the text just now. Please try again in a few minutes.';
export const smsRefused = (to: string) => `We could not send a text to ${maskedPhone(to)}: the number does not take our messages. Check it, or use another mobile number.`;

/** 400 when the gateway refused the number (the member can fix it), 502 when the gateway failed us. */
export class SmsNotSent extends ProviderError {
  constructor(
    readonly refused: boolean,
    to: string,
  ) {
    super(refused ? 400 : 502, { Detail: refused ? smsRefused(to) : SMS_UNAVAILABLE });
  }
}

export function smsSenderOf(db: Database, config: Pick<ProviderConfig, 'sandbox' | 'termii'>): SmsSender | null {
  const { termii } = config;
  if (termii) {
    return {
      async send(to, text, purpose) {
        const outcome = await sendThroughTermii(termii, to, text);
        if (!outcome.sent) {
          console.error(`[provider] text (${purpose}) to ${maskedPhone(to)} not sent: Termii ${outcome.reason}`);
          throw new SmsNotSent(outcome.refused, to);
        }
        // A message id seen before is the gateway's oddity, not a reason to call a sent text failed.
        await db.insert(smsMessages).values({ gateway: 'termii', gatewayMessageId: outcome.messageId, recipient: to, purpose }).onConflictDoNothing();
      },
    };
  }
  if (!config.sandbox) return null;
  return {
    async send(to, text) {
      await db.insert(smsOutbox).values({ to, text });
    },
  };
}
