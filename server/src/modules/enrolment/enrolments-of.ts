import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { accessible, accessibleClass } from "../../access/index.ts";
import { textArray } from "../../bulk/sql.ts";
import type { DbOrTx } from "../../db/client.ts";
import { runNamed } from "../../db/named.ts";
import { courses, enrolments, purchasedClasses, students, users } from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";

/**
 * Pupils' enrolments as other reads need them: the school's lists' `coursesEnrolled` (of a page's
 * students, or of a whole school through its classes) and the condition that keeps a class's
 * enrolments to the caller's school's own classes.
 */

/** Access follows the purchased class's status: granted while it is active (hold and blocked deny). */
export const accessGranted = sql<boolean>`(${purchasedClasses.status} = 'active')`;

export type StudentCourseEnrolment = {
  courseId: string;
  courseName: string;
  enrolledClass: number;
  accessGranted: boolean;
  enrollmentDate: string;
};

/**
 * The enrolments of some students, each with its course's name and whether it grants access: the
 * `coursesEnrolled` of the school's student list and detail (spec §3 Student). Asked by the students
 * module, which owns the rows it lists.
 */
export async function enrolmentsOfStudents(
  db: DbOrTx,
  studentIds: readonly string[],
): Promise<Map<string, StudentCourseEnrolment[]>> {
  if (studentIds.length === 0) return new Map();
  // One array parameter, whatever the number of students.
  return enrolmentsWhere(db, sql`${enrolments.studentId} = any(${textArray(studentIds)})`);
}

/**
 * The enrolments of every pupil of a school (its whole list): through the school's own classes, a
 * dozen rows of `purchased_classes_school_idx`, each with its enrolments by
 * `enrolments_purchased_class_idx`, rather than thousands of student ids (a pupil is enrolled only in
 * classes of their school).
 */
export function enrolmentsOfSchool(db: DbOrTx, schoolId: string) {
  return enrolmentsWhere(db, eq(purchasedClasses.schoolId, schoolId));
}

async function enrolmentsWhere(db: DbOrTx, where: SQL): Promise<Map<string, StudentCourseEnrolment[]>> {
  const byStudent = new Map<string, StudentCourseEnrolment[]>();
  // Named: a list page's enrolments, planned once per connection (docs/adr/0744).
  const rows = await runNamed(
    db
      .select({
        studentId: enrolments.studentId,
        courseId: enrolments.courseId,
        courseName: courses.name,
        classNumber: enrolments.classNumber,
        accessGranted,
        enrolledAt: enrolments.enrolledAt,
      })
      .from(enrolments)
      .innerJoin(purchasedClasses, eq(purchasedClasses.id, enrolments.purchasedClassId))
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(where)
      .orderBy(sql`lower(${courses.name})`, asc(courses.id), asc(enrolments.classNumber)),
  );
  for (const row of rows) {
    const list = byStudent.get(row.studentId) ?? [];
    list.push({
      courseId: row.courseId,
      courseName: row.courseName,
      enrolledClass: row.classNumber,
      accessGranted: row.accessGranted,
      enrollmentDate: row.enrolledAt.toISOString(),
    });
    byStudent.set(row.studentId, list);
  }
  return byStudent;
}

/** Students enrolled in the purchased class: counted, never a stored counter that could drift. */
const currentStudents = sql<number>`(
  select cast(count(*) as integer) from ${enrolments} where ${enrolments.purchasedClassId} = ${purchasedClasses.id}
)`;

/** A purchased class's seats as the school's screens show them: number, status, limit, enrolled count. */
export const classSeatColumns = {
  classNumber: purchasedClasses.classNumber,
  status: purchasedClasses.status,
  studentLimit: purchasedClasses.studentLimit,
  currentStudents,
};

/**
 * Enrolments in the caller's school's classes of a course (one class, or all): the enrolment's own
 * course and class, and through the school's purchased classes (`purchased_classes_school_idx`, then
 * `enrolments_purchased_class_idx`), not through every school's enrolments in the course.
 */
export const inSchoolClass = (caller: SessionUser, courseId: string, classNumber?: number) =>
  and(
    eq(enrolments.courseId, courseId),
    classNumber === undefined ? undefined : eq(enrolments.classNumber, classNumber),
    inArray(
      enrolments.purchasedClassId,
      sql`(select ${purchasedClasses.id} from ${purchasedClasses} where ${accessibleClass(
        caller,
        "seats.read",
        courseId,
        classNumber,
      )})`,
    ),
  );

/** A class's students as the teachers' per-class screens list them. */
const classStudentColumns = {
  studentId: students.id,
  name: users.name,
  username: users.username,
  rollNumber: students.rollNumber,
};

/** The caller's school's own students enrolled in one of its classes (the caller orders them). */
export const studentsInSchoolClass = (
  db: DbOrTx,
  caller: SessionUser,
  courseId: string,
  classNumber: number,
) =>
  db
    .select(classStudentColumns)
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(inSchoolClass(caller, courseId, classNumber), accessible(caller, "student.read")));
