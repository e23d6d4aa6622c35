import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The production bundle (`scripts/build.mjs`), built once for a test run into a folder of its own,
 * for the tests that start Ganit as a child process. Those starts are what an operator runs
 * (`node dist/main.js`, the empty cluster shipped beside it), and each takes about half the time of
 * compiling the sources with tsx and running initdb on every start. Inside server/ so the npm
 * packages resolve; named after this run, so two runs at once do not share one.
 */
export async function buildServerBundle(): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = path.join(serverRoot, ".tmp", `test-server-${process.pid}`);
  await promisify(execFile)(process.execPath, ["scripts/build.mjs", `--out=${folder}`], { cwd: serverRoot });
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
