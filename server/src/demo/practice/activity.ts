import { randomUUID } from "node:crypto";
import type { AnswerValue, SkillLevel, StoredItem } from "@ganit/contracts";
import { correctAnswer, grade, masteryProgress, skillLevel } from "@ganit/contracts/practice/index";
import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client.ts";
import {
  courseClasses,
  courseResources,
  courses,
  enrolments,
  practiceAnswers,
  practiceAttempts,
  practiceLevels,
  practiceSets,
  schools,
  students,
  users,
} from "../../db/schema.ts";
import { inCatalogueOrder, joinClassOfResource } from "../../modules/courses/index.ts";
import {
  issueQuestions,
  loadSet,
  type PracticeSet,
  questionKeyOf,
  sittingSize,
} from "../../modules/practice/index.ts";

/**
 * Practice the demo's pupils have done, so the teacher's results show something real: in each class
 * of the demo school (Sunrise) that has sets, every pupil is at a level of each set, the levels going
 * round Not started → Attempted → Familiar → Proficient → Mastered; one pupil needs help. Answers are
 * graded by the engine, exactly as the server grades them, and a wrong answer is a foreseen one where
 * the author gave one (so the "difficult questions" list shows misconceptions).
 */
const HOUR = 3_600_000;
/**
 * The demo's own student: Proficient in her class's last set for about three days, so her lessons
 * offer the day-later mixed review (docs/adr/0351-practice-mixed-review-screen.md).
 */
const REVIEWER = "asha1001";
const LEVELS: SkillLevel[] = ["notStarted", "attempted", "familiar", "proficient", "mastered"];
/** First tries (1 right, 0 wrong) that lead to each level under the default rule (4 of the last 5). */
const PATTERNS: Record<SkillLevel, string> = {
  notStarted: "",
  attempted: "100",
  familiar: "10110",
  proficient: "101111",
  mastered: "110111",
};

/** A wrong answer to a question: a foreseen one where there is one. */
function wrongAnswer(item: StoredItem, seed: number): unknown {
  if ((item.kind === "numeric" || item.kind === "fraction") && item.wrongAnswers?.[0]) {
    const [numerator = "0", denominator = "1"] = item.wrongAnswers[0].answer.split("/");
    return item.kind === "numeric" ? item.wrongAnswers[0].answer : { numerator, denominator };
  }
  if (item.kind === "single") {
    const foreseen = item.misconceptions?.findIndex((text, i) => text && i !== item.answer) ?? -1;
    return foreseen >= 0 ? foreseen : (item.answer + 1) % item.options.length;
  }
  if (item.kind === "multiple") return [(item.answer[0] ?? 0) === 0 ? 1 : 0];
  if (item.kind === "blanks") return item.blanks.map(() => "0");
  if (item.kind === "matching" || item.kind === "ordering") {
    const right = correctAnswer(item, seed) as number[];
    return [...right].reverse();
  }
  return item.kind === "fraction" ? { numerator: 0, denominator: 1 } : "0";
}

type Pupil = { studentId: string; courseId: string; classNumber: number };

/** The rows to write, gathered and then inserted a few hundred at a time (the demo starts fast). */
type Batch = {
  attempts: (typeof practiceAttempts.$inferInsert)[];
  answers: (typeof practiceAnswers.$inferInsert)[];
  levels: (typeof practiceLevels.$inferInsert)[];
};

/** One sitting: its questions answered right or wrong as the pattern says (every answer a first try). */
function seedAttempt(batch: Batch, pupil: Pupil, set: PracticeSet, pattern: string, at: number) {
  const { issued, items } = issueQuestions(set);
  const attemptId = randomUUID();
  batch.attempts.push({
    id: attemptId,
    ...pupil,
    resourceId: set.resourceId,
    kind: "set",
    mode: set.mode,
    items: issued,
    startedAt: new Date(at),
  });
  const rows = [...pattern].map((bit, i) => {
    const item = items[i] as StoredItem;
    const seed = issued[i]?.seed ?? 0;
    const answer = bit === "1" ? correctAnswer(item, seed) : wrongAnswer(item, seed);
    const verdict = grade(item, answer, seed) ?? { correct: false };
    return {
      id: randomUUID(),
      attemptId,
      studentId: pupil.studentId,
      resourceId: set.resourceId,
      itemId: issued[i]?.itemId ?? item.id,
      questionKey: questionKeyOf(item.id),
      clientAnswerId: randomUUID(),
      answer: answer as AnswerValue,
      correct: verdict.correct,
      firstTry: true,
      misconception: verdict.misconception ?? null,
      answeredAt: new Date(at + (i + 1) * 40_000),
    };
  });
  batch.answers.push(...rows);
  return { attemptId, rows, size: items.length };
}

function seedPupilSet(
  batch: Batch,
  pupil: Pupil,
  set: PracticeSet,
  level: SkillLevel,
  needsHelp: boolean,
  at: number,
) {
  const pattern = needsHelp ? "1000" : PATTERNS[level];
  if (!pattern) return;
  const size = sittingSize(set);
  const outcomes: { correct: boolean; attemptId: string }[] = [];
  let best = 0;
  let last = new Date(at);
  let sittings = 0;
  for (let start = 0; start < pattern.length; start += size) {
    const sitting = seedAttempt(
      batch,
      pupil,
      set,
      pattern.slice(start, start + size),
      at + sittings * 2 * HOUR,
    );
    sittings++;
    const right = sitting.rows.filter((row) => row.correct).length;
    best = Math.max(best, Math.round((right * 100) / Math.max(1, sitting.size)));
    for (const row of sitting.rows) outcomes.push({ correct: row.correct, attemptId: sitting.attemptId });
    last = sitting.rows.at(-1)?.answeredAt ?? last;
  }
  const progress = masteryProgress(set.mastery, outcomes, size);
  const reached = skillLevel({ answered: outcomes.length, progress, proficient: false, mastered: false });
  const proficient = reached === "proficient";
  batch.levels.push({
    ...pupil,
    resourceId: set.resourceId,
    level: proficient && level === "mastered" ? "mastered" : reached,
    attempts: sittings,
    bestScore: best,
    lastActivityAt: last,
    wrongInARow: needsHelp ? 3 : 0,
    needsHelpSince: needsHelp ? last : null,
    proficientAt: proficient ? last : null,
    masteredAt:
      proficient && level === "mastered" ? new Date(Math.min(Date.now(), last.getTime() + 30 * HOUR)) : null,
  });
}

/**
 * The class whose child needs help: one the demo teacher (Ravi Kumar) teaches whole, so his results
 * show that child whatever the sections' order (demo/teacher-classes.ts).
 */
const HELP_CLASS = { course: "Vedic Math", classNumber: 5 };

export async function seedDemoPracticeActivity(tx: Tx, schoolUsername = "school@ganit.demo") {
  const pupilUsers = alias(users, "pupil_users");
  const pupils: (Pupil & { username: string; pupilUsername: string })[] = await tx
    .select({
      studentId: enrolments.studentId,
      courseId: enrolments.courseId,
      classNumber: enrolments.classNumber,
      username: users.username,
      pupilUsername: pupilUsers.username,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .innerJoin(users, eq(users.id, schools.userId))
    .innerJoin(pupilUsers, eq(pupilUsers.id, students.userId))
    .where(eq(users.username, schoolUsername))
    .orderBy(asc(enrolments.courseId), asc(enrolments.classNumber), asc(students.rollNumber));
  if (pupils.length === 0) return 0;
  const [helpCourse] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.name, HELP_CLASS.course))
    .limit(1);
  const sets = tx
    .select({
      resourceId: practiceSets.resourceId,
      courseId: courseClasses.courseId,
      classNumber: courseClasses.classNumber,
    })
    .from(practiceSets)
    .innerJoin(courseResources, eq(courseResources.id, practiceSets.resourceId))
    .$dynamic();
  const classSets = await joinClassOfResource(sets)
    .where(
      and(
        inArray(courseClasses.courseId, [...new Set(pupils.map((p) => p.courseId))]),
        eq(courseResources.id, practiceSets.resourceId),
      ),
    )
    .orderBy(...inCatalogueOrder());
  const now = Date.now();
  let seeded = 0;
  let helpGiven = false;
  const position = new Map<string, number>();
  const setCache = new Map<string, PracticeSet | null>();
  const batch: Batch = { attempts: [], answers: [], levels: [] };
  for (const pupil of pupils) {
    const key = `${pupil.courseId}:${pupil.classNumber}`;
    const index = position.get(key) ?? 0;
    position.set(key, index + 1);
    const sets = classSets.filter(
      (s) => s.courseId === pupil.courseId && s.classNumber === pupil.classNumber,
    );
    for (const [k, { resourceId }] of sets.entries()) {
      if (!setCache.has(resourceId)) setCache.set(resourceId, await loadSet(tx, resourceId));
      const set = setCache.get(resourceId);
      if (!set) continue;
      const reviewer = pupil.pupilUsername === REVIEWER && k === sets.length - 1;
      const level = reviewer ? "proficient" : (LEVELS[(index + k) % LEVELS.length] as SkillLevel);
      // The second pupil of the help class (else of the first class with sets) needs help in its
      // first set.
      const inHelpClass =
        !helpCourse || (pupil.courseId === helpCourse.id && pupil.classNumber === HELP_CLASS.classNumber);
      const needsHelp = !helpGiven && index === 1 && k === 0 && inHelpClass;
      if (needsHelp) helpGiven = true;
      seedPupilSet(
        batch,
        { studentId: pupil.studentId, courseId: pupil.courseId, classNumber: pupil.classNumber },
        set,
        level,
        needsHelp,
        now - (72 - index) * HOUR,
      );
      seeded++;
    }
  }
  for (let i = 0; i < batch.attempts.length; i += 300)
    await tx.insert(practiceAttempts).values(batch.attempts.slice(i, i + 300));
  for (let i = 0; i < batch.answers.length; i += 500)
    await tx.insert(practiceAnswers).values(batch.answers.slice(i, i + 500));
  for (let i = 0; i < batch.levels.length; i += 500)
    await tx.insert(practiceLevels).values(batch.levels.slice(i, i + 500));
  return seeded;
}
