import 'server-only';

/**
 * The web process's place in its life, for the balancer's readiness check (/api/health/ready).
 * On SIGTERM `next start` stops accepting connections and finishes the requests in flight before it
 * exits (its own handler); from that moment this process also answers "not ready" on connections it
 * still holds, so a balancer that keeps connections open takes it out as well.
 */
// On globalThis, not in a module variable: instrumentation.ts (which sets it) and the readiness route
// (which reads it) are bundled apart, each with its own copy of this module. With a module variable
// the route's copy was never set, and the build even folded its answer to a constant "ready".
const DRAINING = Symbol.for('naijahomes.draining');
type WithDraining = typeof globalThis & { [DRAINING]?: boolean };

export function isDraining(): boolean {
  return (globalThis as WithDraining)[DRAINING] === true;
}

/** Called once from instrumentation.ts in the Node.js runtime. */
export function watchShutdown(): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      (globalThis as WithDraining)[DRAINING] = true;
      console.log(`[web] ${signal}: draining in-flight requests before exit (pid ${process.pid})`);
    });
  }
}
