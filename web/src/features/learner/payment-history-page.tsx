import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageTitle } from "@/components/page-header.tsx";
import { PaymentHistoryView } from "@/components/payment/payment-history.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePaymentHistory } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * /paymenthistory (studentb2c): every purchase of the learner, newest first, with its date, lines,
 * amount, UTR, status (a rejection with its reason), verification date and, once verified, its
 * receipt. A table on wide screens, one card per payment on phones.
 */
export default function PaymentHistoryPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="container-page py-8 sm:py-12">
      <PageTitle title={t("history.title")} subtitle={t("history.subtitle")} />
      <PaymentHistoryView
        history={usePaymentHistory()}
        lineText={(line) => t("history.line", { course: line.courseName, n: line.classNumber })}
        columns={{
          date: t("history.columns.date"),
          items: t("history.columns.items"),
          amount: t("history.columns.amount"),
          utr: t("history.columns.utr"),
          status: t("history.columns.status"),
          verifiedOn: t("history.columns.verifiedOn"),
          receipt: t("history.columns.receipt"),
        }}
        texts={{
          caption: t("history.caption"),
          loading: t("history.loading"),
          retry: t("retry"),
          reason: (reason) => t("history.reason", { reason }),
          receipt: t("history.receipt"),
          receiptOf: (date) => t("history.receiptOf", { date }),
          date: t("history.columns.date"),
          utr: t("history.columns.utr"),
          empty: t("history.empty"),
          emptyHint: t("history.emptyHint"),
        }}
        emptyAction={
          <Link to={ROUTES.b2cBuyCourses} className={buttonClasses()}>
            {t("history.buyCourses")}
          </Link>
        }
      />
    </div>
  );
}
