import {
  type CourseCandidateIds,
  type CourseCandidatesPage,
  type CourseCandidatesQuery,
  LIMITS,
} from "@ganit/contracts";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { accessible } from "../../access/index.ts";
import type { AppContext } from "../../context.ts";
import { countAll, countOf, pageOf, searchCondition } from "../../db/lists.ts";
import { enrolments, purchasedClasses, students, users } from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { findSeatClass } from "./classes.ts";

/** How a list of the school's pupils sorts: this one and the course's enrolled students alike. */
export const PUPIL_SORT_COLUMNS = {
  // The pupil's row keeps the account's name lower-cased: the school's index holds it (docs/adr/0371).
  name: students.sortName,
  rollNumber: students.rollNumber,
  class: students.classNumber,
};

/**
 * The enrolment screen's students (/school/courseaddstudent): every student of the school, filtered
 * by their own class and a search, each with whether they are in the target class of the course —
 * so the screen shows Add or Remove per row. `idsOnly` answers every matching id for "Select All
 * Filtered" across pages (capped at LIMITS.enrolBulkMax, what one bulk call takes).
 */
export function createCandidateReads(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    /** GET /api/student/course-candidates/{courseId}?classNumber=&studentClass=&search=&page=&limit=. */
    async candidates(
      caller: SessionUser,
      courseId: string,
      query: CourseCandidatesQuery,
    ): Promise<CourseCandidatesPage | CourseCandidateIds> {
      // 404 for a course the school has not got; 404 'Class n … has not been bought' for a class of it.
      await findSeatClass(db, caller, courseId, query.classNumber, { lock: false });
      const where = and(
        accessible(caller, "student.read"),
        query.studentClass ? eq(students.classNumber, query.studentClass) : undefined,
        // The row's own copies of the account's name, e-mail and phone (docs/adr/0371).
        searchCondition(
          query.search,
          [students.rollNumber, students.accountPhone],
          [students.sortName, students.sortEmail],
        ),
      );
      // The school's rows alone; a search reads each one's account by its id.
      const count = () => countOf(db.select({ n: countAll }).from(students).where(where));

      if (query.idsOnly) {
        const direction = query.order === "desc" ? desc : asc;
        const [rows, total] = await Promise.all([
          db
            .select({ id: students.id })
            .from(students)
            .where(where)
            .orderBy(direction(PUPIL_SORT_COLUMNS[query.sort]), asc(students.id))
            .limit(LIMITS.enrolBulkMax),
          count(),
        ]);
        return { ids: rows.map((row) => row.id), total };
      }

      const page = await pageOf({
        query,
        sortColumns: PUPIL_SORT_COLUMNS,
        tiebreaker: students.id,
        rows: db
          .select({
            _id: students.id,
            name: users.name,
            rollNumber: sql<string>`coalesce(${students.rollNumber}, '')`,
            email: users.email,
            phone: users.phone,
            class: students.classNumber,
            fathername: students.fathername,
            dob: students.dob,
            createdAt: students.createdAt,
            enrolledAt: enrolments.enrolledAt,
            status: purchasedClasses.status,
          })
          .from(students)
          .innerJoin(users, eq(users.id, students.userId))
          .leftJoin(
            enrolments,
            and(
              eq(enrolments.studentId, students.id),
              eq(enrolments.courseId, courseId),
              eq(enrolments.classNumber, query.classNumber),
            ),
          )
          .leftJoin(purchasedClasses, eq(purchasedClasses.id, enrolments.purchasedClassId))
          .where(where),
        count,
      });
      return {
        ...page,
        items: page.items.map(({ enrolledAt, status, createdAt, ...row }) => ({
          ...row,
          createdAt: createdAt.toISOString(),
          enrolled: enrolledAt !== null,
          enrollmentDate: enrolledAt ? enrolledAt.toISOString() : null,
          accessGranted: enrolledAt ? status === "active" : null,
        })),
      };
    },
  };
}
