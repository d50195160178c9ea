/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { rebuildDatabase } from './rebuild';

// The demo data's own build is not what is tested here: only what the rebuild throws away first.
jest.mock('./prepare', () => ({ prepareDatabase: async () => ({ database: { close: async () => {} } }) }));

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'rebuild-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A database folder and a files folder holding an upload, as the site keeps them. */
function siteFolders() {
  const config = loadConfig({ PROVIDER_DATA_DIR: path.join(folder, 'provider'), PROVIDER_FILES_DIR: path.join(folder, 'files') });
  mkdirSync(config.dataDir);
  mkdirSync(config.filesDir);
  const upload = path.join(config.filesDir, 'an-upload');
  writeFileSync(upload, 'a member’s photo');
  return { config, upload };
}

describe('rebuilding a database', () => {
  it('empties the files folder with it (npm run db:reset)', async () => {
    const { config, upload } = siteFolders();
    await rebuildDatabase(config);
    expect(existsSync(upload)).toBe(false);
  });

  it('leaves the files folder alone when asked (npm run db:scale beside the site, sharing its folder)', async () => {
    const { config, upload } = siteFolders();
    await rebuildDatabase(config, { keepFiles: true });
    expect(existsSync(upload)).toBe(true);
    expect(existsSync(config.dataDir)).toBe(false);
  });
});
