import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The lock of a PGlite data folder: only one process may open it. `ganit.lock` names its owner by
 * pid, the boot it runs in and the moment it started (docs/adr/0212-pglite-folder-lock.md). A pid
 * alone was trusted too much: after a reboot or in a container pids are reused, so a stale lock that
 * named pid 1 or any live process blocked every start. Here the lock is held only while that very
 * process lives: same boot, same start time, not a zombie. Where there is no /proc (macOS, Windows)
 * a live pid is all that can be checked.
 */
export class DatabaseLockedError extends Error {}

type Owner = { pid: number; boot?: string; started?: string };

const readOrUndefined = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};

const bootId = () => readOrUndefined("/proc/sys/kernel/random/boot_id")?.trim();

/** A process's state letter, kernel flags and start time (clock ticks after boot), from /proc/<pid>/stat. */
function procStat(pid: number): { state: string; flags: number; started: string } | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) may hold spaces and parentheses: the fields after it are fixed.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [state = "", flags = "0", started = ""] = [fields[0], fields[6], fields[19]];
  return { state, flags: Number(flags) || 0, started };
}

/** The kernel's PF_EXITING: the process has begun to exit and runs none of its own code again. */
const PF_EXITING = 0x4;
/** SIGKILL's bit in /proc/<pid>/status's pending-signal masks. */
const SIGKILL_BIT = 1n << 8n;

/**
 * Whether a process is dying: killed (SIGKILL pending, not yet acted on) or exiting (its memory being
 * freed). Under load, or with PGlite's large memory to free, a process killed with -9 can stay in this
 * state for seconds before it becomes a zombie; it runs none of its own code again, so its lock is
 * already stale.
 */
function dying(pid: number, flags: number): boolean {
  if (flags & PF_EXITING) return true;
  const status = readOrUndefined(`/proc/${pid}/status`) ?? "";
  for (const [, mask = "0"] of status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]{1,16})$/gm)) {
    if ((BigInt(`0x${mask}`) & SIGKILL_BIT) !== 0n) return true;
  }
  return false;
}

/** The pid a lock names (its first field), for tools and tests. */
export const lockOwnerPid = (text: string) => parseOwner(text)?.pid;

/** What this process writes into a lock it takes. */
export function ownIdentity(): Owner {
  return { pid: process.pid, boot: bootId(), started: procStat(process.pid)?.started };
}

function parseOwner(text: string | undefined): Owner | undefined {
  if (!text) return undefined;
  const trimmed = text.trim();
  // A lock of an older version holds the pid alone.
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const value = JSON.parse(trimmed) as Owner;
    return Number.isInteger(value.pid) && value.pid > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process of this machine is running (one we may not signal is running too). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the process that wrote the lock is still running. */
export function ownerAlive(owner: Owner): boolean {
  const ownBoot = bootId();
  if (owner.boot && ownBoot && owner.boot !== ownBoot) return false; // written before a reboot
  const stat = procStat(owner.pid);
  if (ownBoot !== undefined) {
    // With /proc: gone, a zombie (killed, not yet reaped: it holds no files), or another process
    // that was given the same pid.
    if (!stat || stat.state === "Z" || stat.state === "X") return false;
    // Killed or exiting, not yet a zombie: its start time still matches, but it is gone all the same.
    if (dying(owner.pid, stat.flags)) return false;
    if (owner.started !== undefined) return stat.started === owner.started;
    // A lock of an older version: only a live Node process on that pid can be its owner.
    return (readOrUndefined(`/proc/${owner.pid}/cmdline`) ?? "").split("\0")[0]?.includes("node") ?? false;
  }
  return pidAlive(owner.pid);
}

/** Lock files this process holds: a lock with our own identity is ours only if it is in here. */
const heldLocks = new Set<string>();

/** Takes the lock or throws DatabaseLockedError; returns its release. */
export function takeFolderLock(lockFile: string): () => void {
  const key = path.resolve(lockFile);
  if (heldLocks.has(key)) {
    throw new DatabaseLockedError(`The data folder ${path.dirname(key)} is already open in this process.`);
  }
  const mine = JSON.stringify(ownIdentity());
  for (let attempt = 0; attempt < 5; attempt++) {
    if (placeLock(lockFile, mine)) {
      heldLocks.add(key);
      return () => {
        heldLocks.delete(key);
        if (readOrUndefined(lockFile) === mine) rmSync(lockFile, { force: true });
      };
    }
    const text = readOrUndefined(lockFile);
    const owner = parseOwner(text);
    // Our own pid in a lock we do not hold: a process that died left it, and we were given its pid.
    if (
      (owner && owner.pid !== process.pid && ownerAlive(owner)) ||
      (!text?.trim() && beingTaken(lockFile))
    ) {
      throw new DatabaseLockedError(
        `The data folder ${path.dirname(lockFile)} is in use by another Ganit process` +
          `${owner ? ` (pid ${owner.pid})` : ""}. ` +
          "Stop it first, or use another DATA_DIR. Several processes need PostgreSQL (DATABASE_URL).",
      );
    }
    if (text !== undefined) removeStale(lockFile, text);
  }
  throw new DatabaseLockedError(`Could not lock ${lockFile}`);
}

/**
 * Puts the lock in place whole, or answers false if there is one: the identity is written to a file
 * of its own in the same folder and linked to the lock's name (a link never replaces a file), so a
 * process starting at the same moment never reads a lock that exists but is still empty.
 */
function placeLock(lockFile: string, identity: string): boolean {
  const draft = `${lockFile}.${process.pid}.${randomBytes(4).toString("hex")}.new`;
  writeFileSync(draft, identity, { mode: 0o600, flag: "wx" });
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * How long an empty or unreadable lock counts as one being taken right now (an older version creates
 * it first and writes it after). A lock holding anything else that names no owner is stale.
 */
const TAKING_MS = 5_000;

function beingTaken(lockFile: string): boolean {
  try {
    return Date.now() - statSync(lockFile).mtimeMs < TAKING_MS;
  } catch {
    return false; // gone: try again
  }
}

/**
 * Removes a stale lock, but only the one judged stale: two processes starting at once after a crash
 * may both judge it so, and the slower must not delete the lock the faster has just taken. The lock
 * is moved aside (one rename wins), and put back if what was moved is not what was judged.
 */
function removeStale(lockFile: string, judged: string) {
  const aside = `${lockFile}.${process.pid}.${randomBytes(4).toString("hex")}`;
  try {
    renameSync(lockFile, aside);
  } catch {
    return; // someone else moved it first: try again
  }
  if (readOrUndefined(aside) !== judged) {
    try {
      linkSync(aside, lockFile);
    } catch {}
  }
  rmSync(aside, { force: true });
}
