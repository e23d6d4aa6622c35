import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { students, users } from "../../db/schema.ts";

/**
 * `select … from students join users`: students' rows (a school's pupils, individual learners) with
 * their accounts. A student's name, username, e-mail and phone are the account's (`users`); `columns`
 * may name both tables, and the caller goes on with `.where`, further joins, `.orderBy` or a lock.
 */
export const studentsWithAccounts = <T extends SelectedFields>(db: DbOrTx, columns: T) =>
  db.select(columns).from(students).innerJoin(users, eq(users.id, students.userId));
