import { advertHost, advertTarget } from './sponsored';

describe('advertTarget', () => {
  it('accepts absolute http and https addresses, ports and queries included', () => {
    expect(advertTarget('https://owambe-hall.example/bookings?src=ad')?.toString()).toBe('https://owambe-hall.example/bookings?src=ad');
    expect(advertTarget('http://127.0.0.1:8080/landing')?.toString()).toBe('http://127.0.0.1:8080/landing');
  });

  it('refuses scripts, data, relative and protocol-relative addresses, credentials and nothing', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,hi', '/dashboard', '//evil.example', 'evil.example', 'https://a:b@evil.example', 'ftp://files.example', '', null, undefined]) {
      expect(advertTarget(link)).toBeNull();
    }
  });
});

describe('advertHost', () => {
  it('shows the host without www, or nothing for a link that is not allowed', () => {
    expect(advertHost('https://www.lekki-roofing.example/sale')).toBe('lekki-roofing.example');
    expect(advertHost('javascript:alert(1)')).toBeNull();
  });
});
