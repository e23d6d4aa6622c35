/**
 * The purchases module's public entry. It owns `purchases`, `purchase_lines`, `purchased_classes`
 * and `settings` (the discount): a purchase's whole life, from the quote to its decision, and what a
 * buyer has because of it. Others write those tables only through these.
 */
export { deletePurchasedClasses, type EnabledClassRow, enableClasses, setClassStatus } from "./classes.ts";
export {
  approvePurchase,
  type DecisionMeta,
  deletePurchasesOfLearner,
  isPending,
  rejectPurchase,
} from "./commands.ts";
export { createDiscountService, type DiscountService } from "./discount.ts";
export {
  buyerEmail,
  buyerName,
  countPurchases,
  loadPurchases,
  paymentCounts,
  paymentTotals,
  selectPurchases,
  toPurchases,
} from "./presenter.ts";
export { DISCOUNT_SETTING } from "./pricing.ts";
export { registerPurchaseRoutes } from "./routes.ts";
export { createPurchasesService, type PurchasesService, receiptNumber } from "./service.ts";
export { createVerificationService, type VerificationService } from "./verification.ts";
export { ownedClassColumns } from "./views.ts";
