import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { DeliveryError, type MailTransport } from './smtp';

/** Attempts before a mail is given up (the last about four hours after the first; see retryDelayMs). */
export const MAX_DELIVERY_ATTEMPTS = 11;
/**
 * How long a taken mail stays out of other workers' reach. Longer than the transport's timeouts
 * together, so only a worker that died mid-send leaves a mail to be taken again (and maybe sent twice).
 */
export const DELIVERY_LEASE_MS = 5 * 60 * 1000;
const TAKEN_AT_ONCE = 10;

/** Wait after the nth failed attempt: 30 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

export type DeliveryRound = { delivered: number; retrying: number; failed: number };

type Log = Pick<Console, 'warn' | 'error'>;

/**
 * Takes up to ten pending mails that are due: counts the attempt and leases each (FOR UPDATE SKIP
 * LOCKED: several provider processes on one database never take the same mail), so the sending
 * itself holds no transaction open.
 */
export function takeDueMail(db: Database, now: Date) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.delivery, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(TAKEN_AT_ONCE)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
    .where(and(inArray(outbox.id, due), eq(outbox.delivery, 'pending')))
    .returning();
}

/**
 * What a mail that left the queue keeps without `keepContent`: its recipient, subject and state. The
 * body held the link's secret (a reset or confirmation link, stored elsewhere only as a hash), which
 * nobody needs once the mail is gone.
 */
const EMPTIED = { text: '', html: '', links: [], headers: {}, calendar: null };

/**
 * Takes the pending mails that are due and sends each once. A failure schedules the next attempt
 * with a growing wait; a refusal of the mail itself, or the last attempt, marks it failed. Without
 * `keepContent` (the sandbox is off) a delivered or failed mail's body is emptied.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  now: Date = new Date(),
  log: Log = console,
  keepContent = true,
): Promise<DeliveryRound> {
  const taken = await takeDueMail(db, now);
  const leftQueue = keepContent ? {} : EMPTIED;

  const round: DeliveryRound = { delivered: 0, retrying: 0, failed: 0 };
  await Promise.all(
    taken.map(async (mail) => {
      // A later attempt (this lease having run out) owns the row now: leave its record alone.
      const stillOurs = and(eq(outbox.id, mail.id), eq(outbox.attempts, mail.attempts));
      try {
        const { to, subject, text, html, headers, calendar, sentAt } = mail;
        await transport.deliver({ to, subject, text, html, headers, calendar: calendar ?? undefined, date: sentAt, messageKey: `outbox.${mail.id}.${sentAt.getTime()}` });
        await db.update(outbox).set({ delivery: 'delivered', deliveredAt: new Date(), nextAttemptAt: null, lastError: null, ...leftQueue }).where(stillOurs);
        round.delivered += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = (error instanceof DeliveryError && error.permanent) || mail.attempts >= MAX_DELIVERY_ATTEMPTS;
        const nextAttemptAt = giveUp ? null : new Date(now.getTime() + retryDelayMs(mail.attempts));
        await db
          .update(outbox)
          .set({ delivery: giveUp ? 'failed' : 'pending', nextAttemptAt, lastError: reason.slice(0, 1000), ...(giveUp ? leftQueue : {}) })
          .where(stillOurs);
        if (giveUp) round.failed += 1;
        else round.retrying += 1;
        // The id, not the address: the outbox row says to whom.
        log.warn(`[provider] mail ${mail.id}, attempt ${mail.attempts}: ${reason}; ${nextAttemptAt ? `next attempt at ${nextAttemptAt.toISOString()}` : 'given up'}`);
      }
    }),
  );
  return round;
}

export type MailDelivery = {
  /** Sends what is due now, after the round under way if any, instead of at the next poll. */
  runNow(): Promise<void>;
  /** Waits for the round under way, then closes the transport. */
  stop(): Promise<void>;
};

/**
 * The worker: every `pollMs` it sends what is due, round after round while rounds come back full. A
 * failing database is logged and tried again at the next poll; it never stops the worker.
 */
export function startMailDelivery(db: Database, transport: MailTransport, { pollMs = 1000, log = console as Log, keepContent = true } = {}): MailDelivery {
  // Rounds run one after another, never two at once in this process.
  let rounds: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function drain() {
    try {
      for (;;) {
        const round = await deliverDueMail(db, transport, new Date(), log, keepContent);
        if (stopped || round.delivered + round.retrying + round.failed < TAKEN_AT_ONCE) return;
      }
    } catch (error) {
      log.error('[provider] mail delivery round failed:', error);
    }
  }

  function runNow(): Promise<void> {
    rounds = rounds.then(drain);
    return rounds;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void runNow().then(schedule), pollMs);
    timer.unref();
  }
  schedule();

  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await rounds;
      transport.close();
    },
  };
}
