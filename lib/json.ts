/** A body as JSON, or undefined when it is empty or not JSON (an error page from a proxy on the way). */
export function parseJsonOrUndefined(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
