import { confirmedByAccount, ENQUIRY_LINK_DAYS, enquiryLinkExpired } from './addressConfirmation';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('confirmedByAccount', () => {
  const member = { email: 'Bola@Example.com', confirmed: true };
  test("only a confirmed member's own address, whatever its case and spaces", () => {
    expect(confirmedByAccount(' bola@example.COM ', member)).toBe(true);
    expect(confirmedByAccount('bola@example.com', { ...member, confirmed: false })).toBe(false);
    expect(confirmedByAccount('bola@example.com', undefined)).toBe(false);
    // A tag may be another person's address on some domains: it is asked like any other.
    expect(confirmedByAccount('bola+x@example.com', member)).toBe(false);
    expect(confirmedByAccount('stranger@example.com', member)).toBe(false);
  });
});

test(`an acknowledgement link works for ${ENQUIRY_LINK_DAYS} days from the enquiry`, () => {
  const asked = new Date('2026-11-01T10:00:00Z');
  expect(enquiryLinkExpired(asked, new Date(asked.getTime() + ENQUIRY_LINK_DAYS * DAY_MS))).toBe(false);
  expect(enquiryLinkExpired(asked, new Date(asked.getTime() + ENQUIRY_LINK_DAYS * DAY_MS + 1000))).toBe(true);
});
