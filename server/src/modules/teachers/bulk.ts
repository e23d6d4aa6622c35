import { randomUUID } from "node:crypto";
import { type RowError, teacherBulkRowSchema } from "@ganit/contracts";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { recordBatchAudit } from "../../audit/batch.ts";
import { BulkRowsError, byRow, rowError, type SchoolUpload, validateRows } from "../../bulk/rows.ts";
import { rowsOf, textArray } from "../../bulk/sql.ts";
import type { Tx } from "../../db/client.ts";
import { insertAccountsSetWise } from "../users/index.ts";

/**
 * Adding teachers, one or many, all or nothing, like students. A teacher signs in with their e-mail,
 * so an e-mail already used as a username anywhere on the platform, or twice in the file, is a row
 * error. Teachers get the welcome mail (set-password link), no one-time code: they have their own
 * e-mail by definition.
 */
export type TeacherRow = z.output<typeof teacherBulkRowSchema>;

export async function addTeachersSetWise(
  tx: Tx,
  input: SchoolUpload<"teacher.added" | "teacher.bulk_added">,
): Promise<{ ids: string[]; userIds: string[] }> {
  const { schoolId } = input;
  const { parsed, errors } = validateRows(input.rawRows, teacherBulkRowSchema);
  const firstRowOfEmail = new Map<string, number>();
  for (const { row, value } of parsed) {
    const email = value.email.toLowerCase();
    const first = firstRowOfEmail.get(email);
    if (first === undefined) firstRowOfEmail.set(email, row);
    else errors.push(rowError(row, "email", "emailRepeatedInFile", { row: first }));
  }
  errors.push(...(await emailsTaken(tx, parsed)));
  if (errors.length > 0) throw new BulkRowsError(errors.sort(byRow));

  const rows = parsed.map((p) => p.value);
  const accounts = rows.map((r) => ({
    id: randomUUID(),
    username: r.email.toLowerCase(),
    email: r.email,
    name: r.name,
    phone: r.mobile,
  }));
  await insertAccountsSetWise(tx, {
    role: "teacher",
    accounts,
    appUrl: input.appUrl,
    withOneTimeCodes: false,
  });
  const ids = rows.map(() => randomUUID());
  await tx.execute(sql`
    insert into teachers (id, user_id, school_id, dob, sort_name, sort_email, account_phone)
    select id, user_id, ${schoolId}, dob::date, lower(name), lower(email), phone
    from unnest(${textArray(ids)}, ${textArray(accounts.map((a) => a.id))}, ${textArray(rows.map((r) => r.dob))},
                ${textArray(accounts.map((a) => a.name))}, ${textArray(accounts.map((a) => a.email.toLowerCase()))},
                ${textArray(accounts.map((a) => a.phone))})
         as t(id, user_id, dob, name, email, phone)`);
  await recordBatchAudit(tx, {
    action: input.action,
    actor: input.actor,
    schoolId,
    ip: input.ip,
    targetType: "teacher",
    targetId: rows.length === 1 ? (accounts[0]?.id ?? null) : null,
    detail:
      rows.length === 1
        ? { username: accounts[0]?.username }
        : { count: rows.length, usernames: accounts.map((a) => a.username) },
  });
  return { ids, userIds: accounts.map((a) => a.id) };
}

/** Rows whose e-mail is already someone's username: one query for all. */
async function emailsTaken(
  tx: Tx,
  parsed: readonly { row: number; value: TeacherRow }[],
): Promise<RowError[]> {
  if (parsed.length === 0) return [];
  const taken = rowsOf<{ username: string }>(
    await tx.execute(
      sql`select lower(username) as username from users where lower(username) = any(${textArray(parsed.map((p) => p.value.email.toLowerCase()))})`,
    ),
  );
  const takenSet = new Set(taken.map((t) => t.username));
  return parsed
    .filter((p) => takenSet.has(p.value.email.toLowerCase()))
    .map((p) => rowError(p.row, "email", "emailTaken"));
}
