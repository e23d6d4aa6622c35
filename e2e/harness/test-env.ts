import path from "node:path";

/** The e2e folder and the repository root, whatever the working directory. */
export const E2E_DIR = path.resolve(import.meta.dirname, "..");
export const REPO_ROOT = path.resolve(E2E_DIR, "..");

/**
 * The superadmin the server bootstraps on its empty database (SUPERADMIN_*). Journeys that change a
 * password use accounts of their own, so this one stays valid for every test.
 */
export const SUPERADMIN = {
  username: "superadmin",
  password: "Ganit-e2e-Super-2025",
  email: "superadmin@ganit.test",
  name: "Super Admin",
} as const;

/**
 * Values the runner process hands to its workers through the environment: workers re-evaluate the
 * config and inherit process.env, so whatever the first evaluation (or global setup) set holds for all.
 */
export const ENV = {
  /** Port of the Ganit server under test; `GANIT_E2E_PORT=4100 npx playwright test` pins it. */
  port: "GANIT_E2E_PORT",
  /** Folder where the SMTP receiver writes each received mail as JSON (set by global setup). */
  mailDir: "GANIT_E2E_MAIL_DIR",
  /** Log file of the server under test (set by global setup). */
  serverLog: "GANIT_E2E_SERVER_LOG",
} as const;

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys through Playwright's global setup.`);
  return value;
}
