import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { runNamed } from "../../db/named.ts";
import { schools, users } from "../../db/schema.ts";

/**
 * `select … from schools join users`: schools' rows with their accounts. A school's name, e-mail and
 * phone are its account's (`users`); `columns` may name both tables, and the caller goes on with
 * `.where`, `.orderBy`, `.limit` or a lock.
 */
export const schoolsWithAccounts = <T extends SelectedFields>(db: DbOrTx, columns: T) =>
  db.select(columns).from(schools).innerJoin(users, eq(users.id, schools.userId));

/**
 * A school's name (its account's), or null for an id that is no school's. Named: read with every
 * lesson tree a pupil opens (docs/adr/0744).
 */
export async function findSchoolName(db: DbOrTx, schoolId: string): Promise<string | null> {
  const [row] = await runNamed(
    schoolsWithAccounts(db, { name: users.name }).where(eq(schools.id, schoolId)).limit(1),
  );
  return row?.name ?? null;
}
