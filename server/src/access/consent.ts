import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { guardianConsents, students } from "../db/schema.ts";
import { forbidden } from "../errors.ts";

/**
 * A learner under 18 learns only with a parent's verified consent (DPDP Act 2023, s. 9): until the
 * parent confirms through the link mailed to their own address, and from the moment they withdraw
 * it, lessons and practice answer 403 with a message saying why. A school's pupil is the school's to
 * consent for (its data-processing terms), so the rule reads learners' rows only.
 *
 * A learner registered before consent by link has no consent row: their registration's tick
 * (`students.guardian_consent_at`) stands until their parent uses a link. One statement: the row is
 * refused when the learner is a child (born less than 18 years before today, India time) and
 * consent was withdrawn, or asked and not yet given, or never recorded at all.
 */
export async function requireMayLearn(db: DbOrTx, student: { id: string; schoolId: string | null }) {
  if (student.schoolId !== null) return;
  const [blocked] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, student.id), awaitsConsent))
    .limit(1);
  if (blocked) throw forbidden("guardianConsentPending");
}

const of = eq(guardianConsents.studentId, students.id);
const anyConsent = sql`exists (select 1 from ${guardianConsents} where ${of})`;
const given = sql`exists (select 1 from ${guardianConsents} where ${and(of, isNotNull(guardianConsents.confirmedAt), isNull(guardianConsents.withdrawnAt))})`;
const withdrawn = sql`exists (select 1 from ${guardianConsents} where ${and(of, isNotNull(guardianConsents.withdrawnAt))})`;

/** The rule above as a condition on a `students` row (a learner's: a pupil's row never meets it). */
const awaitsConsent = and(
  isNull(students.schoolId),
  // No date of birth on a learner's row cannot be told from a child's: it waits for consent too.
  sql`(${students.dob} is null or ${students.dob}::date > (now() at time zone 'Asia/Kolkata')::date - interval '18 years')`,
  sql`(${withdrawn} or (${anyConsent} and not ${given}) or (not ${anyConsent} and ${students.guardianConsentAt} is null))`,
);

/**
 * Whether this students row waits for consent, as a boolean expression: for a statement that reads
 * the rule with other things (a practice answer's one read, docs/adr/0724).
 */
export const awaitsConsentSql = (studentId: SQL) =>
  sql`exists (select 1 from ${students} where ${students.id} = ${studentId} and ${awaitsConsent})`;
