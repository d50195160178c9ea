import { fileURLToPath } from 'node:url';

// The documented setting: Next's cache of pages goes through ./cache-handler.mjs. With HOST_HANDLER
// set when the server starts, the same class is given at start by instrumentation.js instead.
const nextConfig = {
  cacheHandler: process.env.HOST_HANDLER ? undefined : fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)),
};

export default nextConfig;
