/** @jest-environment node */
import { clientAddress } from './client-address';

const requestWith = (headers: Record<string, string>) => new Request('http://localhost/api/vst/x', { headers });

describe('clientAddress', () => {
  it('takes the entry the nearest proxy added, not what the client claimed', () => {
    expect(clientAddress(requestWith({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7');
  });

  it('falls back to X-Real-IP, and to nothing', () => {
    expect(clientAddress(requestWith({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientAddress(requestWith({}))).toBeUndefined();
  });
});
