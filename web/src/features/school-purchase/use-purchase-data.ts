import { useCatalogue, useDiscount, useMyCourses } from "./api.ts";
import { usePreloadPaymentStep } from "./lazy-payment-step.tsx";
import { useLoadToasts } from "./use-load-toasts.ts";

/**
 * What both purchase wizards (buy, renew) read: the catalogue's prices, the school's own courses and
 * its discount, each failure toasted once; and the payment step is fetched while step 1 is filled in.
 */
export function usePurchaseData() {
  const catalogue = useCatalogue();
  const mine = useMyCourses();
  const discount = useDiscount();
  usePreloadPaymentStep();
  useLoadToasts({ courses: catalogue.isError || mine.isError, discount: discount.isError });
  return { catalogue, mine, discount };
}
