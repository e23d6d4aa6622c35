import { parseArgs } from "node:util";
import { BackupError, backup } from "../backup/backup.ts";
import { ConfigError, loadConfig } from "../config/env.ts";
import { DatabaseLockedError, DataFolderError } from "../db/client.ts";

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
  const known =
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof DataFolderError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
