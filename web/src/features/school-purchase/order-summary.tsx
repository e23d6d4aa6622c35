import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { NAMESPACE } from "./i18n.ts";
import { useRupees } from "./money.ts";
import type { Totals } from "./selection.ts";

/** The running total (spec §9): subtotal, the discount, tax 0 and the total, in rupees with 2 decimals. */
export function OrderSummary({
  totals,
  discountPercent,
  children,
}: {
  totals: Totals;
  discountPercent: number;
  /** The step's action (Proceed). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const rupees = useRupees();
  const rows = [
    { label: t("summary.subtotal"), value: rupees(totals.subtotal) },
    { label: t("summary.discount", { percent: discountPercent }), value: `− ${rupees(totals.discount)}` },
    { label: t("summary.tax"), value: rupees(totals.tax) },
  ];
  return (
    <Card title={t("summary.title")} tone="brand" aria-live="polite">
      <dl className="flex flex-col gap-2">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-ink-muted">{row.label}</dt>
            <dd className="font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-brand-200 border-t-2 pt-2 text-lead">
          <dt className="font-bold">{t("summary.total")}</dt>
          <dd data-testid="order-total" className="font-extrabold text-brand-800 tabular-nums">
            {rupees(totals.total)}
          </dd>
        </div>
      </dl>
      {children && <div className="mt-4">{children}</div>}
    </Card>
  );
}

/** A phone's bar at the bottom of the screen: the total and Proceed, always in reach. */
export function ProceedBar({ total, onProceed }: { total: number; onProceed: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const rupees = useRupees();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex sm:-mx-6 sm:px-6 items-center justify-between gap-3 border-line border-t bg-surface px-4 py-3 shadow-card">
      <p className="flex flex-col">
        <span className="text-caption text-ink-muted">{t("summary.total")}</span>
        <span className="font-extrabold text-brand-800 text-lead tabular-nums">{rupees(total)}</span>
      </p>
      <Button onClick={onProceed}>{t("summary.proceed")}</Button>
    </div>
  );
}
