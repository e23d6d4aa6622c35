import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Where this test run's production bundle (`scripts/build.mjs`) goes, for the tests that start Ganit
 * as a child process. Those starts are what an operator runs (`node dist/main.js`, the migrated cluster
 * shipped beside it), and each takes about half the time of compiling the sources with tsx and
 * running initdb on every start. Inside server/ so the npm packages resolve; named after this run, so
 * two runs at once do not share one. Nothing is built until a test asks (`ensureServerBundle`): a run
 * of one file that starts no child pays nothing.
 */
export function serverBundleFolder(): string {
  return path.join(serverRoot, ".tmp", `test-server-${process.pid}`);
}

export async function removeServerBundle(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  await rm(`${folder}.building`, { recursive: true, force: true });
}

let built: Promise<void> | undefined;

/**
 * Builds the bundle once for the whole run, whichever worker asks first: that worker takes the
 * `.building` folder (mkdir is atomic) and builds; the others wait for its `ready` mark, or its
 * `failed` note.
 */
export function ensureServerBundle(folder: string): Promise<void> {
  built ??= buildOnce(folder);
  return built;
}

async function buildOnce(folder: string): Promise<void> {
  const ready = path.join(folder, "ready");
  const failed = `${folder}.building/failed`;
  if (existsSync(ready)) return;
  await mkdir(path.dirname(folder), { recursive: true });
  try {
    await mkdir(`${folder}.building`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return waitForOtherBuild(ready, failed);
  }
  try {
    await promisify(execFile)(process.execPath, ["scripts/build.mjs", `--out=${folder}`], {
      cwd: serverRoot,
    });
    await writeFile(ready, "");
  } catch (error) {
    await writeFile(failed, String(error));
    throw error;
  }
}

async function waitForOtherBuild(ready: string, failed: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (existsSync(ready)) return;
    if (existsSync(failed))
      throw new Error(`The server bundle failed to build:\n${await readFile(failed, "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The server bundle was not built within 120 s");
}
