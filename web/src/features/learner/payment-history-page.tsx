import { apiPath, formatRupees, type Purchase, ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  Button,
  buttonClasses,
  Card,
  EmptyState,
  StatusBadge,
  Table,
  type TableColumn,
} from "@/components/ui/index.ts";
import { translateMessage } from "@/lib/messages.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { usePaymentHistory } from "./api.ts";
import { rupeeLocale } from "./class-picker.tsx";
import { NAMESPACE } from "./i18n.ts";

/** The badge colours of the spec's rule: verified is green, pending yellow, rejected red. */
const TONE_OF = { verified: "active", pending: "hold", rejected: "rejected" } as const;

/**
 * /paymenthistory (studentb2c): every purchase of the learner, newest first, with its date, lines,
 * amount, UTR, status (a rejection with its reason), verification date and, once verified, its
 * receipt. A table on wide screens, one card per payment on phones.
 */
export default function PaymentHistoryPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const history = usePaymentHistory();
  const wide = useMediaQuery("(min-width: 48rem)");
  const locale = rupeeLocale(i18n.language);
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(locale, { dateStyle: "medium" }) : "—";

  const cells = {
    date: (p: Purchase) => date(p.createdAt),
    items: (p: Purchase) => (
      <ul>
        {p.lines.map((line) => (
          <li key={`${line.courseId}:${line.classNumber}`}>
            {t("history.line", { course: line.courseName, n: line.classNumber })}
          </li>
        ))}
      </ul>
    ),
    amount: (p: Purchase) => formatRupees(p.total, locale),
    utr: (p: Purchase) => <span className="font-mono break-all">{p.utrNumber}</span>,
    status: (p: Purchase) => (
      <div className="flex flex-col items-start gap-1">
        <StatusBadge status={TONE_OF[p.status]} label={t(`history.status.${p.status}`)} />
        {p.status === "rejected" && p.rejectionReason && (
          <span className="text-caption text-ink-muted">
            {t("history.reason", { reason: p.rejectionReason })}
          </span>
        )}
      </div>
    ),
    verifiedOn: (p: Purchase) => (p.status === "verified" ? date(p.decidedAt) : "—"),
    receipt: (p: Purchase) =>
      p.status === "verified" ? (
        <Link
          to={apiPath.receiptPage(p._id)}
          aria-label={t("history.receiptOf", { date: date(p.createdAt) })}
          className="font-bold text-brand-700 underline underline-offset-4"
        >
          {t("history.receipt")}
        </Link>
      ) : (
        "—"
      ),
  };
  const keys = Object.keys(cells) as (keyof typeof cells)[];
  const columns: TableColumn<Purchase>[] = keys.map((key) => ({
    key,
    header: t(`history.columns.${key}`),
    cell: cells[key],
  }));

  return (
    <div className="container-page py-8 sm:py-12">
      <header className="mb-6">
        <h1 className="text-h1 font-extrabold">{t("history.title")}</h1>
        <p className="mt-1 max-w-2xl text-lead text-ink-muted">{t("history.subtitle")}</p>
      </header>
      {history.isError ? (
        <Card tone="accent">
          <p role="alert" className="text-lead">
            {translateMessage("paymentsLoadFailed")}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void history.refetch()}>
            {t("retry")}
          </Button>
        </Card>
      ) : !history.data ? (
        <p role="status" className="text-ink-muted">
          {t("history.loading")}
        </p>
      ) : history.data.purchases.length === 0 ? (
        <EmptyState
          symbol="₹"
          title={t("history.empty")}
          description={t("history.emptyHint")}
          action={
            <Link to={ROUTES.b2cBuyCourses} className={buttonClasses()}>
              {t("history.buyCourses")}
            </Link>
          }
        />
      ) : wide ? (
        <Table
          columns={columns}
          rows={history.data.purchases}
          rowKey={(p) => p._id}
          caption={t("history.caption")}
        />
      ) : (
        <ul aria-label={t("history.caption")} className="flex flex-col gap-4">
          {history.data.purchases.map((purchase) => (
            <li key={purchase._id} className="rounded-card border border-line bg-white p-4 shadow-card">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                {keys.map((key) => (
                  <div key={key} className="contents">
                    <dt className="font-semibold text-ink-muted">{t(`history.columns.${key}`)}</dt>
                    <dd className="min-w-0">{cells[key](purchase)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
