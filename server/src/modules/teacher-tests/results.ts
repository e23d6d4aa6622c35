import {
  type AnswerValue,
  issuedQuestionsSchema,
  type StoredItem,
  type TeacherTestResultRow,
  type TeacherTestResults,
  type TeacherTestResultsQuery,
} from "@ganit/contracts";
import { generatedQuestion, grade, parseGeneratedItemId } from "@ganit/contracts/practice/index";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { accessible } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { practiceAnswers, practiceAttempts, students } from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { loadSet, type PracticeSet } from "../practice/index.ts";
import { requireTest } from "./read.ts";
import { skillsOfScope } from "./skills.ts";

type Issued = { seed: number; resourceId: string; sourceId: string };

/**
 * The misconception a wrong answer reveals, in English and Hindi, worked out again from the question
 * as it was asked (its set, its source id, its seed) by the practice grader: a generator's foreseen
 * wrong answers (its distractor rules) name it in both languages; an author's item names it in the
 * language the author wrote it in (English), shown for both.
 */
function misconceptionOf(set: PracticeSet, issued: Issued, answer: AnswerValue) {
  const made = (misconceptionLocale: "en" | "hi"): StoredItem | null =>
    parseGeneratedItemId(issued.sourceId)
      ? generatedQuestion(set.generators, issued.sourceId, "en", misconceptionLocale)
      : (set.items.find((item) => item.id === issued.sourceId) ?? null);
  const en = made("en");
  if (!en) return null;
  const named = grade(en, answer as never, issued.seed)?.misconception;
  if (!named) return null;
  const hi = parseGeneratedItemId(issued.sourceId) ? made("hi") : null;
  const hiNamed = hi ? grade(hi, answer as never, issued.seed)?.misconception : undefined;
  return { en: named, hi: hiNamed ?? named };
}

/**
 * GET /api/teacher-tests/{id}/results: per question slot (paged by place), over the submitted
 * sittings of the children the caller reaches (a teacher: their pupils only): how many were asked
 * it, answered it, right, wrong, and the wrong answers grouped by the misconception they reveal.
 * A sitting names each question by its slot's place (`q<place>`), so a slot's answers are found by
 * name; the sittings of one test are one class's, read through `practice_attempts_test_idx`.
 */
export async function teacherTestResults(
  db: DbOrTx,
  caller: SessionUser,
  id: string,
  query: TeacherTestResultsQuery,
): Promise<TeacherTestResults> {
  const { summary, slots } = await requireTest(db, caller, id);
  const sittings = await db
    .select({ id: practiceAttempts.id, items: practiceAttempts.items })
    .from(practiceAttempts)
    .innerJoin(students, eq(students.id, practiceAttempts.studentId))
    .where(
      and(
        eq(practiceAttempts.testId, id),
        isNotNull(practiceAttempts.submittedAt),
        accessible(caller, "student.read"),
      ),
    );
  const places = slots.map((_, place) => place);
  const ordered = query.order === "desc" ? places.reverse() : places;
  const start = (query.page - 1) * query.limit;
  const pagePlaces = ordered.slice(start, start + query.limit);
  const itemIds = pagePlaces.map((place) => `q${place}`);
  const issuedOf = new Map<string, Issued>();
  for (const sitting of sittings)
    for (const entry of issuedQuestionsSchema.parse(sitting.items))
      issuedOf.set(`${sitting.id}/${entry.itemId}`, entry);
  const answers =
    sittings.length && itemIds.length
      ? await db
          .select({
            attemptId: practiceAnswers.attemptId,
            itemId: practiceAnswers.itemId,
            answer: practiceAnswers.answer,
            correct: practiceAnswers.correct,
          })
          .from(practiceAnswers)
          .where(
            and(
              inArray(
                practiceAnswers.attemptId,
                sittings.map((s) => s.id),
              ),
              inArray(practiceAnswers.itemId, itemIds),
            ),
          )
      : [];
  const names = new Map(
    (await skillsOfScope(db, caller, summary).catch(() => [])).map((skill) => [skill.skillId, skill.name]),
  );
  const sets = new Map<string, PracticeSet | null>();
  const setOf = async (resourceId: string) => {
    if (!sets.has(resourceId)) sets.set(resourceId, await loadSet(db, resourceId));
    return sets.get(resourceId) ?? null;
  };
  const items: TeacherTestResultRow[] = [];
  for (const place of pagePlaces) {
    const slot = slots[place];
    if (!slot) continue;
    const itemId = `q${place}`;
    const asked = sittings.filter((sitting) => issuedOf.has(`${sitting.id}/${itemId}`)).length;
    const given = answers.filter((row) => row.itemId === itemId);
    const wrong = given.filter((row) => !row.correct);
    const counts = new Map<string, { text: { en: string; hi: string }; count: number }>();
    let unexplained = 0;
    for (const row of wrong) {
      const issued = issuedOf.get(`${row.attemptId}/${itemId}`);
      const set = issued ? await setOf(issued.resourceId) : null;
      const named = set && issued ? misconceptionOf(set, issued, row.answer as AnswerValue) : null;
      if (!named) {
        unexplained++;
        continue;
      }
      const entry = counts.get(named.en) ?? { text: named, count: 0 };
      entry.count++;
      counts.set(named.en, entry);
    }
    items.push({
      place,
      skillId: slot.skillId,
      skillName: names.get(slot.skillId) ?? { en: slot.skillId, hi: slot.skillId },
      step: slot.step,
      asked,
      answered: given.length,
      right: given.length - wrong.length,
      wrong: wrong.length,
      misconceptions: [...counts.values()].sort(
        (a, b) => b.count - a.count || (a.text.en < b.text.en ? -1 : 1),
      ),
      unexplained,
    });
  }
  return {
    items,
    total: slots.length,
    page: query.page,
    limit: query.limit,
    title: summary.title,
    sittings: sittings.length,
  };
}
