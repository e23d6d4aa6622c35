import { randomUUID } from "node:crypto";
import type { AttemptResponse, GeneratorSpec, IssuedQuestion, StoredItem } from "@ganit/contracts";
import {
  freshSeed,
  generateItem,
  type PracticeLocale,
  parseGeneratedItemId,
  type StudentItem,
  toStudentItem,
} from "@ganit/contracts/practice/index";
import { eq, sql } from "drizzle-orm";
import { openResource } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { practiceAttempts, practiceLevels } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { recordAssignmentWork } from "../assignments/index.ts";
import { withinDailyAttempts } from "./daily-limits.ts";
import { holdsPractice } from "./sets.ts";
import { type Place, readStanding } from "./standing.ts";
import { loadSet, type PracticeSet } from "./store.ts";

/** A question issued in an attempt: which, with which seed, from which set (`practice_attempts.items`). */
export type Issued = IssuedQuestion;

/**
 * The set of a resource a student may open, or 404 (no set, a hidden class, another school's), with
 * the key of the caller's rows at it.
 */
export async function openableSet(db: DbOrTx, caller: SessionUser, resourceId: string) {
  const place = await openResource(db, caller, resourceId);
  if (!holdsPractice(place.type)) throw notFound("practiceNotFound");
  const set = await loadSet(db, resourceId);
  if (!set) throw notFound("practiceNotFound");
  const { studentId, courseId, classNumber } = place;
  const key: Place = { studentId, resourceId: place.resourceId, courseId, classNumber };
  return { place, set, key };
}

/**
 * What makes two questions the same to a child: the words, the picture, the choices and the things to
 * order or match.
 */
const sameness = (item: StoredItem) =>
  JSON.stringify([
    item.html.prompt,
    item.html.options ?? null,
    item.html.items ?? null,
    item.html.left ?? null,
  ]);

/**
 * A generator's question that reads unlike every one already `asked` in the sitting, added to it.
 * A drill with few questions (a clock to the hour) could repeat one: a fresh seed is drawn again
 * while the question reads the same as an earlier one. A skill whose steps share a pool of six
 * shapes may have one new question left in six: thirty draws missed it one sitting in 250, three
 * hundred miss it once in 10^23, and a draw costs microseconds. A fixed seed (a teacher's fixed
 * numbers) is asked as it is.
 */
export function drawNewQuestion(
  spec: GeneratorSpec,
  index: number,
  asked: Set<string>,
  locale: PracticeLocale,
  fixedSeed?: number,
): { seed: number; item: StoredItem } {
  let seed = fixedSeed ?? freshSeed();
  let item = generateItem(spec, index, seed, locale);
  for (let tries = 0; fixedSeed === undefined && tries < 300 && asked.has(sameness(item)); tries++) {
    seed = freshSeed();
    item = generateItem(spec, index, seed, locale);
  }
  asked.add(sameness(item));
  return { seed, item };
}

/** The questions of one sitting: every author's item, then each generator's questions with fresh seeds. */
export function issueQuestions(
  set: PracticeSet,
  locale: PracticeLocale = "en",
): { issued: Issued[]; items: StoredItem[] } {
  const items: StoredItem[] = [];
  const issued: Issued[] = [];
  for (const item of set.items) {
    const seed = freshSeed();
    items.push(item);
    issued.push({ itemId: item.id, seed, resourceId: set.resourceId, sourceId: item.id });
  }
  // No question twice in a sitting, whichever of the set's generators (a syllabus skill's three
  // steps overlap) asked it first.
  const asked = new Set<string>();
  set.generators.forEach((spec, index) => {
    for (let i = 0; i < spec.count; i++) {
      const { seed, item } = drawNewQuestion(spec, index, asked, locale);
      items.push(item);
      issued.push({ itemId: item.id, seed, resourceId: set.resourceId, sourceId: item.id });
    }
  });
  return { issued, items };
}

/**
 * In a quiz a generator's question gets a plain name (`n3`) instead of the one that carries its seed:
 * the seed stays on the server with what was issued.
 */
export function nameForQuiz(issued: Issued[]): Issued[] {
  return issued.map((entry, i) =>
    parseGeneratedItemId(entry.itemId) ? { ...entry, itemId: `n${i}` } : entry,
  );
}

export const studentItems = (
  set: PracticeSet,
  items: StoredItem[],
  issued: Issued[],
  locale: PracticeLocale = "en",
): StudentItem[] =>
  items.map((item, i) => ({
    ...toStudentItem(item, issued[i]?.seed ?? 0, set.mode, locale),
    id: issued[i]?.itemId ?? item.id,
  }));

/** One more attempt at the set in the student's level row (the row begins at Not started). */
const countAttempt = (tx: DbOrTx, where: Place) =>
  tx
    .insert(practiceLevels)
    .values({ ...where, level: "notStarted", attempts: 1 })
    .onConflictDoUpdate({
      target: [practiceLevels.studentId, practiceLevels.resourceId],
      set: { attempts: sql`${practiceLevels.attempts} + 1` },
    });

/** POST /api/practice/{resourceId}/attempts. */
export async function startAttempt(
  db: DbOrTx,
  caller: SessionUser,
  resourceId: string,
  locale: PracticeLocale = "en",
): Promise<AttemptResponse> {
  const { place, set, key: where } = await openableSet(db, caller, resourceId);
  const questions = issueQuestions(set, locale);
  const items = questions.items;
  const issued = set.mode === "quiz" ? nameForQuiz(questions.issued) : questions.issued;
  const attemptId = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await withinDailyAttempts(tx, where.studentId);
      await tx.insert(practiceAttempts).values({
        id: attemptId,
        ...where,
        kind: "set",
        mode: set.mode,
        items: issued,
      });
      await countAttempt(tx, where);
      // Begun: the child's assignments of this set say so from now (docs/adr/0723).
      await recordAssignmentWork(tx, where.studentId, { resourceId: where.resourceId });
    });
  } catch (error) {
    // The student or the resource went in the meantime: what the check would have said.
    throw isForeignKeyViolation(error) ? notFound("practiceNotFound") : error;
  }
  const standing = await readStanding(db, where, set);
  return {
    attemptId,
    resourceId,
    place: {
      courseId: place.courseId,
      courseName: place.courseName,
      classNumber: place.classNumber,
      title: place.title,
      resourceType: place.type,
    },
    mode: set.mode,
    mastery: set.mastery,
    items: studentItems(set, items, issued, locale),
    ...(set.mode === "practice" ? { generators: set.generators } : {}),
    level: standing.level,
    progress: standing.progress,
    history: standing.history,
  };
}

/**
 * A practice attempt the phone began offline (its own UUID), opened on the server when its first
 * answer is synced: only at a practice set (a quiz needs the server from the start) the caller may
 * open. Several syncs of one new attempt may arrive at once (two tabs, a retry while the first is
 * still under way): the one that inserts it opens it, the others find it theirs and go on. An id
 * taken by another child's attempt, or at another set, is refused like an unknown attempt.
 */
export async function adoptOfflineAttempt(
  db: DbOrTx,
  caller: SessionUser,
  attemptId: string,
  resourceId: string,
  startedAt: Date,
) {
  const { set, key: where } = await openableSet(db, caller, resourceId);
  if (set.mode !== "practice") throw notFound("practiceAttemptNotFound");
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      await withinDailyAttempts(tx, where.studentId);
      const [created] = await tx
        .insert(practiceAttempts)
        .values({
          id: attemptId,
          ...where,
          kind: "set",
          mode: "practice",
          items: [],
          startedAt: startedAt > now ? now : startedAt,
        })
        .onConflictDoNothing()
        .returning({ id: practiceAttempts.id });
      if (created) {
        await countAttempt(tx, where);
        // Begun offline, counted from the phone's start time (docs/adr/0662, 0723).
        await recordAssignmentWork(tx, where.studentId, { resourceId: where.resourceId });
        return;
      }
      // Opened meanwhile by a sync running beside this one: the same child's sitting at this set is fine.
      const [taken] = await tx
        .select({ studentId: practiceAttempts.studentId, resourceId: practiceAttempts.resourceId })
        .from(practiceAttempts)
        .where(eq(practiceAttempts.id, attemptId));
      if (taken?.studentId !== where.studentId || taken.resourceId !== where.resourceId)
        throw notFound("practiceAttemptNotFound");
    });
  } catch (error) {
    throw isForeignKeyViolation(error) ? notFound("practiceNotFound") : error;
  }
}
