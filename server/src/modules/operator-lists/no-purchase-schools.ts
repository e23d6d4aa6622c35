import type { NoPurchaseSchool, NoPurchaseSchoolsPage, NoPurchaseSchoolsQuery } from "@ganit/contracts";
import { and, eq, notExists, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { AppContext } from "../../context.ts";
import { countAll, pageOf, searchCondition, withIsoCreatedAt } from "../../db/lists.ts";
import { purchases, schools, users } from "../../db/schema.ts";
import { schoolAddressColumns } from "../schools/index.ts";

/**
 * Schools that never had a verified purchase (spec part 2 §2): a school whose purchases are all
 * pending or rejected is listed, one verified purchase takes it off. Courses the superadmin enabled
 * without a purchase do not count as one: nothing was bought (docs/adr/0281-operator-lists-across-schools.md).
 * Reads the schools' rows and accounts and the purchases; writes nothing.
 */
const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  udiscCode: schools.udiscCode,
  city: sql`lower(${schools.city})`,
  state: sql`lower(${schools.state})`,
  status: schools.status,
  createdAt: schools.createdAt,
};

const schoolColumns = {
  _id: schools.id,
  name: users.name,
  udiscCode: schools.udiscCode,
  email: users.email,
  phone: users.phone,
  ...schoolAddressColumns,
  status: schools.status,
  createdAt: schools.createdAt,
};

/** No verified purchase of this school (the purchases_school_idx answers it per school). */
const neverBought = notExists(
  sql`(select 1 from ${purchases} where ${purchases.buyerSchoolId} = ${schools.id} and ${purchases.status} = 'verified')`,
);

export function createNoPurchaseSchoolsService(ctx: AppContext) {
  const { db } = ctx.database;
  // The accounts' role is said so the name order walks `users_role_name_idx` over the schools'
  // accounts alone, not every account of the platform.
  const listed = <T extends SelectedFields>(columns: T) =>
    db
      .select(columns)
      .from(schools)
      .innerJoin(users, and(eq(users.id, schools.userId), eq(users.role, "school")));

  return {
    /** The whole list by name (the spec's `{schools}`), or one page searched and sorted on the server. */
    async list(
      query: NoPurchaseSchoolsQuery | null,
    ): Promise<NoPurchaseSchoolsPage | { schools: NoPurchaseSchool[] }> {
      if (!query) {
        const rows = await listed(schoolColumns).where(neverBought).orderBy(SORT_COLUMNS.name, schools.id);
        return { schools: rows.map(withIsoCreatedAt) };
      }
      const where = and(
        neverBought,
        searchCondition(query.search, [users.name, schools.udiscCode, schools.city, schools.state]),
      );
      const page = await pageOf({
        query,
        sortColumns: SORT_COLUMNS,
        tiebreaker: schools.id,
        rows: listed(schoolColumns).where(where),
        count: listed({ n: countAll }).where(where),
      });
      return { ...page, items: page.items.map(withIsoCreatedAt) };
    },
  };
}
export type NoPurchaseSchoolsService = ReturnType<typeof createNoPurchaseSchoolsService>;
