import { defineConfig } from 'drizzle-kit';

// `pnpm exec drizzle-kit generate` (run in apps/api) writes SQL migrations from the schema; no database needed.
// The same folder is applied on PGlite and on PostgreSQL by src/db/database.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
