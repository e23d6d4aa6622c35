import type { AuditQuery } from "@ganit/contracts";
import { asc, desc, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../bulk/sql.ts";
import { auditEvents } from "../../db/schema.ts";
import { useTestEnv } from "../../test/session.ts";
import { auditConditions, eventsWhere } from "./service.ts";

/**
 * The audit list's plans with the access log's rows in the table (docs/adr/0688): reads add a row
 * per request, mostly `students.listed` and `student.viewed` of a few schools, so the table grows
 * faster and more lopsided than with changes alone. Each filter of the screen must still start from
 * its own (column, at) index and read it in order, newest first, stopping at the page: no sort of
 * the filtered rows, no scan of the table.
 */
const env = useTestEnv();
const SCHOOL = "0a000000-0000-4000-8000-000000000001";
const ACTOR = "0b000000-0000-4000-8000-000000000001";
const CHILD = "0c000000-0000-4000-8000-000000000001";

beforeAll(async () => {
  // 40,000 events over a year of 50 schools: 98 in 100 are reads (lists and one child), the rest
  // changes; the filtered school, action and actor are one in fifty, the child a handful.
  await env.db.execute(sql`insert into audit_events (id, at, actor_user_id, actor_role, action, target_type, target_id, school_id, detail)
    select gen_random_uuid()::text,
      now() - (n * interval '13 minutes'),
      case when n % 50 = 0 then ${ACTOR} else 'actor-' || (n % 400) end,
      'teacher',
      case when n % 50 = 1 then 'student.updated' when n % 3 = 0 then 'student.viewed' else 'students.listed' end,
      case when n % 3 = 0 or n % 50 = 1 then 'student' end,
      case when n % 3 = 0 or n % 50 = 1 then (case when n % 997 = 0 then ${CHILD} else 'child-' || (n % 5000) end) end,
      case when n % 50 = 2 then ${SCHOOL} else 'school-' || (n % 50) end,
      jsonb_build_object('list', 'school.students', 'rows', 25)
    from generate_series(1, 40000) as n`);
  await env.db.execute(sql`analyze audit_events`);
});

async function planOf(query: Partial<AuditQuery>) {
  const full = { page: 1, limit: 25, sort: "at", order: "desc", ...query } as AuditQuery;
  const select = eventsWhere(env.db, auditConditions(env.db, full))
    .orderBy(desc(auditEvents.at), asc(auditEvents.id))
    .limit(full.limit);
  const lines = rowsOf<{ "QUERY PLAN": string }>(await env.db.execute(sql`explain ${select}`));
  return lines.map((line) => line["QUERY PLAN"]).join("\n");
}

describe("the audit list's plans with the reads in the table", () => {
  it.each([
    ["school", { schoolId: SCHOOL }, "audit_events_school_idx"],
    ["action", { action: "student.updated" }, "audit_events_action_idx"],
    ["actor", { actorId: ACTOR }, "audit_events_actor_idx"],
    ["target", { targetType: "student", targetId: CHILD }, "audit_events_target_idx"],
    ["time alone", {}, "audit_events_at_idx"],
  ] as const)("by %s: its index, read newest first", async (_name, query, index) => {
    const plan = await planOf(query as Partial<AuditQuery>);
    expect(plan).toContain(`Index Scan Backward using ${index} on audit_events`);
    expect(plan).not.toMatch(/Seq Scan on audit_events|Bitmap Heap Scan on audit_events/);
    // Ordered by the index: at most the ties of one instant are sorted (by id), never the rows found.
    if (!plan.includes("Incremental Sort"))
      expect(plan).toMatch(/^Limit[^\n]*\n\s*->\s+Sort[^\n]*rows=[0-9] /);
  });
});
