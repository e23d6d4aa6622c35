import { type PurchaseCreated, ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useStatusWords } from "@/lib/status-words.ts";
import { NAMESPACE } from "./i18n.ts";
import { QuoteLines } from "./quote-lines.tsx";

/** Step 3: what was submitted, under review, and the way back to the dashboard. */
export function SuccessStep({ created, onDone }: { created: PurchaseCreated; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const words = useStatusWords();
  const { purchase } = created;
  return (
    <Card tone="brand">
      <div role="status" className="flex flex-col gap-2">
        <h2 className="font-display text-h2 font-bold text-success-800">
          <span aria-hidden="true">✓ </span>
          {t("success.title")}
        </h2>
        <p>{t("success.body")}</p>
      </div>
      <dl className="mt-4 grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-caption text-ink-muted">{t("success.utr")}</dt>
          <dd className="font-semibold break-all">{purchase.utrNumber}</dd>
        </div>
        <div>
          <dt className="text-caption text-ink-muted">{t("success.statusLabel")}</dt>
          <dd>
            <span className="rounded-full bg-warning-100 px-2.5 py-0.5 text-caption font-bold text-warning-800">
              {words.word("underReview")}
            </span>
          </dd>
        </div>
      </dl>
      <div className="mt-4 rounded-card bg-white p-4">
        <QuoteLines quote={purchase} />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onDone}>{t("success.returnToDashboard")}</Button>
        <Link to={ROUTES.schoolPayments} className={buttonClasses({ variant: "secondary" })}>
          {t("success.viewPayments")}
        </Link>
      </div>
    </Card>
  );
}
