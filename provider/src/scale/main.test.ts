/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** A scale command run in a shell set up for the site: DATABASE_URL names its database (nothing listens on port 1). */
function runBesideTheSite(script: string, args: string[]) {
  return spawnSync(path.join(root, 'node_modules/.bin/tsx'), [script, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:1/site' },
    timeout: 60_000,
  });
}

// Had a command tried the site's database, its failure would be the connection's instead.
describe('the scale commands, pointed at no database on purpose', () => {
  it('db:scale refuses before connecting when only DATABASE_URL names one', () => {
    const run = runBesideTheSite('provider/src/scale/main.ts', ['--listings', '5']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('[scale] Name the PostgreSQL database to wipe and fill, like --database postgres://');
  }, 60_000);

  it('times no job there either: the alerts job would mail its members about a made-up listing', () => {
    const run = runBesideTheSite('provider/src/scale/measureJob.ts', ['alerts']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('[scale] Name the PostgreSQL database to measure on, like --database postgres://');
  }, 60_000);
});
