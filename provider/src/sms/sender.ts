import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import { smsOutbox } from '../db/schema';

/**
 * The only way the provider sends a text message. No SMS gateway is wired in yet: in sandbox mode
 * messages are recorded in the sandbox's SMS outbox (/__dev/sms-outbox), and otherwise there is no
 * sender, so the phone step answers that it is unavailable rather than pretending to send. A real
 * gateway is added here, chosen by its own settings, as SMTP is for e-mail.
 */
export type SmsSender = { send(to: string, text: string): Promise<void> };

export function smsSenderOf(db: Database, config: Pick<ProviderConfig, 'sandbox'>): SmsSender | null {
  if (!config.sandbox) return null;
  return {
    async send(to, text) {
      await db.insert(smsOutbox).values({ to, text });
    },
  };
}
