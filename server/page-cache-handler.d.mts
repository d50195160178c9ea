// Types of page-cache-handler.mjs for its test (Next itself loads the JavaScript by path).
// A mixin's base must take `any[]` (TypeScript's rule for classes extended by a function's argument).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CacheHandlerClass = new (...args: any[]) => {
  get(key: string, ...rest: never[]): Promise<unknown>;
  set(key: string, ...rest: never[]): Promise<unknown>;
};
export function socialSignInNetworks(env: Record<string, string | undefined>): string[];
export function keyingSignInViewsByNetworks<Handler extends CacheHandlerClass>(Handler: Handler, networks: readonly string[]): Handler;
export function keepingAnswersWithoutPageOut<Handler extends CacheHandlerClass>(Handler: Handler): Handler;
export function pageCacheHandler(env: Record<string, string | undefined>): CacheHandlerClass;
declare const PageCacheHandler: CacheHandlerClass;
export default PageCacheHandler;
