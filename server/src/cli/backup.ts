import { parseArgs } from "node:util";
import { backup } from "../backup/backup.ts";
import { loadConfig } from "../config/env.ts";
import { isOperatorError } from "./operator-error.ts";

/**
 * `npm run backup [-- --out <folder>]`: the whole database in one timestamped file, in `backups/`
 * unless told otherwise, while Ganit keeps running (docs/operations.md, "Backups").
 */
const { values } = parseArgs({ options: { out: { type: "string", default: "backups" } } });
try {
  const config = loadConfig();
  const file = await backup(config, values.out);
  console.log(`Backup written: ${file}`);
} catch (error) {
  console.error(isOperatorError(error) ? error.message : error);
  process.exit(1);
}
