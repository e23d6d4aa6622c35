import type { PurchaseCreated, QuoteRequest, QuoteResponse } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { PaymentStep as PaymentStepPanel, paymentStepTexts } from "@/components/payment/payment-step.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { apiErrorMessage } from "@/lib/messages.ts";
import { type PurchaseSubmission, useQuote, useSubmitPurchase } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { useRupees } from "./money.ts";
import { QuoteLines } from "./quote-lines.tsx";

export type PaymentStepProps = {
  /** What to price: the wizard's selection or a renewal. */
  request: QuoteRequest;
  /** The purchase to send once the UTR is entered. */
  toSubmission: (utrNumber: string) => PurchaseSubmission;
  onBack: () => void;
  onSubmitted: (created: PurchaseCreated) => void;
};

/**
 * Step 2 of the wizard and of a renewal: the server prices the selection (that amount is what is
 * paid), shows the UPI QR code of exactly that amount and a link for a phone's UPI app, then takes the
 * UTR of the payment and the non-refundable terms. Without a configured payee there is nothing to pay.
 */
export function PaymentStep({ request, toSubmission, onBack, onSubmitted }: PaymentStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const quote = useQuote(request);

  if (quote.isPending)
    return (
      <Card title={t("payment.title")}>
        <Spinner label={t("payment.pricing")} />
      </Card>
    );
  if (quote.isError)
    return (
      <Card title={t("payment.title")} tone="accent">
        <p role="alert">{apiErrorMessage(quote.error, t("payment.quoteFailed"))}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={onBack}>
            {t("payment.back")}
          </Button>
          <Button onClick={() => void quote.refetch()}>{t("retry")}</Button>
        </div>
      </Card>
    );
  return (
    <PaymentDetails
      quote={quote.data}
      toSubmission={toSubmission}
      onBack={onBack}
      onSubmitted={onSubmitted}
    />
  );
}

function PaymentDetails({
  quote,
  toSubmission,
  onBack,
  onSubmitted,
}: Omit<PaymentStepProps, "request"> & { quote: QuoteResponse }) {
  const { t } = useTranslation(NAMESPACE);
  const rupees = useRupees();
  const submit = useSubmitPurchase();

  return (
    <PaymentStepPanel
      payment={quote.payment}
      total={rupees(quote.total)}
      summary={<QuoteLines quote={quote} />}
      mutation={submit}
      toRequest={toSubmission}
      onSubmitted={onSubmitted}
      onBack={onBack}
      texts={paymentStepTexts((key) => t(`payment.${key}`), {
        title: t("payment.title"),
        scan: t("payment.scan"),
        qrAlt: (payee) => t("payment.qrAlt", { amount: rupees(quote.total), payee }),
        back: t("payment.back"),
      })}
    />
  );
}
