import type { ClassProgress } from "@ganit/contracts";
import { and, asc, inArray, isNotNull } from "drizzle-orm";
import { requireSchoolClass, visibleToStudents } from "../../access/index.ts";
import type { AppContext } from "../../context.ts";
import { resourceProgress, students } from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { readTrees } from "../courses/index.ts";
import { studentsInSchoolClass } from "../enrolment/index.ts";

/**
 * The per-class progress table of a school's teachers and the school itself: the students of the
 * caller's school enrolled in one class of a course × the titles of that class. A title counts when
 * it has at least one resource students see (a title of videos alone is the teacher's); a student
 * completed it when every one of those resources is marked done. Only the caller's own school: the
 * class must be one the school has (either kind, any status — progress made stays visible while a
 * class is on hold), else 404, exactly like another school's course.
 */
export function createClassProgressService(ctx: AppContext) {
  const { db } = ctx.database;

  return async function classProgress(
    caller: SessionUser,
    courseId: string,
    classNumber: number,
  ): Promise<ClassProgress> {
    const owned = await requireSchoolClass(db, caller, courseId, classNumber);

    const enrolled = await studentsInSchoolClass(db, caller, courseId, classNumber).orderBy(
      students.sortName,
      asc(students.rollNumber),
      asc(students.id),
    );

    const tree = (await readTrees(db, [courseId])).get(courseId) ?? [];
    const levels = tree.find((klass) => klass.classNumber === classNumber)?.levels ?? [];
    const titles = levels.flatMap((level) =>
      level.titles
        .map((title) => ({
          _id: title._id,
          levelNumber: level.levelNumber,
          levelName: level.levelName,
          title: title.title,
          resourceIds: title.resources.filter((r) => visibleToStudents(r.type)).map((r) => r._id),
        }))
        .filter((title) => title.resourceIds.length > 0),
    );
    const resourceIds = titles.flatMap((title) => title.resourceIds);
    const studentIds = enrolled.map((row) => row.studentId);

    const done = new Map<string, Set<string>>(studentIds.map((id) => [id, new Set()]));
    if (resourceIds.length && studentIds.length) {
      const rows = await db
        .select({ studentId: resourceProgress.studentId, resourceId: resourceProgress.resourceId })
        .from(resourceProgress)
        .where(
          and(
            inArray(resourceProgress.studentId, studentIds),
            inArray(resourceProgress.resourceId, resourceIds),
            isNotNull(resourceProgress.completedAt),
          ),
        );
      for (const row of rows) done.get(row.studentId)?.add(row.resourceId);
    }

    const completedBy = new Map<string, number>(titles.map((title) => [title._id, 0]));
    const studentRows = enrolled.map((row) => {
      const mine = done.get(row.studentId) ?? new Set<string>();
      const completedTitles = titles
        .filter((title) => title.resourceIds.every((id) => mine.has(id)))
        .map((title) => title._id);
      for (const id of completedTitles) completedBy.set(id, (completedBy.get(id) ?? 0) + 1);
      return {
        studentId: row.studentId,
        name: row.name,
        rollNumber: row.rollNumber,
        completedTitles,
        completedResources: mine.size,
      };
    });

    return {
      courseId,
      courseName: owned.courseName,
      classNumber,
      titles: titles.map(({ resourceIds: ids, ...title }) => ({
        ...title,
        resources: ids.length,
        completedBy: completedBy.get(title._id) ?? 0,
      })),
      students: studentRows,
      totals: { students: studentRows.length, titles: titles.length, resources: resourceIds.length },
    };
  };
}
export type ClassProgressService = ReturnType<typeof createClassProgressService>;
