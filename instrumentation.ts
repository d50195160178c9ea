// Runs once when a server process starts (Next's instrumentation hook).

export async function register() {
  // The Edge runtime (proxy.ts) has no process signals and no Redis.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { watchShutdown } = await import('./server/lifecycle');
    watchShutdown();
    // Connect to Redis now, not on the first request: commands sent before the connection is up
    // fail at once by design (server/redis.ts), and the first sign-ins would be counted in memory.
    const { sharedRedis } = await import('./server/redis');
    sharedRedis();
    const { recordSocketAddresses } = await import('./server/http/socket-address');
    recordSocketAddresses();
    // Before the first request: a hidden listing's page answers 410 from the page cache.
    const { answerHiddenListingsInPageCache } = await import('./server/hidden-listings');
    answerHiddenListingsInPageCache();
  }
}
