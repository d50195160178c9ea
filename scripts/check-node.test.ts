/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..');
const script = path.join(__dirname, 'check-node.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the script is CommonJS on purpose (old Nodes parse it)
const { floorOf, satisfies, requiredNode } = require('./check-node.cjs') as {
  floorOf: (range: string) => string;
  satisfies: (version: string, floor: string) => boolean;
  requiredNode: () => string;
};

describe('the Node version check (scripts/check-node.cjs)', () => {
  test('the floor is the one the dependencies need: 22.13 (iron-session 9; sanitize-html 2.18 needs 22.12)', () => {
    expect(requiredNode()).toBe('22.13');
  });

  test('compares versions part by part', () => {
    expect(satisfies('v20.20.2', '22.13')).toBe(false);
    expect(satisfies('v22.12.9', '22.13')).toBe(false);
    expect(satisfies('v22.13.0', '22.13')).toBe(true);
    expect(satisfies('v24.1.0', '22.13')).toBe(true);
    expect(floorOf('>= 22.13')).toBe('22.13');
    expect(() => floorOf('^22')).toThrow(/>=X.Y/);
  });

  test('npm runs it before installing and starting, and .npmrc makes npm refuse an older Node itself', () => {
    const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
    expect(scripts.preinstall).toBe('node scripts/check-node.cjs');
    expect(scripts.prestart).toBe('node scripts/check-node.cjs');
    expect(readFileSync(path.join(root, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
  });

  test('on this Node it passes; on an older one it stops with the version needed', () => {
    expect(() => execFileSync(process.execPath, [script])).not.toThrow();
    // Pretend to be Node 20: a preloaded module overrides process.version before the script runs.
    const preload = path.join(mkdtempSync(path.join(tmpdir(), 'check-node-')), 'node20.cjs');
    writeFileSync(preload, "Object.defineProperty(process, 'version', { value: 'v20.20.2' });");
    const old = spawnSync(process.execPath, ['--require', preload, script], { encoding: 'utf8' });
    expect(old.status).toBe(1);
    expect(old.stderr).toContain('NaijaHomes needs Node.js 22.13 or newer');
    expect(old.stderr).toContain('this is Node v20.20.2');
  });
});
