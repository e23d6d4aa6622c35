import { randomUUID } from "node:crypto";
import { type RowError, type StudentCredential, studentBulkRowSchema } from "@ganit/contracts";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { recordBatchAudit } from "../../audit/batch.ts";
import {
  BulkRowsError,
  byRow,
  rowError,
  type SchoolUpload,
  sameText,
  validateRows,
} from "../../bulk/rows.ts";
import { intArray, rowsOf, textArray } from "../../bulk/sql.ts";
import type { Tx } from "../../db/client.ts";
import { lockSchool } from "../schools/index.ts";
import { generateUsernamesSetWise, insertAccountsSetWise } from "../users/index.ts";
import { assignRollNumbers, rollNumberProblems } from "./roll-numbers.ts";

/**
 * Adding students, one or five thousand, all or nothing: every row is checked first (its fields,
 * repeats inside the file, students already in the school: the same name, date of birth and father's
 * name, without regard to case or spacing); any problem → BulkRowsError and nothing is written. Then
 * one block of roll numbers is reserved and every table is written set-wise.
 *
 * Roll numbers are the school's running number, zero-padded to four digits ("0001", "0002", …,
 * "10000" after "9999"): short enough for a child to say, unique in the school, never reused
 * (`schools.next_roll_number` only grows, so a removed student's number is never handed out again).
 */
export type StudentRow = z.output<typeof studentBulkRowSchema>;

export { formatRollNumber } from "./roll-number-format.ts";

const dupKey = (s: { name: string; dob: string; fathername: string }) =>
  `${sameText(s.name)}\u0000${s.dob}\u0000${sameText(s.fathername)}`;

export async function addStudentsSetWise(
  tx: Tx,
  input: SchoolUpload<"student.added" | "student.bulk_added">,
): Promise<{ credentials: StudentCredential[]; codesExpireAt: Date }> {
  const { schoolId } = input;
  // One upload at a time per school: the duplicate check below and the roll numbers stay exact.
  await lockSchool(tx, schoolId);

  const { parsed, errors } = validateRows(input.rawRows, studentBulkRowSchema);
  const firstRowOfKey = new Map<string, number>();
  for (const { row, value } of parsed) {
    const key = dupKey(value);
    const first = firstRowOfKey.get(key);
    if (first === undefined) firstRowOfKey.set(key, row);
    else errors.push(rowError(row, "name", "duplicateInFile", { row: first }));
  }
  errors.push(...(await alreadyInSchool(tx, schoolId, parsed)));
  const typedRolls = parsed.flatMap(({ row, value }) =>
    value.rollNumber ? [{ row, rollNumber: value.rollNumber }] : [],
  );
  errors.push(...(await rollNumberProblems(tx, schoolId, typedRolls)));
  if (errors.length > 0) throw new BulkRowsError(errors.sort(byRow));

  const rows = parsed.map((p) => p.value);
  const n = rows.length;
  const usernames = await generateUsernamesSetWise(
    tx,
    rows.map((r) => r.name),
  );
  const accounts = rows.map((r, i) => ({
    id: randomUUID(),
    username: usernames[i] ?? "",
    email: r.email,
    name: r.name,
    phone: r.phone,
  }));
  const { codes, codesExpireAt } = await insertAccountsSetWise(tx, {
    role: "student",
    accounts,
    appUrl: input.appUrl,
    withOneTimeCodes: true,
  });
  const studentIds = rows.map(() => randomUUID());
  const rollNumbers = await assignRollNumbers(
    tx,
    schoolId,
    rows.map((r) => r.rollNumber),
  );
  await tx.execute(sql`
    insert into students (id, user_id, school_id, roll_number, class_number, fathername, dob,
                          sort_name, sort_email, account_phone)
    select id, user_id, ${schoolId}, roll_number, class_number, fathername, dob::date, lower(name), lower(email), phone
    from unnest(${textArray(studentIds)}, ${textArray(accounts.map((a) => a.id))}, ${textArray(rollNumbers)},
                ${intArray(rows.map((r) => r.Class))}, ${textArray(rows.map((r) => r.fathername))},
                ${textArray(rows.map((r) => r.dob))}, ${textArray(accounts.map((a) => a.name))},
                ${textArray(accounts.map((a) => a.email.toLowerCase()))}, ${textArray(accounts.map((a) => a.phone))})
         as t(id, user_id, roll_number, class_number, fathername, dob, name, email, phone)`);
  await recordBatchAudit(tx, {
    action: input.action,
    actor: input.actor,
    schoolId,
    ip: input.ip,
    targetType: "student",
    targetId: n === 1 ? (studentIds[0] ?? null) : null,
    detail:
      n === 1
        ? { username: accounts[0]?.username, rollNumber: rollNumbers[0], class: rows[0]?.Class }
        : { count: n, firstRollNumber: rollNumbers[0], lastRollNumber: rollNumbers[n - 1] },
  });
  return {
    credentials: rows.map((r, i) => ({
      _id: studentIds[i] ?? "",
      name: r.name,
      class: r.Class,
      rollNumber: rollNumbers[i] ?? "",
      username: accounts[i]?.username ?? "",
      oneTimeCode: codes[i] ?? "",
    })),
    codesExpireAt,
  };
}

/** Rows whose student (same name, dob and father's name) is already in the school: one query for all. */
async function alreadyInSchool(
  tx: Tx,
  schoolId: string,
  parsed: readonly { row: number; value: StudentRow }[],
): Promise<RowError[]> {
  if (parsed.length === 0) return [];
  const found = rowsOf<{ row: number; roll_number: string | null }>(
    await tx.execute(sql`
      select k.row, s.roll_number
      from unnest(${textArray(parsed.map((p) => sameText(p.value.name)))}, ${textArray(parsed.map((p) => p.value.dob))},
                  ${textArray(parsed.map((p) => sameText(p.value.fathername)))}, ${intArray(parsed.map((p) => p.row))})
           as k(name, dob, father, row)
      join students s on s.school_id = ${schoolId} and s.dob = k.dob::date
                     and lower(regexp_replace(trim(s.fathername), '\\s+', ' ', 'g')) = k.father
      join users u on u.id = s.user_id and lower(regexp_replace(trim(u.name), '\\s+', ' ', 'g')) = k.name`),
  );
  return found.map((f) =>
    rowError(Number(f.row), "name", "studentAlreadyInSchool", { rollNumber: f.roll_number ?? "" }),
  );
}
