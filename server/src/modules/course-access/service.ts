import {
  type AccessCourseResponse,
  type AccessCoursesResponse,
  type CourseLevel,
  TEACHER_ONLY_RESOURCE_TYPES,
} from "@ganit/contracts";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { courses, purchasedClasses, students } from "../../db/schema.ts";
import { HttpError, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { readTrees } from "../courses/tree.ts";

/**
 * A learner opening what they bought (spec part 1 §3 "Course (student view)"). Issue 8 serves
 * individual learners: their purchased classes, granted when active. The content of a class is sent
 * only when it is granted, and never with the resource types students may not see — they are removed
 * here, on the server, not hidden by the browser.
 */
const hiddenTypes = new Set<string>(TEACHER_ONLY_RESOURCE_TYPES);

/** A class tree without the teacher-only resources (titles left empty keep their place). */
export function forStudents(levels: CourseLevel[]): CourseLevel[] {
  return levels.map((level) => ({
    ...level,
    titles: level.titles.map((title) => ({
      ...title,
      resources: title.resources.filter((resource) => !hiddenTypes.has(resource.type)),
    })),
  }));
}

export function createCourseAccessService(ctx: AppContext) {
  const { db } = ctx.database;

  /** The learner's classes, with their course's name (archived courses stay open to those who have them). */
  async function classesOf(caller: SessionUser, courseId?: string) {
    const [learner] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.userId, caller.id), isNull(students.schoolId)))
      .limit(1);
    // An account without its students row has nothing (the list is empty, a course 404).
    if (!learner) return [];
    return db
      .select({
        courseId: purchasedClasses.courseId,
        courseName: courses.name,
        classNumber: purchasedClasses.classNumber,
        status: purchasedClasses.status,
        createdAt: purchasedClasses.createdAt,
      })
      .from(purchasedClasses)
      .innerJoin(courses, eq(courses.id, purchasedClasses.courseId))
      .where(
        and(
          eq(purchasedClasses.studentId, learner.id),
          courseId ? eq(purchasedClasses.courseId, courseId) : undefined,
        ),
      )
      .orderBy(sql`lower(${courses.name})`, courses.id, asc(purchasedClasses.classNumber));
  }

  const summary = (row: { classNumber: number; status: string; createdAt: Date }) => ({
    classNumber: row.classNumber,
    accessGranted: row.status === "active",
    enrollmentDate: row.createdAt.toISOString(),
  });

  return {
    /** GET /api/course/student/accesscourses: the learner's courses and classes, by course name. */
    async list(caller: SessionUser): Promise<AccessCoursesResponse> {
      const rows = await classesOf(caller);
      const byCourse = new Map<string, AccessCoursesResponse["courses"][number]>();
      for (const row of rows) {
        let course = byCourse.get(row.courseId);
        if (!course) {
          course = { _id: row.courseId, name: row.courseName, enrolledClass: [] };
          byCourse.set(row.courseId, course);
        }
        course.enrolledClass.push(summary(row));
      }
      return { courses: [...byCourse.values()] };
    },

    /**
     * GET /api/course/student/accesscourse/{courseId}: the course with the levels of its granted
     * classes. A course the learner does not have is 404; with `?class=n`, a class of theirs that is
     * not granted is 403 "Access to Class n has not been granted." and one they do not have is 404.
     */
    async course(caller: SessionUser, courseId: string, classNumber?: number): Promise<AccessCourseResponse> {
      const rows = await classesOf(caller, courseId);
      const [first] = rows;
      if (!first) throw notFound();
      if (classNumber !== undefined) {
        const asked = rows.find((row) => row.classNumber === classNumber);
        if (!asked) throw notFound();
        if (asked.status !== "active")
          throw new HttpError(403, "classAccessNotGranted", { params: { classNumber } });
      }
      const tree = (await readTrees(db, [courseId])).get(courseId) ?? [];
      const levelsOf = new Map(tree.map((klass) => [klass.classNumber, klass.levels]));
      return {
        course: {
          _id: courseId,
          name: first.courseName,
          school: null,
          allEnrolledClasses: rows
            .filter((row) => classNumber === undefined || row.classNumber === classNumber)
            .map((row) => ({
              ...summary(row),
              levels: row.status === "active" ? forStudents(levelsOf.get(row.classNumber) ?? []) : [],
            })),
        },
      };
    },
  };
}
export type CourseAccessService = ReturnType<typeof createCourseAccessService>;
