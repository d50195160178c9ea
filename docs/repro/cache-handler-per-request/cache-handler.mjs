// A trivial cache handler: entries in a Map. It counts how often Next constructs it; how often Next
// resolves its file is counted by count-resolves.mjs.
const entries = new Map();
let constructed = 0;

export default class CacheHandler {
  constructor() {
    constructed += 1;
    globalThis.__handlerConstructed = constructed;
  }
  async get(key) {
    return entries.get(key) ?? null;
  }
  async set(key, data, ctx) {
    entries.set(key, { value: data, lastModified: Date.now(), tags: ctx?.tags ?? [] });
  }
  async revalidateTag() {}
  resetRequestCache() {}
}
