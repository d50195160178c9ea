import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ProviderConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { startJobQueue } from './jobs/queue';
import { startMailDelivery } from './mail/delivery';
import { createSmtpTransport } from './mail/smtp';
import type { SeedData } from './seed/seed';
import { filesPlace } from './storage/openFileStorage';

/**
 * Migrates (and on first start seeds) the database, starts the job queue, then serves the app. SIGTERM
 * and SIGINT close the server, then the queue, then the database: PGlite writes its files from this
 * process, and an abrupt stop can leave the data folder damaged.
 */
export async function startProvider(config: ProviderConfig, seedData: SeedData): Promise<void> {
  const startedAt = performance.now();
  const { database, storage, seeded } = await prepareDatabase(config, seedData);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
  console.log(`[provider] database ready in ${where}${seeded ? ', seeded with demo data' : ''}; files in ${filesPlace(config)}`);

  // The job queue (pg-boss, on the same database) works in this process: alerts, digests, reminders.
  const jobs = await startJobQueue({ database, config, storage });
  // Listing photos stored without their variants (the demo photos on first start) get them in the background.
  await jobs.backfillPhotoVariants();
  const app = createApp({ db: database.db, storage, config, jobs });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, ({ address, port }) => {
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(`[provider] listening on http://${address}:${port} (ready in ${seconds} s, sandbox ${config.sandbox ? 'on' : 'off'})`);
  });

  // With SMTP configured, the outbox's pending mails are sent from here, never from a request. Only
  // the sandbox shows a sent mail's body again; otherwise it is emptied once sent.
  const mailDelivery = config.mail ? startMailDelivery(database.db, createSmtpTransport(config.mail), { keepContent: config.sandbox }) : undefined;
  if (config.mail) console.log(`[provider] e-mail: sent through ${new URL(config.mail.smtpUrl).host} (SMTP_URL)`);
  else if (config.sandbox) console.log('[provider] e-mail: recorded in the outbox only (SMTP_URL unset), shown at /__dev/outbox');
  // Nobody can read the outbox then: confirmations and resets reach no one, so sign-ups cannot finish.
  else console.warn('[provider] e-mail: SMTP_URL is unset and the sandbox is off, so no e-mail reaches anyone; set SMTP_URL and MAIL_FROM (docs/deploy.md)');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[provider] ${signal} received, closing`);
    server.close(() => {
      // Running jobs and the mail round under way finish (or are taken up again by another instance
      // once their lease or expiry runs out) before the database closes.
      Promise.all([jobs.stop(), mailDelivery?.stop()])
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('[provider] closing the queue or the database failed:', error);
            process.exit(1);
          },
        );
    });
    // Keep-alive connections would hold server.close() open; nothing should wait on them.
    if ('closeAllConnections' in server) server.closeAllConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
