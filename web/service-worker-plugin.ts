import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const SOURCE = path.resolve(import.meta.dirname, "src/sw/service-worker.js");

/**
 * Emits the hand-written service worker (src/sw/service-worker.js) as `/sw.js` at the root of the
 * build, so its scope is the whole app, with `__GANIT_BUILD__` replaced by a hash of the build's file
 * names (each already names its content's hash): a new build is a new worker with new caches, the
 * same build is byte for byte the same worker. Only in `vite build`; the dev server has no worker.
 */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: "ganit-service-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      const build = createHash("sha256")
        .update(Object.keys(bundle).sort().join("\n"))
        .digest("hex")
        .slice(0, 12);
      const source = readFileSync(SOURCE, "utf8").replaceAll("__GANIT_BUILD__", build);
      this.emitFile({ type: "asset", fileName: "sw.js", source });
    },
  };
}
