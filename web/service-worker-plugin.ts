import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
// By relative path: Vite bundles the config with what it imports this way, while a workspace
// package would be left to Node, which cannot load the contracts' TypeScript.
import { pathPattern } from "../packages/contracts/src/endpoint.ts";
import { contentLessonPage } from "../packages/contracts/src/endpoints/content.ts";
import { learningStudentCourse, OFFLINE_USER_DATA } from "../packages/contracts/src/endpoints/learning.ts";

const SOURCE = path.resolve(import.meta.dirname, "src/sw/service-worker.js");

/** The API paths the worker knows, from the endpoint declarations: the source names them `__GANIT_…__`. */
export const WORKER_PATHS = {
  __GANIT_USER_DATA_PATHS__: `[${OFFLINE_USER_DATA.map((endpoint) => pathPattern(endpoint.path).toString()).join(", ")}]`,
  __GANIT_COURSE_TREE_PATH__: pathPattern(learningStudentCourse.path).toString(),
  __GANIT_LESSON_PAGE_PATH__: pathPattern(contentLessonPage.path).toString(),
  __GANIT_LESSON_PAGE_URL__: JSON.stringify(contentLessonPage.path),
};

/** The worker's source with this build's id and the declarations' paths written in. */
export function workerSource(source: string, build: string): string {
  let out = source.replaceAll("__GANIT_BUILD__", build);
  for (const [name, value] of Object.entries(WORKER_PATHS)) out = out.replaceAll(name, value);
  return out;
}

/**
 * Emits the hand-written service worker (src/sw/service-worker.js) as `/sw.js` at the root of the
 * build, so its scope is the whole app, with `__GANIT_BUILD__` replaced by a hash of the build's file
 * names (each already names its content's hash): a new build is a new worker with new caches, the
 * same build is byte for byte the same worker; and the API paths it caches, from the declarations. Only in `vite build`; the dev server has no worker.
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
      const source = workerSource(readFileSync(SOURCE, "utf8"), build);
      this.emitFile({ type: "asset", fileName: "sw.js", source });
    },
  };
}
