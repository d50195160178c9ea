// Types of redis-cache-handler.mjs for its test (Next itself loads the JavaScript by path).
export default class RedisCacheHandler {
  constructor(options: object);
  get(key: string, ctx: unknown): Promise<{ lastModified: number; value: unknown; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
export function cacheRedisWarning(info: string): string | null;
export const CACHE_ENTRY_PREFIX: string;
