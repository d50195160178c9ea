/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrationsBefore, rowsOf } from '../testing/migrations';
import { freshDatabase } from '../testing/testProvider';

const MIGRATION = '0009_registration_passwords_on_links';

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
