/** @jest-environment node */
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Lib = {
  buildIsCurrent: (env: Record<string, string | undefined>) => { current: boolean; reason?: string };
  recordBuildSettings: (env: Record<string, string | undefined>) => void;
};

// A build folder of this test's own under the gitignored .data/, named before lib.mjs reads it.
const distDir = path.join('.data', `build-is-current-${process.pid}`);
process.env.NEXT_DIST_DIR = distDir;
const MODULE_PATH = './lib.mjs';
const load = async (): Promise<Lib> => import(MODULE_PATH);
const folder = path.resolve(__dirname, '..', distDir);

beforeEach(() => {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A BUILD_ID dated after every source, as `next build` leaves it. */
function freshBuild() {
  const buildId = path.join(folder, 'BUILD_ID');
  writeFileSync(buildId, 'test');
  const future = new Date(Date.now() + 60_000);
  utimesSync(buildId, future, future);
}

describe('npm start judges its build (scripts/lib.mjs buildIsCurrent)', () => {
  const settings = { APP_URL: 'http://localhost:3000', NEXT_PUBLIC_MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' };

  it('serves a build made with the same settings', async () => {
    const { buildIsCurrent, recordBuildSettings } = await load();
    freshBuild();
    recordBuildSettings(settings);
    expect(buildIsCurrent({ ...settings, SESSION_SECRET: 'another' })).toEqual({ current: true });
  });

  it('rebuilds when a NEXT_PUBLIC_ setting changed since the build, saying which', async () => {
    const { buildIsCurrent, recordBuildSettings } = await load();
    freshBuild();
    recordBuildSettings(settings);
    expect(buildIsCurrent({ ...settings, NEXT_PUBLIC_MAP_TILE_URL: 'https://other.example/{z}/{x}/{y}.png' })).toEqual({
      current: false,
      reason: 'NEXT_PUBLIC_MAP_TILE_URL changed since the last build',
    });
  });

  it('rebuilds a build that recorded no settings, and when there is no build', async () => {
    const { buildIsCurrent } = await load();
    expect(buildIsCurrent(settings)).toEqual({ current: false, reason: 'there is no build yet' });
    freshBuild();
    expect(buildIsCurrent(settings)).toEqual({ current: false, reason: 'the last build did not record its settings' });
  });
});
