import { read, utils } from "@e965/xlsx";
import { API, AUDIT_EXPORT_MAX, type AuditPage } from "@ganit/contracts";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordAudit } from "../../audit/audit.ts";
import { auditEvents } from "../../db/schema.ts";
import { createTestSchool, signedInAs } from "../../test/factories.ts";
import { callerAs, expectQueriesRefused, useSignedIn, useTestEnv } from "../../test/session.ts";
import { csvField } from "./export.ts";

/**
 * The operator's copy of the audit trail: the list's filters, as a real .xlsx and a CSV read back,
 * bounded (one event too many asks for a narrower filter), superadmin only, and itself audited.
 */
const env = useTestEnv();
const superadmin = useSignedIn(env, "superadmin");
const asSuperadmin = (url: string) => callerAs(env, superadmin)("GET", url);

/** A school with three events of its own: two sign-ins refused and a child viewed. */
async function schoolWithEvents() {
  const school = await createTestSchool(env.db);
  const schoolId = school.school.id;
  for (const username of ["asha1001", '=HYPERLINK("http://x.invalid")']) {
    await recordAudit(env.db, { action: "auth.login.failed", actor: null, schoolId, detail: { username } });
  }
  await recordAudit(env.db, {
    action: "student.viewed",
    actor: { id: school.user.id, role: "school", schoolId },
    target: { type: "student", id: "s-1" },
    ip: "203.0.113.9",
  });
  return schoolId;
}

const exportsOf = (schoolId: string) =>
  env.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "audit.exported"), eq(auditEvents.schoolId, schoolId)));

/** A CSV's records, quoted fields and all (RFC 4180), without the byte-order mark. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted && ch === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (quoted) {
      field += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ",") {
      record.push(field);
      field = "";
    } else if (ch === "\r" && body[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else {
      field += ch;
    }
  }
  return records;
}

describe("GET /api/superadmin/audit/export", () => {
  it("an .xlsx of the list's rows with the same filter, newest first, and the export is audited", async () => {
    const schoolId = await schoolWithEvents();
    const list = (await asSuperadmin(`${API.audit}?schoolId=${schoolId}`)).json<AuditPage>();
    const res = await asSuperadmin(`${API.auditExport}?schoolId=${schoolId}&format=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const book = read(res.rawPayload, { type: "buffer" });
    const rows = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ""] ?? {}, { header: 1 });
    expect(rows[0]?.slice(0, 4)).toEqual(["Event id", "When (UTC)", "When (India)", "Action"]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(list.items.map((item) => item.id));
    // The list's own order (events of one moment may fall either way between them).
    expect(
      rows
        .slice(1)
        .map((row) => row[3])
        .sort(),
    ).toEqual(["auth.login.failed", "auth.login.failed", "student.viewed"]);
    // The formula a stranger typed as a username is a text cell, never a formula.
    const cell = Object.values(book.Sheets[book.SheetNames[0] ?? ""] ?? {}).find(
      (value) =>
        typeof value === "object" && value && "v" in value && String(value.v).startsWith("=HYPERLINK"),
    );
    expect(cell).toMatchObject({ t: "s" });
    expect(cell).not.toHaveProperty("f");

    const [exported] = await exportsOf(schoolId);
    expect(exported).toMatchObject({
      actorUserId: superadmin.user.id,
      actorRole: "superadmin",
      schoolId,
      detail: { list: "audit", filter: { schoolId, format: "xlsx", sort: "at", order: "desc" }, rows: 3 },
    });
  });

  it("a CSV with the same rows, quoted where needed, formulas made harmless", async () => {
    const schoolId = await schoolWithEvents();
    const res = await asSuperadmin(`${API.auditExport}?schoolId=${schoolId}&format=csv&order=asc`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const records = parseCsv(res.body);
    expect(records).toHaveLength(4);
    // Oldest first; events made in one moment (the embedded database's clock counts milliseconds)
    // may come in either order between them.
    const rows = records.slice(1);
    const times = rows.map((row) => row[1] ?? "");
    expect([...times].sort()).toEqual(times);
    expect(rows.map((row) => row[3]).sort()).toEqual([
      "auth.login.failed",
      "auth.login.failed",
      "student.viewed",
    ]);
    expect(rows.map((row) => row[8]).sort()).toEqual(["", '\'=HYPERLINK("http://x.invalid")', "asha1001"]);
    expect(rows.find((row) => row[3] === "student.viewed")?.[14]).toBe("203.0.113.9");
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField("-2+3")).toBe("'-2+3");
  });

  it(`at most ${AUDIT_EXPORT_MAX} events: one more asks for a narrower filter, and writes nothing`, async () => {
    const school = await createTestSchool(env.db);
    const schoolId = school.school.id;
    const fill = (n: number) =>
      env.db.execute(sql`insert into audit_events (id, action, school_id)
        select gen_random_uuid()::text, 'auth.login.failed', ${schoolId} from generate_series(1, ${n})`);
    await fill(AUDIT_EXPORT_MAX);
    const full = await asSuperadmin(`${API.auditExport}?schoolId=${schoolId}&format=csv`);
    expect(full.statusCode).toBe(200);
    expect(full.body.split("\r\n").length).toBe(AUDIT_EXPORT_MAX + 2); // headings, rows, the last newline
    await fill(1);
    const res = await asSuperadmin(`${API.auditExport}?schoolId=${schoolId}&format=csv`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: "auditExportTooLarge" });
    expect(res.json().message).toContain("50000");
    expect(await exportsOf(schoolId)).toHaveLength(1);
  });

  it("refuses a bad filter or format with a message, and every other role", async () => {
    await expectQueriesRefused(env, API.auditExport, superadmin, [
      "format=pdf",
      "from=2026-02-30",
      "action=auth.nothing",
      "sort=ip",
    ]);
    for (const role of ["admin", "school", "teacher", "student", "parent"] as const) {
      const who = await signedInAs(env.app, env.db, role);
      expect((await callerAs(env, who)("GET", API.auditExport)).statusCode, role).toBe(403);
    }
    expect((await env.app.inject({ method: "GET", url: API.auditExport })).statusCode).toBe(401);
  });

  it("no copy of the trail leaves without its own row: a failed write answers 503", async () => {
    const schoolId = await schoolWithEvents();
    await env.db.execute(sql`create function refuse_export() returns trigger language plpgsql as $$
      begin if new.action = 'audit.exported' then raise exception 'audit is down'; end if; return new; end $$`);
    await env.db.execute(
      sql`create trigger refuse_export before insert on audit_events for each row execute function refuse_export()`,
    );
    try {
      const res = await asSuperadmin(`${API.auditExport}?schoolId=${schoolId}`);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toEqual(expect.any(String));
    } finally {
      await env.db.execute(sql`drop trigger refuse_export on audit_events`);
      await env.db.execute(sql`drop function refuse_export()`);
    }
  });
});
