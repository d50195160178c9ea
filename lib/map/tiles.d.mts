/** Types of tiles.mjs (plain JavaScript so that next.config.mjs can use it too). */
export type TileAttribution = {
  /** Plain text, shown as it is (never read as HTML). */
  readonly text: string;
  /** Where the credit links to (the tile server's copyright or terms page), when given. */
  readonly href: string | null;
};

export type TileSettings = {
  /** Leaflet's URL template: `{z}/{x}/{y}`, optional `{s}` and `{r}`; absolute or a path on this site. */
  readonly template: string;
  /** What `{s}` takes turns at; empty when the template has no `{s}`. */
  readonly subdomains: readonly string[];
  readonly attribution: TileAttribution;
};

export declare function tileSettings(env: { url?: string; attribution?: string; attributionUrl?: string }): TileSettings | null;

export declare function tileOrigins(settings: TileSettings | null): string[];
