// Types of ascii-html.mjs for its tests (the cache handlers use the JavaScript).
export function asciiHtml(html: string): string;
export function withAsciiHtml<T>(data: T): T;
