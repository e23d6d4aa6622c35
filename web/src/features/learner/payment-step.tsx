import { formatRupees, type PurchaseCreated, type QuoteResponse } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { PaymentStep as PaymentStepPanel, paymentStepTexts } from "@/components/payment/payment-step.tsx";
import { localeOf } from "@/lib/dates.ts";
import { useBuyCourse } from "./api.ts";
import type { Selection } from "./class-picker.tsx";
import { NAMESPACE } from "./i18n.ts";

/**
 * Step 2: the server's price of the chosen class (subtotal, discount, tax 0, total), how to pay it,
 * and the UTR and terms: the payment step every purchase shows, with the learner's words.
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
  const rupees = (value: number) => formatRupees(value, localeOf(i18n.language));
  const buy = useBuyCourse();

  return (
    <PaymentStepPanel
      payment={quote.payment}
      total={rupees(quote.total)}
      mutation={buy}
      toRequest={(utrNumber) => ({ ...selection, utrNumber })}
      onSubmitted={onDone}
      onBack={onBack}
      texts={paymentStepTexts((key) => t(`payment.${key}`), {
        title: t("payment.payTitle"),
        scan: t("payment.scan", { amount: rupees(quote.total) }),
        qrAlt: (payee) => t("payment.qrAlt", { amount: rupees(quote.total), payee }),
        back: t("buy.back"),
      })}
      summary={
        <table className="w-full text-start text-caption">
          <caption className="sr-only">{t("payment.lineCaption")}</caption>
          <thead>
            <tr className="border-b border-line text-ink-muted">
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
                <td className="py-2 text-end tabular-nums">{rupees(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {[
              [t("payment.subtotal"), rupees(quote.subtotal)],
              [t("payment.discount", { percent: quote.discountPercent }), `− ${rupees(quote.discount)}`],
              [t("payment.tax"), rupees(quote.tax)],
            ].map(([label, value]) => (
              <tr key={label}>
                <th scope="row" colSpan={2} className="py-1 text-start font-normal text-ink-muted">
                  {label}
                </th>
                <td className="py-1 text-end tabular-nums">{value}</td>
              </tr>
            ))}
            <tr className="border-t border-line font-bold">
              <th scope="row" colSpan={2} className="py-2 text-start">
                {t("payment.total")}
              </th>
              <td className="py-2 text-end tabular-nums" data-testid="quote-total">
                {rupees(quote.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      }
    />
  );
}
