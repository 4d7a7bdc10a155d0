import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new migration into drizzle/ from src/server/db/schema.ts. The
// server applies them itself at start-up (src/server/db/migrate.ts); no database is needed here.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
  strict: true,
  verbose: true,
});
