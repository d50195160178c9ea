import { isIP } from 'node:net';

/* Addresses and ranges of trusted callers, as the configuration reads them (PROVIDER_TRUSTED_CALLERS). */

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (what a dual-stack socket reports). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** The default of PROVIDER_TRUSTED_CALLERS: the web app on the provider's own host. */
export const LOOPBACK_CALLERS = ['127.0.0.0/8', '::1/128'];

/** A dual-stack socket reports an IPv4 peer as `::ffff:a.b.c.d`; ranges are written as plain IPv4. */
export const withoutIpv4Mapping = (address: string) => /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;

export const familyOf = (address: string) => ({ 4: 'ipv4', 6: 'ipv6' } as const)[isIP(address) as 4 | 6];

/**
 * One entry of PROVIDER_TRUSTED_CALLERS, an address (`10.0.1.5`, `fd00::5`) or a range in CIDR
 * notation (`10.0.1.0/24`), as `address/prefix`; undefined when it is neither (host names included:
 * trust must not hang on a DNS answer).
 */
export function parseCallerRange(entry: string): string | undefined {
  const [address = '', prefixText, ...extra] = entry.trim().split('/');
  const family = familyOf(address);
  if (!family || extra.length > 0 || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return undefined;
  const longest = family === 'ipv4' ? 32 : 128;
  const prefix = prefixText === undefined ? longest : Number(prefixText);
  return prefix <= longest ? `${address}/${prefix}` : undefined;
}
