import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataFolderError, openPglite } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import { migratedPgliteFolder, usingPostgres } from "../test/harness.ts";
import { runCli } from "../test/server-process.ts";
import { backup, restore } from "./backup.ts";

/**
 * A restore never leaves Ganit on an empty database: the file is read to its end before the data
 * folder is touched (a file cut short, a changed byte, a tar that is not PGlite's, an entry that
 * leaves the folder or is a link: refused, nothing changed); a restore that fails after moving the
 * database aside puts it back; and a start that finds a database moved aside beside an empty one
 * refuses, saying how to recover. The operator reads a sentence, never a stack.
 */
const restoreCli = (args: string[], dataDir: string) =>
  runCli("restore", args, { DATA_DIR: dataDir, JWT_SECRET: "restore-test-secret-restore-test-01" });

/** A ustar header with a right checksum. */
function tarHeader(name: string, size: number, type: string, linkTo = ""): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, "latin1");
  header.write("0000600\0", 100);
  header.write("0000000\0", 108);
  header.write("0000000\0", 116);
  header.write(`${size.toString(8).padStart(11, "0")}\0`, 124);
  header.write("00000000000\0", 136);
  header.write("        ", 148);
  header.write(type, 156);
  header.write(linkTo, 157, "latin1");
  header.write("ustar\0", 257);
  header.write("00", 263);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return header;
}

/** A gzipped tar of the entries, as PGlite names them ("/PG_VERSION"). */
function tarGz(entries: { name: string; text?: string; type?: string; linkTo?: string }[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const data = Buffer.from(entry.text ?? "");
    parts.push(tarHeader(entry.name, data.length, entry.type ?? "0", entry.linkTo));
    if (data.length) parts.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts));
}

describe.skipIf(usingPostgres)("restoring a PGlite backup", () => {
  let root: string;
  let good: string;
  let target: string;
  const marker = `kept-${randomUUID()}@school.in`;

  /** The rows of the target's outbox: the marker stays there while a restore is refused. */
  const targetMarkers = async () => {
    const database = await openPglite(target);
    try {
      return (await database.db.select({ to: mailOutbox.to }).from(mailOutbox)).map((row) => row.to);
    } finally {
      await database.close();
    }
  };
  const asideFolders = async () =>
    (await readdir(target)).filter((name) => name.startsWith("pglite.replaced-"));

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "ganit-restore-"));
    const source = path.join(root, "source");
    await migratedPgliteFolder(source);
    good = await backup({ dataDir: source }, path.join(root, "backups"));
    target = path.join(root, "target");
    await migratedPgliteFolder(target);
    const existing = await openPglite(target);
    await existing.db
      .insert(mailOutbox)
      .values({ id: randomUUID(), to: marker, subject: "Kept", text: "Kept" });
    await existing.close();
  }, 120_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("refuses a file cut short with one sentence and exit 1, before touching the data folder", async () => {
    const whole = await readFile(good);
    const truncated = path.join(root, "truncated.tar.gz");
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const result = await restoreCli([truncated, "--force"], target);
    expect(result.code).toBe(1);
    expect(result.output.trim()).toMatch(
      /^\S+truncated\.tar\.gz cannot be restored: it is incomplete or damaged \(unexpected end of file\)\. Nothing was changed\.$/,
    );
    expect(result.output).not.toMatch(/\bat \S+:\d+|Error:|zlib|node:/);
    expect(await asideFolders()).toEqual([]);
    expect(await targetMarkers()).toEqual([marker]);
  }, 120_000);

  it("refuses a file with bytes changed, a gzip that is not a tar, and a file that is not gzip", async () => {
    const whole = Buffer.from(await readFile(good));
    for (const at of [Math.floor(whole.length / 3), Math.floor(whole.length / 2), whole.length - 12]) {
      const tampered = Buffer.from(whole);
      for (let i = 0; i < 8; i++) tampered[at + i] = ((tampered[at + i] as number) + 101) % 256;
      const file = path.join(root, `tampered-${at}.tar.gz`);
      await writeFile(file, tampered);
      await expect(restore({ dataDir: target }, file, { force: true })).rejects.toThrow(
        /cannot be restored: it (is incomplete or damaged|holds a damaged entry header).*Nothing was changed\./,
      );
    }
    const notTar = path.join(root, "notes.txt.gz");
    await writeFile(notTar, gzipSync(Buffer.from("These are my notes, not a backup.\n".repeat(100))));
    await expect(restore({ dataDir: target }, notTar, { force: true })).rejects.toThrow(
      /cannot be restored: it is not a PGlite backup of npm run backup/,
    );
    const notGzip = path.join(root, "backup.sql");
    await writeFile(notGzip, "create table x (a int);\n");
    await expect(restore({ dataDir: target }, notGzip, { force: true })).rejects.toThrow(
      /is not a PGlite backup of npm run backup \(a \.tar\.gz\)/,
    );
    expect(await asideFolders()).toEqual([]);
    expect(await targetMarkers()).toEqual([marker]);
  }, 120_000);

  it("refuses entries that leave the database folder, links, and a tar without a database", async () => {
    const cases = [
      {
        entries: [
          { name: "/PG_VERSION", text: "17\n" },
          { name: "/../outside.txt", text: "x" },
        ],
        refusal: /leaves the database folder/,
      },
      {
        entries: [
          { name: "/PG_VERSION", text: "17\n" },
          { name: "/base/x/../../../outside.txt", text: "x" },
        ],
        refusal: /leaves the database folder/,
      },
      { entries: [{ name: "//etc/outside.txt", text: "x" }], refusal: /unexpected name/ },
      {
        entries: [
          { name: "/PG_VERSION", text: "17\n" },
          { name: "/global/link", type: "2", linkTo: "/etc/passwd" },
        ],
        refusal: /holds a link/,
      },
      {
        entries: [
          { name: "/PG_VERSION", text: "17\n" },
          { name: "/global/hard", type: "1", linkTo: "/PG_VERSION" },
        ],
        refusal: /holds a link/,
      },
      { entries: [{ name: "/notes.txt", text: "hello" }], refusal: /no PGlite database \(no PG_VERSION\)/ },
    ];
    for (const [index, { entries, refusal }] of cases.entries()) {
      const file = path.join(root, `crafted-${index}.tar.gz`);
      await writeFile(file, tarGz(entries));
      await expect(
        restore({ dataDir: target }, file, { force: true }),
        JSON.stringify(entries),
      ).rejects.toThrow(refusal);
    }
    expect(existsSync(path.join(root, "outside.txt"))).toBe(false);
    expect(existsSync(path.join(target, "outside.txt"))).toBe(false);
    expect(await asideFolders()).toEqual([]);
    expect(await targetMarkers()).toEqual([marker]);
  }, 120_000);

  it("puts the database back when the backup's database cannot be started", async () => {
    // A well-formed archive whose cluster PGlite cannot start: the failure comes after the move aside.
    const file = path.join(root, "not-a-cluster.tar.gz");
    await writeFile(
      file,
      tarGz([
        { name: "/PG_VERSION", text: "17\n" },
        { name: "/base", type: "5" },
      ]),
    );
    await expect(restore({ dataDir: target }, file, { force: true })).rejects.toThrow(
      /could not be restored \(.+\)\. The database in .+ was put back as it was\./,
    );
    expect(await asideFolders()).toEqual([]);
    expect(await targetMarkers()).toEqual([marker]);
  }, 120_000);

  it("a start beside a database a restore moved aside, with none in its place, is refused with the way back", async () => {
    const dataDir = path.join(root, "unfinished");
    const aside = path.join(dataDir, "pglite.replaced-2026-11-27T10-00-00Z");
    await mkdir(aside, { recursive: true });
    await writeFile(path.join(aside, "PG_VERSION"), "17\n");
    const failure = await openPglite(dataDir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataFolderError);
    expect(String((failure as Error).message)).toMatch(
      /holds no database, but .*pglite\.replaced-2026-11-27T10-00-00Z holds the one a restore moved aside: the restore did not finish.*mv ".*pglite\.replaced-2026-11-27T10-00-00Z" ".*pglite"/,
    );
    // Nothing was made: no new database, and the lock is not left behind.
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(false);
    expect(existsSync(path.join(dataDir, "ganit.lock"))).toBe(false);
  }, 60_000);
});
