import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { objectName } from './objectName';

/**
 * Where uploaded bytes live, named by their sha256 (the database keeps only each file's key, type
 * and sha256: real phone photos are megabytes, too big for PGlite's memory or PostgreSQL backups).
 * Content-addressed, so the same bytes under two keys are stored once and a write is never a change.
 */
export type FileStorage = {
  /** `variant`: a resized copy of the bytes named `sha256`, kept beside them (objectName.ts). */
  put(sha256: string, bytes: Buffer, variant?: string): Promise<void>;
  /** The bytes, or undefined when they are not there. */
  get(sha256: string, variant?: string): Promise<Buffer | undefined>;
  delete(sha256: string, variant?: string): Promise<void>;
};

/** A folder on local disk. */
export function diskFileStorage(folder: string): FileStorage {
  const pathOf = (sha256: string, variant?: string) => path.join(folder, ...objectName(sha256, variant).split('/'));
  return {
    async put(sha256, bytes, variant) {
      const target = pathOf(sha256, variant);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside then renamed: a reader never sees half a file, and two writers of the same bytes agree.
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, target);
    },
    async get(sha256, variant) {
      try {
        return await readFile(pathOf(sha256, variant));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(sha256, variant) {
      await rm(pathOf(sha256, variant), { force: true });
    },
  };
}

/** For an in-memory database (tests, `PROVIDER_DATA_DIR=memory://`): a temporary folder removed when the process exits. */
export function temporaryFileStorage(): FileStorage {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'naijahomes-files-'));
  if (temporaryFolders.size === 0) {
    process.once('exit', () => temporaryFolders.forEach((each) => rmSync(each, { recursive: true, force: true })));
  }
  temporaryFolders.add(folder);
  return diskFileStorage(folder);
}

/** One exit handler for them all (a test file opens several providers). */
const temporaryFolders = new Set<string>();
