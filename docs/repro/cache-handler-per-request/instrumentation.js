// With HOST_HANDLER set, the same handler is given to Next at start where its server looks for a
// handler provided by the host, instead of through next.config's cacheHandler (see next.config.mjs).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.HOST_HANDLER) {
    const { default: CacheHandler } = await import('./cache-handler.mjs');
    globalThis[Symbol.for('@next/cache-handlers')] = { FetchCache: CacheHandler };
  }
}
