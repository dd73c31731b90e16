import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // A folder: drizzle-kit reads every file in it (index.ts re-exports the same tables; it counts each once).
  schema: './src/db/schema',
  out: './drizzle',
});
