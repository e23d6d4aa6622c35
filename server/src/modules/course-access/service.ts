import type { AccessCourseResponse, AccessCoursesResponse, CourseLevel } from "@ganit/contracts";
import { classesOfStudent, requireMayLearn, studentOf, visibleToStudents } from "../../access/index.ts";
import type { AppContext } from "../../context.ts";
import { groupByCourse } from "../../db/group-by-course.ts";
import { HttpError, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { cachedCatalogue } from "../courses/index.ts";
import { findSchoolName } from "../schools/index.ts";

/**
 * A student opening their classes (spec part 1 §3 "Course (student view)"). Two kinds of student:
 * an individual learner (studentb2c) has the classes they bought (purchased classes of their own);
 * a school's pupil (student) has the classes their school enrolled them in (`enrolments`, each
 * naming the school's purchased class). Either way a class is granted when its purchased class is
 * active. The content of a class is sent only when it is granted, and never with the resource types
 * students may not see — they are removed here, on the server, not hidden by the browser.
 */
/** A class tree without the teacher-only resources (titles left empty keep their place). */
export function forStudents(levels: CourseLevel[]): CourseLevel[] {
  return levels.map((level) => ({
    ...level,
    titles: level.titles.map((title) => ({
      ...title,
      resources: title.resources.filter((resource) => visibleToStudents(resource.type)),
    })),
  }));
}

type ClassRow = Awaited<ReturnType<typeof classesOfStudent>>[number];

const summary = (row: ClassRow) => ({
  classNumber: row.classNumber,
  accessGranted: row.status === "active",
  enrollmentDate: row.since.toISOString(),
});

export function createCourseAccessService(ctx: AppContext) {
  const { db } = ctx.database;

  async function schoolName(schoolId: string) {
    const name = await findSchoolName(db, schoolId);
    return name === null ? null : { name };
  }

  return {
    /**
     * GET /api/course/student/accesscourses: the student's courses and classes, by course name. A
     * learner sees every class they bought (`accessGranted` says which open); a school's pupil only
     * the classes granted to them (spec: "lists only courses and classes … with access granted").
     */
    async list(caller: SessionUser): Promise<AccessCoursesResponse> {
      const student = await studentOf(db, caller);
      // An account without its students row has nothing (the list is empty, a course 404).
      if (!student) return { courses: [] };
      const rows = (await classesOfStudent(db, student)).filter(
        (row) => student.schoolId === null || row.status === "active",
      );
      const courses = groupByCourse(
        rows,
        (row): AccessCoursesResponse["courses"][number] => ({
          _id: row.courseId,
          name: row.courseName,
          nameHi: row.courseNameHi,
          enrolledClass: [],
        }),
        (course, row) => course.enrolledClass.push(summary(row)),
      );
      return { courses };
    },

    /**
     * GET /api/course/student/accesscourse/{courseId}: the course with the levels of its granted
     * classes. A course the student has no class of is 404; with `?class=n`, a class of theirs that
     * is not granted is 403 "Access to Class n has not been granted." and one they lack is 404.
     */
    async course(caller: SessionUser, courseId: string, classNumber?: number): Promise<AccessCourseResponse> {
      const student = await studentOf(db, caller);
      if (!student) throw notFound();
      // A learner under 18 opens no lesson before their parent's consent.
      await requireMayLearn(db, student);
      const rows = await classesOfStudent(db, student, courseId);
      const [first] = rows;
      if (!first) throw notFound();
      if (classNumber !== undefined) {
        const asked = rows.find((row) => row.classNumber === classNumber);
        if (!asked) throw notFound();
        if (asked.status !== "active")
          throw new HttpError(403, "classAccessNotGranted", { params: { classNumber } });
      }
      const tree = await cachedCatalogue(ctx).tree(courseId, caller.catalogueVersion);
      const levelsOf = new Map(tree.map((klass) => [klass.classNumber, klass.levels]));
      return {
        course: {
          _id: courseId,
          name: first.courseName,
          nameHi: first.courseNameHi,
          school: student.schoolId === null ? null : await schoolName(student.schoolId),
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
