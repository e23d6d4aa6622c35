import { constants } from "node:fs";
import { cp, mkdtemp, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CompiledPglite } from "../db/client.ts";

/**
 * The files behind a test's PGlite: its compiled WebAssembly, copies of the migrated folder, the
 * worker's copy. Kept apart from the drivers and the app (it imports only Node's own modules), so
 * that worker-warm.ts can start the worker's copy before a file has imported anything else.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const pgliteDist = path.join(repoRoot, "node_modules", "@electric-sql", "pglite", "dist");

/** Node's WebAssembly: the server's TypeScript libraries (no DOM) declare only its types. */
const wasmRuntime = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

/** PGlite's WebAssembly, compiled, and its file-system bundle, read once for a worker's many opens. */
let compiled: Promise<CompiledPglite> | undefined;
export function compiledPglite(): Promise<CompiledPglite> {
  compiled ??= (async () => {
    const [wasm, bundle] = await Promise.all([
      readFile(path.join(pgliteDist, "pglite.wasm")),
      readFile(path.join(pgliteDist, "pglite.data")),
    ]);
    return { pgliteWasmModule: await wasmRuntime.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  return compiled;
}

/** A copy of the migrated PGlite folder into dataDir (a copy-on-write clone where the disk offers one). */
export async function copyPgliteTemplate(template: string, dataDir: string): Promise<void> {
  await cp(path.join(template, "pglite"), path.join(dataDir, "pglite"), {
    recursive: true,
    mode: constants.COPYFILE_FICLONE,
  });
}

/** The name, in the worker's folder, of the statements that put its database back to the migrated rows. */
export const WORKER_RESET_FILE = "reset.json";

export type WorkerCopy = { dir: string; compiled: CompiledPglite; statements: string[] };

/**
 * The worker's own copy of the worker folder (template-database.ts), with the compiled WebAssembly
 * and the reset statements: made once a worker, in a folder whose path starts with the template's
 * `workerCopies` (named after the run), which the run's teardown removes (run-folders.ts).
 */
let workerCopy: Promise<WorkerCopy> | undefined;
export function workerCopyOf(template: { workerFolder: string; workerCopies: string }): Promise<WorkerCopy> {
  const { workerFolder, workerCopies } = template;
  workerCopy ??= (async () => {
    const dir = await mkdtemp(workerCopies);
    const [, pglite, statements] = await Promise.all([
      copyPgliteTemplate(workerFolder, dir),
      compiledPglite(),
      readFile(path.join(workerFolder, WORKER_RESET_FILE), "utf8").then(
        (text) => JSON.parse(text) as string[],
      ),
    ]);
    return { dir, compiled: pglite, statements };
  })();
  return workerCopy;
}
