/** @jest-environment node */

/** A fresh module graph per environment: the environment is read once per process. */
async function optionsWith(env: Record<string, string>) {
  jest.resetModules();
  const saved = { ...process.env };
  Object.assign(process.env, { SESSION_SECRET: 's'.repeat(32), ...env });
  try {
    return (await import('./session')).sessionOptions();
  } finally {
    process.env = saved;
  }
}

describe('sessionOptions', () => {
  it('in production: a __Host- cookie, Secure, httpOnly, SameSite=Lax, path /, no Domain, at most 7 days', async () => {
    const options = await optionsWith({ NODE_ENV: 'production', APP_URL: 'https://naijahomes.example' });
    expect(options.cookieName).toBe('__Host-nh_session');
    expect(options.cookieOptions).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
    expect(options.cookieOptions).not.toHaveProperty('domain');
    expect(options.cookieOptions?.maxAge).toBeLessThanOrEqual(7 * 24 * 60 * 60);
    expect(options.ttl).toBe(options.cookieOptions?.maxAge);
  });

  it('over plain http locally: a plain name (browsers drop __Host- without Secure), still httpOnly and Lax', async () => {
    const options = await optionsWith({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000', COOKIE_SECURE: 'false' });
    expect(options.cookieName).toBe('nh_session');
    expect(options.cookieOptions).toMatchObject({ httpOnly: true, secure: false, sameSite: 'lax' });
  });
});
