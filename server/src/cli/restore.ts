import { parseArgs } from "node:util";
import { restore } from "../backup/backup.ts";
import { loadConfig } from "../config/env.ts";
import { isOperatorError } from "./operator-error.ts";

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
  // A sentence, never a stack: whatever failed, the operator reads what happened and what to do.
  console.error(
    isOperatorError(error)
      ? error.message
      : `The restore failed: ${error instanceof Error ? error.message : String(error)}. ` +
          "If it stopped after moving the database aside, it is in DATA_DIR/pglite.replaced-<time>.",
  );
  process.exit(1);
}
