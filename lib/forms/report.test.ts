import { reportListingPayloadSchema, reportListingSchema } from './report';
import { staffDecisionPayloadSchema } from './staff';

describe('reportListingSchema', () => {
  it('takes a reason, optional details and an optional e-mail, trimmed; empty ones are left out', () => {
    expect(reportListingSchema.parse({ reason: 'inspection_fee', details: '  Asked for ₦5,000  ', email: ' a@example.com ' })).toEqual({
      reason: 'inspection_fee',
      details: 'Asked for ₦5,000',
      email: 'a@example.com',
    });
    expect(reportListingSchema.parse({ reason: 'other', details: '   ', email: '' })).toEqual({ reason: 'other' });
  });

  it('refuses an unknown or missing reason, details over 1,000 characters and a malformed e-mail', () => {
    const result = reportListingSchema.safeParse({ reason: 'ugly', details: 'x'.repeat(1001), email: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['reason', 'Please choose what is wrong'],
      ['details', 'Please keep the details to 1000 characters or fewer'],
      ['email', 'Enter a valid e-mail address'],
    ]);
    expect(reportListingSchema.safeParse({ reason: '' }).success).toBe(false);
    expect(reportListingSchema.safeParse({ reason: 'other', details: 'x'.repeat(1000) }).success).toBe(true);
  });

  it('the payload names the listing', () => {
    expect(reportListingPayloadSchema.safeParse({ reason: 'other' }).success).toBe(false);
    expect(reportListingPayloadSchema.parse({ reason: 'other', property_id: 5 })).toEqual({ reason: 'other', property_id: 5 });
  });
});

describe('staffDecisionSchema', () => {
  it('needs a reason of at most 500 characters', () => {
    expect(staffDecisionPayloadSchema.parse({ reason: '  Scam  ', property_id: 3 })).toEqual({ reason: 'Scam', property_id: 3 });
    expect(staffDecisionPayloadSchema.safeParse({ reason: ' ', property_id: 3 }).error?.issues[0]?.message).toBe('Please give a reason');
    expect(staffDecisionPayloadSchema.safeParse({ reason: 'x'.repeat(501), property_id: 3 }).success).toBe(false);
  });
});
