import { API, MESSAGES } from "@ganit/contracts";
import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BuiltApp } from "./app.ts";
import { mailOutbox } from "./db/schema.ts";
import { safeUrl, serializeError } from "./logging.ts";
import { createTestUser, signedInAs, unique } from "./test/factories.ts";
import { useTestEnv } from "./test/session.ts";

/** What the server log may hold: never a reset token, never a failed statement's parameters. */
const env = useTestEnv();

/** An app on this file's database whose whole log (level trace: every request) is kept in memory. */
async function appWithLog(extraEnv: Record<string, string>): Promise<BuiltApp & { log: () => string }> {
  const lines: string[] = [];
  const built = await env.buildAnother(
    { LOG_LEVEL: "trace", ...extraEnv },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  return { ...built, log: () => lines.join("") };
}

describe("finding 2: without SMTP, reset links stay out of the log", () => {
  it("says at start where mail goes, and never logs a reset token, whatever the requests carry", async () => {
    const server = await appWithLog({ SMTP_URL: "" });
    try {
      expect(server.log()).toContain(
        "SMTP_URL is not set: mail stays in the outbox; read it with npm run mail:outbox",
      );
      const { user, username } = await createTestUser(env.db, { name: "Log Watcher" });
      const forgot = await server.app.inject({
        method: "POST",
        url: API.forgotPassword,
        payload: { username },
      });
      expect(forgot.statusCode).toBe(200);
      await server.context.worker.drain();

      const [mail] = await env.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, user.email))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      expect(mail?.status).toBe("pending");
      const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "");
      const token = link.searchParams.get("token") ?? "";
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // The user opens the link (the web page), then sets a password: once wrong, once right.
      const page = await server.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
      expect(page.statusCode).toBe(200);
      const body = { username, email: user.email, token, password: "Logarithm-Table-10" };
      const wrong = await server.app.inject({
        method: "POST",
        url: API.resetPassword,
        payload: { ...body, email: "someone.else@example.test" },
      });
      expect(wrong.statusCode).toBe(400);
      const right = await server.app.inject({ method: "POST", url: API.resetPassword, payload: body });
      expect(right.statusCode).toBe(200);

      const log = server.log();
      // Request logging was on, so the URLs were logged — with the token taken out.
      expect(log).toContain("incoming request");
      expect(log).toContain("/resetpassword?token=[not logged]");
      for (const secret of [token, encodeURIComponent(token), link.toString()]) {
        expect(log).not.toContain(secret);
      }
      expect(log).not.toContain("Logarithm-Table-10");
    } finally {
      await server.app.close();
    }
  });
});

describe("finding 3: an unexpected database error is logged without its parameters", () => {
  it("answers 500 and logs the error's code and statement, but no value (no password hash)", async () => {
    const server = await appWithLog({});
    const superadmin = await signedInAs(server.app, env.db, "superadmin");
    // A real failure inside PostgreSQL: a check constraint that refuses one name.
    await env.db.execute(
      sql`alter table users add constraint users_not_zeta check (name <> 'Zeta Forbidden')`,
    );
    try {
      const email = `${unique("zeta")}@example.test`;
      const res = await server.app.inject({
        method: "POST",
        url: API.register,
        headers: { authorization: superadmin.token },
        payload: { name: "Zeta Forbidden", email, password: "Secret-Zeta-Password-9", phone: "9123456789" },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: MESSAGES.serverError, key: "serverError" });
      expect(res.headers["cache-control"]).toBe("no-store");

      const failure = server
        .log()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
        .find((entry) => entry.msg === "request failed");
      expect(failure?.err).toBeDefined();
      const logged = JSON.stringify(failure);
      // What helps an operator is there: the statement (with placeholders), the code, the constraint.
      expect(logged).toContain('insert into \\"users\\"');
      expect(logged).toContain("23514");
      expect(logged).toContain("users_not_zeta");
      expect(logged).toContain("params: [not logged]");
      // What a request carried in is not: not the hash, the e-mail, the name or the refused row.
      for (const secret of ["$argon2id", email, "Zeta Forbidden", "Secret-Zeta-Password-9", "Failing row"]) {
        expect(server.log()).not.toContain(secret);
      }
    } finally {
      await env.db.execute(sql`alter table users drop constraint users_not_zeta`);
      await server.app.close();
    }
  });
});

describe("serializers", () => {
  it("keeps a cause chain's safe fields and drops every other property", () => {
    const pgError = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      constraint: "users_username_lower_idx",
      detail: "Key (lower(username))=(asha) already exists.",
      params: ["asha", "$argon2id$v=19$secret"],
      query: "insert into users values ($1, $2)",
    });
    const drizzle = new Error(
      'Failed query: insert into "users" values ($1, $2)\nparams: asha,$argon2id$v=19$secret',
      {
        cause: pgError,
      },
    );
    const out = serializeError(drizzle);
    expect(JSON.stringify(out)).not.toMatch(/argon2|asha/);
    expect(out.message).toBe('Failed query: insert into "users" values ($1, $2)\nparams: [not logged]');
    expect(out.stack).toMatch(/^Error: Failed query: .*\nparams: \[not logged\]\n\s+at /);
    expect(out.cause).toMatchObject({ code: "23505", constraint: "users_username_lower_idx" });
    expect(out.cause).not.toHaveProperty("detail");
  });

  it("takes secrets out of logged URLs and leaves the rest", () => {
    expect(safeUrl("/resetpassword?token=abc&username=asha&email=a%40b.in")).toBe(
      "/resetpassword?token=[not logged]&username=asha&email=a%40b.in",
    );
    expect(safeUrl("/api/admin?page=2&sort=name")).toBe("/api/admin?page=2&sort=name");
    expect(safeUrl("/x?newPassword=p&Token=t")).toBe("/x?newPassword=[not logged]&Token=[not logged]");
  });
});
