import { type AnswerValue, LIMITS, type TestSubmitBody } from "@ganit/contracts";
import type { Sitting } from "./chapter-test-sitting.ts";

/**
 * A timed test's clock (docs/adr/0696). The deadline is the sitting's start on the server plus the
 * test's time limit: the phone only shows it, so a reload, another tab or another phone never
 * resets it. An answer or a submit counts up to the deadline and a short grace for a slow line.
 */
export function deadlineOf(startedAt: Date, limitMinutes: number | null | undefined): Date | null {
  return limitMinutes ? new Date(startedAt.getTime() + limitMinutes * 60_000) : null;
}

/** Whether `at` is past the deadline and its grace (an untimed sitting's time is never up). */
export function timeIsUp(endsAt: Date | null, at: Date): boolean {
  return endsAt !== null && at.getTime() > endsAt.getTime() + LIMITS.teacherTestGraceSeconds * 1000;
}

/**
 * The answers the server saved while the sitting was open, each by its question's name: all in
 * time, since a save past the deadline and its grace is refused (test-answers.ts).
 */
export function savedAnswers(sitting: Pick<Sitting, "issued">): TestSubmitBody["answers"] {
  return sitting.issued.flatMap((entry) =>
    entry.saved ? [{ itemId: entry.itemId, answer: entry.saved.answer as AnswerValue }] : [],
  );
}

/**
 * What a submit grades. In time: the phone's answers, and for a question the phone sends none for,
 * the answer saved on the way (a closed tab loses the phone's drafts, not the server's). Past the
 * deadline and its grace: only the answers that reached the server in time; the late body is not
 * counted.
 */
export function answersToGrade(
  sitting: Pick<Sitting, "issued" | "endsAt">,
  body: TestSubmitBody,
  at: Date,
): TestSubmitBody {
  const saved = savedAnswers(sitting);
  if (timeIsUp(sitting.endsAt, at)) return { answers: saved };
  const sent = new Set(body.answers.map((answer) => answer.itemId));
  return { answers: [...body.answers, ...saved.filter((answer) => !sent.has(answer.itemId))] };
}
