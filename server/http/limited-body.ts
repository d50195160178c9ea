import 'server-only';

/**
 * The request body, or null as soon as it passes `maxBytes`: a chunked body may have no
 * Content-Length, so the limit is enforced while reading rather than trusted from a header.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<Blob | null> {
  if (!request.body) return new Blob([]);
  const reader = request.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Blob(chunks);
}
