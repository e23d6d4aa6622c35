import {
  type CourseProgress,
  type ResourceProgress,
  type ResumeResponse,
  TEACHER_ONLY_RESOURCE_TYPES,
} from "@ganit/contracts";
import { and, desc, eq, notInArray, type SQL, sql } from "drizzle-orm";
import { grantedClasses, openableCondition, openResource, studentOf } from "../../access/index.ts";
import type { AppContext } from "../../context.ts";
import { courseClasses, courseResources, courses, courseTitles, resourceProgress } from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { recordAssignmentWork } from "../assignments/index.ts";
import { joinCourseOfResource } from "../courses/index.ts";
import { orNotFoundIfGone } from "./resources.ts";

/**
 * A student's own progress (beyond the spec): when they opened a resource of their classes
 * and whether they marked it done — nothing else (docs/privacy.md). These writes are the child's own
 * learning, not an administrative action, so they are not audited. Only a resource the caller may
 * open can get a row: a class of theirs that is granted, a type students see.
 */
type Row = typeof resourceProgress.$inferSelect;
const asProgress = (row: Row): ResourceProgress => ({
  resourceId: row.resourceId,
  courseId: row.courseId,
  classNumber: row.classNumber,
  firstOpenedAt: row.firstOpenedAt.toISOString(),
  lastOpenedAt: row.lastOpenedAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

export function createProgressService(ctx: AppContext) {
  const { db } = ctx.database;

  /**
   * The caller's row of a resource they may open: inserted with `first`, or, when it exists, updated
   * with `then` (its course and class follow the live tree either way).
   */
  async function write(
    caller: SessionUser,
    resourceId: string,
    first: { completedAt?: SQL | null },
    then: { lastOpenedAt?: SQL; completedAt?: SQL | null },
  ): Promise<{ progress: ResourceProgress }> {
    const place = await openResource(db, caller, resourceId);
    const inClass = { courseId: place.courseId, classNumber: place.classNumber };
    // The visit and what it does to the child's assignments of this page (opened since the start
    // day: done, docs/adr/0723) in one transaction.
    const [row] = await orNotFoundIfGone(
      db.transaction(async (tx) => {
        const rows = await tx
          .insert(resourceProgress)
          .values({ studentId: place.studentId, resourceId, ...inClass, ...first })
          .onConflictDoUpdate({
            target: [resourceProgress.studentId, resourceProgress.resourceId],
            set: { ...then, ...inClass },
          })
          .returning();
        await recordAssignmentWork(tx, place.studentId, { resourceId });
        return rows;
      }),
    );
    if (!row) throw new Error("progress upsert returned no row");
    return { progress: asProgress(row) };
  }

  return {
    /** POST /api/progress/opened: first opening writes the row; each later one moves `last_opened_at`. */
    opened: (caller: SessionUser, resourceId: string) =>
      write(caller, resourceId, {}, { lastOpenedAt: sql`now()` }),

    /**
     * PUT /api/progress/done: 'Mark as done' keeps the first time it was marked (marking twice is
     * harmless); `done: false` clears it. A resource marked done without an 'opened' before it gets
     * its row now (the student had it in front of them).
     */
    done: (caller: SessionUser, resourceId: string, done: boolean) =>
      write(
        caller,
        resourceId,
        { completedAt: done ? sql`now()` : null },
        { completedAt: done ? sql`coalesce(${resourceProgress.completedAt}, now())` : null },
      ),

    /**
     * GET /api/progress/course/{courseId}?class=n: the caller's own rows, for the tree's ticks. A
     * resource the admin has since made a teacher-only type keeps its id and its row, but is not
     * answered: hidden types never reach a student, not even as an id.
     */
    async course(caller: SessionUser, courseId: string, classNumber?: number): Promise<CourseProgress> {
      const student = await studentOf(db, caller);
      if (!student) return { courseId, opened: [], completed: [] };
      const rows = await db
        .select({ resourceId: resourceProgress.resourceId, completedAt: resourceProgress.completedAt })
        .from(resourceProgress)
        .innerJoin(courseResources, eq(courseResources.id, resourceProgress.resourceId))
        .where(
          and(
            eq(resourceProgress.studentId, student.id),
            eq(resourceProgress.courseId, courseId),
            classNumber === undefined ? undefined : eq(resourceProgress.classNumber, classNumber),
            notInArray(courseResources.type, [...TEACHER_ONLY_RESOURCE_TYPES]),
          ),
        )
        .orderBy(resourceProgress.resourceId);
      return {
        courseId,
        opened: rows.map((row) => row.resourceId),
        completed: rows.filter((row) => row.completedAt).map((row) => row.resourceId),
      };
    },

    /**
     * GET /api/progress/resume: the last resource opened that the caller may still open (a class put
     * on hold since, or a resource moved out of their classes, is skipped), or null.
     */
    async resume(caller: SessionUser): Promise<ResumeResponse> {
      const access = await grantedClasses(db, caller);
      if (!access || access.granted.length === 0) return { resume: null };
      const opened = db
        .select({
          courseId: courseClasses.courseId,
          courseName: courses.name,
          courseNameHi: courses.nameHi,
          classNumber: courseClasses.classNumber,
          resourceId: resourceProgress.resourceId,
          title: courseTitles.title,
          titleHi: courseTitles.titleHi,
          resourceType: courseResources.type,
          lastOpenedAt: resourceProgress.lastOpenedAt,
        })
        .from(resourceProgress)
        .innerJoin(courseResources, eq(courseResources.id, resourceProgress.resourceId))
        .$dynamic();
      const [row] = await joinCourseOfResource(opened)
        .where(and(eq(resourceProgress.studentId, access.student.id), openableCondition(access.granted)))
        .orderBy(desc(resourceProgress.lastOpenedAt), resourceProgress.resourceId)
        .limit(1);
      return { resume: row ? { ...row, lastOpenedAt: row.lastOpenedAt.toISOString() } : null };
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
