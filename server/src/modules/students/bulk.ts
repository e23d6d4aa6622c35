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

/**
 * What two rows of the same pupil share: the name, the date of birth and the father's name, each
 * without regard to case or spacing, joined by U+001F (a control character no accepted text holds).
 * Kept in `students.duplicate_key` (indexed with the school), so the check against the school's
 * pupils is an index lookup, not a scan normalising every name; migration 0014 wrote it for the
 * pupils who were there before, with the same rules in SQL.
 */
export const duplicateKey = (s: { name: string; dob: string | null; fathername: string }) =>
  `${sameText(s.name)}\u001f${s.dob ?? ""}\u001f${sameText(s.fathername)}`;

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
    const key = duplicateKey(value);
    const first = firstRowOfKey.get(key);
    if (first === undefined) firstRowOfKey.set(key, row);
    else errors.push(rowError(row, "name", "duplicateInFile", { row: first }));
  }
  errors.push(...(await alreadyInSchool(tx, schoolId, parsed, [...firstRowOfKey.keys()])));
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
    insert into students (id, user_id, school_id, roll_number, class_number, section, fathername, dob,
                          sort_name, sort_email, account_phone, duplicate_key)
    select id, user_id, ${schoolId}, roll_number, class_number, section, fathername, dob::date, lower(name), lower(email), phone,
           duplicate_key
    from unnest(${textArray(studentIds)}, ${textArray(accounts.map((a) => a.id))}, ${textArray(rollNumbers)},
                ${intArray(rows.map((r) => r.Class))}, ${textArray(rows.map((r) => r.section ?? null))},
                ${textArray(rows.map((r) => r.fathername))},
                ${textArray(rows.map((r) => r.dob))}, ${textArray(accounts.map((a) => a.name))},
                ${textArray(accounts.map((a) => a.email.toLowerCase()))}, ${textArray(accounts.map((a) => a.phone))},
                ${textArray(rows.map(duplicateKey))})
         as t(id, user_id, roll_number, class_number, section, fathername, dob, name, email, phone, duplicate_key)`);
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
      section: r.section ?? null,
      rollNumber: rollNumbers[i] ?? "",
      username: accounts[i]?.username ?? "",
      oneTimeCode: codes[i] ?? "",
    })),
    codesExpireAt,
  };
}

/**
 * Rows whose student (same name, dob and father's name) is already in the school: one query for all,
 * through the school's duplicate keys. `keys` are the file's distinct keys (a repeat inside the file
 * is reported as such, once, above).
 */
async function alreadyInSchool(
  tx: Tx,
  schoolId: string,
  parsed: readonly { row: number; value: StudentRow }[],
  keys: readonly string[],
): Promise<RowError[]> {
  if (keys.length === 0) return [];
  const found = rowsOf<{ key: string; roll_number: string | null }>(
    await tx.execute(sql`
      select s.duplicate_key as key, s.roll_number
      from students s
      where s.school_id = ${schoolId} and s.duplicate_key = any(${textArray(keys)})`),
  );
  if (found.length === 0) return [];
  const rollOf = new Map(found.map((f) => [f.key, f.roll_number ?? ""]));
  return parsed.flatMap(({ row, value }) => {
    const rollNumber = rollOf.get(duplicateKey(value));
    return rollNumber === undefined ? [] : [rowError(row, "name", "studentAlreadyInSchool", { rollNumber })];
  });
}
