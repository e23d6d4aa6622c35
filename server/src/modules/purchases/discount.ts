import { MESSAGES, percentToBasisPoints } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { type RequestMeta, recordAudit } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import { settings } from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { DISCOUNT_SETTING, readDiscountBasisPoints } from "./pricing.ts";

/**
 * The schools' discount: one platform setting, kept in basis points so 12.5 % is exact, shown as a
 * percent (`GET /api/data/schools/discount` answers a bare number, as the spec's client reads it).
 * It applies to every new purchase and quote; a purchase keeps the discount it was priced with.
 */
export function createDiscountService(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    async get(): Promise<number> {
      return (await readDiscountBasisPoints(db)) / 100;
    },

    async set(caller: SessionUser, percent: number, meta: RequestMeta) {
      const basisPoints = percentToBasisPoints(percent);
      await db.transaction(async (tx) => {
        // Locks the row (when there is one) so two superadmins saving at once record a true "old".
        const [current] = await tx
          .select({ value: settings.value })
          .from(settings)
          .where(eq(settings.key, DISCOUNT_SETTING))
          .for("update");
        const old = typeof current?.value === "number" ? current.value : 0;
        await tx
          .insert(settings)
          .values({ key: DISCOUNT_SETTING, value: basisPoints, updatedByUserId: caller.id })
          .onConflictDoUpdate({
            target: settings.key,
            set: { value: basisPoints, updatedByUserId: caller.id, updatedAt: new Date() },
          });
        await recordAudit(tx, {
          action: "settings.discount_changed",
          actor: caller,
          target: { type: "setting", id: DISCOUNT_SETTING },
          ip: meta.ip,
          detail: { oldPercent: old / 100, newPercent: basisPoints / 100 },
        });
      });
      return { message: MESSAGES.discountSaved, key: "discountSaved", discount: basisPoints / 100 };
    },
  };
}
export type DiscountService = ReturnType<typeof createDiscountService>;
