import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../bulk/sql.ts";
import { auditEvents } from "../db/schema.ts";
import { useTestEnv } from "../test/session.ts";
import { AUDIT_RETENTION_DAYS, pseudonymiseSubject, recordAudit, recordAudits } from "./audit.ts";

/**
 * The trail keeps every event at least a year: the database itself refuses to delete a younger one,
 * whoever sends the statement; an older one may go (a purge the operator decides on). Erasing a
 * child changes their events (the pseudonym) and deletes none.
 */
const env = useTestEnv();
const DAY = 86_400_000;

/** An event written as the product writes it, then dated `daysAgo` days back. */
async function eventAged(daysAgo: number, studentId = randomUUID()) {
  await recordAudit(env.db, {
    action: "student.viewed",
    actor: null,
    target: { type: "student", id: studentId },
    detail: { daysAgo },
  });
  const [row] = await env.db
    .update(auditEvents)
    .set({ at: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(auditEvents.targetId, studentId))
    .returning({ id: auditEvents.id });
  if (!row) throw new Error("no event");
  return row.id;
}

const exists = async (ids: string[]) =>
  (await env.db.select({ id: auditEvents.id }).from(auditEvents).where(inArray(auditEvents.id, ids))).length;

/** The error a refused statement raises (drizzle wraps the driver's error in `cause`). */
async function refusal(statement: Promise<unknown>) {
  const error = await statement.then(
    () => null,
    (caught: unknown) => caught as Error & { cause?: { code?: string; message?: string } },
  );
  expect(error, "the delete was refused").not.toBeNull();
  return { code: error?.cause?.code, message: error?.cause?.message ?? error?.message };
}

describe("the audit trail is kept at least a year", () => {
  it("no statement deletes an event younger than a year; older ones may go", async () => {
    const today = await eventAged(0);
    const lastDay = await eventAged(AUDIT_RETENTION_DAYS - 1);
    const older = await eventAged(AUDIT_RETENTION_DAYS + 1);
    for (const id of [today, lastDay]) {
      const refused = await refusal(env.db.delete(auditEvents).where(eq(auditEvents.id, id)));
      expect(refused.code).toBe("23001");
      expect(refused.message).toMatch(/younger than 365 days/);
    }
    // Raw SQL as a script would send it, and a statement mixing old and young: all or nothing.
    await refusal(env.db.execute(sql`delete from audit_events where id = ${today}`));
    await refusal(env.db.delete(auditEvents).where(inArray(auditEvents.id, [older, today])));
    expect(await exists([today, lastDay, older])).toBe(3);
    await env.db.delete(auditEvents).where(eq(auditEvents.id, older));
    expect(await exists([older])).toBe(0);
    expect(await exists([today, lastDay])).toBe(2);
  });

  it("erasing a child rewrites their events to the pseudonym and keeps every one", async () => {
    const studentId = randomUUID();
    const id = await eventAged(3, studentId);
    await pseudonymiseSubject(env.db, { studentId, userId: randomUUID(), pseudonym: "erased-1" });
    const [row] = await env.db.select().from(auditEvents).where(eq(auditEvents.id, id));
    expect(row).toMatchObject({ targetId: "erased-1", detail: {} });
  });

  it("the trigger's interval is the one the code and the documents name", async () => {
    const [fn] = rowsOf<{ prosrc: string }>(
      await env.db.execute(sql`select prosrc from pg_proc where proname = 'audit_events_kept_a_year'`),
    );
    expect(fn?.prosrc).toContain(`interval '${AUDIT_RETENTION_DAYS} days'`);
  });
});

describe("many events at once", () => {
  it("writes every one of more events than one insert holds, and refuses a secret in any of them", async () => {
    const subject = randomUUID();
    const events = Array.from({ length: 2_345 }, (_, i) => ({
      action: "content.created" as const,
      actor: null,
      target: { type: "content" as const, id: subject },
      detail: { position: i },
    }));
    await recordAudits(env.db, events);
    const rows = await env.db
      .select({ detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, subject));
    expect(rows).toHaveLength(2_345);
    const positions = new Set(rows.map((row) => (row.detail as { position: number }).position));
    expect(positions.size).toBe(2_345);

    const other = randomUUID();
    const withSecret = [
      { action: "content.created" as const, actor: null, target: { type: "content" as const, id: other } },
      { ...events[0], target: { type: "content" as const, id: other }, detail: { resetToken: "x" } },
    ];
    await expect(recordAudits(env.db, withSecret as never)).rejects.toThrow(/secrets are never written/);
    expect(await env.db.select().from(auditEvents).where(eq(auditEvents.targetId, other))).toHaveLength(0);
  });
});
