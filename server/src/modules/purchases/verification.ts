import type { PaymentsPage, PaymentsQuery } from "@ganit/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { RequestMeta } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import { withinIndiaDays } from "../../db/india-days.ts";
import { pageOf, searchCondition } from "../../db/lists.ts";
import { purchases } from "../../db/schema.ts";
import { said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { approvePurchase, rejectPurchase } from "./commands.ts";
import {
  buyerEmail,
  buyerName,
  countPurchases,
  paymentCounts,
  paymentTotals,
  selectPurchases,
  toPurchases,
} from "./presenter.ts";

/**
 * The superadmin's verification and reconciliation screen: every purchase, paged, searchable by
 * buyer and UTR, filtered by status, school (purchases_school_idx) and India days of purchase, with
 * the counts of each status over all purchases (the cards) and the counts and rupee sums of the
 * filtered rows (summed in SQL over the whole filter, not the page); approve and reject.
 */
const SORT_COLUMNS = {
  createdAt: purchases.createdAt,
  total: purchases.totalPaise,
  buyer: sql`lower(${buyerName})`,
};

export function createVerificationService(ctx: AppContext) {
  const { db } = ctx.database;
  const { appUrl } = ctx.config;

  return {
    /** GET /api/superadmin/payments. */
    async list(query: PaymentsQuery): Promise<PaymentsPage> {
      const filters: (SQL | undefined)[] = [
        query.status ? eq(purchases.status, query.status) : undefined,
        query.schoolId ? eq(purchases.buyerSchoolId, query.schoolId) : undefined,
        withinIndiaDays(purchases.createdAt, query),
        searchCondition(query.search, [buyerName, buyerEmail, purchases.utrNumber]),
      ];
      const where = and(...filters);
      const [page, counts, sums] = await Promise.all([
        pageOf({
          query,
          sortColumns: SORT_COLUMNS,
          tiebreaker: purchases.id,
          rows: selectPurchases(db).where(where),
          count: countPurchases(db, where),
        }),
        paymentCounts(db),
        paymentTotals(db, where),
      ]);
      return { ...page, items: await toPurchases(db, page.items), counts, ...sums };
    },

    /** PUT /api/superadmin/payments/{id}/approve. */
    async approve(caller: SessionUser, id: string, meta: RequestMeta) {
      await db.transaction((tx) => approvePurchase(tx, caller, id, { ...meta, appUrl, via: "payments" }));
      ctx.worker.kick();
      return said("paymentApproved");
    },

    /** PUT /api/superadmin/payments/{id}/reject {reason}. */
    async reject(caller: SessionUser, id: string, reason: string, meta: RequestMeta) {
      await db.transaction((tx) => rejectPurchase(tx, caller, id, reason, { ...meta, appUrl }));
      ctx.worker.kick();
      return said("paymentRejected");
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
