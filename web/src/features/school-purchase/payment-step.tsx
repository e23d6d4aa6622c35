import {
  msg,
  type PurchaseCreated,
  type QuoteRequest,
  type QuoteResponse,
  utrSchema,
} from "@ganit/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Button, Card, Input, Spinner } from "@/components/ui/index.ts";
import { useApiForm } from "@/lib/api-form.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { type PurchaseSubmission, useQuote, useSubmitPurchase } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { useRupees } from "./money.ts";
import { QuoteLines } from "./quote-lines.tsx";

/** The payment form: the UTR (the contracts' rule, so a bad one never leaves the browser) and the terms. */
const paymentFormSchema = z.object({
  utrNumber: utrSchema,
  terms: z.boolean().refine((agreed) => agreed, msg("agreeToTerms")),
});

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
  const { payment } = quote;

  return (
    <Card title={t("payment.title")}>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <p className="text-ink-muted">{t("payment.amount")}</p>
          <p
            data-testid="payment-amount"
            className="font-display text-display font-extrabold text-brand-800 tabular-nums"
          >
            {rupees(quote.total)}
          </p>
          <QuoteLines quote={quote} />
        </div>
        {payment.configured ? (
          <div className="flex flex-col items-center gap-3 rounded-card border border-line bg-white p-4 text-center">
            <p className="text-caption text-ink-muted">{t("payment.scan")}</p>
            <img
              src={payment.qrCode}
              alt={t("payment.qrAlt", { amount: rupees(quote.total), payee: payment.payeeName })}
              width={220}
              height={220}
              className="size-55 max-w-full"
            />
            <dl className="text-caption">
              <div className="flex justify-center gap-2">
                <dt className="text-ink-muted">{t("payment.payee")}</dt>
                <dd className="font-semibold">{payment.payeeName}</dd>
              </div>
              <div className="flex justify-center gap-2">
                <dt className="text-ink-muted">{t("payment.upiId")}</dt>
                <dd className="font-semibold break-all">{payment.payeeId}</dd>
              </div>
            </dl>
            <a
              href={payment.upiUri}
              className="inline-flex min-h-11 items-center justify-center rounded-control bg-accent-400 px-5 font-bold text-accent-950 hover:bg-accent-300"
            >
              {t("payment.payWithApp")}
            </a>
          </div>
        ) : (
          <p
            role="alert"
            className="rounded-card border border-warning-700/30 bg-warning-50 p-4 text-warning-800"
          >
            {translateMessage("paymentsNotConfigured")}
          </p>
        )}
      </div>
      {payment.configured ? (
        <UtrForm toSubmission={toSubmission} onBack={onBack} onSubmitted={onSubmitted} />
      ) : (
        <Button variant="secondary" className="mt-6" onClick={onBack}>
          {t("payment.back")}
        </Button>
      )}
    </Card>
  );
}

function UtrForm({ toSubmission, onBack, onSubmitted }: Omit<PaymentStepProps, "request">) {
  const { t } = useTranslation(NAMESPACE);
  const termsId = useId();
  const { form, field, errorOf, onSubmit, busy } = useApiForm({
    schema: paymentFormSchema,
    defaultValues: { utrNumber: "", terms: false },
    mutation: useSubmitPurchase(),
    toRequest: (values) => toSubmission(values.utrNumber),
    fallback: translateMessage("purchaseSubmitFailed"),
    onSuccess: (created) => onSubmitted(created),
  });
  const termsError = errorOf("terms");

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 border-line border-t pt-6">
      <fieldset disabled={busy} className="flex flex-col gap-4">
        <Input
          label={t("payment.utr")}
          hint={t("payment.utrHint")}
          autoComplete="off"
          spellCheck={false}
          required
          {...field("utrNumber")}
        />
        <div className="flex flex-col gap-1">
          <div className="flex items-start gap-3">
            <input
              id={termsId}
              type="checkbox"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? `${termsId}-error` : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-600"
              {...form.register("terms")}
            />
            <label htmlFor={termsId}>{t("payment.terms")}</label>
          </div>
          {termsError && (
            <p id={`${termsId}-error`} className="text-caption font-semibold text-danger-700">
              {termsError}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={onBack}>
            {t("payment.back")}
          </Button>
          <Button type="submit" loading={busy}>
            {busy ? t("payment.submitting") : t("payment.submit")}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
