import { formatRupees, type Purchase, routePath } from "@ganit/contracts";
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { actionsColumnOptions } from "@/components/screen-parts.tsx";
import { RowActionButton } from "@/components/ui/button.tsx";
import { type DataTableColumn, dataTableColumns } from "@/components/ui/data-table.tsx";
import { StatusBadge } from "@/components/ui/status-badge.tsx";
import { indiaTimeFormat, localeOf } from "@/lib/dates.ts";
import { useStatusWords } from "@/lib/status-words.ts";
import { NAMESPACE } from "./i18n.ts";

export type PaymentActions = {
  /** The purchase whose approval is on its way. */
  busyId: string | null;
  onApprove: (purchase: Purchase) => void;
  onReject: (purchase: Purchase) => void;
};
export const PaymentActionsContext = createContext<PaymentActions | null>(null);

/** The colour rule of the other screens: verified green, pending yellow, rejected red. */
const TONE = { verified: "active", pending: "hold", rejected: "blocked" } as const;
const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
const column = dataTableColumns<Purchase>();

/** Date, Buyer, Classes, Total (with its UTR), Status, Actions. */
export function usePaymentColumns(): DataTableColumn<Purchase>[] {
  const { t, i18n } = useTranslation(NAMESPACE);
  const words = useStatusWords();
  const language = i18n.language;
  // The status words change with the language only, which is a dependency already.
  // biome-ignore lint/correctness/useExhaustiveDependencies: words follow `language`.
  return useMemo(() => {
    const date = indiaTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
    const day = indiaTimeFormat(language, { dateStyle: "medium" });
    const time = indiaTimeFormat(language, { timeStyle: "short" });
    return [
      column.accessor("createdAt", {
        header: t("columns.date"),
        meta: { className: "whitespace-nowrap" },
        // The day over the time: one narrow column leaves the classes their width at 1280 px.
        cell: ({ getValue }) => (
          <span className="flex flex-col">
            <span>{day.format(new Date(getValue()))}</span>
            <span className="text-caption text-ink-muted">{time.format(new Date(getValue()))}</span>
          </span>
        ),
      }),
      column.accessor((row) => row.buyer.name, {
        id: "buyer",
        header: t("columns.buyer"),
        meta: { cardRole: "title" },
        cell: ({ row }) => <BuyerCell purchase={row.original} />,
      }),
      column.display({
        id: "lines",
        header: t("columns.lines"),
        // Room for "Mathematics, Class 5" on one line at 1280 px; names and e-mails wrap instead.
        meta: { className: "lg:min-w-68" },
        cell: ({ row }) => <LinesCell purchase={row.original} />,
      }),
      column.accessor("total", {
        header: t("columns.total"),
        meta: { className: "whitespace-nowrap tabular-nums font-semibold" },
        cell: ({ row }) => (
          <span>
            {formatRupees(row.original.total, localeOf(language))}
            {row.original.discountPercent > 0 && (
              <span className="block text-caption font-normal text-ink-muted">
                {t("discount", { percent: row.original.discountPercent })}
              </span>
            )}
            {/* The UTR under the amount it paid: one column less keeps the table within 1280 px. */}
            <span className="block text-caption font-normal text-ink-muted">
              {t("columns.utr")} <span className="font-mono text-ink">{row.original.utrNumber}</span>
            </span>
          </span>
        ),
      }),
      column.accessor("status", {
        header: t("columns.status"),
        enableSorting: false,
        meta: { className: "min-w-40" },
        cell: ({ row }) => {
          const purchase = row.original;
          return (
            <span className="flex flex-col items-start gap-1">
              <StatusBadge status={TONE[purchase.status]} label={words.purchase(purchase.status)} />
              {purchase.status !== "pending" && purchase.decidedAt && (
                <span className="text-caption text-ink-muted">
                  {t(`decided.${purchase.status}`, {
                    name: purchase.decidedBy?.name || t("decided.someone"),
                    date: date.format(new Date(purchase.decidedAt)),
                  })}
                </span>
              )}
              {purchase.rejectionReason && (
                <span className="max-w-56 text-caption text-ink-muted">
                  {t("reason", { reason: purchase.rejectionReason })}
                </span>
              )}
            </span>
          );
        },
      }),
      column.display(
        actionsColumnOptions(t("columns.actions"), (purchase: Purchase) => (
          <ActionsCell purchase={purchase} />
        )),
      ),
    ];
  }, [t, language]);
}

function BuyerCell({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation(NAMESPACE);
  const { buyer } = purchase;
  return (
    <span className="flex flex-col">
      {buyer.type === "school" ? (
        <Link to={routePath.superadminAddCoursesFor(buyer.id)} className={linkClass}>
          {buyer.name}
        </Link>
      ) : (
        <span className="font-semibold text-brand-950">{buyer.name}</span>
      )}
      {/* A long e-mail may break anywhere rather than push the table past the screen. */}
      <span className="text-caption text-ink-muted wrap-anywhere">
        {t(`buyerType.${buyer.type}`)} · {buyer.email}
      </span>
    </span>
  );
}

function LinesCell({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ul className="flex flex-col gap-1.5">
      {purchase.lines.map((line) => (
        // Each class is one entry of two lines, its name over its seats: a long course name never
        // leaves the seats of one class looking like the start of the next.
        <li key={`${line.courseId}-${line.classNumber}-${line.renewal}`} className="flex flex-col">
          <span>{t("line", { course: line.courseName, n: line.classNumber })}</span>
          <span className="text-caption text-ink-muted">
            {line.seats === null ? t("forSchool") : t("seats", { count: line.seats })}
            {line.renewal && ` · ${t("renewal")}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ActionsCell({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation(NAMESPACE);
  const actions = useContext(PaymentActionsContext);
  if (!actions) return null;
  const names = { buyer: purchase.buyer.name, utr: purchase.utrNumber };
  if (purchase.status === "verified") {
    return (
      <Link to={routePath.receiptPage(purchase._id)} className={linkClass} aria-label={t("receiptOf", names)}>
        {t("receipt")}
      </Link>
    );
  }
  if (purchase.status !== "pending") return null;
  const busy = actions.busyId === purchase._id;
  return (
    <div className="flex flex-col gap-2">
      <RowActionButton
        label={t("approve")}
        accessibleName={t("approveOf", names)}
        variant="primary"
        loading={busy}
        onClick={() => actions.onApprove(purchase)}
      />
      <RowActionButton
        label={t("reject")}
        accessibleName={t("rejectOf", names)}
        variant="dangerQuiet"
        disabled={busy}
        onClick={() => actions.onReject(purchase)}
      />
    </div>
  );
}
