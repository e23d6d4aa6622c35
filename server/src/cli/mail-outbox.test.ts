import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema.ts";
import { queueMail } from "../mail/outbox.ts";
import { openTestDatabase, TEST_JWT_SECRET, type TestDatabase, usingPostgres } from "../test/harness.ts";

/** `npm run mail:outbox`, as an operator runs it: from the project root, on a real database. */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function mailOutboxCommand(env: Record<string, string>, args: string[] = []) {
  const { DATABASE_URL: _d, TEST_DATABASE_URL: _t, ...inherited } = process.env;
  const child = spawn("npm", ["run", "--silent", "mail:outbox", "--", ...args], {
    cwd: projectRoot,
    env: { ...inherited, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, stdout, stderr })),
  );
}

let testDb: TestDatabase;
/** The variables that point the command at this file's database. */
let target: Record<string, string>;
beforeAll(async () => {
  testDb = await openTestDatabase();
  target = testDb.databaseUrl
    ? { DATABASE_URL: testDb.databaseUrl, DATA_DIR: testDb.dataDir }
    : { DATA_DIR: testDb.dataDir };
  const { db } = testDb.database;
  await queueMail(db, {
    to: "school@example.test",
    subject: "Reset your Ganit password",
    text: "Hello,\n\nOpen this link: http://ganit.test/resetpassword?token=tok123&username=s&email=s\n",
  });
  await queueMail(db, { to: "other@example.test", subject: "Welcome to Ganit", text: "Welcome text\n" });
  await queueMail(db, { to: "gone@example.test", subject: "Already sent", text: "Sent text\n" });
  await db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.to, "gone@example.test"));
  await db
    .update(mailOutbox)
    .set({ status: "failed", attempts: 8, lastError: "550 mailbox unavailable" })
    .where(eq(mailOutbox.to, "other@example.test"));
});
afterAll(async () => {
  if (usingPostgres) await testDb.close();
  else await rm(testDb.dataDir, { recursive: true, force: true });
});

describe("npm run mail:outbox", () => {
  it.skipIf(usingPostgres)(
    "says to stop Ganit first while the embedded database is open in another process",
    async () => {
      const result = await mailOutboxCommand(target);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/in use by another Ganit process/);
      expect(result.stderr).toMatch(/stop Ganit, run npm run mail:outbox, then start Ganit again/);
    },
    60_000,
  );

  it("prints each pending and failed mail with its text, and leaves out sent mail", async () => {
    // The embedded database serves one process at a time: the server (here, the test) lets go first.
    if (!usingPostgres) await testDb.database.close();
    const result = await mailOutboxCommand(target);
    expect(result.code, result.stderr).toBe(0);
    const out = result.stdout;
    expect(out).toMatch(/2 mails waiting in the outbox \((pglite|postgres)\), oldest first/);
    expect(out).toContain("To:         school@example.test");
    expect(out).toContain("Subject:    Reset your Ganit password");
    expect(out).toMatch(/Queued: {5}\d{4}-\d\d-\d\dT/);
    expect(out).toContain("Status:     pending, 0 attempts");
    expect(out).toContain("Last error: none");
    expect(out).toContain("http://ganit.test/resetpassword?token=tok123&username=s&email=s");
    expect(out).toContain("To:         other@example.test");
    expect(out).toContain("Status:     failed, 8 attempts");
    expect(out).toContain("Last error: 550 mailbox unavailable");
    expect(out).not.toContain("gone@example.test");
    // Oldest first.
    expect(out.indexOf("school@example.test")).toBeLessThan(out.indexOf("other@example.test"));

    const one = await mailOutboxCommand(target, ["--to", "OTHER@example.test"]);
    expect(one.stdout).toMatch(/^1 mail waiting/);
    expect(one.stdout).not.toContain("school@example.test");
    const none = await mailOutboxCommand(target, ["--to", "nobody@example.test"]);
    expect(none.stdout.trim()).toBe("No mail waiting in the outbox for nobody@example.test.");
  }, 120_000);
});
