import type { PaymentsPage, PaymentsQuery } from "@ganit/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { RequestMeta } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import { pageOf, searchCondition } from "../../db/lists.ts";
import { purchases } from "../../db/schema.ts";
import { said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import {
  approvePurchase,
  buyerEmail,
  buyerName,
  countPurchases,
  paymentCounts,
  rejectPurchase,
  selectPurchases,
  toPurchases,
} from "../purchases/index.ts";

/**
 * The superadmin's verification screen: every purchase (pending first when filtered so), paged,
 * searchable by buyer and UTR, with the counts of each status; approve and reject.
 */
const SORT_COLUMNS = {
  createdAt: purchases.createdAt,
  total: purchases.totalPaise,
  buyer: sql`lower(${buyerName})`,
};

export function createPaymentsService(ctx: AppContext) {
  const { db } = ctx.database;
  const { appUrl } = ctx.config;

  return {
    /** GET /api/superadmin/payments. */
    async list(query: PaymentsQuery): Promise<PaymentsPage> {
      const filters: (SQL | undefined)[] = [
        query.status ? eq(purchases.status, query.status) : undefined,
        searchCondition(query.search, [buyerName, buyerEmail, purchases.utrNumber]),
      ];
      const where = and(...filters);
      const [page, counts] = await Promise.all([
        pageOf({
          query,
          sortColumns: SORT_COLUMNS,
          tiebreaker: purchases.id,
          rows: selectPurchases(db).where(where),
          count: countPurchases(db, where),
        }),
        paymentCounts(db),
      ]);
      return { ...page, items: await toPurchases(db, page.items), counts };
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
export type PaymentsService = ReturnType<typeof createPaymentsService>;
