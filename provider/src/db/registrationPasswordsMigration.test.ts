/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { freshDatabase } from '../testing/testProvider';

const MIGRATIONS = path.resolve(__dirname, '../../drizzle');
const MIGRATION = '0009_registration_passwords_on_links';

type Journal = { entries: { tag: string }[] };

/** The rows of a query, under PGlite and node-postgres alike (both answer with `rows`). */
async function rowsOf(database: DatabaseHandle, query: SQL) {
  return ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

/** The migrations folder as it was before MIGRATION, so a database can hold data from that time. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

/**
 * Accounts from before a sign-up's password waited on its own link: the first registrant's password
 * sat on the unconfirmed account and stayed there when anyone's link confirmed it.
 */
test('the migration moves an unconfirmed account\'s password onto the link of the sign-up that chose it and marks confirmed accounts\' passwords as unproven', async () => {
  const database = await freshDatabase();
  const { db } = database;
  const before = migrationsBefore(MIGRATION);
  try {
    await database.migrate(before);
    await db.execute(sql`
      INSERT INTO users (id, email, password_hash, confirmed, first_name, last_name, phone, unique_code) VALUES
        (1, 'confirmed@example.com', 'scrypt$old$confirmed', true, 'Old', 'Member', '0801', 'NH1'),
        (2, 'pending@example.com', 'scrypt$old$first-registrant', false, 'First', 'Registrant', '0802', 'NH2'),
        (3, 'social@example.com', NULL, true, 'Social', 'Only', NULL, 'NH3')`);
    await db.execute(sql`
      INSERT INTO one_time_links (id, user_id, purpose, secret_hash, expires_at) VALUES
        (10, 2, 'password_reset', 'reset', now() + interval '1 hour'),
        (11, 2, 'account_confirmation', 'first', now() + interval '7 days'),
        (12, 2, 'account_confirmation', 'second', now() + interval '7 days')`);

    await database.migrate();

    expect(await rowsOf(database, sql`SELECT id, password_hash, password_predates_confirmation FROM users ORDER BY id`)).toEqual([
      { id: 1, password_hash: 'scrypt$old$confirmed', password_predates_confirmation: true },
      { id: 2, password_hash: null, password_predates_confirmation: false },
      { id: 3, password_hash: null, password_predates_confirmation: false },
    ]);
    expect(await rowsOf(database, sql`SELECT id, registration FROM one_time_links ORDER BY id`)).toEqual([
      { id: 10, registration: null },
      {
        id: 11,
        registration: { passwordHash: 'scrypt$old$first-registrant', firstName: 'First', lastName: 'Registrant', phone: '0802' },
      },
      { id: 12, registration: null },
    ]);
  } finally {
    rmSync(before, { recursive: true, force: true });
    await database.close();
  }
}, 30_000);
