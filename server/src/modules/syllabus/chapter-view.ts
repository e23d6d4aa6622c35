import type { ClassSyllabus, MySyllabus, SkillLevel } from "@ganit/contracts";
import { CBSE, type ClassNumber, defaultBook } from "@ganit/contracts/curriculum/index";
import { and, eq, inArray, sql } from "drizzle-orm";
import { grantedClasses, requireSchoolClass } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { practiceLevels, students } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { dueOfStudent } from "../assignments/index.ts";
import { studentsInSchoolClass } from "../enrolment/index.ts";
import { chapterPlaces, syllabusCourseId } from "./catalogue-places.ts";
import { thisWeeksChapter } from "./this-week.ts";

/**
 * The chapter view (docs/curriculum.md, "The chapter view"): a class's book as its table of
 * contents (the board's default book of the class), each chapter with the skills the loader put
 * in the catalogue (its records say which titles they are).
 */

const bookOfClass = (classNumber: number) => {
  const book = defaultBook(CBSE, classNumber as ClassNumber);
  if (!book) throw notFound();
  return book;
};

const resourceIdsOf = (chapters: { skills: { resourceId: string | null }[] }[]) =>
  chapters.flatMap((chapter) =>
    chapter.skills.flatMap((skill) => (skill.resourceId ? [skill.resourceId] : [])),
  );

/** GET /api/syllabus/mine (a pupil or a learner): their class's book with their level in each skill. */
export async function mySyllabus(db: DbOrTx, caller: SessionUser): Promise<MySyllabus> {
  const access = await grantedClasses(db, caller);
  if (!access) throw notFound();
  const [student] = await db
    .select({ classNumber: students.classNumber })
    .from(students)
    .where(eq(students.id, access.student.id))
    .limit(1);
  if (!student) throw notFound();
  const classNumber = student.classNumber;
  const { book, chapters } = await chapterPlaces(db, bookOfClass(classNumber));
  const courseId = await syllabusCourseId(db);
  const resourceIds = resourceIdsOf(chapters);
  const levels = resourceIds.length
    ? await db
        .select({
          resourceId: practiceLevels.resourceId,
          level: practiceLevels.level,
          lastActivityAt: practiceLevels.lastActivityAt,
        })
        .from(practiceLevels)
        .where(
          and(
            eq(practiceLevels.studentId, access.student.id),
            inArray(practiceLevels.resourceId, resourceIds),
          ),
        )
    : [];
  const levelOf = new Map(levels.map((row) => [row.resourceId, row.level as SkillLevel]));
  return {
    classNumber,
    book,
    courseId,
    open: courseId !== null && access.keys.has(`${courseId}:${classNumber}`),
    thisWeekChapterId: thisWeeksChapter(
      chapters,
      new Map(levels.map((row) => [row.resourceId, row.lastActivityAt])),
      (await dueOfStudent(db, access.student.id)).items
        .filter((item) => item.state !== "done")
        .flatMap((item) => (item.resourceId ? [item.resourceId] : [])),
    ),
    chapters: chapters.map((chapter) => ({
      ...chapter,
      skills: chapter.skills.map((skill) => ({
        ...skill,
        level: (skill.resourceId && levelOf.get(skill.resourceId)) || "notStarted",
      })),
    })),
  };
}

/**
 * GET /api/syllabus/class?class= (the school, a teacher): the class's book with each skill's
 * summary over the class's enrolled pupils the caller may see. A class the school does not have in
 * the Mathematics course, or one a teacher does not teach, is 404.
 */
export async function classSyllabus(
  db: DbOrTx,
  caller: SessionUser,
  classNumber: number,
): Promise<ClassSyllabus> {
  const courseId = await syllabusCourseId(db);
  if (!courseId) throw notFound();
  await requireSchoolClass(db, caller, courseId, classNumber);
  const pupils = await studentsInSchoolClass(db, caller, courseId, classNumber);
  const studentIds = pupils.map((row) => row.studentId);
  const { book, chapters } = await chapterPlaces(db, bookOfClass(classNumber));
  const resourceIds = resourceIdsOf(chapters);
  const counts =
    studentIds.length && resourceIds.length
      ? await db
          .select({
            resourceId: practiceLevels.resourceId,
            proficient: sql<number>`count(*) filter (where ${practiceLevels.level} in ('proficient', 'mastered'))::int`,
            needsHelp: sql<number>`count(*) filter (where ${practiceLevels.needsHelpSince} is not null)::int`,
            started: sql<number>`count(*) filter (where ${practiceLevels.attempts} > 0)::int`,
          })
          .from(practiceLevels)
          .where(
            and(
              inArray(practiceLevels.studentId, studentIds),
              inArray(practiceLevels.resourceId, resourceIds),
            ),
          )
          .groupBy(practiceLevels.resourceId)
      : [];
  const countOf = new Map(counts.map((row) => [row.resourceId, row]));
  return {
    classNumber,
    book,
    courseId,
    students: studentIds.length,
    chapters: chapters.map((chapter) => ({
      ...chapter,
      skills: chapter.skills.map((skill) => {
        const row = skill.resourceId ? countOf.get(skill.resourceId) : undefined;
        return {
          ...skill,
          proficient: row?.proficient ?? 0,
          needsHelp: row?.needsHelp ?? 0,
          notStarted: studentIds.length - (row?.started ?? 0),
        };
      }),
    })),
  };
}
