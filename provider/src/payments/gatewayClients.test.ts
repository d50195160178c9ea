/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { loadGatewayClients, webhookIsAuthentic, webhookReference } from './gatewayClients';

describe('loadGatewayClients', () => {
  it('configures no gateway without its secret key (the sandbox checkout stays)', () => {
    expect(loadGatewayClients({})).toEqual({});
    expect(loadGatewayClients({ PAYSTACK_SECRET_KEY: ' ', PAYSTACK_BASE_URL: 'http://127.0.0.1:1' })).toEqual({});
  });

  it("uses the gateways' own API unless told otherwise", () => {
    expect(loadGatewayClients({ PAYSTACK_SECRET_KEY: 'sk_test_1', FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-1', FLUTTERWAVE_SECRET_HASH: 'hash' })).toEqual({
      paystack: { secretKey: 'sk_test_1', baseUrl: 'https://api.paystack.co' },
      flutterwave: { secretKey: 'FLWSECK_TEST-1', baseUrl: 'https://api.flutterwave.com', webhookHash: 'hash' },
    });
    expect(loadGatewayClients({ PAYSTACK_SECRET_KEY: 'sk', PAYSTACK_BASE_URL: 'http://127.0.0.1:4711/' }).paystack?.baseUrl).toBe('http://127.0.0.1:4711');
  });

  it('stops the start on a Flutterwave key without its webhook hash (or the reverse) and on a base URL that is not a web address', () => {
    expect(() => loadGatewayClients({ FLUTTERWAVE_SECRET_KEY: 'k' })).toThrow(/FLUTTERWAVE_SECRET_HASH/);
    expect(() => loadGatewayClients({ FLUTTERWAVE_SECRET_HASH: 'h' })).toThrow(/FLUTTERWAVE_SECRET_KEY/);
    expect(() => loadGatewayClients({ PAYSTACK_SECRET_KEY: 'k', PAYSTACK_BASE_URL: 'file:///etc/passwd' })).toThrow(/PAYSTACK_BASE_URL/);
  });
});

describe('webhooks', () => {
  const paystack = { secretKey: 'sk_test_secret', baseUrl: 'http://x' };
  const flutterwave = { secretKey: 'k', baseUrl: 'http://x', webhookHash: 'the-hash' };
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it('Paystack: the HMAC-SHA512 of the raw body with the secret key, nothing else', () => {
    const body = '{"event":"charge.success","data":{"reference":"VST-1"}}';
    const signature = createHmac('sha512', 'sk_test_secret').update(body).digest('hex');
    expect(webhookIsAuthentic('paystack', paystack, body, headers({ 'x-paystack-signature': signature }))).toBe(true);
    expect(webhookIsAuthentic('paystack', paystack, `${body} `, headers({ 'x-paystack-signature': signature }))).toBe(false);
    expect(webhookIsAuthentic('paystack', paystack, body, headers({ 'x-paystack-signature': signature.slice(2) }))).toBe(false);
    expect(webhookIsAuthentic('paystack', paystack, body, headers({}))).toBe(false);
  });

  it('Flutterwave: verif-hash equal to the configured hash', () => {
    expect(webhookIsAuthentic('flutterwave', flutterwave, '{}', headers({ 'verif-hash': 'the-hash' }))).toBe(true);
    expect(webhookIsAuthentic('flutterwave', flutterwave, '{}', headers({ 'verif-hash': 'the-hasH' }))).toBe(false);
    expect(webhookIsAuthentic('flutterwave', flutterwave, '{}', headers({}))).toBe(false);
  });

  it('names the reference of payment events only', () => {
    expect(webhookReference('paystack', { event: 'charge.success', data: { reference: 'VST-1' } })).toBe('VST-1');
    expect(webhookReference('paystack', { event: 'transfer.success', data: { reference: 'T-1' } })).toBeUndefined();
    expect(webhookReference('flutterwave', { event: 'charge.completed', data: { tx_ref: 'VST-2', status: 'successful' } })).toBe('VST-2');
    expect(webhookReference('flutterwave', { event: 'charge.completed', data: {} })).toBeUndefined();
  });
});
