import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from "node:fs";
import path from "node:path";

/**
 * The data folder holds password hashes and children's data: only the account that runs Ganit may
 * read it. Folders are 0700 and files 0600: the process's umask is 077 from the moment it opens a
 * data folder, and PGlite's own file system drops the group and other bits from every mode it sets
 * (db/pglite-private-fs.ts), so what Ganit writes is private as it is written. A folder made by an
 * older version, or copied with loose modes, is put right at start, under the folder's lock; the
 * count is logged. What this account may not
 * change (a mount point owned by root, a file of another account) is left as it is and named in one
 * warning: the start goes on, as it did before modes were tightened.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** How chmod is done: a test stands in for the refusal another account's file would give. */
export type Chmod = (target: string, mode: number) => void;

export type Tightened = {
  /** How many files and folders were open to other local users and are now private. */
  fixed: number;
  /** Those still open that this account may not change, relative to the folder. */
  leftOpen: string[];
};

/** Creates the folder (0700) if need be and makes the files this process writes from now on 0600. */
export function privateDataFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  restrictNewFiles();
}

export function restrictNewFiles(): void {
  try {
    process.umask(0o077);
  } catch {
    // A worker thread may not change the umask; tightenModes at the next start still fixes the files.
  }
}

const NOT_OURS = new Set(["EPERM", "EACCES", "EROFS"]);
const GONE = new Set(["ENOENT", "ENOTDIR"]);

/** Removes every group and other permission under `dir` it may (symbolic links are left alone). */
export function tightenModes(dir: string, chmod: Chmod = chmodSync): Tightened {
  const result: Tightened = { fixed: 0, leftOpen: [] };
  const change = (target: string, mode: number) => {
    try {
      chmod(target, mode);
      result.fixed++;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "";
      if (NOT_OURS.has(code)) result.leftOpen.push(path.relative(dir, target) || ".");
      else if (!GONE.has(code)) throw error;
    }
  };
  const visit = (target: string) => {
    let stat: Stats;
    try {
      stat = lstatSync(target);
    } catch (error) {
      // Removed since its folder was read (PGlite's own files): nothing left to protect.
      if (GONE.has((error as NodeJS.ErrnoException).code ?? "")) return;
      throw error;
    }
    if (stat.isSymbolicLink()) return;
    let names: string[] = [];
    if (stat.isDirectory()) {
      try {
        names = readdirSync(target);
      } catch (error) {
        // Gone, or another account's folder this one may not read (nor then use).
        const code = (error as NodeJS.ErrnoException).code ?? "";
        if (!GONE.has(code) && !NOT_OURS.has(code)) throw error;
      }
    }
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) change(target, PRIVATE_DIR_MODE);
      for (const name of names) visit(path.join(target, name));
    } else if ((stat.mode & 0o077) !== 0) {
      change(target, (stat.mode & 0o700) | PRIVATE_FILE_MODE);
    }
  };
  visit(dir);
  return result;
}

/** The one warning for what could not be made private. */
export function leftOpenWarning(dir: string, leftOpen: string[]): string {
  const shown = leftOpen.slice(0, 5).join(", ") + (leftOpen.length > 5 ? ", …" : "");
  const what = leftOpen.length === 1 ? "file or folder" : "files and folders";
  return (
    `Could not make ${leftOpen.length} ${what} of ${dir} private (owned by another account or ` +
    `read-only; other local users may read them): ${shown}`
  );
}
