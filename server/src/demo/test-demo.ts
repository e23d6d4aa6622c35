import { beforeAll } from "vitest";
import type { TestEnv } from "../test/harness.ts";
import { useTestEnv } from "../test/session.ts";
import { seedDemo } from "./seed.ts";

/**
 * This file's app and database (useTestEnv) with the whole demo seeded once before its tests.
 * Loading the whole demo takes 30 s on a quiet 2-core machine and twice that on a busy one.
 */
export function useSeededDemo(): TestEnv {
  const env = useTestEnv();
  beforeAll(() => seedDemo(env.db), 180_000);
  return env;
}
