/** @jest-environment node */

type BuildSettings = {
  buildSettings: (env: Record<string, string | undefined>) => Record<string, string>;
  changedSettings: (recorded: Record<string, string>, current: Record<string, string>) => string[];
};

/** Plain JavaScript run by Node as it is; a path in a variable keeps tsc from asking for its types. */
const MODULE_PATH = './build-settings.mjs';
const load = async (): Promise<BuildSettings> => import(MODULE_PATH);

describe('the settings a build bakes in (scripts/build-settings.mjs)', () => {
  it('keeps NEXT_PUBLIC_* and APP_URL, sorted, without empty values or secrets', async () => {
    const { buildSettings } = await load();
    expect(
      buildSettings({
        NEXT_PUBLIC_MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
        APP_URL: 'https://naija.example',
        NEXT_PUBLIC_LIVE_CHAT_SRC: '',
        SESSION_SECRET: 'secret',
        PROVIDER_URL: 'http://127.0.0.1:4010',
        NEXT_PUBLIC_SOCIAL_X: undefined,
      }),
    ).toEqual({ APP_URL: 'https://naija.example', NEXT_PUBLIC_MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' });
  });

  it('names what was added, removed or changed since the build', async () => {
    const { changedSettings } = await load();
    const built = { APP_URL: 'http://localhost:3000', NEXT_PUBLIC_MAP_TILE_URL: 'a' };
    expect(changedSettings(built, { ...built })).toEqual([]);
    expect(changedSettings(built, { APP_URL: 'http://localhost:3000', NEXT_PUBLIC_MAP_TILE_URL: 'b', NEXT_PUBLIC_SOCIAL_X: 'x' })).toEqual([
      'NEXT_PUBLIC_MAP_TILE_URL',
      'NEXT_PUBLIC_SOCIAL_X',
    ]);
    expect(changedSettings(built, { APP_URL: 'http://localhost:3000' })).toEqual(['NEXT_PUBLIC_MAP_TILE_URL']);
  });
});
