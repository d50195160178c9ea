import { replyTime } from '@/lib/messages/advertisers';
import { advertiserIdOf, advertiserPath } from './advertiser-ref';

describe("an advertiser profile's address", () => {
  it('is the id and the slug', () => {
    expect(advertiserPath({ id: 12, slug: 'ada-obi' })).toBe('/advertisers/12-ada-obi');
  });

  it('is found by the id at its start, whatever slug follows (the page redirects a wrong one)', () => {
    expect(advertiserIdOf('12-ada-obi')).toBe(12);
    expect(advertiserIdOf('12-someone-else')).toBe(12);
    expect(advertiserIdOf('12')).toBe(12);
  });

  it('names nobody without a plain id first', () => {
    for (const segment of ['ada-obi', '0-ada', '012-ada', '12ada', '12-Ada', '-12', '12345678901-x', `12-${'a'.repeat(201)}`]) expect(advertiserIdOf(segment)).toBeNull();
  });
});

describe('replyTime', () => {
  it.each([
    [0, 'under a minute'],
    [45, '45 min'],
    [60, '1 h'],
    [200, '3 h 20 min'],
  ])('%p minutes read "%s"', (minutes, text) => {
    expect(replyTime(minutes)).toBe(text);
  });
});
