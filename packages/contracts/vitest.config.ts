import { defineConfig } from "vitest/config";

/**
 * The contracts' own suite: the practice engine, the generators and the curriculum's data, checked
 * with no server and no database. Every answer key, named mistake, worked solution and figure is
 * worked again by the independent checkers in test/practice/checkers over thousands of seeds, which
 * is seconds of arithmetic a file; the server suite keeps only what the server does with them
 * (docs/adr/0750-contracts-checked-in-their-own-suite.md).
 *
 * - `isolate: false`: a worker imports the generator registry once and runs its files one after
 *   another in that module graph (a file's state is its own loops' locals; nothing is mocked).
 * - forks, two of them, for the two cores of the machines this runs on.
 * - `fsModuleCache`: transformed TypeScript kept between runs, as in the server's config.
 */
export default defineConfig({
  test: {
    name: "contracts",
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    pool: "forks",
    isolate: false,
    fileParallelism: true,
    maxWorkers: 2,
    experimental: { fsModuleCache: true },
  },
});
