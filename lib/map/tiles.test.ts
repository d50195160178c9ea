/** @jest-environment node */
import type * as Tiles from './tiles.mjs';

/** Plain JavaScript (next.config.mjs uses it untranspiled): loaded as the ES module it is. */
const TILES_PATH = './tiles.mjs';
const load = async (): Promise<typeof Tiles> => import(TILES_PATH);

describe('map tile settings (NEXT_PUBLIC_MAP_TILE_URL)', () => {
  it('draws no tiles when unset: no visitor reaches a tile server the site was not told of', async () => {
    const { tileSettings } = await load();
    expect(tileSettings({})).toBeNull();
    expect(tileSettings({ attribution: 'Nobody' })).toBeNull();
  });

  it("takes OpenStreetMap's standard tile server by name, credited as its policy asks", async () => {
    const { tileSettings } = await load();
    expect(tileSettings({ url: ' OpenStreetMap ' })).toEqual({
      template: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      subdomains: [],
      attribution: { text: '© OpenStreetMap contributors', href: 'https://www.openstreetmap.org/copyright' },
    });
  });

  it("keeps OpenStreetMap's own credit when only the attribution variables are set", async () => {
    const { tileSettings } = await load();
    expect(tileSettings({ url: 'openstreetmap', attribution: 'Nobody', attributionUrl: 'https://nobody.example' })?.attribution.text).toBe('© OpenStreetMap contributors');
  });

  it('means no tiles for "none" (any case) or an empty value', async () => {
    const { tileSettings } = await load();
    expect(tileSettings({ url: 'none' })).toBeNull();
    expect(tileSettings({ url: ' None ' })).toBeNull();
    expect(tileSettings({ url: '' })).toBeNull();
  });

  it('takes another server with its credit, and {s} turns into subdomains a, b and c', async () => {
    const { tileSettings } = await load();
    expect(tileSettings({ url: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png', attribution: ' © Example Maps ', attributionUrl: 'https://tiles.example/terms' })).toEqual({
      template: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png',
      subdomains: ['a', 'b', 'c'],
      attribution: { text: '© Example Maps', href: 'https://tiles.example/terms' },
    });
    expect(tileSettings({ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example Maps' })?.attribution).toEqual({ text: '© Example Maps', href: null });
  });

  it('accepts tiles served from a path on this site', async () => {
    const { tileSettings } = await load();
    expect(tileSettings({ url: '/tiles/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' })?.template).toBe('/tiles/{z}/{x}/{y}.png');
  });

  it('refuses, naming the variable, a template the map could not draw from', async () => {
    const { tileSettings } = await load();
    const credit = { attribution: '© Example' };
    expect(() => tileSettings({ url: 'https://tiles.example/{z}/{x}.png', ...credit })).toThrow(/NEXT_PUBLIC_MAP_TILE_URL .* has no \{y\}/);
    expect(() => tileSettings({ url: 'https://tiles.example/{z}/{x}/{y}.png?key={apikey}', ...credit })).toThrow(/has \{apikey\}/);
    expect(() => tileSettings({ url: 'ftp://tiles.example/{z}/{x}/{y}.png', ...credit })).toThrow(/https:\/\//);
    expect(() => tileSettings({ url: '//tiles.example/{z}/{x}/{y}.png', ...credit })).toThrow(/scheme/);
    expect(() => tileSettings({ url: 'tiles.example/{z}/{x}/{y}.png', ...credit })).toThrow(/not a URL/);
  });

  it('requires a credit for another server and a web link for it', async () => {
    const { tileSettings } = await load();
    expect(() => tileSettings({ url: 'https://tiles.example/{z}/{x}/{y}.png' })).toThrow(/NEXT_PUBLIC_MAP_TILE_ATTRIBUTION is required/);
    expect(() => tileSettings({ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '  ' })).toThrow(/NEXT_PUBLIC_MAP_TILE_ATTRIBUTION is required/);
    expect(() => tileSettings({ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example', attributionUrl: 'javascript:alert(1)' }))
      .toThrow(/NEXT_PUBLIC_MAP_TILE_ATTRIBUTION_URL/);
  });
});

describe('map tile origins (the CSP img-src)', () => {
  it("is the tile server's origin only", async () => {
    const { tileOrigins, tileSettings } = await load();
    expect(tileOrigins(tileSettings({ url: 'openstreetmap' }))).toEqual(['https://tile.openstreetmap.org']);
    expect(tileOrigins(tileSettings({}))).toEqual([]);
    expect(tileOrigins(tileSettings({ url: 'http://tiles.localhost:8080/{z}/{x}/{y}.png', attribution: 'x' }))).toEqual(['http://tiles.localhost:8080']);
  });

  it('lists each subdomain {s} can take', async () => {
    const { tileOrigins, tileSettings } = await load();
    expect(tileOrigins(tileSettings({ url: 'https://{s}.tiles.example/{z}/{x}/{y}.png', attribution: 'x' }))).toEqual([
      'https://a.tiles.example',
      'https://b.tiles.example',
      'https://c.tiles.example',
    ]);
  });

  it('adds nothing for no tiles or tiles on this site', async () => {
    const { tileOrigins, tileSettings } = await load();
    expect(tileOrigins(tileSettings({ url: 'none' }))).toEqual([]);
    expect(tileOrigins(tileSettings({ url: '/tiles/{z}/{x}/{y}.png', attribution: 'x' }))).toEqual([]);
  });
});
