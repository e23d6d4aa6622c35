import { parseArgs } from "node:util";
import { BackupError, restore } from "../backup/backup.ts";
import { ConfigError, loadConfig } from "../config/env.ts";
import { DatabaseLockedError } from "../db/client.ts";

/**
 * `npm run restore -- <file> [--force]`: puts a file of `npm run backup` back into DATABASE_URL or the
 * PGlite in DATA_DIR. A database that holds anything is not overwritten without --force; on PGlite
 * Ganit must be stopped, and the replaced folder is kept beside the new one.
 */
const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
});
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error("Usage: npm run restore -- <backup file> [--force]");
  process.exit(2);
}
try {
  const config = loadConfig();
  await restore(config, file, { force: values.force });
  console.log(`Restored ${file}`);
} catch (error) {
  const known =
    error instanceof BackupError || error instanceof ConfigError || error instanceof DatabaseLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
