/** @jest-environment node */
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { getRedirectUrl, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { cachedViewPath, cachedViews, signInViews } from '@/lib/cached-views';
import { SESSION_COOKIE_NAMES } from '@/server/session-cookie';

/** The config is plain JavaScript (Next loads it untranspiled); a path in a variable keeps tsc from asking for its types. */
const CONFIG_PATH = './next.config.mjs';
/** The config the server (`next start`) reads; `phase` another phase's. */
const loadConfig = async (phase = PHASE_PRODUCTION_SERVER): Promise<NextConfig> => (await import(CONFIG_PATH)).default(phase);

/** The config as loaded with these variables (its values are computed when it loads). */
async function configWith(env: Record<string, string | undefined>): Promise<NextConfig> {
  jest.resetModules();
  const saved = { ...process.env };
  // An undefined value unsets the variable (assigned, process.env would keep the string 'undefined').
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    return await loadConfig();
  } finally {
    process.env = saved;
  }
}

/** The security headers are computed when the config loads, from the build's environment. */
async function headersFor(env: Record<string, string | undefined>): Promise<Map<string, string>> {
  const rules = await (await configWith(env)).headers!();
  expect(rules.map((rule) => rule.source)).toEqual(['/:path*']);
  return new Map(rules[0]!.headers.map(({ key, value }) => [key.toLowerCase(), value]));
}

const production = { NODE_ENV: 'production', APP_URL: 'https://naijahomes.example' };

describe('security headers (next.config.mjs)', () => {
  it('sends HSTS in a production build served over https', async () => {
    const headers = await headersFor(production);
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security')!)![1])).toBeGreaterThanOrEqual(31_536_000);
  });

  it('never sends HSTS over plain http (it would lock local runs out)', async () => {
    expect((await headersFor({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000' })).has('strict-transport-security')).toBe(false);
  });

  it('has a CSP without eval in production, no plugins, no foreign base or framing', async () => {
    const csp = (await headersFor(production)).get('content-security-policy')!;
    const directives = new Map(csp.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    expect(directives.get('object-src')).toBe("object-src 'none'");
    expect(directives.get('base-uri')).toBe("base-uri 'self'");
    expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directives.get('script-src')).not.toContain('unsafe-eval');
    expect(directives.get('script-src')).not.toMatch(/\*|https?:|data:/);
    expect(directives.get('default-src')).toBe("default-src 'self'");
  });

  it("lets images come from the map's tile server only: none by default, OpenStreetMap's or another when configured", async () => {
    const imgSrc = async (env: Record<string, string | undefined>) => {
      const csp = (await headersFor({ ...production, ...env })).get('content-security-policy')!;
      return csp.split('; ').find((directive) => directive.startsWith('img-src '));
    };
    expect(await imgSrc({ NEXT_PUBLIC_MAP_TILE_URL: undefined })).toBe("img-src 'self' data: blob:");
    expect(await imgSrc({ NEXT_PUBLIC_MAP_TILE_URL: 'openstreetmap' })).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(await imgSrc({ NEXT_PUBLIC_MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png', NEXT_PUBLIC_MAP_TILE_ATTRIBUTION: '© Example' }))
      .toBe("img-src 'self' data: blob: https://a.tiles.example https://b.tiles.example https://c.tiles.example");
    expect(await imgSrc({ NEXT_PUBLIC_MAP_TILE_URL: 'none' })).toBe("img-src 'self' data: blob:");
  });

  it('refuses to load with a tile address the map could not use', async () => {
    await expect(headersFor({ ...production, NEXT_PUBLIC_MAP_TILE_URL: 'https://tiles.example/tile.png', NEXT_PUBLIC_MAP_TILE_ATTRIBUTION: '© Example' }))
      .rejects.toThrow(/NEXT_PUBLIC_MAP_TILE_URL/);
  });

  it('sends nosniff and a referrer policy, and turns X-Powered-By off', async () => {
    const headers = await headersFor(production);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const config = await loadConfig();
    expect(config.poweredByHeader).toBe(false);
  });
});

describe('cache (next.config.mjs)', () => {
  it('keeps no copy in memory when the cache is shared in Redis (REDIS_URL)', async () => {
    expect((await configWith({ REDIS_URL: undefined })).cacheMaxMemorySize).toBeUndefined();
    // Every instance reads Redis: a copy in one process's memory would outlive an expiry on another.
    expect((await configWith({ REDIS_URL: 'redis://127.0.0.1:6380' })).cacheMaxMemorySize).toBe(0);
  });

  it("names server/page-cache-handler.mjs as the server's cacheHandler, with or without REDIS_URL, and none for the build", async () => {
    const handler = path.resolve('server/page-cache-handler.mjs');
    expect((await configWith({ REDIS_URL: 'redis://127.0.0.1:6380' })).cacheHandler).toBe(handler);
    expect((await configWith({ REDIS_URL: undefined })).cacheHandler).toBe(handler);
    jest.resetModules();
    expect((await loadConfig(PHASE_PRODUCTION_BUILD)).cacheHandler).toBeUndefined();
  });
});

describe('the views are not addresses (next.config.mjs)', () => {
  const responseTo = async (path: string) => unstable_getResponseFromNextConfig({ url: `http://localhost:3000${path}`, nextConfig: await loadConfig() });

  it('sends a direct request for any view home, as an unknown page, so nothing is rendered or cached for it', async () => {
    const views = [
      ...cachedViews.map(({ path }) => cachedViewPath(path, '')!),
      cachedViewPath('/properties/buy', '?page=999999')!,
      cachedViewPath('/tipsandguides', '?query=made+up')!,
      ...Object.values(signInViews),
      '/views/home/made-up',
      '/views/no-such-view',
    ];
    for (const view of views) {
      const response = await responseTo(view);
      expect([view, response.status]).toEqual([view, 307]);
      expect(getRedirectUrl(response)).toBe('http://localhost:3000/');
    }
  });

  it('still takes the public pages to their views', async () => {
    for (const path of ['/', '/properties/buy', '/finance', '/login']) {
      const response = await responseTo(path);
      expect(getRedirectUrl(response)).toBeNull();
      expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/views\//);
    }
  });
});

describe('rewrites (next.config.mjs)', () => {
  type Rewrite = { source: string; destination: string; has?: { key: string }[]; missing?: { type: string; key: string }[] };
  const beforeFiles = async () => ((await (await loadConfig()).rewrites!()) as { beforeFiles: Rewrite[] }).beforeFiles;

  it('sends every cached public page to its plain view before the file system is searched', async () => {
    const plain = (await beforeFiles()).filter((rewrite) => !rewrite.has && !rewrite.missing);
    expect(plain).toEqual(cachedViews.map(({ path }) => ({ source: path, destination: cachedViewPath(path, '') })));
  });

  it("takes a plain value of one name only when the page's other names are absent", async () => {
    const byValue = (await beforeFiles()).filter((rewrite) => rewrite.has);
    expect(byValue.map(({ source }) => source)).toEqual(['/properties/buy', '/properties/rent', '/tipsandguides', '/services', '/home-service-pro/details', '/compare']);
    for (const { source, has, missing } of byValue) {
      const { queryKeys } = cachedViews.find(({ path }) => path === source)!;
      const [{ key }] = has!;
      expect(missing!.map((name) => name.key).sort()).toEqual(queryKeys.filter((name) => name !== key).sort());
    }
  });

  it('takes the sign-in pages to their views for a visitor sending no session cookie, under either name', async () => {
    const bySession = (await beforeFiles()).filter((rewrite) => rewrite.missing?.some(({ type }) => type === 'cookie'));
    expect(bySession).toEqual(
      Object.entries(signInViews).map(([source, destination]) => ({
        source,
        missing: SESSION_COOKIE_NAMES.map((key) => ({ type: 'cookie', key })),
        destination,
      })),
    );
  });
});
