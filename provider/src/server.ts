import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ProviderConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { startMailDelivery } from './mail/delivery';
import { createSmtpTransport } from './mail/smtp';
import { sendDailyDigests } from './queries/savedSearchAlerts';
import { freshnessClock } from './clock';
import { sendConfirmationReminders } from './freshness/reminders';
import type { SeedData } from './seed/seed';
import { filesPlace } from './storage/fileStorage';

const DIGEST_CHECK_MS = 60 * 60 * 1000;
const REMINDER_RUN_MS = 24 * 60 * 60 * 1000;

/**
 * Migrates (and on first start seeds) the database, then serves the app. SIGTERM and SIGINT close the
 * server and then the database: PGlite writes its files from this process, and an abrupt stop can
 * leave the data folder damaged.
 */
export async function startProvider(config: ProviderConfig, seedData: SeedData): Promise<void> {
  const startedAt = performance.now();
  const { database, storage, seeded } = await prepareDatabase(config, seedData);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
  console.log(`[provider] database ready in ${where}${seeded ? ', seeded with demo data' : ''}; files in ${filesPlace(config)}`);

  const app = createApp({ db: database.db, storage, config });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, ({ address, port }) => {
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(`[provider] listening on http://${address}:${port} (ready in ${seconds} s, sandbox ${config.sandbox ? 'on' : 'off'})`);
  });

  // Daily alert digests: each search is due a day after its last one, so an hourly look is enough.
  const digests = setInterval(() => {
    sendDailyDigests(database.db, config, new Date()).catch((error: unknown) => console.error('[provider] daily digest failed:', error));
  }, DIGEST_CHECK_MS);
  digests.unref();
  // Listing confirmation reminders, once a day; each listing is reminded once per confirmation.
  const reminders = setInterval(() => {
    sendConfirmationReminders(database.db, config, freshnessClock.now()).catch((error: unknown) => console.error('[provider] confirmation reminders failed:', error));
  }, REMINDER_RUN_MS);
  reminders.unref();

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
    clearInterval(digests);
    clearInterval(reminders);
    console.log(`[provider] ${signal} received, closing`);
    server.close(() => {
      Promise.resolve(mailDelivery?.stop())
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('[provider] closing the database failed:', error);
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
