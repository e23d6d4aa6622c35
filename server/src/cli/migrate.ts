import { loadConfig } from "../config/env.ts";
import { openDatabase } from "../db/client.ts";

/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the PGlite in DATA_DIR. */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
