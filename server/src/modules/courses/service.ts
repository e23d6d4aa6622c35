import { randomUUID } from "node:crypto";
import {
  type AdminCoursesQuery,
  type Course,
  type CourseInput,
  type CourseSavedResponse,
  courseInputSchema,
  MESSAGES,
  type MessageKey,
  parseMessageRef,
} from "@ganit/contracts";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { type AuditActor, type RequestMeta, recordAudit } from "../../audit/audit.ts";
import type { AppContext, ResourcesDropping } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { courseClasses, courses, enrolments, purchasedClasses, purchaseLines } from "../../db/schema.ts";
import { conflict, HttpError, notFound } from "../../errors.ts";
import { cachedCatalogue } from "./cached.ts";
import { courseSummary, isLive, listCourses } from "./lists.ts";
import { readTrees, writeTree } from "./tree.ts";

/**
 * The course catalogue. Rules: a live course's name is unique without regard to case (the database's
 * partial unique index decides a race); the document is checked whole by its contract schema
 * (classes 1–10, unique, one to ten; levels numbered 1..n; safe urls; bounded texts and counts) and
 * saved in one transaction with its audit event. A course someone has is archived, never deleted.
 */

const nameTaken = () => conflict("courseNameTaken", "name");

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        isLive,
        sql`lower(${courses.name}) = lower(${name})`,
        exceptId ? ne(courses.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw nameTaken();
}

/**
 * Does a school or a student have this course? Then deleting it archives it instead: hidden from the
 * catalogue and from new purchases, still open to those who have it. "Has" means any purchase line
 * (paid, pending or rejected: the history must keep its course), any purchased or enabled class, or
 * any enrolment naming the course.
 */
export async function isCourseInUse(tx: DbOrTx, courseId: string): Promise<boolean> {
  for (const table of [purchaseLines, purchasedClasses, enrolments]) {
    const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.courseId, courseId)).limit(1);
    if (row) return true;
  }
  return false;
}

/**
 * A class someone bought (or was enabled, or has a purchase line for, even pending or rejected: the
 * history names it) stays in the course: an edit that drops it is refused with 409 `classInUse`.
 */
async function assertBoughtClassesKept(tx: DbOrTx, courseId: string, keptClasses: number[]) {
  const kept = new Set(keptClasses);
  const current = await tx
    .select({ classNumber: courseClasses.classNumber })
    .from(courseClasses)
    .where(eq(courseClasses.courseId, courseId));
  const dropped = current.map((row) => row.classNumber).filter((n) => !kept.has(n));
  if (!dropped.length) return;
  for (const table of [purchasedClasses, purchaseLines]) {
    const [row] = await tx
      .select({ classNumber: table.classNumber })
      .from(table)
      .where(and(eq(table.courseId, courseId), inArray(table.classNumber, dropped)))
      .orderBy(table.classNumber)
      .limit(1);
    if (row) throw new HttpError(409, "classInUse", { params: { classNumber: row.classNumber } });
  }
}

/** Parses a document with the contract (for callers that bypass HTTP: the demo loader). */
function parseInput(input: CourseInput) {
  const parsed = courseInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
  const [first] = Object.values(fields);
  const ref = first ? parseMessageRef(first) : null;
  throw new HttpError(400, ref?.key ?? "invalidInput", { params: ref?.params ?? {}, fields });
}

/**
 * Creates a course with its class tree and its `course.created` event, in the caller's transaction
 * (or a savepoint of it). The same input as POST /api/course/add; the demo loader calls it directly.
 */
export async function createCourse(
  db: DbOrTx,
  input: CourseInput,
  actor: AuditActor | null,
  meta: Partial<RequestMeta> = {},
) {
  const document = parseInput(input);
  return db.transaction(async (tx) => {
    await assertNameFree(tx, document.name);
    const id = randomUUID();
    await tx
      .insert(courses)
      .values({ id, name: document.name, nameHi: document.nameHi })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error;
      });
    await writeTree(tx, id, document.classLevels);
    await recordAudit(tx, {
      action: "course.created",
      actor,
      target: { type: "course", id },
      ip: meta.ip ?? null,
      detail: { name: document.name, classes: document.classLevels.map((klass) => klass.classNumber) },
    });
    return id;
  });
}

/** A live course row, locked for the rest of the transaction; 404 when missing or archived. */
async function lockLiveCourse(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(and(eq(courses.id, id), isLive))
    .limit(1)
    .for("update");
  if (!row) throw notFound();
  return row;
}

/**
 * Replaces a live course's name and class tree (ids kept), with its `course.updated` event, in the
 * caller's transaction (or a savepoint of it). The same rules as PUT /api/course/{id}; the syllabus
 * loader calls it directly.
 */
export async function updateCourse(
  db: DbOrTx,
  id: string,
  input: CourseInput,
  actor: AuditActor | null,
  meta: Partial<RequestMeta> = {},
  dropping?: ResourcesDropping,
) {
  const document = parseInput(input);
  await db.transaction(async (tx) => {
    const before = await lockLiveCourse(tx, id);
    await assertNameFree(tx, document.name, id);
    await assertBoughtClassesKept(
      tx,
      id,
      document.classLevels.map((klass) => klass.classNumber),
    );
    await tx
      .update(courses)
      .set({ name: document.name, nameHi: document.nameHi, updatedAt: new Date() })
      .where(eq(courses.id, id))
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error;
      });
    await writeTree(tx, id, document.classLevels, dropping);
    await recordAudit(tx, {
      action: "course.updated",
      actor,
      target: { type: "course", id },
      ip: meta.ip ?? null,
      detail: {
        name: document.name,
        ...(before.name === document.name ? {} : { previousName: before.name }),
        classes: document.classLevels.map((klass) => klass.classNumber),
      },
    });
  });
}

const saved = (key: MessageKey, id: string, archived?: boolean): CourseSavedResponse => ({
  message: MESSAGES[key],
  key,
  _id: id,
  ...(archived === undefined ? {} : { archived }),
});

export function createCoursesService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    /** GET /api/course: the live courses, whole (the spec's client) or one page of a search. */
    list: (query: AdminCoursesQuery | null) => listCourses(db, query),
    /** GET /api/course/get (no token): ids, names, classes and prices of the live catalogue — no tree, no url. */
    catalogue: () => cachedCatalogue(ctx).catalogue(),
    /** The admin dashboard's counts: the live catalogue, and the pages of the content library. */
    summary: () => courseSummary(db),

    /** GET /api/course/{id}: the whole document of a live course. */
    async get(id: string): Promise<Course> {
      const [row] = await db
        .select({
          id: courses.id,
          name: courses.name,
          nameHi: courses.nameHi,
          createdAt: courses.createdAt,
          updatedAt: courses.updatedAt,
        })
        .from(courses)
        .where(and(eq(courses.id, id), isLive))
        .limit(1);
      if (!row) throw notFound();
      const trees = await readTrees(db, [id]);
      return {
        _id: row.id,
        name: row.name,
        nameHi: row.nameHi,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        classLevels: trees.get(id) ?? [],
      };
    },

    async add(caller: AuditActor, input: CourseInput, meta: Partial<RequestMeta>) {
      const id = await createCourse(db, input, caller, meta);
      return saved("courseAdded", id);
    },

    /** PUT /api/course/{id}: the whole document replaces the course's name and class tree, ids kept. */
    async update(caller: AuditActor, id: string, input: CourseInput, meta: Partial<RequestMeta>) {
      await updateCourse(db, id, input, caller, meta, ctx.resourcesDropping);
      return saved("courseUpdated", id);
    },

    /** DELETE /api/course/{id}: deleted with its tree, or archived when a school or student has it. */
    async remove(caller: AuditActor, id: string, meta: Partial<RequestMeta>) {
      const archived = await db.transaction(async (tx) => {
        const course = await lockLiveCourse(tx, id);
        const inUse = await isCourseInUse(tx, id);
        if (inUse)
          await tx
            .update(courses)
            .set({ archivedAt: new Date(), updatedAt: new Date() })
            .where(eq(courses.id, id));
        else await tx.delete(courses).where(eq(courses.id, id));
        await recordAudit(tx, {
          action: inUse ? "course.archived" : "course.deleted",
          actor: caller,
          target: { type: "course", id },
          ip: meta.ip ?? null,
          detail: { name: course.name },
        });
        return inUse;
      });
      return archived ? saved("courseArchived", id, true) : saved("courseDeleted", id, false);
    },
  };
}
export type CoursesService = ReturnType<typeof createCoursesService>;
