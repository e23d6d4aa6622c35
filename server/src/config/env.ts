import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy.ts";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/**
 * The sites the app may frame besides itself, when the operator sets none (FRAME_SOURCES): the
 * course catalogue's GeoGebra applets, the contact page's map, and the video providers a course's
 * video resources usually point at.
 */
export const DEFAULT_FRAME_SOURCES = [
  "https://www.geogebra.org",
  "https://www.openstreetmap.org",
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
] as const;

/** Empty strings count as unset, so `FOO=` in a .env file behaves like no FOO at all. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
  HOST: optional(z.string()).default("0.0.0.0"),
  DATA_DIR: optional(z.string()).default("./data"),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" })),
  APP_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s):// URL" })),
  JWT_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
  MAIL_FROM: optional(z.string()).default("Ganit <no-reply@ganit.local>"),
  SUPERADMIN_USERNAME: optional(z.string().min(3)),
  SUPERADMIN_PASSWORD: optional(z.string().min(8, "must be at least 8 characters")),
  SUPERADMIN_EMAIL: optional(z.email()),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)).default("info"),
  API_DOCS: optional(z.enum(["true", "false"])).default("true"),
  WEB_DIST: optional(z.string()),
  TRUST_PROXY: optional(z.string()).default("false"),
  // The sites the app may show in a frame, besides Ganit itself: https origins, separated by spaces.
  FRAME_SOURCES: optional(
    z
      .string()
      .trim()
      .regex(
        /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\s+https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?)*$/,
        "must be https:// origins (no path) separated by spaces, or 'none'",
      )
      .or(z.literal("none")),
  ),
  // A statement that runs longer, or waits longer for a lock, is stopped: its request answers 503.
  DB_STATEMENT_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(3_600_000)).default(15_000),
  DB_LOCK_TIMEOUT_MS: optional(z.coerce.number().int().min(50).max(3_600_000)).default(5_000),
  // 1: every start loads the syllabus (the Mathematics course) into the catalogue; a later version
  // updates what no admin changed (docs/operations.md, "The syllabus").
  SYLLABUS_LOAD: optional(z.enum(["0", "1"], { error: "must be 0 or 1" })).default("0"),
  WORKER_POLL_MS: optional(z.coerce.number().int().min(50).max(60_000)).default(1000),
  // A UPI id is `handle@bank`: letters, digits, dots, dashes and underscores around one @.
  UPI_PAYEE_ID: optional(
    z.string().regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z0-9.-]{2,64}$/, "must be a UPI id such as ganit@okbank"),
  ),
  UPI_PAYEE_NAME: optional(
    z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[^\p{Cc}]+$/u, "must be plain text"),
  ),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  superadmin: { username?: string; password?: string; email?: string };
  logLevel: (typeof LOG_LEVELS)[number];
  apiDocs: boolean;
  webDist: string | undefined;
  /**
   * Which proxies in front of Ganit are believed about the client's address (X-Forwarded-For, read
   * from the right): none, a number of hops, or their addresses. The sign-in brakes key on it.
   */
  trustProxy: TrustProxy;
  /**
   * The https origins the app may frame besides itself (course resources such as a GeoGebra applet
   * or a video, the contact map). A lesson page framed by the app may navigate itself only to these.
   */
  frameSources: readonly string[];
  /** PostgreSQL: the longest a statement may run, and wait for a lock, before it is stopped. */
  dbTimeouts: DatabaseTimeouts;
  /** How often each process looks for jobs and mail written by the others. */
  workerPollMs: number;
  /** Load the syllabus on start (SYLLABUS_LOAD=1). */
  syllabusLoad: boolean;
  /** Who UPI payments go to; without both, the payment step says payments are not set up yet. */
  upiPayee: { id: string; name: string } | undefined;
};

export type DatabaseTimeouts = { statementMs: number; lockMs: number };

export class ConfigError extends Error {}

/** Reads and checks the environment. A bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if ("problem" in trustProxy)
    throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${trustProxy.problem}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const shownHost = e.HOST === "0.0.0.0" || e.HOST === "::" ? "localhost" : e.HOST;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://${shownHost}:${e.PORT}`).replace(/\/$/, ""),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    superadmin: {
      username: e.SUPERADMIN_USERNAME,
      password: e.SUPERADMIN_PASSWORD,
      email: e.SUPERADMIN_EMAIL,
    },
    logLevel: e.LOG_LEVEL,
    apiDocs: e.API_DOCS === "true",
    webDist: e.WEB_DIST,
    trustProxy: trustProxy.value,
    frameSources:
      e.FRAME_SOURCES === undefined
        ? DEFAULT_FRAME_SOURCES
        : e.FRAME_SOURCES === "none"
          ? []
          : e.FRAME_SOURCES.split(/\s+/),
    dbTimeouts: { statementMs: e.DB_STATEMENT_TIMEOUT_MS, lockMs: e.DB_LOCK_TIMEOUT_MS },
    workerPollMs: e.WORKER_POLL_MS,
    syllabusLoad: e.SYLLABUS_LOAD === "1",
    upiPayee: e.UPI_PAYEE_ID && e.UPI_PAYEE_NAME ? { id: e.UPI_PAYEE_ID, name: e.UPI_PAYEE_NAME } : undefined,
  };
}

/**
 * Without JWT_SECRET a secret is generated once and kept in DATA_DIR, so sessions survive a restart.
 * Several processes must share one JWT_SECRET; docs/operations.md says so.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  const kept = readKeptSecret(file);
  if (kept) return kept;
  // Private from the start (the folder holds the database and this secret): the first start then
  // finds nothing of it open to other local users to repair.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString("base64url");
  // Written aside and then put in place, so a crash never leaves an empty or truncated secret.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${secret}\n`, { mode: 0o600 });
  try {
    if (kept === null) {
      linkSync(temp, file); // fails if another process just wrote one: then theirs is kept
    } else {
      renameSync(temp, file); // replaces a kept secret that is too short to be one
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(temp, { force: true });
  }
  return readKeptSecret(file) || secret;
}

/** The kept secret; "" when the file holds something too short to be one; null when there is none. */
function readKeptSecret(file: string): string | null {
  try {
    const value = readFileSync(file, "utf8").trim();
    return value.length >= 32 ? value : "";
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
