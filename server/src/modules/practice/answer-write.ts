import type { AnswerValue, IssuedQuestion } from "@ganit/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { executeNamed } from "../../db/named.ts";
import { practiceAnswers, practiceAttempts, practiceLevels } from "../../db/schema.ts";
import { assignmentWorkWrites, type PendingSitting } from "../assignments/index.ts";
import type { LevelAfter, Place } from "./standing.ts";

/** What one answer stores: the answer, the level row after it, and what follows from it. */
export type AnswerWrite = {
  place: Place;
  /** The level row's version the answer was decided on (`xmin`); null: there was no row. */
  levelVersion: string | null;
  level: LevelAfter & { masteredAt?: Date };
  answer: {
    id: string;
    attemptId: string;
    itemId: string;
    questionKey: string;
    clientAnswerId: string;
    answer: AnswerValue;
    correct: boolean;
    firstTry: boolean;
    misconception: string | null;
    answeredAt: Date;
  };
  /** The sitting's questions with a variant added (a second miss at a generated question). */
  issued?: IssuedQuestion[];
  /** The sitting is practised to the end now, or no longer: the child's assignments of the set follow. */
  work?: PendingSitting & { resourceId: string };
};

const at = (date: Date | null | undefined) => (date ? sql`${date.toISOString()}::timestamptz` : sql`null`);

/** The level row as the answer leaves it: changed only if still the version read, else nothing. */
function levelWrite(write: AnswerWrite): SQL {
  const { place, level } = write;
  const mastered = level.masteredAt ? sql`, mastered_at = ${at(level.masteredAt)}` : sql``;
  if (write.levelVersion !== null)
    return sql`update ${practiceLevels} set level = ${level.level}, proficient_at = ${at(level.proficientAt)},
        needs_help_since = ${at(level.needsHelpSince)}, needs_help_reason = ${level.needsHelpReason},
        wrong_in_a_row = ${level.wrongInARow}::int, best_score = ${level.bestScore}::int,
        last_activity_at = ${at(level.lastActivityAt)}, course_id = ${place.courseId},
        class_number = ${place.classNumber}::int${mastered}
      where student_id = ${place.studentId} and resource_id = ${place.resourceId}
        and xmin = ${write.levelVersion}::xid
      returning 1`;
  // No row when read: made now, unless another answer made it meanwhile.
  return sql`insert into ${practiceLevels} (student_id, resource_id, course_id, class_number, level,
        proficient_at, mastered_at, needs_help_since, needs_help_reason, wrong_in_a_row, best_score,
        last_activity_at)
      values (${place.studentId}, ${place.resourceId}, ${place.courseId}, ${place.classNumber}::int,
        ${level.level}, ${at(level.proficientAt)}, ${at(level.masteredAt)}, ${at(level.needsHelpSince)},
        ${level.needsHelpReason}, ${level.wrongInARow}::int, ${level.bestScore}::int, ${at(level.lastActivityAt)})
      on conflict do nothing
      returning 1`;
}

/**
 * One answer's writes as one statement (docs/adr/0724): the level row first, and every other part
 * only when it was written (`from level`), so the answer, the sitting's new question and the
 * assignments' state are stored together or not at all. A statement is its own transaction: no
 * BEGIN or COMMIT is sent. False: another answer of the child at the set changed the level row
 * since the read (its update waited for that one's lock, then found a new version), and nothing
 * was written; the caller decides the answer again.
 */
export async function writeAnswer(db: DbOrTx, write: AnswerWrite): Promise<boolean> {
  const { answer, place } = write;
  const written = sql`exists (select 1 from level)`;
  const sitting = write.issued
    ? sql`, sitting as (update ${practiceAttempts} set items = ${JSON.stringify(write.issued)}::jsonb
        where id = ${answer.attemptId} and ${written})`
    : sql``;
  const work = write.work
    ? sql`, ${assignmentWorkWrites(place.studentId, { resourceId: write.work.resourceId }, { pending: write.work, when: written })}`
    : sql``;
  // Named: planning this statement costs PostgreSQL more than running it (docs/adr/0744).
  const { rows } = await executeNamed<{ written: number }>(
    db,
    sql`with level as (${levelWrite(write)}),
    answer as (insert into ${practiceAnswers} (id, attempt_id, student_id, resource_id, item_id, question_key,
        client_answer_id, answer, correct, first_try, misconception, answered_at)
      select ${answer.id}, ${answer.attemptId}, ${place.studentId}, ${place.resourceId}, ${answer.itemId},
        ${answer.questionKey}, ${answer.clientAnswerId}, ${JSON.stringify(answer.answer)}::jsonb,
        ${answer.correct}::boolean, ${answer.firstTry}::boolean, ${answer.misconception},
        ${at(answer.answeredAt)}
      from level)${sitting}${work}
    select count(*)::int as written from level`,
  );
  return Number(rows[0]?.written ?? 0) > 0;
}
