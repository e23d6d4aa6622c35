import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { schools } from "../../db/schema.ts";

export type SchoolDetails = {
  udiscCode: string;
  address: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
};

/** The school row of a school account. Its name, e-mail and phone live on the account (users). */
export async function insertSchool(db: DbOrTx, userId: string, details: SchoolDetails) {
  const [school] = await db
    .insert(schools)
    .values({ id: randomUUID(), userId, ...details })
    .returning();
  if (!school) throw new Error("insert returned no row");
  return school;
}

export async function findSchoolProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ city: schools.city, state: schools.state })
    .from(schools)
    .where(eq(schools.userId, userId))
    .limit(1);
  return row;
}
