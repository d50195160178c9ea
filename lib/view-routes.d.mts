/** Types of view-routes.mjs (plain JavaScript so that next.config.mjs can use it too). */
export declare const NO_QUERY: '-';
export declare const listingQueryNames: readonly string[];

export type ViewRoute = {
  /** The internal route the page is rendered at, under /views (its last segment is the encoded query). */
  readonly route: string;
  /** The query names the page reads: each other name neither reaches it nor makes a view. */
  readonly queryNames: readonly string[];
  /** One name whose plain value alone is taken to its view by a rewrite, and that value's pattern. */
  readonly plainValue?: { readonly name: string; readonly pattern: string };
};
export declare const viewRoutes: Readonly<Record<string, ViewRoute>>;
export declare const signInViewRoutes: Readonly<Record<string, string>>;
