import { inject } from "vitest";
import { workerCopyOf } from "./pglite-files.ts";

/**
 * Run before each test file (vitest.config.ts `setupFiles`): on PGlite, starts the worker's copy of
 * the migrated database (the folder's copy and the WebAssembly's compile, on other threads) and then
 * its start, while the file imports the app, which is mostly waiting on vitest's transforms. Only a
 * worker's first call does anything; a failure is the first file's to report when it opens the
 * database (worker-pglite.ts).
 */
const template = inject("templateDatabase");
if (!process.env.TEST_DATABASE_URL && template?.kind === "pglite") {
  workerCopyOf(template)
    .then(() => import("./worker-pglite.ts"))
    .then(({ warmWorkerPglite }) => warmWorkerPglite(template))
    .catch(() => {});
}
