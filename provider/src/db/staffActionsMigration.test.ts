/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrationsBefore, rowsOf } from '../testing/migrations';
import { freshDatabase } from '../testing/testProvider';

const MIGRATION = '0017_staff_actions_keep_names';

/**
 * Audit rows from before rows kept their listing's name: the migration copies it in, so the trail
 * keeps it when the listing is deleted afterwards, as it keeps the staff member's id.
 */
test('the migration writes each audit row its listing name, and deleting the listing and the staff account keeps both', async () => {
  const database = await freshDatabase();
  const { db } = database;
  const before = migrationsBefore(MIGRATION);
  try {
    await database.migrate(before);
    await db.execute(sql`
      INSERT INTO users (id, email, confirmed, first_name, last_name, unique_code, role) VALUES
        (1, 'owner@example.com', true, 'Ola', 'Owner', 'NH1', 'member'),
        (2, 'staff@example.com', true, 'Sade', 'Staff', 'NH2', 'staff')`);
    await db.execute(sql`INSERT INTO countries (id, name) VALUES (161, 'Nigeria')`);
    await db.execute(sql`INSERT INTO states (id, country_id, name) VALUES (25, 161, 'Lagos')`);
    await db.execute(sql`INSERT INTO property_types (id, name) VALUES (1, 'Residential')`);
    await db.execute(sql`INSERT INTO property_categories (id, property_type_id, name) VALUES (10, 1, 'Flat')`);
    await db.execute(sql`
      INSERT INTO properties (id, owner_id, name, address, description, transaction_type, price, country_id, state_id, property_type_id, property_category_id)
      VALUES (7, 1, 'Lekki duplex', '1 Admiralty Way', 'A duplex', 'RENT', 1000000, 161, 25, 1, 10)`);
    await db.execute(sql`
      INSERT INTO staff_actions (id, staff_id, staff_name, action, property_id, reason, detail) VALUES
        (1, 2, 'Sade Staff', 'hide_listing', 7, 'A scam', '{"reports": ["R-AAAA2222BB"]}'),
        (2, 2, 'Sade Staff', 'approve_verification', NULL, 'Approved', '{"member": "Ola Owner"}')`);

    await database.migrate();
    await db.execute(sql`DELETE FROM properties WHERE id = 7`);
    await db.execute(sql`DELETE FROM users WHERE id = 2`);

    expect(await rowsOf(database, sql`SELECT id, staff_id, staff_name, property_id, property_name, detail FROM staff_actions ORDER BY id`)).toEqual([
      { id: 1, staff_id: 2, staff_name: 'Sade Staff', property_id: 7, property_name: 'Lekki duplex', detail: { reports: ['R-AAAA2222BB'] } },
      { id: 2, staff_id: 2, staff_name: 'Sade Staff', property_id: null, property_name: null, detail: { member: 'Ola Owner' } },
    ]);
  } finally {
    rmSync(before, { recursive: true, force: true });
    await database.close();
  }
}, 30_000);
