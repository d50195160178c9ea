import { maskedPhone, nigerianMobile } from './phone';

describe('nigerianMobile', () => {
  it.each([
    ['08031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['234-803-123-4567', '+2348031234567'],
    ['(0909) 123 4567', '+2349091234567'],
    ['07011112222', '+2347011112222'],
  ])('reads %s as %s', (input, expected) => {
    expect(nigerianMobile(input)).toBe(expected);
  });

  it.each(['', '12345', '0803123456', '080312345678', '06031234567', '+44 7911 123456', '0803abc4567'])('refuses %p', (input) => {
    expect(nigerianMobile(input)).toBeNull();
  });

  it('masks all but the country code and the last four digits', () => {
    expect(maskedPhone('+2348031234567')).toBe('+234 *** *** 4567');
  });
});
