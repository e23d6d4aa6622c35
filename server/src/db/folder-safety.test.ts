import { spawn } from "node:child_process";
import { chmodSync, closeSync, lstatSync, openSync, readdirSync, readFileSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { migratedPgliteFolder, usingPostgres } from "../test/harness.ts";
import { spawnServer, useScratchFolder, waitHealthy } from "../test/server-process.ts";
import { DatabaseLockedError, openPglite } from "./client.ts";
import { lockOwnerPid, takeFolderLock } from "./folder-lock.ts";
import { leftOpenWarning } from "./folder-modes.ts";
import { users } from "./schema.ts";

/**
 * The PGlite data folder holds password hashes and children's data: it is private to the account
 * that runs Ganit, and its lock blocks a start only while the process that took it is running.
 */
describe.skipIf(usingPostgres)("the PGlite data folder", () => {
  const scratch = useScratchFolder("ganit-folder-");
  const started = scratch.started;

  /** Every path under `dir` that another local user could read, write or enter. */
  const openToOthers = (dir: string): string[] => {
    const found: string[] = [];
    const visit = (target: string) => {
      const stat = lstatSync(target);
      if (stat.isSymbolicLink()) return;
      if ((stat.mode & 0o077) !== 0)
        found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, target)}`);
      if (stat.isDirectory()) for (const name of readdirSync(target)) visit(path.join(target, name));
    };
    visit(dir);
    return found;
  };
  const loosen = (target: string) => {
    const stat = lstatSync(target);
    chmodSync(target, stat.isDirectory() ? 0o777 : 0o666);
    if (stat.isDirectory()) for (const name of readdirSync(target)) loosen(path.join(target, name));
  };

  describe("its modes", () => {
    it("a new folder is 0700 and every file PGlite writes in it 0600, whatever the umask was", async () => {
      process.umask(0o022); // the usual default: files readable by every local user
      const dataDir = scratch.path("new");
      const database = await openPglite(dataDir);
      await database.migrate();
      await database.close();
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);
      expect(readdirSync(path.join(dataDir, "pglite")).length).toBeGreaterThan(5);
    }, 90_000);

    it("a new folder's files are private as PGlite writes them: the start's repair finds nothing", async () => {
      process.umask(0o022);
      const dataDir = scratch.path("private-from-birth");
      const first = await openPglite(dataDir);
      await first.migrate();
      await first.close();
      // What main logs as "Made N files and folders … private": nothing, on the first start and the next.
      expect(first.tightenedModes).toBe(0);
      const again = await openPglite(dataDir);
      await again.close();
      expect(again.tightenedModes).toBe(0);
      expect(openToOthers(dataDir)).toEqual([]);
    }, 90_000);

    it("a folder with loose modes is put right at start, and the start says so in the log", async () => {
      const dataDir = scratch.path("loose");
      await migratedPgliteFolder(dataDir);
      loosen(dataDir);
      expect(openToOthers(dataDir).length).toBeGreaterThan(100);

      const server = await spawnServer(dataDir, { JWT_SECRET: "folder-test-secret-folder-test-secret-01" });
      started.push(server);
      await waitHealthy(server, 90_000);
      expect(openToOthers(dataDir)).toEqual([]);
      expect(server.output()).toMatch(/Made \d+ files and folders of .* private to this account/);
      server.child.kill("SIGTERM");
      await server.exited;
    }, 120_000);

    it("a path it may not change (another account's, a root-owned mount) is left alone, named, and the start goes on", async () => {
      const dataDir = scratch.path("not-owned");
      await migratedPgliteFolder(dataDir);
      const foreign = path.join(dataDir, "foreign.txt");
      const mine = path.join(dataDir, "mine.txt");
      await writeFile(foreign, "x", { mode: 0o644 });
      await writeFile(mine, "x", { mode: 0o644 });
      chmodSync(foreign, 0o644);
      chmodSync(mine, 0o644);
      // Root may change any mode: chmod as another account would answer for the foreign file.
      const chmod = (target: string, mode: number) => {
        if (target === foreign)
          throw Object.assign(new Error("EPERM: operation not permitted"), { code: "EPERM" });
        chmodSync(target, mode);
      };
      const database = await openPglite(dataDir, { chmod });
      try {
        await database.ping();
        expect(database.modesLeftOpen).toEqual(["foreign.txt"]);
        expect(lstatSync(mine).mode & 0o077).toBe(0);
        expect(leftOpenWarning(dataDir, database.modesLeftOpen ?? [])).toMatch(
          /Could not make 1 file or folder of .*not-owned private .*: foreign\.txt/,
        );
      } finally {
        await database.close();
      }
    }, 60_000);
  });

  describe("its lock", () => {
    const lockOf = (dataDir: string) => path.join(dataDir, "ganit.lock");
    const bootId = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    const startTimeOf = (pid: number) => {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    };
    let dataDir: string;
    beforeAll(async () => {
      dataDir = scratch.path("locked");
      await migratedPgliteFolder(dataDir);
    }, 90_000);

    const opensDespite = async (lock: string) => {
      await writeFile(lockOf(dataDir), lock);
      const database = await openPglite(dataDir);
      try {
        expect(await database.db.select().from(users)).toBeInstanceOf(Array);
        expect(lockOwnerPid(readFileSync(lockOf(dataDir), "utf8"))).toBe(process.pid);
      } finally {
        await database.close();
      }
    };

    it("a stale lock naming pid 1 (a live process that is not Ganit) does not block the start", async () => {
      await opensDespite("1");
      await opensDespite(JSON.stringify({ pid: 1, boot: bootId, started: "1" }));
    }, 60_000);

    it("a lock written before a reboot does not block the start, though its pid is alive now", async () => {
      await opensDespite(
        JSON.stringify({ pid: process.ppid, boot: "00000000-0000-0000-0000-000000000000", started: "1" }),
      );
    }, 60_000);

    it("a lock naming a process killed with -9 and not yet reaped (a zombie) does not block the start", async () => {
      // sh starts `sleep 0` in the background and becomes `sleep 5`, which never reaps it.
      const parent = spawn("sh", ["-c", "sleep 0 & echo $!; exec sleep 5"], {
        stdio: ["ignore", "pipe", "ignore"],
      });
      const zombie = Number(
        await new Promise<string>((resolve) => parent.stdout.once("data", (d) => resolve(String(d)))),
      );
      try {
        await expect.poll(() => readFileSync(`/proc/${zombie}/stat`, "utf8").split(") ")[1]?.[0]).toBe("Z");
        await opensDespite(String(zombie));
        await opensDespite(JSON.stringify({ pid: zombie, boot: bootId, started: startTimeOf(zombie) }));
      } finally {
        parent.kill("SIGKILL");
      }
    }, 60_000);

    it("still refuses a folder that a running Ganit holds, with a clear message", async () => {
      const holder = await openPglite(dataDir);
      try {
        // Another process's lock: this very process, as another process would have written it.
        const failure = await openPglite(dataDir).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(DatabaseLockedError);
      } finally {
        await holder.close();
      }
      await writeFile(
        lockOf(dataDir),
        JSON.stringify({ pid: process.ppid, boot: bootId, started: startTimeOf(process.ppid) }),
      );
      const failure = await openPglite(dataDir).catch((error: unknown) => error);
      expect(String(failure)).toMatch(/in use by another Ganit process/);
      await rm(lockOf(dataDir));
    }, 60_000);

    it("a second start on a live folder fails on the lock before it touches any file in it", async () => {
      const holder = await openPglite(dataDir);
      const loose = path.join(dataDir, "loose.txt");
      await writeFile(loose, "x");
      chmodSync(loose, 0o644);
      try {
        const failure = await openPglite(dataDir).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(DatabaseLockedError);
        // The folder is the running one's: its files may come and go under a walk.
        expect(lstatSync(loose).mode & 0o777).toBe(0o644);
      } finally {
        await holder.close();
        await rm(loose);
      }
    }, 60_000);

    it("a lock naming a process that has ended is taken over at once; one naming a live process is refused", async () => {
      const lock = scratch.path("ended.lock");
      const child = spawn("sh", ["-c", "exit 0"], { stdio: "ignore" });
      const ended = child.pid as number;
      // Its start time, as its own lock would have held it (it is reaped only once Node hears it end).
      const started = startTimeOf(ended);
      await new Promise((resolve) => child.once("exit", resolve));
      await writeFile(lock, JSON.stringify({ pid: ended, boot: bootId, started }));
      // Taken on the first try: no wait, no retry loop to sit through.
      const release = takeFolderLock(lock);
      expect(lockOwnerPid(readFileSync(lock, "utf8"))).toBe(process.pid);
      release();

      await writeFile(
        lock,
        JSON.stringify({ pid: process.ppid, boot: bootId, started: startTimeOf(process.ppid) }),
      );
      expect(() => takeFolderLock(lock)).toThrow(/in use by another Ganit process \(pid \d+\)/);
      await rm(lock);
    });

    it("an empty lock (another process is taking it right now) is held, not stale", async () => {
      const lock = scratch.path("taking.lock");
      closeSync(openSync(lock, "wx"));
      expect(() => takeFolderLock(lock)).toThrow(DatabaseLockedError);
      await rm(lock);
    });

    it("a server started right after another was killed with -9 on the same folder starts", async () => {
      const env = { JWT_SECRET: "folder-test-secret-folder-test-secret-01" };
      const first = await spawnServer(dataDir, env);
      started.push(first);
      await waitHealthy(first, 90_000);
      first.child.kill("SIGKILL");
      // Not waiting for it to be reaped.
      const second = await spawnServer(dataDir, env);
      started.push(second);
      await waitHealthy(second, 90_000);
      second.child.kill("SIGTERM");
      await second.exited;
    }, 180_000);
  });
});
