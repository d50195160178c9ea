import 'server-only';

/**
 * The web process's place in its life, for the balancer's readiness check (/api/health/ready).
 * On SIGTERM `next start` stops accepting connections and finishes the requests in flight before it
 * exits (its own handler); from that moment this process also answers "not ready" on connections it
 * still holds, so a balancer that keeps connections open takes it out as well.
 */
let draining = false;

export function isDraining(): boolean {
  return draining;
}

/** Called once from instrumentation.ts in the Node.js runtime. */
export function watchShutdown(): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      draining = true;
      console.log(`[web] ${signal}: draining in-flight requests before exit (pid ${process.pid})`);
    });
  }
}
