import type { ActiveSchoolCoursesResponse, SchoolAccessCourseResponse } from "@ganit/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import { accessible } from "../../access/index.ts";
import type { AppContext } from "../../context.ts";
import { groupByCourse } from "../../db/group-by-course.ts";
import { courseClasses, courses, purchasedClasses } from "../../db/schema.ts";
import { HttpError, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { readTrees } from "../courses/index.ts";

/**
 * What a school's teachers and the school account open (spec part 1 §3 "Teacher and school access"):
 * the classes enabled for the caller's school, with every resource type. A class is open when the
 * school has it active in either kind: `school` (bought for the school's own use) and `students`
 * (seats its pupils are enrolled in — a teacher must be able to teach what the class is learning).
 * A class on hold or blocked is closed. Archived courses stay open to the schools that have them.
 * The school comes from the session (resolved on the server), never from the request.
 */
export function createSchoolAccessService(ctx: AppContext) {
  const { db } = ctx.database;

  /** The open classes of the school, one row per course and class (both kinds folded together). */
  async function openClasses(caller: SessionUser, courseId?: string) {
    return db
      .selectDistinct({
        courseId: courses.id,
        courseName: courses.name,
        courseNameHi: courses.nameHi,
        sortName: sql<string>`lower(${courses.name})`,
        classId: courseClasses.id,
        classNumber: purchasedClasses.classNumber,
      })
      .from(purchasedClasses)
      .innerJoin(courses, eq(courses.id, purchasedClasses.courseId))
      .innerJoin(
        courseClasses,
        and(
          eq(courseClasses.courseId, purchasedClasses.courseId),
          eq(courseClasses.classNumber, purchasedClasses.classNumber),
        ),
      )
      .where(
        and(
          accessible(caller, "class.read"),
          eq(purchasedClasses.status, "active"),
          courseId ? eq(purchasedClasses.courseId, courseId) : undefined,
        ),
      )
      .orderBy(sql`lower(${courses.name})`, courses.id, asc(purchasedClasses.classNumber));
  }

  return {
    /** GET /api/teacher/accesscourses, /api/course/school/accesscourses/school: the open courses and classes. */
    async list(caller: SessionUser): Promise<ActiveSchoolCoursesResponse> {
      // A school-role account without its school row (never made by Ganit itself) has nothing.
      const activeSchoolCourses = groupByCourse(
        await openClasses(caller),
        (row): ActiveSchoolCoursesResponse["activeSchoolCourses"][number] => ({
          courseId: { _id: row.courseId, name: row.courseName, nameHi: row.courseNameHi, classLevels: [] },
        }),
        (course, row) => course.courseId.classLevels.push({ _id: row.classId, classNumber: row.classNumber }),
      );
      return { activeSchoolCourses };
    },

    /**
     * GET /api/teacher/accesscourses/{courseId}, /api/course/school/accesscourses/school/{courseId}:
     * the whole tree of each open class, in one answer. A course with no open class for the school
     * (another school's, or none at all) is 404; `?class=n` of a class not open to it is 403
     * "You don't have access to Class n.".
     */
    async course(
      caller: SessionUser,
      courseId: string,
      classNumber?: number,
    ): Promise<SchoolAccessCourseResponse> {
      const rows = await openClasses(caller, courseId);
      const [first] = rows;
      if (!first) throw notFound();
      if (classNumber !== undefined && !rows.some((row) => row.classNumber === classNumber))
        throw new HttpError(403, "classNoAccess", { params: { classNumber } });
      const kept = rows.filter((row) => classNumber === undefined || row.classNumber === classNumber);
      const tree = (await readTrees(db, [courseId])).get(courseId) ?? [];
      const levelsOf = new Map(tree.map((klass) => [klass.classNumber, klass.levels]));
      return {
        course: {
          courseId: {
            _id: courseId,
            name: first.courseName,
            nameHi: first.courseNameHi,
            classLevels: kept.map((row) => ({
              _id: row.classId,
              classNumber: row.classNumber,
              levels: levelsOf.get(row.classNumber) ?? [],
            })),
          },
          classDetails: kept.map((row) => ({ classNumber: row.classNumber })),
        },
      };
    },
  };
}
export type SchoolAccessService = ReturnType<typeof createSchoolAccessService>;
