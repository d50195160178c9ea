/** @jest-environment node */
import { limitContactForm, rateLimit, rateLimitPolicies } from './rate-limit-guard';

const store = globalThis as { __nhRateLimits?: unknown };
beforeEach(() => {
  delete store.__nhRateLimits;
});

const from = (address: string) => new Request('http://localhost/api/auth/login', { method: 'POST', headers: { 'x-forwarded-for': address } });

async function expectTooMany(response: Response | null) {
  expect(response?.status).toBe(429);
  expect(Number(response?.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect((await response!.json()).message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
}

describe('rateLimit', () => {
  it('refuses one e-mail after its limit from any address, whatever its case', async () => {
    const { limit } = rateLimitPolicies.forgotPassword.perAccount;
    const guard = rateLimit('forgotPassword');
    for (let i = 0; i < limit; i += 1) expect(await guard.take(from(`10.0.0.${i}`), 'Ada@Example.com')).toBeNull();
    await expectTooMany(await guard.take(from('10.0.1.1'), ' ada@example.com '));
    expect(await guard.take(from('10.0.1.1'), 'someone.else@example.com')).toBeNull();
  });

  it('refuses one address after its limit whatever the e-mails', async () => {
    const { limit } = rateLimitPolicies.register.perClient;
    const guard = rateLimit('register');
    for (let i = 0; i < limit; i += 1) expect(await guard.take(from('10.0.0.9'), `user${i}@example.com`)).toBeNull();
    await expectTooMany(await guard.take(from('10.0.0.9'), 'new@example.com'));
    expect(await guard.take(from('10.0.0.10'), 'new@example.com')).toBeNull();
  });

  it('counts an IPv6 client by its /64, so rotating its own addresses buys nothing', async () => {
    const { limit } = rateLimitPolicies.register.perClient;
    const guard = rateLimit('register');
    // Every request from a fresh address of the same /64, as any host there may take one at will.
    for (let i = 1; i <= limit; i += 1) expect(await guard.take(from(`2001:db8:7:7::${i.toString(16)}`), `user${i}@example.com`)).toBeNull();
    await expectTooMany(await guard.take(from('2001:db8:7:7:ffff:1:2:3'), 'new@example.com'));
    // The next /64 is another subscriber.
    expect(await guard.take(from('2001:db8:7:8::1'), 'new@example.com')).toBeNull();
  });

  it('shares its counters across every module copy of the process', async () => {
    const { limit } = rateLimitPolicies.signIn.perAccount;
    for (let i = 0; i < limit; i += 1) await rateLimit('signIn').take(from(`10.0.0.${i}`), 'ada@example.com');
    expect((await rateLimit('signIn').take(from('10.9.9.9'), 'ada@example.com'))?.status).toBe(429);
    // Another policy keeps its own windows.
    expect(await rateLimit('register').take(from('10.9.9.9'), 'ada@example.com')).toBeNull();
  });

  it('counts nothing for the client when the account refuses, and release gives both back', async () => {
    const policy = rateLimitPolicies.signIn;
    const guard = rateLimit('signIn');
    for (let i = 0; i < policy.perAccount.limit; i += 1) await guard.take(from(`10.0.0.${i}`), 'ada@example.com');
    for (let i = 0; i < policy.perClient.limit; i += 1) await expectTooMany(await guard.take(from('10.5.5.5'), 'ada@example.com'));
    expect(await guard.take(from('10.5.5.5'), 'bola@example.com')).toBeNull();
    await guard.release(from('10.0.0.0'), 'ada@example.com');
    expect(await guard.take(from('10.5.5.5'), 'ada@example.com')).toBeNull();
    await expectTooMany(await guard.take(from('10.5.5.5'), 'ada@example.com'));
  });
});

describe('limitContactForm', () => {
  it('limits a JSON body or a multipart form that carries an e-mail', async () => {
    const { limit } = rateLimitPolicies.contact.perAccount;
    for (let i = 0; i < limit; i += 1) expect(await limitContactForm(from(`10.0.0.${i}`), { email: 'lead@example.com' })).toBeNull();
    const form = new FormData();
    form.append('email', 'LEAD@example.com');
    await expectTooMany(await limitContactForm(from('10.0.2.2'), form));
  });

  it.each(['reviewer_email', 'contactEmail', 'email'])('finds the address in a field named %s', async (field) => {
    const { limit } = rateLimitPolicies.contact.perAccount;
    for (let i = 0; i < limit; i += 1) await limitContactForm(from(`10.0.3.${i}`), { [field]: 'same@example.com', rating: 5 });
    await expectTooMany(await limitContactForm(from('10.0.4.4'), { [field]: 'same@example.com' }));
  });

  it('leaves bodies without an e-mail alone', async () => {
    const { limit } = rateLimitPolicies.contact.perClient;
    for (let i = 0; i <= limit + 1; i += 1) expect(await limitContactForm(from('10.0.0.1'), { property_id: 7 })).toBeNull();
    expect(await limitContactForm(from('10.0.0.1'), new FormData())).toBeNull();
  });
});
