import { defineConfig } from "vitest/config";

/**
 * Server integration tests: each file starts the real app on its own database (PGlite in a temp
 * folder, or a fresh PostgreSQL database when TEST_DATABASE_URL is set), a copy of the one the
 * global setup migrated for the run. Two workers, because the machines this runs on have two cores
 * and every file hashes passwords with argon2.
 */
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    fileParallelism: true,
    maxWorkers: 2,
  },
});
