import { formatRupees, type Receipt, ROUTES } from "@ganit/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { ProblemCard } from "@/components/ui/card.tsx";
import { ApiError } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { dashboardFor } from "@/lib/session.ts";
import { useReceipt } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import "./receipt-print.css";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import { localeOf, longDate } from "@/lib/dates.ts";

/**
 * /receipt/:purchaseId (school, studentb2c, superadmin): the receipt of a verified payment, laid out
 * to print (Print calls the browser's print; the print sheet leaves out the app's header, menus and
 * footer). Before verification the server answers 409 receiptNotReady, for another buyer's or an
 * unknown payment 404: both are shown as messages.
 */
export default function ReceiptPage() {
  const { t } = useTranslation(NAMESPACE);
  const { purchaseId = "" } = useParams();
  const { user } = useAuth();
  const receipt = useReceipt(purchaseId);
  const back =
    user?.role === "studentb2c" ? ROUTES.b2cPaymentHistory : user ? dashboardFor(user.role) : ROUTES.home;
  const backLink = (
    <Link to={back} className={buttonClasses({ variant: "secondary" })}>
      {t("back")}
    </Link>
  );

  if (receipt.isError) {
    const error = receipt.error;
    const status = error instanceof ApiError ? error.status : 0;
    const text =
      status === 404
        ? t("notFound")
        : status === 409
          ? apiErrorMessage(error, translateMessage("receiptNotReady"))
          : t("loadFailed");
    return (
      <div className="container-page py-8 sm:py-12">
        <ProblemCard
          message={text}
          waysOn={
            <>
              {status !== 404 && status !== 409 && (
                <Button onClick={() => void receipt.refetch()}>{t("retry")}</Button>
              )}
              {backLink}
            </>
          }
        />
      </div>
    );
  }
  if (!receipt.data)
    return (
      <div className="container-page py-8">
        <LoadingNote label={t("loading")} />
      </div>
    );

  return (
    <div className="container-page py-8 sm:py-12">
      <div data-no-print className="mb-4 flex flex-wrap justify-end gap-3 print:hidden">
        {backLink}
        <Button onClick={() => window.print()}>{t("print")}</Button>
      </div>
      <ReceiptSheet receipt={receipt.data} />
    </div>
  );
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = localeOf(i18n.language);
  const rupees = (value: number) => formatRupees(value, locale);
  const date = (iso: string | null) => (iso ? longDate(iso, i18n.language) : "—");

  return (
    <article
      data-receipt
      aria-labelledby="receipt-title"
      className="mx-auto max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-10"
    >
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4">
        <div>
          <p className="font-display text-h2 font-extrabold text-brand-800">{receipt.platformName}</p>
          <h1 id="receipt-title" className="text-h3 font-bold">
            {t("title")}
          </h1>
        </div>
        <dl className="text-end">
          <dt className="text-caption text-ink-muted">{t("receiptNumber")}</dt>
          <dd className="font-mono font-bold">{receipt.receiptNumber}</dd>
        </dl>
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <Row label={t("buyer")}>{receipt.buyer.name}</Row>
        <Row label={t("email")}>{receipt.buyer.email}</Row>
        <Row label={t("utr")}>
          <span className="font-mono">{receipt.utrNumber}</span>
        </Row>
        <Row label={t("paymentDate")}>{date(receipt.createdAt)}</Row>
        <Row label={t("verifiedOn")}>{date(receipt.verifiedAt)}</Row>
        {receipt.decidedBy?.name ? <Row label={t("verifiedBy")}>{receipt.decidedBy.name}</Row> : null}
      </dl>

      <table className="mt-6 w-full text-start">
        <caption className="sr-only">{t("lineCaption")}</caption>
        <thead>
          <tr className="border-b-2 border-line text-caption text-ink-muted">
            {(["course", "class", "seats", "unitPrice", "amount"] as const).map((key) => (
              <th
                key={key}
                scope="col"
                className={key === "unitPrice" || key === "amount" ? "py-2 text-end" : "py-2 text-start"}
              >
                {t(`columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={`${line.courseId}:${line.classNumber}:${line.renewal}`} className="border-b border-line">
              <td className="py-2 pe-2">
                {line.courseName} {line.renewal && <span className="text-ink-muted">{t("renewal")}</span>}
              </td>
              <td className="py-2">{line.classNumber}</td>
              <td className="py-2">{line.seats ?? t("schoolAccess")}</td>
              <td className="py-2 text-end">{rupees(line.unitPrice)}</td>
              <td className="py-2 text-end">{rupees(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="ms-auto mt-4 grid max-w-xs grid-cols-[1fr_auto] gap-y-1">
        <dt>{t("subtotal")}</dt>
        <dd className="ps-4 text-end">{rupees(receipt.subtotal)}</dd>
        <dt>{t("discount", { percent: receipt.discountPercent })}</dt>
        <dd className="ps-4 text-end">− {rupees(receipt.discount)}</dd>
        <dt>{t("tax")}</dt>
        <dd className="ps-4 text-end">{rupees(receipt.tax)}</dd>
        <dt className="border-t border-line pt-1 font-bold">{t("total")}</dt>
        <dd className="border-t border-line pt-1 ps-4 text-end font-bold">{rupees(receipt.total)}</dd>
      </dl>

      <p className="mt-8 text-caption text-ink-muted">{t("note")}</p>
    </article>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink-muted">{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
