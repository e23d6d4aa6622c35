import { useState } from "react";
import { useTranslation } from "react-i18next";
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
      <header className="mb-5">
        <h1 className="text-h1 font-extrabold">{t("stop.title")}</h1>
        <p className="mt-1 max-w-2xl text-ink-muted">{t("stop.subtitle")}</p>
      </header>
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
