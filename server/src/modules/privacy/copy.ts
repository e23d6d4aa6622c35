import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { students } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { childData } from "./child-data.ts";
import { type Asker, withoutOtherAdults } from "./other-adults.ts";
import { childDataWorkbook } from "./spreadsheet.ts";

export type ChildCopy = { json: Record<string, unknown> } | { xlsx: Buffer; filename: string };

/**
 * A child's copy (the one export every caller gets): JSON as an object, .xlsx as a workbook. A
 * parent's (`parent`) leaves out the other adults in it (`other-adults.ts`).
 */
export async function copyOf(
  db: DbOrTx,
  studentId: string,
  format: "json" | "xlsx",
  parent?: Asker,
): Promise<ChildCopy> {
  const [child] = await db
    .select({ userId: students.userId })
    .from(students)
    .where(eq(students.id, studentId));
  if (!child) throw notFound();
  const whole = await childData(db, { studentId, userId: child.userId });
  const data = parent ? withoutOtherAdults(whole, parent) : whole;
  const json = { exportedAt: new Date().toISOString(), studentId, tables: data };
  if (format === "json") return { json };
  return { xlsx: await childDataWorkbook(data), filename: `ganit-student-${studentId}.xlsx` };
}
