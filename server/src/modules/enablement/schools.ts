import type { EnablementSchool, EnablementSchoolsPage, enablementSchoolsQuerySchema } from "@ganit/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { countAll, pageOf, searchCondition } from "../../db/lists.ts";
import { purchases, schools, users } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { schoolsWithAccounts } from "../schools/index.ts";

/**
 * The schools of the course enablement screen: its header (`GET /api/enable/{schoolId}`) and the
 * picker shown when no school is chosen (`GET /api/enable/schools`), which says how many payments
 * of each school wait for verification.
 */
export type EnablementSchoolsQuery = z.output<typeof enablementSchoolsQuerySchema>;

const SORT_COLUMNS = { name: sql`lower(${users.name})`, createdAt: schools.createdAt };

const schoolColumns = {
  _id: schools.id,
  name: users.name,
  udiscCode: schools.udiscCode,
  city: schools.city,
  district: schools.district,
  state: schools.state,
  status: schools.status,
};

const pendingPayments = sql<number>`(
  select cast(count(*) as integer) from ${purchases}
  where ${purchases.buyerSchoolId} = ${schools.id} and ${purchases.status} = 'pending'
)`;

/** The school by id, or 404 (any id that is not a school's, e.g. a learner's, is unknown here). */
export async function findEnablementSchool(db: DbOrTx, schoolId: string): Promise<EnablementSchool> {
  const [row] = await schoolsWithAccounts(db, schoolColumns).where(eq(schools.id, schoolId)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function listEnablementSchools(
  db: DbOrTx,
  query: EnablementSchoolsQuery,
): Promise<EnablementSchoolsPage> {
  const where = and(
    searchCondition(query.search, [users.name, schools.udiscCode, schools.city, schools.state]),
  );
  return pageOf({
    query,
    sortColumns: SORT_COLUMNS,
    tiebreaker: schools.id,
    rows: schoolsWithAccounts(db, { ...schoolColumns, pendingPayments }).where(where),
    count: schoolsWithAccounts(db, { n: countAll }).where(where),
  });
}
