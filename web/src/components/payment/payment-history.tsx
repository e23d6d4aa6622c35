import {
  formatRupees,
  type PaymentHistory,
  type PriceLine,
  type Purchase,
  routePath,
} from "@ganit/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { StatusBadge } from "@/components/ui/status-badge.tsx";
import { Table, type TableColumn } from "@/components/ui/table.tsx";
import { dayFirstOf, localeOf, longDate } from "@/lib/dates.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { useStatusWords } from "@/lib/status-words.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";

/** The badge colours of the spec's rule: verified green, pending yellow, rejected red. */
const TONE = { verified: "active", pending: "hold", rejected: "rejected" } as const;

/** The table's column headers, for a history read as a table on wide screens. */
export type PaymentColumns = Record<
  "date" | "items" | "amount" | "utr" | "status" | "verifiedOn" | "receipt",
  string
>;

/** The words of the history, in the caller's language and voice. */
export type PaymentHistoryTexts = {
  /** The accessible name of the list (and of the table). */
  caption: string;
  loading: string;
  retry: string;
  reason: (reason: string) => string;
  receipt: string;
  receiptOf: (date: string) => string;
  date: string;
  utr: string;
  empty: string;
  emptyHint: string;
};

export type PaymentHistoryProps = {
  /** The caller's history query (a school's or a learner's: the same endpoint, its own cache). */
  history: UseQueryResult<PaymentHistory>;
  texts: PaymentHistoryTexts;
  /** One bought line in the caller's words. */
  lineText: (line: PriceLine) => string;
  /** Given: a table with these headers on wide screens, a card per payment on phones. Else cards. */
  columns?: PaymentColumns;
  /** What the empty state offers (a link to buy). */
  emptyAction?: ReactNode;
};

/**
 * The caller's purchases, newest first: date, what was bought, amount, UTR, status (a rejection
 * with its reason), and the receipt of a verified one. Shown to a school and to a learner.
 */
export function PaymentHistoryView({ history, texts, lineText, columns, emptyAction }: PaymentHistoryProps) {
  const { i18n } = useTranslation();
  const words = useStatusWords();
  const wide = useMediaQuery("(min-width: 48rem)");
  const locale = localeOf(i18n.language);
  const rupees = (value: number) => formatRupees(value, locale);
  const date = (iso: string | null) => (iso ? dayFirstOf(iso) : "—");

  if (history.isPending) return <Spinner label={texts.loading} />;
  if (history.isError)
    return (
      <LoadErrorCard
        message={apiErrorMessage(history.error, translateMessage("paymentsLoadFailed"))}
        retryLabel={texts.retry}
        onRetry={() => void history.refetch()}
      />
    );
  const { purchases } = history.data;
  if (purchases.length === 0)
    return <EmptyState symbol="₹" title={texts.empty} description={texts.emptyHint} action={emptyAction} />;

  const status = (p: Purchase) => (
    <div className="flex flex-col items-start gap-1">
      <StatusBadge status={TONE[p.status]} label={words.purchase(p.status)} />
      {p.status === "rejected" && p.rejectionReason && (
        <span className="text-caption font-semibold text-danger-800">{texts.reason(p.rejectionReason)}</span>
      )}
    </div>
  );
  const receipt = (p: Purchase) =>
    p.status === "verified" ? (
      <Link
        to={routePath.receiptPage(p._id)}
        aria-label={texts.receiptOf(longDate(p.createdAt, i18n.language))}
        className="inline-flex min-h-11 items-center font-bold text-brand-700 underline underline-offset-4"
      >
        {texts.receipt}
      </Link>
    ) : null;
  const lines = (p: Purchase) => (
    <ul>
      {p.lines.map((line) => (
        <li key={`${line.courseId}:${line.classNumber}`}>{lineText(line)}</li>
      ))}
    </ul>
  );

  if (columns && wide) {
    const cells: Record<keyof PaymentColumns, (p: Purchase) => ReactNode> = {
      date: (p) => date(p.createdAt),
      items: lines,
      amount: (p) => rupees(p.total),
      utr: (p) => <span className="font-mono break-all">{p.utrNumber}</span>,
      status,
      verifiedOn: (p) => (p.status === "verified" ? date(p.decidedAt) : "—"),
      receipt: (p) => receipt(p) ?? "—",
    };
    const tableColumns: TableColumn<Purchase>[] = (Object.keys(cells) as (keyof PaymentColumns)[]).map(
      (key) => ({ key, header: columns[key], cell: cells[key] }),
    );
    return <Table columns={tableColumns} rows={purchases} rowKey={(p) => p._id} caption={texts.caption} />;
  }

  return (
    <ul aria-label={texts.caption} className="flex flex-col gap-3">
      {purchases.map((purchase) => (
        <li key={purchase._id} className="rounded-card border border-line bg-surface p-4 shadow-card">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StatusBadge status={TONE[purchase.status]} label={words.purchase(purchase.status)} />
            <span className="font-display text-h3 font-bold tabular-nums">{rupees(purchase.total)}</span>
          </div>
          <div className="mt-2 text-caption">{lines(purchase)}</div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-caption">
            <dt className="text-ink-muted">{texts.date}</dt>
            <dd>{date(purchase.createdAt)}</dd>
            <dt className="text-ink-muted">{texts.utr}</dt>
            <dd className="break-all font-mono">{purchase.utrNumber}</dd>
            {columns && purchase.status === "verified" && (
              <>
                <dt className="text-ink-muted">{columns.verifiedOn}</dt>
                <dd>{date(purchase.decidedAt)}</dd>
              </>
            )}
          </dl>
          {purchase.status === "rejected" && purchase.rejectionReason && (
            <p className="mt-2 text-caption font-semibold text-danger-800">
              {texts.reason(purchase.rejectionReason)}
            </p>
          )}
          {receipt(purchase)}
        </li>
      ))}
    </ul>
  );
}
