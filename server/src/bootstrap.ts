import { randomBytes } from "node:crypto";
import { MESSAGES } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { type AppConfig, ConfigError } from "./config/env.ts";
import type { Db } from "./db/client.ts";
import { users } from "./db/schema.ts";
import { passwordProblem } from "./modules/users/passwords.ts";
import { createUser } from "./modules/users/service.ts";

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
  const problem = password === undefined ? null : passwordProblem(password);
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
