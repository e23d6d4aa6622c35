import type { RowError } from "@ganit/contracts";
import { sql } from "drizzle-orm";
import { rowError } from "../../bulk/rows.ts";
import { rowsOf, textArray } from "../../bulk/sql.ts";
import type { Tx } from "../../db/client.ts";
import { reserveRollNumbers } from "../schools/index.ts";
import { formatRollNumber } from "./roll-number-format.ts";

/**
 * Roll numbers of an upload (docs/adr/0315): the template's optional `rollNumber` column keeps the
 * school's own numbers ("6A-12"); a row without one gets the school's running number. A typed number
 * must be unique in the file and in the school (compared without regard to case); a running number
 * never lands on one a school typed: the block is reserved, any taken ones are skipped, and more are
 * reserved for them.
 */

/** Rows whose typed roll number repeats an earlier row's, or one a student of the school has. */
export async function rollNumberProblems(
  tx: Tx,
  schoolId: string,
  typed: readonly { row: number; rollNumber: string }[],
): Promise<RowError[]> {
  const errors: RowError[] = [];
  const firstRow = new Map<string, number>();
  for (const { row, rollNumber } of typed) {
    const key = rollNumber.toLowerCase();
    const first = firstRow.get(key);
    if (first === undefined) firstRow.set(key, row);
    else errors.push(rowError(row, "rollNumber", "rollNumberRepeated", { row: first }));
  }
  if (typed.length === 0) return errors;
  const taken = new Set(await takenOf(tx, schoolId, [...firstRow.keys()]));
  for (const { row, rollNumber } of typed) {
    if (firstRow.get(rollNumber.toLowerCase()) === row && taken.has(rollNumber.toLowerCase()))
      errors.push(rowError(row, "rollNumber", "rollNumberTaken", { rollNumber }));
  }
  return errors;
}

/** The lower-cased roll numbers among `candidates` that a student of the school already has. */
async function takenOf(tx: Tx, schoolId: string, candidates: readonly string[]): Promise<string[]> {
  if (candidates.length === 0) return [];
  const found = await tx.execute(sql`
    select lower(roll_number) as roll from students
    where school_id = ${schoolId} and lower(roll_number) = any(${textArray([...candidates])})`);
  return rowsOf<{ roll: string }>(found).map((row) => row.roll);
}

/**
 * The roll number of every row: the typed one, or the next running numbers of the school, skipping
 * any a student of the school (or a row of this file) already has.
 */
export async function assignRollNumbers(
  tx: Tx,
  schoolId: string,
  typed: readonly (string | undefined)[],
): Promise<string[]> {
  const result = [...typed];
  const inFile = new Set(
    typed.filter((roll): roll is string => roll !== undefined).map((r) => r.toLowerCase()),
  );
  let missing = result.filter((roll) => roll === undefined).length;
  for (let round = 0; missing > 0; round++) {
    if (round > 20) throw new Error("could not find free roll numbers");
    const first = await reserveRollNumbers(tx, schoolId, missing);
    const block = Array.from({ length: missing }, (_, i) => formatRollNumber(first + i));
    const taken = new Set(await takenOf(tx, schoolId, block));
    const free = block.filter((roll) => !taken.has(roll.toLowerCase()) && !inFile.has(roll.toLowerCase()));
    for (const roll of free) {
      const index = result.indexOf(undefined);
      result[index] = roll;
    }
    missing -= free.length;
  }
  return result as string[];
}
