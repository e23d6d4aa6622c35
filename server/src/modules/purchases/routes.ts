import { purchasesApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { DiscountService } from "./discount.ts";
import type { PurchasesService } from "./service.ts";
import type { VerificationService } from "./verification.ts";

/** Buying seats: quotes, purchases, renewals, what a buyer has, history, receipts, discount; verifying payments. */
export function registerPurchaseRoutes(
  app: FastifyInstance,
  purchases: PurchasesService,
  discount: DiscountService,
  verification: VerificationService,
) {
  serve(app, purchasesApi.quote, ({ user, body }) => purchases.quote(user, body));
  serve(app, purchasesApi.buyForStudents, ({ user, body, meta }) =>
    purchases.buyForStudents(user, body, meta),
  );
  serve(app, purchasesApi.buyForSchool, ({ user, body, meta }) => purchases.buyForSchool(user, body, meta));
  serve(app, purchasesApi.renew, ({ user, body, meta }) => purchases.renew(user, body, meta));
  serve(app, purchasesApi.learnerBuy, ({ user, body, meta }) => purchases.learnerBuy(user, body, meta));
  serve(app, purchasesApi.myCourses, ({ user }) => purchases.myCourses(user));
  serve(app, purchasesApi.history, ({ user }) => purchases.history(user));
  serve(app, purchasesApi.receipt, ({ user, params }) => purchases.receipt(user, params.id));
  serve(app, purchasesApi.discount, () => discount.get());
  serve(app, purchasesApi.setDiscount, ({ user, body, meta }) => discount.set(user, body.discount, meta));
  serve(app, purchasesApi.toVerify, ({ query }) => verification.list(query));
  serve(app, purchasesApi.approve, ({ user, params, meta }) => verification.approve(user, params.id, meta));
  serve(app, purchasesApi.reject, ({ user, params, body, meta }) =>
    verification.reject(user, params.id, body.reason, meta),
  );
}
