import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { NAMESPACE } from "./i18n.ts";
import type { PaymentStepProps } from "./payment-step.tsx";

/**
 * The payment step with its form stack (react-hook-form, the resolver) loads with import(): step 1 is
 * what a school opens first, and with the form in its chunk the first visit would pass the route
 * budget (scripts/bundle-size.mjs). `usePreloadPaymentStep` fetches it while step 1 is on screen.
 */
const loadPaymentStep = () => import("./payment-step.tsx");
const PaymentStepChunk = lazy(async () => ({ default: (await loadPaymentStep()).PaymentStep }));

export function usePreloadPaymentStep() {
  useEffect(() => {
    void loadPaymentStep();
  }, []);
}

export function LazyPaymentStep(props: PaymentStepProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Suspense
      fallback={
        <Card title={t("payment.title")}>
          <Spinner label={t("loading")} />
        </Card>
      }
    >
      <PaymentStepChunk {...props} />
    </Suspense>
  );
}
