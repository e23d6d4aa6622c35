import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { students } from "../db/schema.ts";
import { forbidden } from "../errors.ts";

/**
 * A learner under 18 learns only with a parent's verified consent (DPDP Act 2023, s. 9): until the
 * parent confirms through the link mailed to them (or after they withdraw it), lessons and practice
 * answer 403 with a message saying why. A school's pupil is the school's to consent for (its data-
 * processing terms), so the rule reads learners' rows only. One statement: the row is refused when
 * the learner is a child (born less than 18 years before today, India time) without consent.
 */
export async function requireMayLearn(db: DbOrTx, student: { id: string; schoolId: string | null }) {
  if (student.schoolId !== null) return;
  const [blocked] = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.id, student.id),
        isNull(students.guardianConsentAt),
        // No date of birth on a learner's row cannot be told from a child's: it waits for consent too.
        sql`(${students.dob} is null or ${students.dob}::date > (now() at time zone 'Asia/Kolkata')::date - interval '18 years')`,
      ),
    )
    .limit(1);
  if (blocked) throw forbidden("guardianConsentPending");
}
