import { API, type AuditPage } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { auditEvents } from "../db/schema.ts";
import { login } from "../test/factories.ts";
import { useTestEnv } from "../test/session.ts";
import { DEMO_PASSWORD, seedDemo } from "./seed.ts";

/** After `--demo` the audit screen shows a month of a real platform, not an empty table. */
const env = useTestEnv();

describe("the demo's audit trail", () => {
  it("holds a month of sign-ins, payments, uploads and a stranger held back, each with when and where", async () => {
    expect(await seedDemo(env.db)).toBe(true);
    const rows = await env.db.select().from(auditEvents);
    const actions = new Set(rows.map((row) => row.action));
    for (const action of [
      "auth.login.succeeded",
      "auth.login.failed",
      "auth.login.throttled",
      "auth.password.reset",
      "auth.password.changed",
      "purchase.created",
      "purchase.approved",
      "purchase.rejected",
      "student.bulk_added",
      "enablement.added",
    ])
      expect(actions, action).toContain(action);
    expect(rows.every((row) => row.ip)).toBe(true);
    const times = rows.map((row) => row.at.getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect((Math.max(...times) - Math.min(...times)) / 86_400_000).toBeGreaterThan(25);

    const token = await login(env.app, "superadmin", DEMO_PASSWORD);
    const res = await env.app.inject({
      url: `${API.audit}?action=purchase.rejected`,
      headers: { authorization: token },
    });
    const page = res.json<AuditPage>();
    expect(page.total).toBeGreaterThan(0);
    const [rejection] = page.items;
    expect(rejection?.actor?.username).toBe("superadmin");
    expect(rejection?.school?.name).toBeTruthy();
    expect(rejection?.target?.label).toMatch(/^UTR /);
  }, 120_000);
});
