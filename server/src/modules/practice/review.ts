import { randomUUID } from "node:crypto";
import type { reviewResponseSchema } from "@ganit/contracts";
import {
  freshSeed,
  type PracticeLocale,
  REVIEW_AFTER_HOURS,
  REVIEW_ITEMS_PER_SET,
  seededRandom,
  toStudentItem,
} from "@ganit/contracts/practice/index";
import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { z } from "zod";
import { grantedClasses } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { practiceAttempts, practiceLevels } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { type Issued, issueQuestions, openableSet } from "./attempts.ts";

type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/**
 * POST /api/practice/review: a mixed review of the caller's sets in one class that have been
 * Proficient for at least a day (and are not yet Mastered), two questions from each, shuffled
 * together. Its answers count like any others; a set whose review questions are all right at the
 * first try becomes Mastered (review-pass.ts).
 */
export async function startReview(
  db: DbOrTx,
  caller: SessionUser,
  courseId: string,
  classNumber: number,
  locale: PracticeLocale = "en",
): Promise<ReviewResponse> {
  const access = await grantedClasses(db, caller);
  if (!access?.keys.has(`${courseId}:${classNumber}`)) throw notFound();
  const ripe = new Date(Date.now() - REVIEW_AFTER_HOURS * 3_600_000);
  const due = await db
    .select({ resourceId: practiceLevels.resourceId })
    .from(practiceLevels)
    .where(
      and(
        eq(practiceLevels.studentId, access.student.id),
        eq(practiceLevels.courseId, courseId),
        eq(practiceLevels.classNumber, classNumber),
        isNotNull(practiceLevels.proficientAt),
        lte(practiceLevels.proficientAt, ripe),
        isNull(practiceLevels.masteredAt),
      ),
    )
    .orderBy(practiceLevels.resourceId);
  const random = seededRandom(freshSeed());
  const issued: Issued[] = [];
  const items: ReviewResponse["items"] = [];
  const sets: ReviewResponse["sets"] = [];
  for (const { resourceId } of due) {
    const found = await openableSet(db, caller, resourceId).catch(() => null);
    if (!found) continue;
    sets.push({ resourceId, title: found.place.title, resourceType: found.place.type });
    const pool = issueQuestions(found.set, locale);
    const chosen = new Set<number>();
    while (chosen.size < Math.min(REVIEW_ITEMS_PER_SET, pool.items.length))
      chosen.add(random.int(0, pool.items.length - 1));
    for (const index of chosen) {
      const item = pool.items[index];
      const entry = pool.issued[index];
      if (!item || !entry) continue;
      // A review question is named by its place in the review only (a generator's id would carry its seed).
      const itemId = `r${issued.length}`;
      issued.push({ ...entry, itemId });
      items.push({ ...toStudentItem(item, entry.seed, "quiz", locale), id: itemId, resourceId });
    }
  }
  if (issued.length === 0) throw conflict("practiceNoReview");
  // Mixed: the sets' questions interleaved, not one set after another.
  const order = items.map((_, i) => i).sort(() => random.next() - 0.5);
  const mixed = order.map((i) => items[i] as ReviewResponse["items"][number]);
  const attemptId = randomUUID();
  await db.insert(practiceAttempts).values({
    id: attemptId,
    studentId: access.student.id,
    resourceId: null,
    courseId,
    classNumber,
    kind: "review",
    mode: "quiz",
    items: issued,
  });
  const asked = new Set(issued.map((entry) => entry.resourceId));
  return {
    attemptId,
    items: mixed,
    resourceIds: [...asked],
    sets: sets.filter((set) => asked.has(set.resourceId)),
  };
}
