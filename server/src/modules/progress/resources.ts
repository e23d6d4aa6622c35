import { TEACHER_ONLY_RESOURCE_TYPES } from "@ganit/contracts";
import { and, eq, notInArray, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { courseClasses, courseResources, courses, courseTitles } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { classesOfStudent, studentOf, visibleToStudents } from "../course-access/index.ts";
import { joinClassOfResource } from "../courses/index.ts";

/**
 * Where a resource sits now: its course and class, read from the live tree (a resource keeps its id
 * through course edits, and the tree is the truth about which class it belongs to), with the
 * names a screen shows for it: its course's and its lesson's.
 */
export async function placeOfResource(db: DbOrTx, resourceId: string) {
  const resource = db
    .select({
      resourceId: courseResources.id,
      type: courseResources.type,
      title: courseTitles.title,
      courseId: courseClasses.courseId,
      courseName: courses.name,
      classNumber: courseClasses.classNumber,
    })
    .from(courseResources)
    .$dynamic();
  const [row] = await joinClassOfResource(resource)
    .innerJoin(courses, eq(courses.id, courseClasses.courseId))
    .where(eq(courseResources.id, resourceId))
    .limit(1);
  return row ?? null;
}

/** The granted classes of the caller (a pupil or a learner) as `course:class` keys, with their student row. */
export async function grantedClasses(db: DbOrTx, caller: SessionUser) {
  const student = await studentOf(db, caller);
  if (!student) return null;
  const rows = await classesOfStudent(db, caller, student);
  const granted = rows.filter((row) => row.status === "active");
  return {
    student,
    granted,
    keys: new Set(granted.map((row) => `${row.courseId}:${row.classNumber}`)),
  };
}

/**
 * The resource, when the caller may open it: its class is one of their granted classes and its type
 * is one students see. Anything else — another school's resource, a class on hold, a teacher-only
 * video, an id that does not exist — is the same 404, so nothing can be probed.
 */
export async function requireOpenable(db: DbOrTx, caller: SessionUser, resourceId: string) {
  const access = await grantedClasses(db, caller);
  if (!access) throw notFound();
  const place = await placeOfResource(db, resourceId);
  if (!place || !visibleToStudents(place.type)) throw notFound();
  if (!access.keys.has(`${place.courseId}:${place.classNumber}`)) throw notFound();
  return { studentId: access.student.id, ...place };
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

/**
 * A progress write that lost a race: between `requireOpenable` and the upsert the school deleted
 * the student, or the admin removed the resource from the course. The row cannot exist any more;
 * PostgreSQL's foreign key refuses it (23503) and the answer is the 404 the check would have given,
 * not a 500. (The check and the write are not one locked transaction on purpose: a child's click
 * must never wait for an admin's course edit.)
 */
export async function orNotFoundIfGone<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw isForeignKeyViolation(error) ? notFound() : error;
  }
}
