import { randomBytes } from "node:crypto";
import { MESSAGES } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { type AppConfig, ConfigError } from "./config/env.ts";
import type { Db } from "./db/client.ts";
import { users } from "./db/schema.ts";
import { seedDemo } from "./demo/seed.ts";
import { createUser, passwordProblem } from "./modules/users/index.ts";

/**
 * A database without a superadmin gets one: from SUPERADMIN_* when set, otherwise `superadmin`
 * with a random password printed once to the log. Returns what was created, for the log.
 */
export async function ensureSuperadmin(
  db: Db,
  config: AppConfig,
): Promise<{ username: string; password?: string } | null> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "superadmin"))
    .limit(1);
  if (existing) return null;
  const { username = "superadmin", email, password } = config.superadmin;
  const generated = password ? undefined : randomBytes(12).toString("base64url");
  const problem = password === undefined ? null : passwordProblem(password, { username, email });
  if (problem) throw new ConfigError(`Invalid configuration:\n  SUPERADMIN_PASSWORD: ${MESSAGES[problem]}`);
  await createUser(db, {
    username,
    email: email ?? (username.includes("@") ? username : "superadmin@ganit.local"),
    name: "Super Admin",
    role: "superadmin",
    password: password ?? generated,
  });
  return { username, password: generated };
}

/** Did the operator say who the first superadmin is? */
export const superadminConfigured = (config: Pick<AppConfig, "superadmin">) =>
  Object.values(config.superadmin).some((value) => value !== undefined);

/**
 * The accounts a start prepares, in the right order. SUPERADMIN_* come first, so the demo never makes
 * its own superadmin when they are set (the demo skips it when one exists). Without them, the demo's
 * superadmin (demo password) comes first, and ensureSuperadmin then finds it.
 */
export async function prepareAccounts(
  db: Db,
  config: AppConfig,
  options: { demo: boolean },
): Promise<{ superadmin: { username: string; password?: string } | null; seeded: boolean }> {
  if (!options.demo) return { superadmin: await ensureSuperadmin(db, config), seeded: false };
  const configured = superadminConfigured(config) ? await ensureSuperadmin(db, config) : null;
  const seeded = await seedDemo(db);
  const superadmin = configured ?? (await ensureSuperadmin(db, config));
  return { superadmin, seeded };
}
