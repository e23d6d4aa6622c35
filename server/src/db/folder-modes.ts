import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The data folder holds password hashes and children's data: only the account that runs Ganit may
 * read it. Folders are 0700 and files 0600; PGlite creates its files with 0666 less the umask, so the
 * process's umask is 077 from the moment it opens a data folder, for every file it writes later (new
 * write-ahead log segments, tables). A folder made by an older version, or copied with loose modes,
 * is put right at start; the count is logged.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (0700) if need be, sets the umask, and returns how many modes it tightened. */
export function privateDataFolder(dir: string): number {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  restrictNewFiles();
  return tightenModes(dir);
}

export function restrictNewFiles(): void {
  try {
    process.umask(0o077);
  } catch {
    // A worker thread may not change the umask; tightenModes at the next start still fixes the files.
  }
}

/** Removes every group and other permission under `dir` (symbolic links are left alone). */
export function tightenModes(dir: string): number {
  let fixed = 0;
  const visit = (target: string) => {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) {
        chmodSync(target, PRIVATE_DIR_MODE);
        fixed++;
      }
      for (const name of readdirSync(target)) visit(path.join(target, name));
    } else if ((stat.mode & 0o077) !== 0) {
      chmodSync(target, (stat.mode & 0o700) | PRIVATE_FILE_MODE);
      fixed++;
    }
  };
  visit(dir);
  return fixed;
}
