/** @jest-environment node */
import { readServerEnv, readSessionPasswords } from './env';

const secret = (letter: string) => letter.repeat(32);

describe('readServerEnv', () => {
  it('has working defaults for local runs', () => {
    expect(readServerEnv({ NODE_ENV: 'development' })).toEqual({
      providerUrl: 'http://127.0.0.1:4010',
      providerPublicUrl: 'http://127.0.0.1:4010',
      providerTimeoutMs: 8000,
      appUrl: 'http://localhost:3000',
      cookieSecure: false,
      socialSignIn: {},
      redisUrl: undefined,
      securityRedisUrl: undefined,
      trustedProxyCount: 0,
      mediaVariantsDir: undefined,
    });
  });

  it('makes cookies secure by default in production, unless told otherwise', () => {
    expect(readServerEnv({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(readServerEnv({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('uses the public address for browsers when given, without trailing slashes', () => {
    const env = readServerEnv({ NODE_ENV: 'test', PROVIDER_URL: 'http://p:1/', PROVIDER_PUBLIC_URL: 'https://pub.example/' });
    expect(env).toMatchObject({ providerUrl: 'http://p:1', providerPublicUrl: 'https://pub.example' });
  });

  it('keeps the security state in REDIS_SECURITY_URL when given, else in the Redis of the cache', () => {
    expect(readServerEnv({ NODE_ENV: 'test', REDIS_URL: 'redis://cache:6379' })).toMatchObject({ redisUrl: 'redis://cache:6379', securityRedisUrl: 'redis://cache:6379' });
    expect(readServerEnv({ NODE_ENV: 'test', REDIS_URL: 'redis://cache:6379', REDIS_SECURITY_URL: 'redis://state:6379' })).toMatchObject({
      redisUrl: 'redis://cache:6379',
      securityRedisUrl: 'redis://state:6379',
    });
    expect(() => readServerEnv({ NODE_ENV: 'test', REDIS_SECURITY_URL: 'http://state' })).toThrow(/REDIS_SECURITY_URL/);
  });

  it('refuses malformed values', () => {
    expect(() => readServerEnv({ NODE_ENV: 'test', PROVIDER_URL: 'not a url' })).toThrow(/PROVIDER_URL/);
    expect(() => readServerEnv({ NODE_ENV: 'test', PROVIDER_TIMEOUT_MS: '-1' })).toThrow(/PROVIDER_TIMEOUT_MS/);
  });
});

describe('readSessionPasswords', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('requires a secret of 32 characters or more in production', () => {
    expect(() => readSessionPasswords({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => readSessionPasswords({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(readSessionPasswords({ NODE_ENV: 'production', SESSION_SECRET: secret('a') })).toEqual({ 1: secret('a') });
  });

  it('derives the same development secret every time', () => {
    const first = readSessionPasswords({ NODE_ENV: 'development' });
    expect(Object.values(first)[0]).toHaveLength(64);
    expect(readSessionPasswords({ NODE_ENV: 'development' })).toEqual(first);
  });

  it('keeps previous secrets under their ids and seals with a higher id', () => {
    expect(
      readSessionPasswords({
        NODE_ENV: 'production',
        SESSION_SECRET: secret('c'),
        SESSION_SECRETS_PREVIOUS: `2:${secret('b')}, 1:${secret('a')}`,
      }),
    ).toEqual({ 1: secret('a'), 2: secret('b'), 3: secret('c') });
  });

  it('refuses previous secrets without an id', () => {
    expect(() =>
      readSessionPasswords({ NODE_ENV: 'production', SESSION_SECRET: secret('c'), SESSION_SECRETS_PREVIOUS: secret('b') }),
    ).toThrow(/<id>:<secret>/);
  });
});
