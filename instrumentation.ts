// Runs once when a server process starts (Next's instrumentation hook).

export async function register() {
  // The Edge runtime (proxy.ts) has no process signals.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { watchShutdown } = await import('./server/lifecycle');
    watchShutdown();
  }
}
