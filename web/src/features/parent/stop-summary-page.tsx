import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useStopSummary } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * /parentstop#<token>: the weekly summary's one stop link. The token rides in the fragment, so it
 * never reaches a server log; the parent confirms with one button (a mail scanner's visit stops nothing).
 */
export default function StopSummaryPage() {
  const { t } = useTranslation(NAMESPACE);
  const [token] = useState(() => window.location.hash.replace(/^#/, ""));
  const stop = useStopSummary();
  return (
    <div className="container-page py-6 sm:py-10">
      <PageTitle title={t("stop.title")} subtitle={t("stop.subtitle")} className="mb-5" lead="body" />
      <Card className="max-w-xl">
        {!token ? (
          <p role="alert">{t("stop.invalid")}</p>
        ) : stop.isSuccess ? (
          <p role="status" className="text-lead">
            {t("stop.done")}
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            {stop.isError && <p role="alert">{t("stop.failed")}</p>}
            <Button disabled={stop.isPending} onClick={() => stop.mutate(token)}>
              {t("stop.submit")}
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
