import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { Mail } from './template';

export type { Mail } from './template';

/**
 * The only way the provider sends e-mail. The mail is recorded in the outbox, inside the caller's
 * transaction when given one, so it exists exactly when what caused it was saved. Nothing is sent
 * here: with SMTP configured the row waits for mail/delivery.ts, its own worker rather than a pg-boss
 * job (docs/decisions/outbox-delivery-worker.md); without, it is only recorded (/__dev/outbox).
 */
export async function sendMail(db: Database, config: Pick<ProviderConfig, 'mail'>, mail: Mail): Promise<void> {
  await db.insert(outbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    links: mail.links,
    headers: mail.headers ?? {},
    calendar: mail.calendar ?? null,
    ...(config.mail ? { delivery: 'pending', nextAttemptAt: new Date() } : {}),
  });
}
