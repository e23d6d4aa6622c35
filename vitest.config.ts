import { defineConfig } from "vitest/config";

/**
 * `npm run test:watch`: the contracts', server and web suites in one vitest watcher, each with its own
 * config (packages/contracts/vitest.config.ts, server/vitest.config.ts, web/vite.config.ts). A saved file reruns the tests that import it;
 * `npm run test:watch -- --project web` watches one suite. `npm test` runs each suite on its own.
 */
export default defineConfig({
  test: { projects: ["packages/contracts", "server", "web"] },
});
