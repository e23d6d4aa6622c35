import { apiPath, MESSAGES, type MessageKey } from "@ganit/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageSpinner } from "@/components/ui/spinner.tsx";
import { lessonPageStatus } from "@/lib/lesson-page-status.ts";
import { translateMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";

type Status = { state: "checking" } | { state: "ready" } | { state: "failed"; key: MessageKey };

const failureKey = (status: number): MessageKey =>
  status === 404 ? "notFound" : status === 400 ? "invalidId" : status === 0 ? "networkError" : "serverError";

/**
 * /viewresource/{id}: a lesson page alone on the screen (no header or footer), in a full-screen
 * frame of its own URL with `sandbox="allow-scripts"`. A HEAD request first tells a missing page
 * from a present one without downloading a body of up to 1 MB twice.
 */
export default function ViewResourcePage() {
  const { t } = useTranslation(NAMESPACE);
  const { resourceId = "" } = useParams();
  const [status, setStatus] = useState<Status>({ state: "checking" });

  useEffect(() => {
    let current = true;
    setStatus({ state: "checking" });
    lessonPageStatus(resourceId).then((code) => {
      if (!current) return;
      setStatus(code >= 200 && code < 300 ? { state: "ready" } : { state: "failed", key: failureKey(code) });
    });
    return () => {
      current = false;
    };
  }, [resourceId]);

  if (status.state === "checking") return <PageSpinner />;
  if (status.state === "failed") {
    return (
      <main className="flex min-h-dvh items-center justify-center p-6">
        <p
          role="alert"
          className="rounded-card border border-danger-600/30 bg-danger-50 p-4 font-semibold text-danger-800"
        >
          {t("viewer.error", {
            message: translateMessage({ message: MESSAGES[status.key], key: status.key }),
          })}
        </p>
      </main>
    );
  }
  return (
    <main className="h-dvh w-full">
      <iframe
        title={t("viewer.frameTitle")}
        src={apiPath.lessonPage(resourceId)}
        // Never allow-same-origin: the page's script must not reach this window, its storage or the API.
        sandbox="allow-scripts"
        className="block h-full w-full border-0 bg-white"
      />
    </main>
  );
}
