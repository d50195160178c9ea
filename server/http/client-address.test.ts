/** @jest-environment node */
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { addressGroup, clientAddress, clientLimitKey } from './client-address';
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

describe('addressGroup', () => {
  it('groups IPv6 by its /64, however the address is written', () => {
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:0DB8:0001:0002:0:0:0:ffff', '2001:db8:1:2::9%eth0']) {
      expect(addressGroup(address)).toBe('2001:db8:1:2::/64');
    }
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8::1.2.3.4')).toBe('2001:db8:0:0::/64');
  });

  it('keeps IPv4, also written as IPv4-mapped IPv6, as the address itself', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.8')).not.toBe(addressGroup('::ffff:203.0.113.7'));
  });

  it('leaves anything that is not an address as it is', () => {
    for (const text of ['unknown', 'in-process', '2001:db8::1::2', '[2001:db8::1]:443', '']) expect(addressGroup(text)).toBe(text);
  });

  it('is what the limits key on', () => {
    expect(clientLimitKey(arriving('2001:db8:1:2::77'))).toBe('2001:db8:1:2::/64');
    expect(clientLimitKey(arriving('::ffff:198.51.100.9'))).toBe('198.51.100.9');
    expect(clientLimitKey(new Request('http://localhost/'))).toBe('unknown');
  });
});
