import { defineConfig } from 'drizzle-kit';

/** Run from the repository root: `npm run db:generate` writes a new versioned migration. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './provider/src/db/schema.ts',
  out: './provider/drizzle',
});
