import {
  formatRupees,
  msg,
  type PaymentInstructions,
  type PurchaseCreated,
  type QuoteResponse,
  utrSchema,
} from "@ganit/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Button, Card, Input } from "@/components/ui/index.ts";
import { useApiForm } from "@/lib/api-form.ts";
import { translateMessage } from "@/lib/messages.ts";
import { useBuyCourse } from "./api.ts";
import type { Selection } from "./class-picker.tsx";
import { rupeeLocale } from "./class-picker.tsx";
import { NAMESPACE } from "./i18n.ts";

/** The payment form: the UTR (the contracts' rule) and the non-refundable terms, agreed to. */
const paymentFormSchema = z.object({
  utrNumber: utrSchema,
  agree: z.literal(true, { error: msg("agreeToTerms") }),
});

/**
 * Step 2: the server's price of the chosen class (subtotal, discount, tax 0, total), how to pay it
 * (the UPI QR code and intent for exactly that total, or the message that payments are not set up),
 * and the payment details: UTR and the terms. The amount is never sent: the server prices again.
 */
export function PaymentStep({
  selection,
  quote,
  onBack,
  onDone,
}: {
  selection: Selection;
  quote: QuoteResponse;
  onBack: () => void;
  onDone: (created: PurchaseCreated) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const rupees = (value: number) => formatRupees(value, rupeeLocale(i18n.language));
  const termsId = useId();
  const { field, errorOf, form, onSubmit, busy } = useApiForm({
    schema: paymentFormSchema,
    defaultValues: { utrNumber: "", agree: false as unknown as true },
    mutation: useBuyCourse(),
    toRequest: (values) => ({ ...selection, utrNumber: values.utrNumber }),
    fallback: translateMessage("purchaseSubmitFailed"),
    onSuccess: (created) => onDone(created),
  });
  const termsError = errorOf("agree");

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title={t("payment.summary")}>
        <table className="w-full text-start">
          <caption className="sr-only">{t("payment.lineCaption")}</caption>
          <thead>
            <tr className="border-b border-line text-caption text-ink-muted">
              <th scope="col" className="py-2 text-start">
                {t("payment.course")}
              </th>
              <th scope="col" className="py-2 text-start">
                {t("payment.class")}
              </th>
              <th scope="col" className="py-2 text-end">
                {t("payment.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={`${line.courseId}:${line.classNumber}`} className="border-b border-line">
                <td className="py-2">{line.courseName}</td>
                <td className="py-2">{line.classNumber}</td>
                <td className="py-2 text-end">{rupees(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2">
          <dt>{t("payment.subtotal")}</dt>
          <dd className="ps-4 text-end">{rupees(quote.subtotal)}</dd>
          <dt>{t("payment.discount", { percent: quote.discountPercent })}</dt>
          <dd className="ps-4 text-end">− {rupees(quote.discount)}</dd>
          <dt>{t("payment.tax")}</dt>
          <dd className="ps-4 text-end">{rupees(quote.tax)}</dd>
          <dt className="border-t border-line pt-2 text-lead font-bold">{t("payment.total")}</dt>
          <dd
            className="border-t border-line pt-2 ps-4 text-end text-lead font-bold"
            data-testid="quote-total"
          >
            {rupees(quote.total)}
          </dd>
        </dl>
      </Card>

      <Card title={t("payment.payTitle")}>
        <PayBy payment={quote.payment} amount={rupees(quote.total)} />
      </Card>

      {quote.payment.configured && (
        <Card title={t("payment.detailsTitle")} className="lg:col-span-2">
          <form noValidate onSubmit={onSubmit}>
            <fieldset disabled={busy} className="flex max-w-xl flex-col gap-5">
              <Input
                label={t("payment.utr")}
                required
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                hint={t("payment.utrHint")}
                {...field("utrNumber")}
              />
              <div className="flex flex-col gap-1.5">
                <div className="flex items-start gap-3">
                  <input
                    id={termsId}
                    type="checkbox"
                    className="mt-1 size-5 shrink-0 accent-brand-700"
                    aria-invalid={termsError ? true : undefined}
                    aria-describedby={termsError ? `${termsId}-error` : undefined}
                    {...form.register("agree")}
                  />
                  <label htmlFor={termsId} className="font-semibold text-brand-950">
                    {t("payment.terms")}
                  </label>
                </div>
                {termsError && (
                  <p id={`${termsId}-error`} className="text-caption font-semibold text-danger-700">
                    {termsError}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" loading={busy}>
                  {busy ? t("payment.submitting") : t("payment.submit")}
                </Button>
                <Button variant="secondary" onClick={onBack}>
                  {t("buy.back")}
                </Button>
              </div>
            </fieldset>
          </form>
        </Card>
      )}
      {!quote.payment.configured && (
        <div>
          <Button variant="secondary" onClick={onBack}>
            {t("buy.back")}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The QR code and the UPI intent for exactly the total; without a payee, the message saying so. */
function PayBy({ payment, amount }: { payment: PaymentInstructions; amount: string }) {
  const { t } = useTranslation(NAMESPACE);
  if (!payment.configured)
    return (
      <p role="alert" className="text-lead font-semibold text-warning-800">
        {translateMessage("paymentsNotConfigured")}
      </p>
    );
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p>{t("payment.scan", { amount })}</p>
      <img
        src={payment.qrCode}
        alt={t("payment.qrAlt", { amount, payee: payment.payeeName })}
        width={224}
        height={224}
        className="size-56 rounded-control border border-line bg-white p-2"
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-start">
        <dt className="font-semibold">{t("payment.payee")}</dt>
        <dd>{payment.payeeName}</dd>
        <dt className="font-semibold">{t("payment.upiId")}</dt>
        <dd className="break-all">{payment.payeeId}</dd>
      </dl>
      <a href={payment.upiUri} className="font-bold text-brand-700 underline underline-offset-4">
        {t("payment.payWithApp")}
      </a>
    </div>
  );
}
