import { TEACHER_ONLY_RESOURCE_TYPES } from "@ganit/contracts";
import { and, asc, eq, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { runNamed } from "../db/named.ts";
import { courseClasses, courseResources, courses, enrolments, purchasedClasses } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { joinClassOfResource, resourcePlaces } from "../modules/courses/index.ts";
import type { SessionUser } from "../plugins/auth.ts";
import { studentOf } from "./caller.ts";
import { requireMayLearn } from "./consent.ts";
import { accessible } from "./require.ts";

/**
 * What a student may open (spec part 1 §3 "Course (student view)"). Two kinds of student: an
 * individual learner (studentb2c) has the classes they bought (purchased classes of their own); a
 * school's pupil (student) has the classes their school enrolled them in (`enrolments`, each naming
 * a purchased class of their own school). Either way a class is granted when its purchased class is
 * active, and a resource opens when its class is granted and its type is one students see.
 */
const hiddenTypes = new Set<string>(TEACHER_ONLY_RESOURCE_TYPES);

/** Whether students may see a resource of this type. */
export const visibleToStudents = (type: string) => !hiddenTypes.has(type);

type ClassRow = {
  courseId: string;
  courseName: string;
  courseNameHi: string | null;
  classNumber: number;
  status: string;
  since: Date;
};

/**
 * The student's classes with their course's name, by course name then class (archived courses stay
 * open to those who have them). A pupil's class counts only through a purchased class of their own
 * school, so a stray enrolment can never open another school's seats.
 */
export async function classesOfStudent(
  db: DbOrTx,
  student: { id: string; schoolId: string | null },
  courseId?: string,
): Promise<ClassRow[]> {
  const order = [sql`lower(${courses.name})`, courses.id] as const;
  // Named, as every hot read of a pupil's page: planned once per connection (docs/adr/0744).
  if (student.schoolId === null)
    return runNamed(
      db
        .select({
          courseId: purchasedClasses.courseId,
          courseName: courses.name,
          courseNameHi: courses.nameHi,
          classNumber: purchasedClasses.classNumber,
          status: purchasedClasses.status,
          since: purchasedClasses.createdAt,
        })
        .from(purchasedClasses)
        .innerJoin(courses, eq(courses.id, purchasedClasses.courseId))
        .where(
          and(
            eq(purchasedClasses.studentId, student.id),
            courseId ? eq(purchasedClasses.courseId, courseId) : undefined,
          ),
        )
        .orderBy(...order, asc(purchasedClasses.classNumber)),
    );
  return runNamed(
    db
      .select({
        courseId: enrolments.courseId,
        courseName: courses.name,
        courseNameHi: courses.nameHi,
        classNumber: enrolments.classNumber,
        status: purchasedClasses.status,
        since: enrolments.enrolledAt,
      })
      .from(enrolments)
      .innerJoin(purchasedClasses, eq(purchasedClasses.id, enrolments.purchasedClassId))
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(
        and(
          eq(enrolments.studentId, student.id),
          eq(purchasedClasses.schoolId, student.schoolId),
          courseId ? eq(enrolments.courseId, courseId) : undefined,
        ),
      )
      .orderBy(...order, asc(enrolments.classNumber)),
  );
}

/** The granted classes of the caller (a pupil or a learner) as `course:class` keys, with their student row. */
export async function grantedClasses(db: DbOrTx, caller: SessionUser) {
  const student = await studentOf(db, caller);
  if (!student) return null;
  await requireMayLearn(db, student);
  const rows = await classesOfStudent(db, student);
  const granted = rows.filter((row) => row.status === "active");
  return {
    student,
    granted,
    keys: new Set(granted.map((row) => `${row.courseId}:${row.classNumber}`)),
  };
}

/**
 * The resource, when the caller may open it (the `resource.open` rule), with where it sits in the
 * live tree (with its course's name) and the caller's students row; one statement. Anything else — another school's
 * resource, a class on hold, a teacher-only video, an id that does not exist — is the same 404.
 */
export async function openResource(db: DbOrTx, caller: SessionUser, resourceId: string) {
  const student = await studentOf(db, caller);
  if (!student) throw notFound();
  await requireMayLearn(db, student);
  // The catalogue's own place of a resource (courses module), then the rule.
  // Named: the access rule's joins cost more to plan than to run (docs/adr/0744).
  const [row] = await runNamed(
    resourcePlaces(db)
      .where(and(eq(courseResources.id, resourceId), accessible(caller, "resource.open")))
      .limit(1),
  );
  if (!row) throw notFound();
  return { studentId: student.id, ...row };
}

/**
 * The `resource.open` rule of `openResource` as an expression: where the resource sits (its type,
 * course and class) as JSON when the caller may open it, else null. For a statement that reads it
 * with other things (a practice answer's one read, docs/adr/0724); the consent rule is the
 * caller's to add (`awaitsConsentSql`).
 */
export function openablePlaceSql(db: DbOrTx, caller: SessionUser, resourceId: SQL): SQL {
  const place = sql`json_build_object('type', ${courseResources.type}, 'courseId', ${courseClasses.courseId},
    'classNumber', ${courseClasses.classNumber})`;
  const query = joinClassOfResource(db.select({ place }).from(courseResources).$dynamic())
    .where(and(eq(courseResources.id, resourceId), accessible(caller, "resource.open")))
    .limit(1);
  return sql`(${query})`;
}

/** A condition on the live tree: the resource is in one of these classes and of a type students see. */
export function openableCondition(granted: { courseId: string; classNumber: number }[]): SQL | undefined {
  return and(
    notInArray(courseResources.type, [...TEACHER_ONLY_RESOURCE_TYPES]),
    or(
      ...granted.map((row) =>
        and(eq(courseClasses.courseId, row.courseId), eq(courseClasses.classNumber, row.classNumber)),
      ),
    ),
  );
}
