/** @jest-environment node */
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { clientAddress } from './client-address';
import { appendSocketAddress } from './socket-address';

/** A request as the app sees it once the server has appended the socket's address. */
function arriving(peer: string, headers: Record<string, string> = {}) {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: peer });
  const incoming = new IncomingMessage(socket);
  incoming.headers = { ...headers };
  appendSocketAddress(incoming);
  return new Request('http://localhost/api/auth/login', { headers: incoming.headers as Record<string, string> });
}

describe('clientAddress', () => {
  it('with no proxy configured, a forged X-Forwarded-For or X-Real-IP changes nothing: the socket counts', () => {
    expect(clientAddress(arriving('203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddress(arriving('203.0.113.7', { 'x-forwarded-for': '1.2.3.4' }), 0)).toBe('203.0.113.7');
    expect(clientAddress(arriving('203.0.113.7', { 'x-forwarded-for': '1.2.3.4, 5.6.7.8', 'x-real-ip': '9.9.9.9' }), 0)).toBe('203.0.113.7');
  });

  it('behind one trusted proxy, the address that proxy saw, not what the client claimed before it', () => {
    // The proxy (10.0.0.2) appended the client's socket (198.51.100.9) to the client's own claim.
    expect(clientAddress(arriving('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.9' }), 1)).toBe('198.51.100.9');
    // A client that reached the site around the proxy gets its own socket, whatever it wrote.
    expect(clientAddress(arriving('203.0.113.7'), 1)).toBe('203.0.113.7');
  });

  it('nothing to go on is undefined', () => {
    expect(clientAddress(new Request('http://localhost/x'), 0)).toBeUndefined();
  });
});
