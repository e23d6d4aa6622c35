import type { StudentUpdateRequest, studentUpdateRequestSchema } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { requireAccess } from "../../access/index.ts";
import { auditCaller, type RequestMeta } from "../../audit/audit.ts";
import type { Tx } from "../../db/client.ts";
import { accountListKeys } from "../../db/lists.ts";
import { students, users } from "../../db/schema.ts";
import { HttpError, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { refreshStandingOfChildren } from "../assignments/index.ts";
import { deleteAccount, updateContact } from "../users/index.ts";
import { duplicateKey } from "./bulk.ts";
import { studentsWithAccounts } from "./student-accounts.ts";

/**
 * The school's changes to a pupil that touch the pupil's account as well as their students row: each
 * one command, in the caller's transaction, through the owners' functions (accounts are the users
 * module's). The student row is locked first, so a concurrent enrolment (which locks it FOR KEY
 * SHARE) is decided wholly before or after.
 */

/** The pupil's account and what the trail names them by; the row locked for the transaction. */
async function lockPupil(tx: Tx, caller: SessionUser, id: string) {
  await requireAccess(tx, { caller, permission: "student.update", ids: [id], lock: "update" });
  const [row] = await studentsWithAccounts(tx, {
    userId: students.userId,
    username: users.username,
    rollNumber: students.rollNumber,
    fathername: students.fathername,
    dob: students.dob,
    duplicateKey: students.duplicateKey,
  })
    .where(eq(students.id, id))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * PUT /api/student/update/{id}: only name, class, email, phone, fathername and dob are applied;
 * whatever else the client sends back (schoolId, rollNumber, role, enrolments) is ignored.
 */
export async function updateStudent(
  tx: Tx,
  caller: SessionUser,
  id: string,
  input: StudentUpdateRequest,
  meta: RequestMeta,
) {
  const parsed = input as z.output<typeof studentUpdateRequestSchema>;
  const target = await lockPupil(tx, caller, id);
  const classNumber = parsed.class ?? parsed.Class;
  await updateContact(tx, target.userId, { name: parsed.name, email: parsed.email, phone: parsed.phone });
  // The upload's duplicate check compares pupils by this key: it follows the name, dob and father.
  const key = duplicateKey({
    name: parsed.name,
    dob: parsed.dob !== undefined ? parsed.dob : target.dob,
    fathername: parsed.fathername ?? target.fathername,
  });
  // The row's copies of the account's name, e-mail and phone follow the account in this transaction,
  // so the school's lists never sort or search by old ones (docs/adr/0371).
  await tx
    .update(students)
    .set({
      ...(classNumber !== undefined ? { classNumber } : {}),
      ...(parsed.section !== undefined ? { section: parsed.section } : {}),
      ...(parsed.fathername !== undefined ? { fathername: parsed.fathername } : {}),
      ...(parsed.dob !== undefined ? { dob: parsed.dob } : {}),
      ...(key !== target.duplicateKey ? { duplicateKey: key } : {}),
      ...accountListKeys(students.userId),
    })
    .where(eq(students.id, id));
  // Another section's assignments reach the child now (docs/adr/0738).
  if (parsed.section !== undefined) await refreshStandingOfChildren(tx, [id]);
  await auditCaller(tx, caller, meta, {
    action: "student.updated",
    target: { type: "student", id },
    detail: {
      class: classNumber ?? null,
      ...(parsed.section !== undefined ? { section: parsed.section } : {}),
    },
  });
}

/**
 * DELETE /api/student/{id}: removes the pupil's account; its student row, tokens, enrolments and
 * progress go with it (the schema's cascades), so its seats are free at once.
 */
export async function removeStudent(tx: Tx, caller: SessionUser, id: string, meta: RequestMeta) {
  const target = await lockPupil(tx, caller, id).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? notFound("studentRemoveFailed") : error;
  });
  await deleteAccount(tx, target.userId);
  await auditCaller(tx, caller, meta, {
    action: "student.deleted",
    target: { type: "student", id },
    detail: { username: target.username, rollNumber: target.rollNumber },
  });
}
