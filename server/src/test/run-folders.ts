import { readdirSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pidAlive } from "../db/folder-lock.ts";

/**
 * The folders a test run keeps for its whole length in its workers' temporary folder: each worker's
 * copy of the migrated database (pglite-files.ts), 40 MB and 1,300 files, on the RAM disk where the
 * machine has one. vitest stops its worker processes without running their exit handlers, so each
 * run's main process removes its own at the end, and the next run removes those of a run that was
 * killed before its end: every folder is named after the main process of its run.
 */
const PREFIX = "ganit-worker-";
const OWNER = /^ganit-worker-(\d+)-/;
/** Folders named before they carried their run: a run of that code lasts well under an hour. */
const UNNAMED = /^ganit-worker-[A-Za-z0-9]{6}$/;
const UNNAMED_AGE_MS = 60 * 60 * 1000;

/** The temporary folder of the workers: the config's TMPDIR for them, else the system's. */
export function workersTmpdir(configured: string | undefined): string {
  return configured || os.tmpdir();
}

/** The path prefix (for mkdtemp) of this run's worker folders. */
export const runFolderPrefix = (tmpdir: string, runPid = process.pid) =>
  path.join(tmpdir, `${PREFIX}${runPid}-`);

/** Removes this run's worker folders (the global teardown). */
export async function removeRunFolders(tmpdir: string, runPid = process.pid): Promise<void> {
  await removeWhere(tmpdir, (name) => OWNER.exec(name)?.[1] === String(runPid));
}

/** Removes the worker folders of runs that ended without removing them (the global setup). */
export async function removeEndedRunsFolders(tmpdir: string, now = Date.now()): Promise<void> {
  await removeWhere(tmpdir, (name, full) => {
    const owner = OWNER.exec(name)?.[1];
    if (owner) return !pidAlive(Number(owner));
    return UNNAMED.test(name) && now - statSync(full).mtimeMs > UNNAMED_AGE_MS;
  });
}

/**
 * Only this account's folders, and one that cannot be read or removed (another account's in a shared
 * /dev/shm, or one a second run removes first) is passed over: tidying never stops a run.
 */
async function removeWhere(tmpdir: string, remove: (name: string, full: string) => boolean) {
  let names: string[];
  try {
    names = readdirSync(tmpdir).filter((name) => name.startsWith(PREFIX));
  } catch {
    return;
  }
  const me = process.getuid?.();
  for (const name of names) {
    const full = path.join(tmpdir, name);
    try {
      if (me !== undefined && statSync(full).uid !== me) continue;
      if (remove(name, full)) await rm(full, { recursive: true, force: true });
    } catch {}
  }
}
