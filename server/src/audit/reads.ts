import type { AuditAction, Role } from "@ganit/contracts";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../db/client.ts";
import { students } from "../db/schema.ts";
import { HttpError } from "../errors.ts";
import { actorOf, recordAudit } from "./audit.ts";

/**
 * The access log of children's data: who read which child, or which list of children, when and from
 * where (docs/adr/0685). One row per request, written after the read succeeded, with the
 * application's connection and never inside the read's own transaction, so:
 * - a refused read (404, 403) writes nothing: it showed no child;
 * - a failed insert is logged as an error and the read is still answered. A read that failed
 *   because its log could not be written would turn an audit outage into an outage of the school's
 *   screens; the error log and its alert are the operator's signal instead;
 * - a list is one row whatever its length: the filter, the rows shown and the total.
 * An export (a file leaving the platform) passes `required`: without its row it is not handed out,
 * and the caller gets 503 with a message to try again.
 */
export type ReadAudit =
  | { action: "student.viewed"; studentId: string; detail?: Record<string, unknown> }
  | {
      action: Extract<AuditAction, "students.listed" | "students.exported" | "audit.exported">;
      /** Which list: `school.students`, `class.progress`, `assignment.children`… */
      list: string;
      filter: Record<string, unknown>;
      rows: number;
      total?: number;
      /** The school the list is of; the caller's own when absent. */
      schoolId?: string | null;
    };

export type ReadCaller = { id: string; role: Role; schoolId?: string | null };

/**
 * The filter as it goes into the trail: the values given, none of the absent ones. A search's words
 * are left out, only that there was one: an office searching "Asha Verma" would otherwise keep a
 * child's name in a row that the erasure does not rewrite (it pseudonymises the rows that name the
 * child as target or actor) and that the trail's retention keeps for a year.
 */
export function filterOf(query: object | null | undefined): Record<string, unknown> {
  if (!query) return {};
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => (key === "search" ? [key, true] : [key, value])),
  );
}

/** How many children a list answer shows: an array, a page's items or ids, or a table's `students`. */
export function rowsOf(answer: unknown): { rows: number; total?: number } {
  if (Array.isArray(answer)) return { rows: answer.length };
  if (answer && typeof answer === "object") {
    const { items, ids, total, students: table } = answer as Record<string, unknown>;
    const counted = typeof total === "number" ? { total } : {};
    if (Array.isArray(items)) return { rows: items.length, ...counted };
    // The enrolment screen's "select all": the ids of every matching child.
    if (Array.isArray(ids)) return { rows: ids.length, ...counted };
    if (Array.isArray(table)) return { rows: table.length };
  }
  return { rows: 0 };
}

/**
 * The row of a list of children read: which list, its filter as the trail keeps it (filterOf; none
 * for a list read whole) and how many children the answer shows (rowsOf).
 */
export const studentsListed = (
  list: string,
  filter: object | null,
  answer: unknown,
): Exclude<ReadAudit, { action: "student.viewed" }> => ({
  action: "students.listed",
  list,
  filter: filterOf(filter),
  ...rowsOf(answer),
});

/**
 * Writes the read's one audit row. Never throws unless `required` (see above); returns whether the
 * row was written.
 */
export async function recordRead(
  db: DbOrTx,
  log: FastifyBaseLogger,
  caller: ReadCaller,
  ip: string,
  read: ReadAudit,
  options: { required?: boolean } = {},
): Promise<boolean> {
  try {
    if (read.action === "student.viewed") {
      await recordAudit(db, {
        action: read.action,
        actor: actorOf(caller),
        target: { type: "student", id: read.studentId },
        // The child's own school (also when a superadmin or a parent reads), in the insert itself.
        schoolId: sql`(select ${students.schoolId} from ${students} where ${students.id} = ${read.studentId})`,
        ip,
        detail: read.detail ?? {},
      });
    } else {
      await recordAudit(db, {
        action: read.action,
        actor: actorOf(caller),
        ...(read.schoolId !== undefined ? { schoolId: read.schoolId } : {}),
        ip,
        detail: {
          list: read.list,
          filter: read.filter,
          rows: read.rows,
          ...(read.total !== undefined ? { total: read.total } : {}),
        },
      });
    }
    return true;
  } catch (error) {
    if (options.required) {
      log.error({ err: error, action: read.action }, "the audit row of an export was not written; refused");
      throw new HttpError(503, "databaseUnavailable", { headers: { "Retry-After": "30" } });
    }
    log.error(
      { err: error, action: read.action },
      "the audit row of a read was not written; the read is answered",
    );
    return false;
  }
}
