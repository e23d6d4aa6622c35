import type { AssignmentClasses } from "@ganit/contracts";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { accessible, requireSchool } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  courses,
  enrolments,
  purchasedClasses,
  students,
  teacherClasses,
  teachers,
} from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";

/**
 * GET /api/assignments/classes: the course classes the caller may assign to, each with the sections
 * of its pupils the caller reaches and whether the whole class may be given work (the school office:
 * always; a teacher: when they teach it whole). The office's assign form starts here (docs/adr/0703).
 */
export async function assignableClasses(db: DbOrTx, caller: SessionUser): Promise<AssignmentClasses> {
  const schoolId = requireSchool(caller);
  const rows = await db
    .select({
      courseId: purchasedClasses.courseId,
      courseName: courses.name,
      classNumber: purchasedClasses.classNumber,
      section: students.section,
    })
    .from(purchasedClasses)
    .innerJoin(courses, eq(courses.id, purchasedClasses.courseId))
    .leftJoin(enrolments, eq(enrolments.purchasedClassId, purchasedClasses.id))
    .leftJoin(students, and(eq(students.id, enrolments.studentId), accessible(caller, "student.read")))
    .where(and(eq(purchasedClasses.schoolId, schoolId), accessible(caller, "results.read")))
    .groupBy(purchasedClasses.courseId, courses.name, purchasedClasses.classNumber, students.section)
    .orderBy(asc(courses.name), asc(purchasedClasses.classNumber), sql`${students.section} nulls first`);
  const whole =
    caller.role === "teacher"
      ? await db
          .select({ courseId: teacherClasses.courseId, classNumber: teacherClasses.classNumber })
          .from(teacherClasses)
          .innerJoin(teachers, eq(teachers.id, teacherClasses.teacherId))
          .where(and(eq(teachers.userId, caller.id), isNull(teacherClasses.section)))
      : null;
  const taught = caller.role === "teacher" ? await teacherSections(db, caller) : null;
  const byClass = new Map<string, AssignmentClasses["items"][number]>();
  for (const row of rows) {
    const key = `${row.courseId}/${row.classNumber}`;
    const item = byClass.get(key) ?? {
      courseId: row.courseId,
      courseName: row.courseName,
      classNumber: row.classNumber,
      whole: whole ? whole.some((w) => `${w.courseId}/${w.classNumber}` === key) : true,
      sections: [],
    };
    byClass.set(key, item);
    const mayAssign = item.whole || (taught?.has(`${key}/${row.section}`) ?? true);
    if (row.section && mayAssign && !item.sections.includes(row.section)) item.sections.push(row.section);
  }
  return { items: [...byClass.values()] };
}

/** A teacher's sections, as `course/class/section`. */
async function teacherSections(db: DbOrTx, caller: SessionUser) {
  const rows = await db
    .select({
      courseId: teacherClasses.courseId,
      classNumber: teacherClasses.classNumber,
      section: teacherClasses.section,
    })
    .from(teacherClasses)
    .innerJoin(teachers, eq(teachers.id, teacherClasses.teacherId))
    .where(eq(teachers.userId, caller.id));
  return new Set(rows.map((row) => `${row.courseId}/${row.classNumber}/${row.section}`));
}
