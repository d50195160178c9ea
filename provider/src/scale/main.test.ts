/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

describe('npm run db:scale, pointed at no database on purpose', () => {
  it('refuses before connecting when only DATABASE_URL names one, as a shell set up for the site would', () => {
    // Nothing listens on port 1: had it tried the site's database, the failure would be the connection's.
    const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['provider/src/scale/main.ts', '--listings', '5'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:1/site' },
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('[scale] Name the PostgreSQL database to wipe and fill, like --database postgres://');
  }, 60_000);
});
