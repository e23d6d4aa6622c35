import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ganit-config-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const base = () => ({ DATA_DIR: dataDir, JWT_SECRET: "x".repeat(32) });

function failureOf(env: Record<string, string>): string {
  try {
    loadConfig({ ...base(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "-1"],
    ["PORT", "3000.5"],
    ["DATABASE_URL", "mysql://root@localhost/ganit"],
    ["DATABASE_URL", "not a url"],
    ["SMTP_URL", "http://mail.example.test"],
    ["SMTP_URL", "localhost:25"],
    ["APP_URL", "ftp://ganit.test"],
    ["JWT_SECRET", "too-short"],
    ["LOG_LEVEL", "loud"],
    ["SUPERADMIN_EMAIL", "not-an-email"],
    ["SUPERADMIN_PASSWORD", "short"],
    ["API_DOCS", "yes"],
  ])("refuses %s=%s with a message naming the variable", (name, value) => {
    const message = failureOf({ [name]: value });
    expect(message).toContain(name);
    // Only the bad variable is named.
    expect(message.split("\n").filter((line) => line.includes(":")).length).toBe(2);
  });

  it("names every bad variable at once", () => {
    const message = failureOf({ PORT: "x", SMTP_URL: "nope" });
    expect(message).toContain("PORT");
    expect(message).toContain("SMTP_URL");
  });

  it("uses the defaults, treats empty values as unset and derives APP_URL", () => {
    const config = loadConfig({ ...base(), PORT: "", HOST: "", LOG_LEVEL: "" });
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.logLevel).toBe("info");
    expect(config.apiDocs).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve(dataDir));

    const custom = loadConfig({
      ...base(),
      PORT: "8080",
      HOST: "127.0.0.1",
      APP_URL: "https://ganit.example.in/",
      DATABASE_URL: "postgresql://ganit@db:5432/ganit",
      SMTP_URL: "smtps://user:pass@mail.example.in:465",
      API_DOCS: "false",
    });
    expect(custom.port).toBe(8080);
    expect(custom.appUrl).toBe("https://ganit.example.in");
    expect(custom.databaseUrl).toBe("postgresql://ganit@db:5432/ganit");
    expect(custom.smtpUrl).toBe("smtps://user:pass@mail.example.in:465");
    expect(custom.apiDocs).toBe(false);
    expect(loadConfig({ ...base(), HOST: "127.0.0.1", PORT: "4000" }).appUrl).toBe("http://127.0.0.1:4000");
  });

  it("generates JWT_SECRET once when unset and keeps it in DATA_DIR", async () => {
    const dir = path.join(dataDir, "fresh", "nested");
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, "jwt-secret");
    expect((await readFile(file, "utf8")).trim()).toBe(first);
    expect((await stat(file)).mode & 0o077).toBe(0);
    // The data folder it made is private too, so the first start has nothing to repair.
    expect((await stat(dir)).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    // Another folder gets another secret; an explicit JWT_SECRET wins over the file.
    expect(loadConfig({ DATA_DIR: path.join(dataDir, "other") }).jwtSecret).not.toBe(first);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: "y".repeat(40) }).jwtSecret).toBe("y".repeat(40));
  });

  it("replaces a kept secret that is empty or too short (a crash while writing it)", async () => {
    const dir = path.join(dataDir, "truncated");
    loadConfig({ DATA_DIR: dir });
    await writeFile(path.join(dir, "jwt-secret"), "");
    const secret = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(secret);
  });
});
