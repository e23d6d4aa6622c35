import type { ChildSet, ChildWeek, ParentChild } from "@ganit/contracts";
import { and, asc, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import {
  courseLevels,
  courseResources,
  courses,
  courseTitles,
  parentLinks,
  practiceAnswers,
  practiceLevels,
  resourceProgress,
  schools,
  students,
  users,
} from "../../db/schema.ts";
import { dueOfStudent } from "../assignments/index.ts";
import { joinCourseOfResource } from "../courses/index.ts";
import { parentNotesOf } from "../notes/index.ts";

/**
 * What a parent reads about one child (docs/adr/0671): only that child's own rows, never a class
 * average or another child's, never a ranking. The caller checks access first (`child.read`).
 */

const schoolAccount = alias(users, "school_account");

/** The children linked to a parent, with their school's name, in name order. */
export async function childrenOf(db: DbOrTx, parentUserId: string, only?: string): Promise<ParentChild[]> {
  return db
    .select({
      id: students.id,
      name: users.name,
      class: students.classNumber,
      section: students.section,
      schoolName: sql<string>`coalesce(${schoolAccount.name}, '')`,
    })
    .from(parentLinks)
    .innerJoin(students, eq(students.id, parentLinks.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(schoolAccount, eq(schoolAccount.id, schools.userId))
    .where(and(eq(parentLinks.parentUserId, parentUserId), only ? eq(students.id, only) : undefined))
    .orderBy(asc(students.sortName), asc(students.id));
}

/** The child's practice levels, each with its course and chapter (newest activity first). */
function levelRows(db: DbOrTx, studentId: string) {
  const levels = db
    .select({
      resourceId: practiceLevels.resourceId,
      courseName: courses.name,
      courseNameHi: courses.nameHi,
      chapter: courseTitles.title,
      chapterHi: courseTitles.titleHi,
      setName: courseLevels.levelName,
      level: practiceLevels.level,
      lastActivity: practiceLevels.lastActivityAt,
      needsHelpSince: practiceLevels.needsHelpSince,
      proficientAt: practiceLevels.proficientAt,
      masteredAt: practiceLevels.masteredAt,
    })
    .from(practiceLevels)
    .innerJoin(courseResources, eq(courseResources.id, practiceLevels.resourceId))
    .$dynamic();
  return joinCourseOfResource(levels)
    .where(eq(practiceLevels.studentId, studentId))
    .orderBy(desc(practiceLevels.lastActivityAt), asc(courseTitles.position));
}

type LevelRow = Awaited<ReturnType<typeof levelRows>>[number];
const toSet = (row: LevelRow): ChildSet => ({
  resourceId: row.resourceId,
  courseName: row.courseName,
  courseNameHi: row.courseNameHi,
  chapter: row.chapter,
  chapterHi: row.chapterHi,
  setName: row.setName,
  level: row.level,
  lastActivityAt: row.lastActivity?.toISOString() ?? null,
});

const within = (at: Date | null, from: Date, to: Date) => at !== null && at >= from && at < to;

/** One child's week: [from, to). `child` is the parent's view of them (childrenOf). */
export async function childWeek(
  db: DbOrTx,
  child: ParentChild,
  from: Date,
  to: Date,
  // The weekly mail carries no notes (docs/adr/0731): its run skips the query, one per child.
  options: { notes?: boolean } = {},
): Promise<ChildWeek> {
  const [answers] = await db
    .select({
      sets: sql<number>`cast(count(distinct ${practiceAnswers.attemptId}) as integer)`,
      answers: sql<number>`cast(count(*) as integer)`,
      correct: sql<number>`cast(count(*) filter (where ${practiceAnswers.correct}) as integer)`,
    })
    .from(practiceAnswers)
    .where(
      and(
        eq(practiceAnswers.studentId, child.id),
        gte(practiceAnswers.answeredAt, from),
        lt(practiceAnswers.answeredAt, to),
      ),
    );
  const [lessons] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(resourceProgress)
    .where(
      and(
        eq(resourceProgress.studentId, child.id),
        isNotNull(resourceProgress.completedAt),
        gte(resourceProgress.completedAt, from),
        lt(resourceProgress.completedAt, to),
      ),
    );
  const levels = await levelRows(db, child.id);
  return {
    child,
    from: from.toISOString(),
    to: to.toISOString(),
    week: {
      setsDone: answers?.sets ?? 0,
      answers: answers?.answers ?? 0,
      correct: answers?.correct ?? 0,
      lessonsDone: lessons?.n ?? 0,
    },
    levelsChanged: levels
      .filter((row) => within(row.proficientAt, from, to) || within(row.masteredAt, from, to))
      .map(toSet),
    levels: levels.map(toSet),
    needsPractice: levels.filter((row) => row.needsHelpSince !== null).map(toSet),
    // What the child's teachers assigned and the child has not done yet: overdue first, then by due day.
    due: (await dueOfStudent(db, child.id)).items
      .filter((item) => item.state !== "done")
      .map((item) => ({ title: item.title, dueOn: item.dueOn, overdue: item.state === "overdue" })),
    // The teachers' newest notes to the parents (the child's own rows, like everything above).
    notes: options.notes === false ? [] : await parentNotesOf(db, child.id),
  };
}
