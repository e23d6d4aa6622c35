import { apiPath, type Purchase } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, Card, EmptyState, Spinner, StatusBadge } from "@/components/ui/index.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { usePaymentHistory } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { useRupees } from "./money.ts";
import { useLineText } from "./quote-lines.tsx";

/** The badge colours of the spec's rule: verified green, pending yellow, rejected red. */
const TONE = { verified: "active", pending: "hold", rejected: "rejected" } as const;

/**
 * The school's purchases, newest first: status (with the reason of a rejection), amount, UTR, date,
 * and the receipt of a verified one. Cards rather than a table, so it reads on a phone.
 */
export function PaymentHistoryList() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const rupees = useRupees();
  const lineText = useLineText();
  const history = usePaymentHistory();
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language === "hi" ? "hi-IN" : "en-IN", { dateStyle: "medium" });

  if (history.isPending) return <Spinner label={t("loading")} />;
  if (history.isError)
    return (
      <Card tone="accent">
        <p role="alert">{apiErrorMessage(history.error, translateMessage("paymentsLoadFailed"))}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void history.refetch()}>
          {t("retry")}
        </Button>
      </Card>
    );
  const { purchases } = history.data;
  if (purchases.length === 0)
    return <EmptyState title={t("payments.empty")} description={t("payments.emptyHint")} symbol="₹" />;

  return (
    <ul aria-label={t("payments.title")} className="flex flex-col gap-3">
      {purchases.map((purchase: Purchase) => (
        <li key={purchase._id} className="rounded-card border border-line bg-surface p-4 shadow-card">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StatusBadge status={TONE[purchase.status]} label={t(`payments.${purchase.status}`)} />
            <span className="font-display text-h3 font-bold tabular-nums">{rupees(purchase.total)}</span>
          </div>
          <ul className="mt-2 text-caption">
            {purchase.lines.map((line) => (
              <li key={`${line.courseId}-${line.classNumber}`}>{lineText(line)}</li>
            ))}
          </ul>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-caption">
            <dt className="text-ink-muted">{t("payments.date")}</dt>
            <dd>{date(purchase.createdAt)}</dd>
            <dt className="text-ink-muted">{t("payments.utr")}</dt>
            <dd className="break-all font-mono">{purchase.utrNumber}</dd>
          </dl>
          {purchase.status === "rejected" && purchase.rejectionReason && (
            <p className="mt-2 text-caption font-semibold text-danger-800">
              {t("payments.reason", { reason: purchase.rejectionReason })}
            </p>
          )}
          {purchase.status === "verified" && (
            <Link
              to={apiPath.receiptPage(purchase._id)}
              aria-label={t("payments.receiptFor", { date: date(purchase.createdAt) })}
              className="mt-2 inline-flex min-h-11 items-center font-bold text-brand-700 underline"
            >
              {t("payments.receipt")}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
