import { SKILL_LEVELS, type SkillLevel } from "@ganit/contracts";
import { and, inArray } from "drizzle-orm";
import { visibleToStudents } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { practiceLevels } from "../../db/schema.ts";
import { readTrees } from "../courses/index.ts";
import { holdsPractice } from "../practice/index.ts";

/**
 * Levels by chapter for the reports (docs/adr/0705): a course class's chapters are its levels in the
 * course tree (the syllabus loader makes each book chapter one, its skills the titles), each with the
 * practice sets children see; a child's level in a chapter is read from their skill levels.
 */

export type ReportChapter = { id: string; number: number; name: { en: string; hi: string }; sets: string[] };

/** The class's chapters that hold at least one practice set a child sees, in the course's order. */
export async function chaptersOfClass(
  db: DbOrTx,
  courseId: string,
  classNumber: number,
): Promise<ReportChapter[]> {
  const tree = (await readTrees(db, [courseId])).get(courseId) ?? [];
  const levels = tree.find((klass) => klass.classNumber === classNumber)?.levels ?? [];
  return levels
    .map((level, index) => ({
      id: level._id,
      number: index + 1,
      name: { en: level.levelName, hi: level.levelNameHi ?? level.levelName },
      sets: level.titles.flatMap((title) =>
        title.resources
          .filter((resource) => holdsPractice(resource.type) && visibleToStudents(resource.type))
          .map((resource) => resource._id),
      ),
    }))
    .filter((chapter) => chapter.sets.length > 0)
    .map((chapter, index) => ({ ...chapter, number: index + 1 }));
}

export type SkillStanding = { level: SkillLevel; needsHelp: boolean };

/**
 * The named children's levels in the named sets: one query (`practice_levels`' key is student and
 * set), never one per child. A set a child has not started is absent.
 */
export async function levelsOf(
  db: DbOrTx,
  studentIds: readonly string[],
  setIds: readonly string[],
): Promise<Map<string, Map<string, SkillStanding>>> {
  const byChild = new Map<string, Map<string, SkillStanding>>(studentIds.map((id) => [id, new Map()]));
  if (studentIds.length === 0 || setIds.length === 0) return byChild;
  const rows = await db
    .select({
      studentId: practiceLevels.studentId,
      resourceId: practiceLevels.resourceId,
      level: practiceLevels.level,
      needsHelpSince: practiceLevels.needsHelpSince,
    })
    .from(practiceLevels)
    .where(
      and(
        inArray(practiceLevels.studentId, [...studentIds]),
        inArray(practiceLevels.resourceId, [...setIds]),
      ),
    );
  for (const row of rows)
    byChild.get(row.studentId)?.set(row.resourceId, {
      level: row.level as SkillLevel,
      needsHelp: row.needsHelpSince !== null,
    });
  return byChild;
}

export type ChapterStanding = {
  /** The level half the chapter's skills have reached (the lower middle of their levels). */
  level: SkillLevel;
  /** Skills Proficient or Mastered, of the chapter's skills. */
  proficient: number;
  skills: number;
  /** Skills whose practice has stalled (the needs-help rule of the levels). */
  needsHelp: number;
};

const rank = (level: SkillLevel) => SKILL_LEVELS.indexOf(level);

/** A child's standing in a chapter from their skill levels (a skill not started counts as such). */
export function chapterStanding(
  chapter: ReportChapter,
  mine: ReadonlyMap<string, SkillStanding>,
): ChapterStanding {
  const levels = chapter.sets
    .map((id) => mine.get(id)?.level ?? "notStarted")
    .sort((a, b) => rank(a) - rank(b));
  const middle = levels[Math.floor((levels.length - 1) / 2)] ?? "notStarted";
  return {
    level: middle,
    proficient: levels.filter((level) => rank(level) >= rank("proficient")).length,
    skills: levels.length,
    needsHelp: chapter.sets.filter((id) => mine.get(id)?.needsHelp).length,
  };
}
