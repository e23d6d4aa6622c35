import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { NAMESPACE } from "./i18n.ts";
import { PaymentHistoryList } from "./payment-history.tsx";

/** /school/payments: the school's purchases and their verification, with the ways to buy more. */
export default function PaymentsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader title={t("payments.title")} subtitle={t("payments.subtitle")}>
        <div className="flex flex-wrap gap-3">
          <Link to={ROUTES.schoolBuyCourses} className={buttonClasses()}>
            {t("payments.buyCourses")}
          </Link>
          <Link to={ROUTES.schoolRenewCourse} className={buttonClasses({ variant: "secondary" })}>
            {t("payments.renewSeats")}
          </Link>
        </div>
      </PageHeader>
      <PaymentHistoryList />
    </div>
  );
}
