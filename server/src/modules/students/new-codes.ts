import type { NewCodesRequest, newCodesRequestSchema, StudentCredential } from "@ganit/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { accessible, requireAccess, requireSchool } from "../../access/index.ts";
import { actorOf, type RequestMeta } from "../../audit/audit.ts";
import { recordBatchAudit } from "../../audit/batch.ts";
import type { Tx } from "../../db/client.ts";
import { students, users } from "../../db/schema.ts";
import { HttpError, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { reissueOneTimeCodes } from "../users/index.ts";
import { studentsWithAccounts } from "./student-accounts.ts";

/**
 * POST /api/student/new-codes: a child lost the sheet, or a class's sheet is printed again. In one
 * transaction: the students' rows are locked (a removal at the same moment waits), the users module
 * ends their old codes, links, passwords and sessions and makes new codes, and one audit event says
 * who did it for whom. The answer is the new credentials sheet, by roll number.
 */
export async function issueNewCodes(
  tx: Tx,
  caller: SessionUser,
  input: NewCodesRequest,
  meta: RequestMeta,
): Promise<{ credentials: StudentCredential[]; codesExpireAt: Date }> {
  const schoolId = requireSchool(caller);
  const body = input as z.output<typeof newCodesRequestSchema>;
  if (body.studentIds) {
    await requireAccess(tx, { caller, permission: "student.update", ids: body.studentIds, lock: "update" });
  }
  const rows = await studentsWithAccounts(tx, {
    _id: students.id,
    userId: users.id,
    name: users.name,
    class: students.classNumber,
    rollNumber: students.rollNumber,
    username: users.username,
  })
    .where(
      and(
        accessible(caller, "student.update"),
        body.studentIds
          ? inArray(students.id, body.studentIds)
          : eq(students.classNumber, body.classNumber ?? 0),
      ),
    )
    .orderBy(asc(students.rollNumber), asc(students.id))
    .for("update", { of: students });
  if (rows.length === 0) {
    if (body.classNumber === undefined) throw notFound();
    throw new HttpError(404, "noStudentsInClass", { params: { classNumber: body.classNumber } });
  }
  const { codes, codesExpireAt } = await reissueOneTimeCodes(
    tx,
    rows.map((row) => row.userId),
  );
  const [only] = rows;
  await recordBatchAudit(tx, {
    action: "student.codes_reissued",
    actor: actorOf(caller),
    schoolId,
    ip: meta.ip,
    targetType: "student",
    targetId: rows.length === 1 && only ? only._id : null,
    detail:
      body.classNumber !== undefined
        ? { class: body.classNumber, count: rows.length }
        : { count: rows.length, rollNumbers: rows.slice(0, 50).map((row) => row.rollNumber) },
  });
  return {
    credentials: rows.map((row, i) => ({
      _id: row._id,
      name: row.name,
      class: row.class,
      rollNumber: row.rollNumber ?? "",
      username: row.username,
      oneTimeCode: codes[i] ?? "",
    })),
    codesExpireAt,
  };
}
