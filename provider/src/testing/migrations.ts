import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

const MIGRATIONS = path.resolve(__dirname, '../../drizzle');

type Journal = { entries: { tag: string }[] };

/** The rows of a query, under PGlite and node-postgres alike (both answer with `rows`). */
export async function rowsOf(database: DatabaseHandle, query: SQL) {
  return ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

/**
 * The migrations folder as it was before the migration `tag`, in a temporary folder the caller
 * removes, so a database can hold data from that time before the migration runs on it.
 */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index <= 0) throw new Error(`No migration ${tag} after the first`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}
