import { accessSync, constants, statSync } from "node:fs";
import { defineConfig } from "vitest/config";

/**
 * Server integration tests: each file starts the real app on a database at the migrated state (on
 * PGlite its worker's, emptied back before the file; a fresh PostgreSQL database from the run's
 * template when TEST_DATABASE_URL is set). Two workers, because the machines this runs on have two
 * cores and every file hashes passwords with argon2.
 *
 * Why the run is shaped this way (docs/adr/0411-server-test-workers-share-modules.md):
 * - `isolate: false`: a worker imports the app once and runs its files one after another in that
 *   module graph, instead of a new process that imports everything again for each file. Every file
 *   builds its own app in beforeAll on a database back at the migrated rows (on PGlite the worker's
 *   own, emptied between files: src/test/worker-pglite.ts, docs/adr/0423), so no row or app state
 *   passes from one file to the next; only the loaded code (and counters such as factories' unique
 *   names) does.
 * - the temp folders (each file's PGlite copy, the CLI and restart tests' folders) go on the RAM disk
 *   when the machine has one: copying the migrated cluster, 1,100 files and 40 MB, costs about 0.8 s
 *   of CPU a file on the disk and a twentieth of that in RAM, and PGlite's writes and fsyncs are real
 *   writes to a real folder either way. TMPDIR set by the caller wins.
 * - `fsModuleCache`: our TypeScript, once transformed, is kept under node_modules/ between runs,
 *   keyed by each file's content, vitest's version and this config, so running one file again does
 *   not transform the app again (a quarter of one file's CPU). It is marked experimental in vitest 4:
 *   `npx vitest run --clearCache` empties it if it ever misleads.
 */
const ramDisk = "/dev/shm";
function usable(folder: string): boolean {
  try {
    accessSync(folder, constants.W_OK);
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
}
const tmpdir = process.env.TMPDIR || (usable(ramDisk) ? ramDisk : undefined);

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test/global-setup.ts"],
    setupFiles: ["src/test/worker-warm.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    isolate: false,
    fileParallelism: true,
    maxWorkers: 2,
    env: tmpdir ? { TMPDIR: tmpdir } : {},
    experimental: { fsModuleCache: true },
  },
});
