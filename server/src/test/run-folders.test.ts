import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { removeEndedRunsFolders, removeRunFolders, runFolderPrefix } from "./run-folders.ts";

/** A process id that has ended: a child's, after it exited. */
const endedPid = () => spawnSync("true").pid as number;

describe("a run's worker folders", () => {
  let tmp = "";
  afterEach(() => rmSync(tmp, { recursive: true, force: true }));
  const make = (name: string, ageMs = 0) => {
    const full = path.join(tmp, name);
    mkdirSync(full);
    const when = (Date.now() - ageMs) / 1000;
    utimesSync(full, when, when);
  };

  it("are named after the run's main process, and the run's end removes its own and nobody else's", async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "run-folders-"));
    const mine = mkdtempSync(runFolderPrefix(tmp));
    expect(path.basename(mine)).toMatch(new RegExp(`^ganit-worker-${process.pid}-`));
    const otherRun = path.basename(mkdtempSync(runFolderPrefix(tmp, process.ppid)));
    make("ganit-test-abc123");
    await removeRunFolders(tmp);
    expect(readdirSync(tmp).sort()).toEqual([otherRun, "ganit-test-abc123"].sort());
  });

  it("of a run that ended without removing them go at the next run's start; a running run's stay", async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "run-folders-"));
    const ended = path.basename(mkdtempSync(runFolderPrefix(tmp, endedPid())));
    const running = path.basename(mkdtempSync(runFolderPrefix(tmp, process.pid)));
    make("ganit-worker-Ab12Cd", 2 * 60 * 60 * 1000); // before folders carried their run, and old
    make("ganit-worker-Ef34Gh"); // the same, but made a moment ago: perhaps a run going on now
    make("ganit-paper-Xy12Zw", 2 * 60 * 60 * 1000); // not a worker folder
    await removeEndedRunsFolders(tmp);
    const left = readdirSync(tmp);
    expect(left).not.toContain(ended);
    expect(left.sort()).toEqual([running, "ganit-worker-Ef34Gh", "ganit-paper-Xy12Zw"].sort());
  });
});
