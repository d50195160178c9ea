import { settledStatus, type GatewayRecord } from './paymentRecords';

const pending = { status: 'pending', amount: 8000, currency: 'NGN', gateway: 'paystack' } as const;
const approved: GatewayRecord = { gateway: 'paystack', amount: 8000, currency: 'NGN', outcome: 'approved' };

describe('the verification state machine', () => {
  test('a pending payment waits for the gateway, then follows its decision', () => {
    expect(settledStatus(pending, undefined)).toBe('pending');
    expect(settledStatus(pending, approved)).toBe('successful');
    expect(settledStatus(pending, { ...approved, outcome: 'declined' })).toBe('failed');
  });

  test('an approval for another amount, currency or gateway fails the payment', () => {
    expect(settledStatus(pending, { ...approved, amount: 7999 })).toBe('failed');
    expect(settledStatus(pending, { ...approved, currency: 'USD' })).toBe('failed');
    expect(settledStatus(pending, { ...approved, gateway: 'flutterwave' })).toBe('failed');
  });

  test('a settled payment never moves again, whatever the gateway says later', () => {
    expect(settledStatus({ ...pending, status: 'successful' }, { ...approved, outcome: 'declined' })).toBe('successful');
    expect(settledStatus({ ...pending, status: 'failed' }, approved)).toBe('failed');
  });
});
