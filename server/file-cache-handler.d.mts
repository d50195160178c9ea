// Types of file-cache-handler.mjs for its test (Next itself loads the JavaScript by path).
export default class FileCacheHandler {
  constructor(options: object);
  get(key: string, ctx: unknown): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
