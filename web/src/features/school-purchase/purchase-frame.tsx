import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { translateMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";

/** The heading of a purchase wizard (buy, renew), with the way to the school's payments. */
export function PurchaseHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageHeader title={title} subtitle={subtitle}>
      <Link to={ROUTES.schoolPayments} className={buttonClasses({ variant: "secondary" })}>
        {t("payments.title")}
      </Link>
    </PageHeader>
  );
}

/** The spec's 'Failed to load course data.' in place of step 1, with Try Again. */
export function CourseDataError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card tone="accent">
      <p role="alert">{translateMessage("courseDataLoadFailed")}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t("retry")}
      </Button>
    </Card>
  );
}
