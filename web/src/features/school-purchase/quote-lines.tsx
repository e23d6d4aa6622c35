import type { PriceLine, Purchase, QuoteResponse } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { NAMESPACE } from "./i18n.ts";
import { useRupees } from "./money.ts";

/** One priced line in words: "Vedic Math, Class 4: 30 students", "…: for the school", "…: 5 more seats". */
export function useLineText() {
  const { t } = useTranslation(NAMESPACE);
  return (line: PriceLine) => {
    const values = { course: line.courseName, n: line.classNumber, count: line.seats ?? 0 };
    if (line.seats === null) return t("payment.lineSchool", values);
    return line.renewal ? t("payment.lineRenewal", values) : t("payment.lineStudents", values);
  };
}

/** What the server priced: each line with its amount, then subtotal, discount, tax and total. */
export function QuoteLines({ quote }: { quote: QuoteResponse | Purchase }) {
  const { t } = useTranslation(NAMESPACE);
  const rupees = useRupees();
  const lineText = useLineText();
  return (
    <div>
      <h3 className="font-semibold">{t("payment.lines")}</h3>
      <ul className="mt-2 flex flex-col gap-1 text-caption">
        {quote.lines.map((line) => (
          <li key={`${line.courseId}-${line.classNumber}`} className="flex justify-between gap-3">
            <span>{lineText(line)}</span>
            <span className="shrink-0 font-semibold tabular-nums">{rupees(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1 border-line border-t pt-2 text-caption">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">{t("summary.subtotal")}</dt>
          <dd className="tabular-nums">{rupees(quote.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">{t("summary.discount", { percent: quote.discountPercent })}</dt>
          <dd className="tabular-nums">− {rupees(quote.discount)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">{t("summary.tax")}</dt>
          <dd className="tabular-nums">{rupees(quote.tax)}</dd>
        </div>
        <div className="flex justify-between gap-3 font-bold">
          <dt>{t("summary.total")}</dt>
          <dd className="tabular-nums">{rupees(quote.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
