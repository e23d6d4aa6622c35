import type { AuditEventRow, AuditExportQuery, AuditPage, AuditQuery, Role } from "@ganit/contracts";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "../../context.ts";
import { chunksOf } from "../../db/chunks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { withinIndiaDays } from "../../db/india-days.ts";
import { countAll, likePattern, pageOf } from "../../db/lists.ts";
import {
  auditEvents,
  contentItems,
  courses,
  purchases,
  schools,
  students,
  teachers,
  users,
} from "../../db/schema.ts";
import { exportAuditTrail } from "./export.ts";

/**
 * The superadmin's audit trail: a read of `audit_events` (written only by audit/audit.ts), newest
 * first. Every filter is one the table's indexes serve together with the order by time: the actor
 * (actor_user_id, at), the action (action, at), the school (school_id, at), the target
 * (target_type, target_id, at), and the time alone (at). The actor search first finds the accounts
 * (by username or e-mail exactly, through their indexes, or by a part of the name), then their events.
 * Names and labels are looked up for the page's rows only (a query per kind of target, at most 100 ids).
 */
const actorUser = alias(users, "actor_user");
const schoolUser = alias(users, "school_user");

/** Accounts whose username or e-mail is the text, or whose name contains it. */
const actorsMatching = (db: DbOrTx, text: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, text.toLowerCase()),
        eq(sql`lower(${users.email})`, text.toLowerCase()),
        sql`${users.name} ilike ${likePattern(text)}`,
      ),
    );

export function auditConditions(db: DbOrTx, query: Omit<AuditQuery, "page" | "limit">): SQL | undefined {
  return and(
    query.actorId ? eq(auditEvents.actorUserId, query.actorId) : undefined,
    query.search ? inArray(auditEvents.actorUserId, actorsMatching(db, query.search)) : undefined,
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.schoolId ? eq(auditEvents.schoolId, query.schoolId) : undefined,
    query.targetType ? eq(auditEvents.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditEvents.targetId, query.targetId) : undefined,
    withinIndiaDays(auditEvents.at, query),
  );
}

/** Ids per lookup: an export's 50,000 rows stay far below a statement's 65,535 parameters. */
const LABEL_BATCH = 5000;

/**
 * Readable labels of the targets on a page (or an export): a name, a course's name, a payment's
 * UTR; one query per kind of target and batch of ids.
 */
export async function targetLabels(
  db: DbOrTx,
  rows: { targetType: string | null; targetId: string | null }[],
) {
  const idsOf = (type: string) => [
    ...new Set(
      rows.filter((row) => row.targetType === type && row.targetId).map((row) => row.targetId as string),
    ),
  ];
  const labels = new Map<string, string>();
  const put = (type: string, found: { id: string; label: string | null }[]) => {
    for (const row of found) if (row.label) labels.set(`${type}:${row.id}`, row.label);
  };
  const lookups: Promise<void>[] = [];
  const lookup = (
    type: string,
    read: (ids: string[]) => PromiseLike<{ id: string; label: string | null }[]>,
  ) => {
    for (const batch of chunksOf(idsOf(type), LABEL_BATCH)) {
      lookups.push(Promise.resolve(read(batch)).then((found) => put(type, found)));
    }
  };
  lookup("user", (ids) =>
    db.select({ id: users.id, label: users.name }).from(users).where(inArray(users.id, ids)),
  );
  // A school, a pupil and a teacher go by the name of their account.
  for (const [type, table] of [
    ["school", schools],
    ["student", students],
    ["teacher", teachers],
  ] as const)
    lookup(type, (ids) =>
      db
        .select({ id: table.id, label: users.name })
        .from(table)
        .innerJoin(users, eq(users.id, table.userId))
        .where(inArray(table.id, ids)),
    );
  lookup("course", (ids) =>
    db.select({ id: courses.id, label: courses.name }).from(courses).where(inArray(courses.id, ids)),
  );
  lookup("content", (ids) =>
    db
      .select({ id: contentItems.id, label: contentItems.contentname })
      .from(contentItems)
      .where(inArray(contentItems.id, ids)),
  );
  lookup("purchase", (ids) =>
    db
      .select({ id: purchases.id, label: sql<string>`'UTR ' || ${purchases.utrNumber}` })
      .from(purchases)
      .where(inArray(purchases.id, ids)),
  );
  await Promise.all(lookups);
  return labels;
}

export const eventColumns = {
  id: auditEvents.id,
  at: auditEvents.at,
  action: auditEvents.action,
  actorUserId: auditEvents.actorUserId,
  actorRole: auditEvents.actorRole,
  actorName: actorUser.name,
  actorUsername: actorUser.username,
  actorCurrentRole: actorUser.role,
  targetType: auditEvents.targetType,
  targetId: auditEvents.targetId,
  schoolId: auditEvents.schoolId,
  schoolName: schoolUser.name,
  ip: auditEvents.ip,
  detail: auditEvents.detail,
};

const text = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : null);

/** The events matching a filter with their actor and school names (ordered and bounded by the caller). */
export const eventsWhere = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(eventColumns)
    .from(auditEvents)
    .leftJoin(actorUser, eq(actorUser.id, auditEvents.actorUserId))
    .leftJoin(schools, eq(schools.id, auditEvents.schoolId))
    .leftJoin(schoolUser, eq(schoolUser.id, schools.userId))
    .where(where);

type EventRow = Awaited<ReturnType<typeof eventsWhere>>[number];

/** One event as the screen and the export show it. */
export function eventOf(row: EventRow, labels: Map<string, string>): AuditEventRow {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actor: row.actorUserId
      ? {
          id: row.actorUserId,
          // A deleted account keeps its events; its name is gone with it.
          name: row.actorName ?? "",
          username: row.actorUsername ?? "",
          role: (row.actorCurrentRole as Role | null) ?? null,
        }
      : null,
    actorRole: row.actorRole,
    attemptedUsername: row.actorUserId ? null : text(row.detail.username),
    target:
      row.targetType && row.targetId
        ? {
            type: row.targetType,
            id: row.targetId,
            label: labels.get(`${row.targetType}:${row.targetId}`) ?? null,
          }
        : null,
    school: row.schoolId ? { id: row.schoolId, name: row.schoolName ?? null } : null,
    ip: row.ip,
    detail: row.detail,
  };
}

export function createAuditTrailService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    /** GET /api/superadmin/audit. */
    async list(query: AuditQuery): Promise<AuditPage> {
      const where = auditConditions(db, query);
      const page = await pageOf({
        query,
        sortColumns: { at: auditEvents.at },
        tiebreaker: auditEvents.id,
        rows: eventsWhere(db, where),
        count: db.select({ n: countAll }).from(auditEvents).where(where),
      });
      const labels = await targetLabels(db, page.items);
      const items = page.items.map((row) => eventOf(row, labels));
      return { ...page, items };
    },
    /** GET /api/superadmin/audit/export. */
    exportFile: (query: AuditExportQuery) => exportAuditTrail(db, query),
  };
}
export type AuditTrailService = ReturnType<typeof createAuditTrailService>;
