import type {
  CourseStats,
  EnrolledStudent,
  EnrolledStudentsPage,
  EnrolledStudentsQuery,
  SchoolStudentCoursesResponse,
} from "@ganit/contracts";
import { and, asc, eq, exists, inArray, sql } from "drizzle-orm";
import { accessible, requireSchool } from "../../access/index.ts";
import { textArray } from "../../bulk/sql.ts";
import type { AppContext } from "../../context.ts";
import { groupByCourse } from "../../db/group-by-course.ts";
import { countAll, pageOf } from "../../db/lists.ts";
import {
  courseClasses,
  courses,
  enrolments,
  purchasedClasses,
  purchaseLines,
  purchases,
  students,
  users,
} from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { createCandidateReads, PUPIL_SORT_COLUMNS } from "./candidates.ts";
import { requireSchoolCourse } from "./classes.ts";
import { accessGranted, classSeatColumns, inSchoolClass } from "./enrolments-of.ts";

export function createEnrolmentReads(ctx: AppContext) {
  const { db } = ctx.database;

  /** The school's student classes of the course, with their enrolled counts; 404 when it has none. */
  async function classesOf(caller: SessionUser, courseId: string) {
    const rows = await db
      .select({
        id: purchasedClasses.id,
        ...classSeatColumns,
        courseName: courses.name,
      })
      .from(purchasedClasses)
      .innerJoin(courses, eq(courses.id, purchasedClasses.courseId))
      .where(and(accessible(caller, "seats.read"), eq(purchasedClasses.courseId, courseId)))
      .orderBy(asc(purchasedClasses.classNumber));
    if (rows.length === 0) throw notFound();
    return rows;
  }

  /** The enrolments of the page's students in the course (the filtered class only, when given). */
  async function courseEnrolmentsOf(
    caller: SessionUser,
    studentIds: string[],
    courseId: string,
    classNumber?: number,
  ) {
    if (studentIds.length === 0) return new Map<string, EnrolledStudent["courseEnrollments"]>();
    const rows = await db
      .select({
        studentId: enrolments.studentId,
        classNumber: enrolments.classNumber,
        accessGranted,
        enrolledAt: enrolments.enrolledAt,
      })
      .from(enrolments)
      .innerJoin(purchasedClasses, eq(purchasedClasses.id, enrolments.purchasedClassId))
      .where(
        and(
          sql`${enrolments.studentId} = any(${textArray(studentIds)})`,
          inSchoolClass(caller, courseId, classNumber),
        ),
      )
      .orderBy(asc(enrolments.classNumber));
    const byStudent = new Map<string, EnrolledStudent["courseEnrollments"]>();
    for (const row of rows) {
      const list = byStudent.get(row.studentId) ?? [];
      list.push({
        classNumber: row.classNumber,
        accessGranted: row.accessGranted,
        enrollmentDate: row.enrolledAt.toISOString(),
      });
      byStudent.set(row.studentId, list);
    }
    return byStudent;
  }

  return {
    ...createCandidateReads(ctx),

    /**
     * GET /api/student/getstudentcount/{courseId}: every class the school has of the course with its
     * seats. The totals add up the classes; an unlimited class makes the total capacity unlimited (null).
     */
    async stats(caller: SessionUser, courseId: string): Promise<CourseStats> {
      const rows = await classesOf(caller, courseId);
      const classDetails = rows.map((row) => ({
        classNumber: row.classNumber,
        currentStudents: row.currentStudents,
        studentLimit: row.studentLimit,
        remainingSeats:
          row.studentLimit === null ? null : Math.max(0, row.studentLimit - row.currentStudents),
        status: row.status,
      }));
      const unlimited = rows.some((row) => row.studentLimit === null);
      const [purchaseCount] = await db
        .select({ n: sql<number>`cast(count(distinct ${purchases.id}) as integer)` })
        .from(purchases)
        .innerJoin(purchaseLines, eq(purchaseLines.purchaseId, purchases.id))
        .where(
          and(
            accessible(caller, "purchase.read"),
            eq(purchases.kind, "students"),
            eq(purchases.status, "verified"),
            eq(purchaseLines.courseId, courseId),
          ),
        );
      return {
        totals: {
          currentStudents: rows.reduce((sum, row) => sum + row.currentStudents, 0),
          studentLimit: unlimited ? null : rows.reduce((sum, row) => sum + (row.studentLimit ?? 0), 0),
        },
        classDetails,
        courseName: rows[0]?.courseName ?? "",
        totalPurchases: purchaseCount?.n ?? 0,
      };
    },

    /**
     * GET /api/student/students-enrolled/{courseId}: the school's students in any class of the course
     * (or in `classNumber`), one row per student; the whole list, or a page when `query` is given.
     */
    async enrolled(
      caller: SessionUser,
      courseId: string,
      query: EnrolledStudentsQuery | null,
    ): Promise<EnrolledStudentsPage | { students: EnrolledStudent[] }> {
      await requireSchoolCourse(db, caller, courseId);
      const classNumber = query?.classNumber;
      const where = and(
        accessible(caller, "student.read"),
        exists(
          db
            .select({ one: sql`1` })
            .from(enrolments)
            .where(and(eq(enrolments.studentId, students.id), inSchoolClass(caller, courseId, classNumber))),
        ),
      );
      const columns = {
        studentId: students.id,
        rollNumber: sql<string>`coalesce(${students.rollNumber}, '')`,
        name: users.name,
        email: users.email,
        phone: users.phone,
        class: students.classNumber,
      };
      const base = () => db.select(columns).from(students).innerJoin(users, eq(users.id, students.userId));
      const withEnrolments = async (rows: Awaited<ReturnType<typeof base>>): Promise<EnrolledStudent[]> => {
        const byStudent = await courseEnrolmentsOf(
          caller,
          rows.map((row) => row.studentId),
          courseId,
          classNumber,
        );
        return rows.map((row) => {
          const courseEnrollments = byStudent.get(row.studentId) ?? [];
          return {
            ...row,
            enrollmentStatus: courseEnrollments.some((e) => e.accessGranted),
            courseEnrollments,
          };
        });
      };
      if (!query) {
        const rows = await base().where(where).orderBy(PUPIL_SORT_COLUMNS.name, students.id);
        return { students: await withEnrolments(rows) };
      }
      const page = await pageOf({
        query,
        sortColumns: PUPIL_SORT_COLUMNS,
        tiebreaker: students.id,
        rows: base().where(where),
        count: db.select({ n: countAll }).from(students).where(where),
      });
      return { ...page, items: await withEnrolments(page.items) };
    },

    /**
     * GET /api/course/school/accesscourses/students: every course the school may use, each with the
     * catalogue's classes and the school's classes (active or hold) of either kind: bought for its
     * students (with seats) or for the school itself (no seats: 'N/A'). A school-wide purchase was
     * missing here, so the school never saw what it had bought (docs/adr/0312).
     */
    async studentCourses(caller: SessionUser): Promise<SchoolStudentCoursesResponse> {
      requireSchool(caller);
      const rows = await db
        .select({
          courseId: courses.id,
          courseName: courses.name,
          ...classSeatColumns,
          kind: purchasedClasses.kind,
        })
        .from(purchasedClasses)
        .innerJoin(courses, eq(courses.id, purchasedClasses.courseId))
        .where(and(accessible(caller, "class.read"), inArray(purchasedClasses.status, ["active", "hold"])))
        .orderBy(
          sql`lower(${courses.name})`,
          asc(courses.id),
          asc(purchasedClasses.classNumber),
          // Students' seats before the school's own use of the same class.
          sql`${purchasedClasses.kind} = 'school'`,
        );
      const courseIds = [...new Set(rows.map((row) => row.courseId))];
      const catalogue =
        courseIds.length === 0
          ? []
          : await db
              .select({
                courseId: courseClasses.courseId,
                _id: courseClasses.id,
                classNumber: courseClasses.classNumber,
              })
              .from(courseClasses)
              .where(inArray(courseClasses.courseId, courseIds))
              .orderBy(asc(courseClasses.classNumber));
      const activeStudentCourses = groupByCourse(
        rows,
        (row): SchoolStudentCoursesResponse["activeStudentCourses"][number] => {
          const classLevels = catalogue
            .filter((klass) => klass.courseId === row.courseId)
            .map((klass) => ({ classNumber: klass.classNumber, _id: klass._id }));
          return { courseId: { _id: row.courseId, name: row.courseName, classLevels }, classDetails: [] };
        },
        (course, row) =>
          course.classDetails.push({
            classNumber: row.classNumber,
            currentStudents: row.currentStudents,
            studentLimit: row.kind === "school" ? null : row.studentLimit,
            status: row.status,
            kind: row.kind,
          }),
      );
      return { activeStudentCourses };
    },
  };
}
