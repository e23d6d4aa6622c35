import {
  type PracticeResults,
  type SkillLevel,
  storedGeneratorSpecSchema,
  storedItemSchema,
} from "@ganit/contracts";
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { requireSchoolClass } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  courseLevels,
  courseResources,
  courseTitles,
  practiceAnswers,
  practiceLevels,
  practiceSets,
  students,
} from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { notStartedByDue } from "../assignments/index.ts";
import { resourcesOfClass } from "../courses/index.ts";
import { studentsInSchoolClass } from "../enrolment/index.ts";

/** Questions listed as difficult: the most missed first tries of the class. */
const DIFFICULT_MAX = 10;

/**
 * GET /api/practice/results?courseId=&class= (teachers and the school): the class's enrolled
 * students × the class's sets. Only the caller's school: the class must be one the school has, else
 * 404 (as another school's course); only the school's own students are read.
 */
export async function classResults(
  db: DbOrTx,
  caller: SessionUser,
  courseId: string,
  classNumber: number,
): Promise<PracticeResults> {
  await requireSchoolClass(db, caller, courseId, classNumber);

  const sets = await resourcesOfClass(
    db
      .select({
        resourceId: practiceSets.resourceId,
        title: courseTitles.title,
        levelName: courseLevels.levelName,
        resourceType: courseResources.type,
        mode: practiceSets.mode,
        items: practiceSets.items,
        generators: practiceSets.generators,
      })
      .from(practiceSets)
      .innerJoin(courseResources, eq(courseResources.id, practiceSets.resourceId))
      .$dynamic(),
    courseId,
    classNumber,
  );

  const enrolled = await studentsInSchoolClass(db, caller, courseId, classNumber).orderBy(
    students.sortName,
    asc(students.id),
  );

  const studentIds = enrolled.map((row) => row.studentId);
  const setIds = sets.map((set) => set.resourceId);
  const levels =
    studentIds.length && setIds.length
      ? await db
          .select()
          .from(practiceLevels)
          .where(
            and(inArray(practiceLevels.studentId, studentIds), inArray(practiceLevels.resourceId, setIds)),
          )
      : [];
  const byKey = new Map(levels.map((row) => [`${row.studentId}:${row.resourceId}`, row]));
  const titleOf = new Map(sets.map((set) => [set.resourceId, set.title]));
  const nameOf = new Map(enrolled.map((row) => [row.studentId, row.name]));

  const difficult = studentIds.length && setIds.length ? await difficultQuestions(db, studentIds, sets) : [];
  // The assignments' rule: work given to the class and not begun by its due day (docs/adr/0663).
  const notStarted = await notStartedByDue(db, caller, courseId, classNumber);

  return {
    courseId,
    classNumber,
    sets: sets.map(({ items: _i, generators: _g, mode, ...set }) => ({
      ...set,
      mode: mode === "quiz" ? "quiz" : "practice",
    })),
    students: enrolled.map((student) => ({
      ...student,
      sets: sets.map((set) => {
        const row = byKey.get(`${student.studentId}:${set.resourceId}`);
        return {
          resourceId: set.resourceId,
          level: (row?.level ?? "notStarted") as SkillLevel,
          attempts: row?.attempts ?? 0,
          bestScore: row?.lastActivityAt ? (row.bestScore ?? 0) : null,
          lastActivityAt: row?.lastActivityAt?.toISOString() ?? null,
          needsHelp: Boolean(row?.needsHelpSince),
        };
      }),
    })),
    needsHelp: [
      ...levels
        .filter((row) => row.needsHelpSince)
        .sort((a, b) => (b.needsHelpSince?.getTime() ?? 0) - (a.needsHelpSince?.getTime() ?? 0))
        .map((row) => ({
          studentId: row.studentId,
          name: nameOf.get(row.studentId) ?? "",
          resourceId: row.resourceId,
          title: titleOf.get(row.resourceId) ?? "",
          since: row.needsHelpSince?.toISOString() ?? "",
          // A flag raised before the rule was recorded was raised by the only rule there was then.
          reason: row.needsHelpReason === "lowScore" ? ("lowScore" as const) : ("wrongInARow" as const),
        })),
      ...notStarted,
    ],
    difficult: difficult.map((row) => ({ ...row, title: titleOf.get(row.resourceId) ?? "" })),
  };
}

type SetRow = { resourceId: string; items: unknown; generators: unknown };

/** The most missed first tries of these students in these sets, with the misconceptions chosen. */
async function difficultQuestions(db: DbOrTx, studentIds: string[], sets: SetRow[]) {
  const scope = and(
    inArray(practiceAnswers.studentId, studentIds),
    inArray(
      practiceAnswers.resourceId,
      sets.map((set) => set.resourceId),
    ),
    eq(practiceAnswers.firstTry, true),
  );
  const wrong = sql<number>`count(*) filter (where not ${practiceAnswers.correct})`;
  const missed = await db
    .select({
      resourceId: practiceAnswers.resourceId,
      questionKey: practiceAnswers.questionKey,
      answers: sql<number>`count(*)`,
      wrong,
    })
    .from(practiceAnswers)
    .where(scope)
    .groupBy(practiceAnswers.resourceId, practiceAnswers.questionKey)
    .having(sql`${wrong} > 0`)
    .orderBy(desc(wrong), asc(practiceAnswers.resourceId), asc(practiceAnswers.questionKey))
    .limit(DIFFICULT_MAX);
  if (missed.length === 0) return [];
  const reasons = await db
    .select({
      resourceId: practiceAnswers.resourceId,
      questionKey: practiceAnswers.questionKey,
      text: practiceAnswers.misconception,
      count: sql<number>`count(*)`,
    })
    .from(practiceAnswers)
    .where(
      and(
        scope,
        isNotNull(practiceAnswers.misconception),
        inArray(
          practiceAnswers.questionKey,
          missed.map((row) => row.questionKey),
        ),
      ),
    )
    .groupBy(practiceAnswers.resourceId, practiceAnswers.questionKey, practiceAnswers.misconception)
    .orderBy(desc(sql`count(*)`));
  const setOf = new Map(sets.map((set) => [set.resourceId, set]));
  return missed.map((row) => {
    const set = setOf.get(row.resourceId);
    const generatorIndex = /^g(\d+)$/.exec(row.questionKey)?.[1];
    // The JSON columns read through the contracts' schemas: only the generator and item named here.
    const generator =
      generatorIndex !== undefined && set
        ? storedGeneratorSpecSchema.array().parse(set.generators)[Number(generatorIndex)]?.generator
        : undefined;
    const found = (set?.items as { id?: unknown }[] | undefined)?.find(
      (candidate) => candidate.id === row.questionKey,
    );
    const item = found ? storedItemSchema.parse(found) : undefined;
    return {
      resourceId: row.resourceId,
      itemId: row.questionKey,
      prompt: item?.prompt ?? "",
      ...(generator ? { generator } : {}),
      answers: Number(row.answers),
      wrong: Number(row.wrong),
      misconceptions: reasons
        .filter((reason) => reason.resourceId === row.resourceId && reason.questionKey === row.questionKey)
        .map((reason) => ({ text: reason.text ?? "", count: Number(reason.count) })),
    };
  });
}
