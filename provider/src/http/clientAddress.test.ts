/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import { loadConfig } from '../config';
import { addressGroup, callerMatcher, clientAddress, clientAddresses, parseCallerRange } from './clientAddress';
import type { AppEnv } from './context';

/** An app that answers the client address it was given, called as from `peer` (undefined: in-process). */
function echoApp(trustedCallers: readonly string[]) {
  const app = new Hono<AppEnv>();
  app.use(clientAddresses(trustedCallers));
  app.get('/', (c) => c.text(clientAddress(c)));
  return async (peer: string | undefined, forwardedFor?: string) => {
    const headers = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : undefined;
    const response = await app.request('/', { headers }, peer ? { incoming: { socket: { remoteAddress: peer } } as IncomingMessage } : undefined);
    return response.text();
  };
}

describe('PROVIDER_TRUSTED_CALLERS', () => {
  test('is loopback by default; takes addresses and CIDR ranges of both families', () => {
    expect(loadConfig({}).trustedCallers).toEqual(['127.0.0.0/8', '::1/128']);
    expect(loadConfig({ PROVIDER_TRUSTED_CALLERS: ' 10.0.1.0/24, 192.0.2.7 ,fd00:1::/64' }).trustedCallers).toEqual(['10.0.1.0/24', '192.0.2.7/32', 'fd00:1::/64']);
  });

  test.each(['web.internal', '10.0.1.0/33', '10.0.1.0/x', '10.0.1/24', 'fd00::/129', '10.0.0.1/24/8'])('refuses %s with a clear message', (entry) => {
    expect(parseCallerRange(entry)).toBeUndefined();
    expect(() => loadConfig({ PROVIDER_TRUSTED_CALLERS: `127.0.0.1,${entry}` })).toThrow(/Must be IP addresses or CIDR ranges[\s\S]*PROVIDER_TRUSTED_CALLERS/);
  });

  test('matches peers in the ranges, IPv4 also as a dual-stack socket reports it', () => {
    const trusted = callerMatcher(['10.0.1.0/24', 'fd00:1::/64']);
    for (const peer of ['10.0.1.5', '::ffff:10.0.1.5', 'fd00:1::9', 'fd00:1:0:0:ffff::1']) expect(trusted(peer)).toBe(true);
    for (const peer of ['10.0.2.5', '::ffff:10.0.2.5', 'fd00:2::9', '127.0.0.1', 'not an address']) expect(trusted(peer)).toBe(false);
  });
});

describe('the client address', () => {
  test('a web instance on another host, once trusted, names each browser; by default it is itself the client', async () => {
    const trusting = echoApp(loadConfig({ PROVIDER_TRUSTED_CALLERS: '10.0.1.0/24' }).trustedCallers);
    expect(await trusting('::ffff:10.0.1.5', '198.51.100.1')).toBe('198.51.100.1');
    const loopbackOnly = echoApp(loadConfig({}).trustedCallers);
    expect(await loopbackOnly('10.0.1.5', '198.51.100.1')).toBe('10.0.1.5');
    expect(await loopbackOnly('::ffff:127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
  });

  test('a caller not trusted is its socket address, whatever it writes; the last entry is the one the web app wrote', async () => {
    const echo = echoApp(['10.0.1.0/24']);
    expect(await echo('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await echo('127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
    expect(await echo('10.0.1.5', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
    expect(await echo('10.0.1.5')).toBe('10.0.1.5');
    // In-process calls (tests) have no socket: the header is theirs to set.
    expect(await echo(undefined, '198.51.100.1')).toBe('198.51.100.1');
    expect(await echo(undefined)).toBe('in-process');
  });
});

describe('addressGroup: the key of per-client limits', () => {
  test('groups IPv6 by its /64, however the address is written', () => {
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:0DB8:0001:0002:0:0:0:ffff', '2001:db8:1:2::9%eth0']) {
      expect(addressGroup(address)).toBe('2001:db8:1:2::/64');
    }
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8::1.2.3.4')).toBe('2001:db8:0:0::/64');
  });

  test('keeps IPv4, also written as IPv4-mapped IPv6, as the address itself', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  test('leaves anything that is not an address as it is', () => {
    for (const text of ['in-process', '2001:db8::1::2', '[2001:db8::1]:443', '']) expect(addressGroup(text)).toBe(text);
  });
});
