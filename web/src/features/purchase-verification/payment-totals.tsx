import { formatRupees, type PaymentsPage } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { localeOf } from "@/lib/dates.ts";
import { useStatusWords } from "@/lib/status-words.ts";
import { NAMESPACE } from "./i18n.ts";

const ORDER = ["verified", "pending", "rejected"] as const;

/**
 * The sums of the filtered payments (every page of them, summed by the server), by status: what
 * the operator holds against the bank statement for the school and days chosen.
 */
export function PaymentTotals({ page }: { page: PaymentsPage | undefined }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const words = useStatusWords();
  const locale = localeOf(i18n.language);
  const number = new Intl.NumberFormat(locale);
  return (
    <section
      aria-labelledby="payment-totals"
      className="mt-4 rounded-card border border-line bg-white p-4 shadow-card"
    >
      <h2 id="payment-totals" className="text-body font-bold text-brand-950">
        {t("totals.title")}
      </h2>
      <dl className="mt-2 grid gap-3 sm:grid-cols-3">
        {ORDER.map((status) => (
          <div key={status} className="flex flex-col">
            <dt className="text-caption text-ink-muted">
              {t("totals.line", {
                status: words.purchase(status),
                count: page?.filteredCounts[status] ?? 0,
                n: number.format(page?.filteredCounts[status] ?? 0),
              })}
            </dt>
            <dd className="font-display text-h3 font-extrabold tabular-nums text-brand-950">
              {page ? formatRupees(page.totals[status], locale) : "–"}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
