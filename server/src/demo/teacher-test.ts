import { randomUUID } from "node:crypto";
import type { IssuedQuestion, StoredItem, TestSlot } from "@ganit/contracts";
import { correctAnswer, grade } from "@ganit/contracts/practice/index";
import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import {
  assignments,
  courseClasses,
  courseResources,
  enrolments,
  practiceAnswers,
  practiceAttempts,
  purchasedClasses,
  students,
  syllabusItems,
  users,
} from "../db/schema.ts";
import { dayAfter, fillAssignmentWork, indiaToday } from "../modules/assignments/index.ts";
import { joinClassOfResource } from "../modules/courses/index.ts";
import {
  chapterPaperSlots,
  insertTeacherTest,
  issueSlot,
  loadSet,
  type PracticeSet,
  questionKeyOf,
} from "../modules/practice/index.ts";
import { demoTeacherWithClasses, pupilsOfClass } from "./teacher-classes.ts";

/** The demo's pupil who has not sat it yet, so the demo can take the timed test from her Due list. */
const LEFT_FOR_THE_DEMO = "asha1001";
const QUESTIONS = 8;
const MINUTES = 10;

/** The wrong answer a child who holds the question's first foreseen misconception gives, if any. */
function foreseenWrong(item: StoredItem): unknown {
  if (item.kind === "numeric" && item.wrongAnswers?.[0]) return item.wrongAnswers[0].answer;
  if (item.kind === "single") {
    const index = (item.misconceptions ?? []).findIndex((named, i) => named && i !== item.answer);
    if (index >= 0) return index;
    return item.answer === 0 ? 1 : 0;
  }
  return null;
}

/**
 * One teacher's test of the demo (docs/adr/0693–0696): the demo teacher's ten-minute check on the
 * first chapter of a class they teach that has the syllabus's sets, its numbers fixed, assigned to
 * the section from two days ago; two thirds of the pupils sat it yesterday (about one answer in
 * three wrong, most with the mistake the question foresees, so the results' misconceptions are
 * real ones), the rest — Asha among them — have not. Rows only: the assignment's state is made
 * from the sittings as for any.
 */
export async function seedDemoTeacherTest(tx: Tx) {
  const demo = await demoTeacherWithClasses(tx);
  if (!demo) return;
  const { teacher, classes } = demo;
  for (const klass of classes) {
    const chapterId = await firstChapterWithSets(tx, klass.courseId, klass.classNumber);
    const drawn = chapterId ? await chapterPaperSlots(tx, chapterId) : null;
    if (!chapterId || !drawn || drawn.slots.length === 0) continue;
    // Every child is asked the same questions: the results compare like with like.
    const slots: TestSlot[] = drawn.slots
      .slice(0, QUESTIONS)
      .map((slot, i) => ({ ...slot, seed: 1000 + i * 7919 }));
    await seedTest(tx, { ...teacher, ...klass, chapterId, slots });
    return;
  }
}

async function firstChapterWithSets(tx: Tx, courseId: string, classNumber: number) {
  const [row] = await joinClassOfResource(
    tx
      .select({ key: syllabusItems.key })
      .from(syllabusItems)
      .innerJoin(courseResources, eq(courseResources.id, syllabusItems.refId))
      .$dynamic(),
  )
    .where(
      and(
        eq(syllabusItems.kind, "set"),
        eq(courseClasses.courseId, courseId),
        eq(courseClasses.classNumber, classNumber),
      ),
    )
    .orderBy(asc(syllabusItems.key))
    .limit(1);
  return row ? row.key.slice(0, row.key.indexOf("/")) : null;
}

async function seedTest(
  tx: Tx,
  t: {
    userId: string;
    schoolId: string;
    courseId: string;
    classNumber: number;
    section: string | null;
    chapterId: string;
    slots: TestSlot[];
  },
) {
  const testId = await insertTeacherTest(tx, {
    courseId: t.courseId,
    classNumber: t.classNumber,
    chapterIds: [t.chapterId],
    title: "Ten-minute check",
    timeLimitMinutes: MINUTES,
    slots: t.slots,
    schoolId: t.schoolId,
    authorUserId: t.userId,
  });
  const pupils = await tx
    .select({ id: students.id, username: users.username })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(purchasedClasses, eq(purchasedClasses.id, enrolments.purchasedClassId))
    .where(pupilsOfClass(t))
    .orderBy(asc(students.sortName));
  const setOf = new Map<string, PracticeSet>();
  for (const resourceId of new Set(t.slots.map((slot) => slot.resourceId))) {
    const set = await loadSet(tx, resourceId);
    if (set) setOf.set(resourceId, set);
  }
  const today = indiaToday();
  const sitters = pupils.filter((pupil, i) => pupil.username !== LEFT_FOR_THE_DEMO && i % 3 !== 2);
  const attempts: (typeof practiceAttempts.$inferInsert)[] = [];
  const answers: (typeof practiceAnswers.$inferInsert)[] = [];
  for (const [n, pupil] of sitters.entries()) {
    const attemptId = randomUUID();
    const startedAt = new Date(
      Date.parse(`${dayAfter(today, -1)}T10:${String(n % 50).padStart(2, "0")}:00+05:30`),
    );
    const submittedAt = new Date(startedAt.getTime() + (6 + (n % 4)) * 60_000);
    const issued: IssuedQuestion[] = [];
    const asked = new Set<string>();
    for (const [place, slot] of t.slots.entries()) {
      const set = setOf.get(slot.resourceId);
      const made = set ? issueSlot(slot, set, asked, "en", 0) : null;
      if (!made) continue;
      const itemId = `q${place}`;
      issued.push({ itemId, seed: made.seed, resourceId: slot.resourceId, sourceId: made.item.id });
      // About one answer in three wrong, a different third for each child; one in twelve left blank.
      const turn = (n + place) % 12;
      if (turn === 11) continue;
      const wrong = turn % 3 === 0 ? foreseenWrong(made.item) : null;
      const answer = wrong ?? correctAnswer(made.item, made.seed);
      const verdict = grade(made.item, answer, made.seed);
      if (!verdict) continue;
      answers.push({
        id: randomUUID(),
        attemptId,
        studentId: pupil.id,
        resourceId: slot.resourceId,
        itemId,
        questionKey: questionKeyOf(made.item.id),
        clientAnswerId: randomUUID(),
        answer: answer as never,
        correct: verdict.correct,
        firstTry: true,
        misconception: verdict.misconception ?? null,
        answeredAt: submittedAt,
      });
    }
    attempts.push({
      id: attemptId,
      studentId: pupil.id,
      resourceId: null,
      courseId: t.courseId,
      classNumber: t.classNumber,
      kind: "test",
      mode: "quiz",
      items: issued,
      testId,
      startedAt,
      receivedAt: startedAt,
      submittedAt,
    });
  }
  if (attempts.length) await tx.insert(practiceAttempts).values(attempts);
  if (answers.length) await tx.insert(practiceAnswers).values(answers);
  const id = randomUUID();
  await tx.insert(assignments).values({
    id,
    schoolId: t.schoolId,
    courseId: t.courseId,
    classNumber: t.classNumber,
    section: t.section,
    createdByUserId: t.userId,
    testId,
    resourceId: null,
    kind: "test",
    startsOn: dayAfter(today, -2),
    dueOn: dayAfter(today, 2),
  });
  await fillAssignmentWork(tx, [id]);
  return { testId, assignmentId: id };
}
