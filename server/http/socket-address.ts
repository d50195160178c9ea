import 'server-only';
import http from 'node:http';

/**
 * Next fills `X-Forwarded-For` with the socket's address only when the request has none
 * (`??=` in its base server), so a client that sends its own header hides its real address from
 * the app entirely. This makes the web server act as one more proxy hop instead: the socket's
 * address is always appended, so the last entry is the peer this process really talked to and
 * `clientAddress` can count proxies from the right (server/http/client-address.ts). Route handlers
 * get no socket, so this is done where the request enters, on Node's HTTP server.
 */
export function appendSocketAddress(request: http.IncomingMessage): void {
  const peer = request.socket?.remoteAddress;
  if (!peer) return;
  const claimed = request.headers['x-forwarded-for'];
  const earlier = (Array.isArray(claimed) ? claimed.join(', ') : claimed)?.trim();
  request.headers['x-forwarded-for'] = earlier ? `${earlier}, ${peer}` : peer;
}

const patched = Symbol.for('naijahomes.socketAddress');

/** Called once from instrumentation.ts in the Node.js runtime, before requests are served. */
export function recordSocketAddresses(): void {
  const prototype = http.Server.prototype as http.Server & { [patched]?: true };
  if (prototype[patched]) return;
  prototype[patched] = true;
  const emit = prototype.emit;
  prototype.emit = function emitWithPeer(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') appendSocketAddress(args[0] as http.IncomingMessage);
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
