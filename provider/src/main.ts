import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const { database, seeded } = await prepareDatabase(config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
  console.log(`[provider] database ready in ${where}${seeded ? ', seeded with demo data' : ''}`);

  const app = createApp({ db: database.db, config });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, ({ address, port }) => {
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(`[provider] listening on http://${address}:${port} (ready in ${seconds} s, sandbox ${config.sandbox ? 'on' : 'off'})`);
  });

  // PGlite writes its files from this process: close it properly or the data folder may be damaged.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[provider] ${signal} received, closing`);
    server.close(() => {
      database.close().then(
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

main().catch((error: unknown) => {
  console.error('[provider] failed to start:', error);
  process.exit(1);
});
