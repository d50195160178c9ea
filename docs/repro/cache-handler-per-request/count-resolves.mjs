// Loaded with `node --import`: counts every time Node resolves cache-handler.mjs (each `import()` of
// it, even when the module is already loaded), and prints the count each second when it changed.
import { registerHooks } from 'node:module';

let resolves = 0;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.endsWith('cache-handler.mjs')) resolves += 1;
    return nextResolve(specifier, context);
  },
});
let shown = 0;
setInterval(() => {
  if (resolves === shown) return;
  shown = resolves;
  console.error(`cache-handler.mjs resolved ${resolves} times, handler constructed ${globalThis.__handlerConstructed ?? 0} times`);
}, 1000).unref();
