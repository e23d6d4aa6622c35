import { and, eq, getTableColumns, inArray, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import {
  assignmentChildren,
  assignmentNudges,
  assignmentStanding,
  assignmentWork,
  auditEvents,
  endedSessions,
  enrolments,
  guardianConsents,
  parentCodes,
  parentLinks,
  parentSummaries,
  passwordTokens,
  practiceAnswers,
  practiceAttempts,
  practiceLevels,
  purchasedClasses,
  purchaseLines,
  purchases,
  resourceProgress,
  studentNotes,
  students,
  users,
} from "../../db/schema.ts";
import { summariesNaming } from "../parents/index.ts";

/**
 * Everything Ganit holds about one child, table by table (DPDP Act 2023, s. 11: the right to a copy).
 * Each table that holds a child's rows names how they are found; `child-data.test.ts` derives the
 * tables with a foreign key to `students` or `users` from the schema and fails when one is missing
 * here (or in `NOT_A_CHILDS`), so a new table cannot be forgotten. A parent's weekly summaries are
 * keyed by the parent but hold a text per child: the copy holds the child's own text only. Secrets are not data about the
 * child and are never copied out: a password's or link's hash is replaced by whether it is set.
 */

export type Child = { studentId: string; userId: string };

/** Tables with a key to `users` or `students` that never hold a child's rows, and why. */
export const NOT_A_CHILDS: Record<string, string> = {
  schools: "a school's own account (role school), never a child's",
  teachers: "a teacher's account, never a child's",
  parent_accounts: "a parent's own settings (language, summary stopped), never a child's",
  assignments:
    "a teacher's or the office's work for a class (its author is staff); a child's part is assignment_children",
  practice_tests:
    "a chapter's or a teacher's test of a class (its author is staff); a child's sittings are practice_attempts",
};

/** Columns never copied out: secrets, replaced by whether they are set. */
const SECRET_COLUMNS = new Set(["passwordHash", "tokenHash", "codeHash"]);

type Source = {
  table: PgTable;
  where: (child: Child, db: DbOrTx) => SQL | Promise<SQL | undefined> | undefined;
  /** A row that also holds other children's data keeps only this child's part. */
  only?: (row: Record<string, unknown>, child: Child) => Record<string, unknown>;
};

/** A table whose rows are the child's by its `studentId`. */
const ofStudent = (table: PgTable & { studentId: AnyPgColumn }): Source => ({
  table,
  where: (c) => eq(table.studentId, c.studentId),
});
/** A table whose rows are the child's account's by its `userId`. */
const ofUser = (table: PgTable & { userId: AnyPgColumn }): Source => ({
  table,
  where: (c) => eq(table.userId, c.userId),
});

/** Where a child's rows are, per table (by SQL name). Purchase lines follow the child's purchases. */
const SOURCES: Record<string, Source> = {
  users: { table: users, where: (c) => eq(users.id, c.userId) },
  students: { table: students, where: (c) => eq(students.id, c.studentId) },
  ended_sessions: ofUser(endedSessions),
  password_tokens: ofUser(passwordTokens),
  guardian_consents: ofStudent(guardianConsents),
  /** The parents linked to the child, and the codes the school office issued for them (no code itself). */
  parent_links: ofStudent(parentLinks),
  parent_codes: ofStudent(parentCodes),
  /** The weekly summaries sent to a parent that hold the child's text: that text only (a sibling's is not theirs). */
  parent_summaries: {
    table: parentSummaries,
    where: (c) => summariesNaming(c.studentId),
    only: (row, c) => ({
      ...row,
      texts: (row.texts as { studentId: string }[]).filter((text) => text.studentId === c.studentId),
    }),
  },
  /** The teachers' notes about the child for the parents (the teacher's id is staff's, kept as written). */
  student_notes: ofStudent(studentNotes),
  enrolments: ofStudent(enrolments),
  /** The work chosen for the child by name, and the reminders sent to them. */
  assignment_children: ofStudent(assignmentChildren),
  assignment_nudges: ofStudent(assignmentNudges),
  /** How far the child got with each assignment: begun, done (docs/adr/0723). */
  assignment_work: ofStudent(assignmentWork),
  /** The earliest due day of the class's work they have not done, and not begun (docs/adr/0738). */
  assignment_standing: ofStudent(assignmentStanding),
  resource_progress: ofStudent(resourceProgress),
  practice_attempts: ofStudent(practiceAttempts),
  practice_answers: ofStudent(practiceAnswers),
  practice_levels: ofStudent(practiceLevels),
  purchased_classes: ofStudent(purchasedClasses),
  purchases: { table: purchases, where: (c) => eq(purchases.buyerStudentId, c.studentId) },
  purchase_lines: {
    table: purchaseLines,
    where: async (c, db) => {
      const own = await db
        .select({ id: purchases.id })
        .from(purchases)
        .where(eq(purchases.buyerStudentId, c.studentId));
      return own.length
        ? inArray(
            purchaseLines.purchaseId,
            own.map((row) => row.id),
          )
        : undefined;
    },
  },
  /** Who did what to the child's record, and what the child did (sign-ins): the access log. */
  audit_events: {
    table: auditEvents,
    where: (c) =>
      // Each alternative reads an index (target type and id; actor).
      or(
        and(eq(auditEvents.targetType, "student"), eq(auditEvents.targetId, c.studentId)),
        and(eq(auditEvents.targetType, "user"), eq(auditEvents.targetId, c.userId)),
        eq(auditEvents.actorUserId, c.userId),
      ),
  },
};

/** The tables the copy reads, by SQL name. */
export const CHILD_TABLES = Object.keys(SOURCES);

const redact = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) =>
      SECRET_COLUMNS.has(key) ? [key, value === null ? null : "(set, not shown)"] : [key, value],
    ),
  );

/** The child's rows of every table, by table name (empty lists included, so the copy shows what was looked at). */
export async function childData(
  db: DbOrTx,
  child: Child,
): Promise<Record<string, Record<string, unknown>[]>> {
  const copy: Record<string, Record<string, unknown>[]> = {};
  for (const [name, source] of Object.entries(SOURCES)) {
    const where = await source.where(child, db);
    if (!where) {
      copy[name] = [];
      continue;
    }
    const rows = (await db
      .select(getTableColumns(source.table))
      .from(source.table)
      .where(where)
      .limit(50_000)) as Record<string, unknown>[];
    copy[name] = rows.map((row) => redact(source.only ? source.only(row, child) : row));
  }
  return copy;
}
