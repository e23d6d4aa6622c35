import { BackupError } from "../backup/backup.ts";
import { ConfigError } from "../config/env.ts";
import { DatabaseLockedError, DataFolderError } from "../db/client.ts";

/**
 * An error of backup or restore whose own message tells the operator what is wrong and what to do
 * (the settings, the data folder, the database held by a running Ganit, the backup file): printed
 * as that sentence, never a stack.
 */
export const isOperatorError = (error: unknown): error is Error =>
  error instanceof BackupError ||
  error instanceof ConfigError ||
  error instanceof DatabaseLockedError ||
  error instanceof DataFolderError;
