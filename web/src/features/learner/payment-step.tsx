import { formatRupees, type PurchaseCreated, type QuoteResponse } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { PayByUpi } from "@/components/payment/pay-by-upi.tsx";
import { UtrTermsForm } from "@/components/payment/utr-terms-form.tsx";
import { Button, Card } from "@/components/ui/index.ts";
import { useBuyCourse } from "./api.ts";
import type { Selection } from "./class-picker.tsx";
import { rupeeLocale } from "./class-picker.tsx";
import { NAMESPACE } from "./i18n.ts";

/**
 * Step 2: the server's price of the chosen class (subtotal, discount, tax 0, total), how to pay it
 * (the UPI QR code and intent for exactly that total, or the message that payments are not set up),
 * and the payment details: UTR and the terms (the panel and the form a school's purchase shows too).
 * The amount is never sent: the server prices again.
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
  const buy = useBuyCourse();

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
        <PayByUpi
          payment={quote.payment}
          texts={{
            scan: t("payment.scan", { amount: rupees(quote.total) }),
            qrAlt: (payee) => t("payment.qrAlt", { amount: rupees(quote.total), payee }),
            payee: t("payment.payee"),
            upiId: t("payment.upiId"),
            payWithApp: t("payment.payWithApp"),
          }}
        />
      </Card>

      {quote.payment.configured ? (
        <Card title={t("payment.detailsTitle")} className="lg:col-span-2">
          <div className="max-w-xl">
            <UtrTermsForm
              mutation={buy}
              toRequest={(utrNumber) => ({ ...selection, utrNumber })}
              onSubmitted={onDone}
              onBack={onBack}
              texts={{
                utr: t("payment.utr"),
                utrHint: t("payment.utrHint"),
                terms: t("payment.terms"),
                submit: t("payment.submit"),
                submitting: t("payment.submitting"),
                back: t("buy.back"),
              }}
            />
          </div>
        </Card>
      ) : (
        <div>
          <Button variant="secondary" onClick={onBack}>
            {t("buy.back")}
          </Button>
        </div>
      )}
    </div>
  );
}
