import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string; links: string[]; headers?: Record<string, string> };

/**
 * The embedded provider sends no real e-mail: every message lands in the outbox table, which the
 * sandbox shows at /__dev/outbox (and tests read to follow links).
 */
export async function sendMail(db: Database, mail: Mail): Promise<void> {
  await db.insert(outbox).values(mail);
}
