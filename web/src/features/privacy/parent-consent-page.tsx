import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-delete-dialog.tsx";
import { PageTitle } from "@/components/page-header.tsx";
import { PrivacyNotice } from "@/components/privacy-notice/privacy-notice.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { translateMessage } from "@/lib/messages.ts";
import { childCopy, useConsent, useConsentAction } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * /parentconsent?token=: the parent's page, from the link mailed to their own address. The notice,
 * the consent's state, and what the parent may do: give consent, withdraw it (the child's data is
 * erased), or take a copy of the child's data. Nothing here needs an account.
 */
export default function ParentConsentPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const consent = useConsent(token);
  const confirm = useConsentAction(token, "confirm");
  const withdraw = useConsentAction(token, "withdraw");
  const [asking, setAsking] = useState(false);
  const failed = () => toast.error(t("consent.failed"));

  async function download() {
    try {
      const copy = await childCopy(token);
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(copy, null, 2)], { type: "application/json" }),
      );
      const link = document.createElement("a");
      link.href = url;
      link.download = "ganit-child-data.json";
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      failed();
    }
  }

  const status = consent.data?.status;
  return (
    <div className="container-page py-8 sm:py-12">
      <PageTitle title={t("consent.title")} subtitle={t("consent.subtitle")} />
      <div className="flex max-w-3xl flex-col gap-6">
        {consent.isPending && token ? (
          <p role="status">{t("consent.loading")}</p>
        ) : !consent.data ? (
          <Card tone="accent">
            <p role="alert">{t("consent.invalid")}</p>
          </Card>
        ) : (
          <Card tone="brand" title={t("consent.learner", { name: consent.data.learnerName })}>
            <p role="status" className="text-lead">
              {t(`consent.status.${consent.data.status}`)}
            </p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {status === "pending" && (
                <Button
                  disabled={confirm.isPending}
                  onClick={() =>
                    confirm.mutate(undefined, {
                      onSuccess: (reply) => toast.success(translateMessage(reply)),
                      onError: failed,
                    })
                  }
                >
                  {t("consent.confirm")}
                </Button>
              )}
              {(status === "pending" || status === "confirmed") && (
                <Button variant="secondary" onClick={download}>
                  {t("consent.copy")}
                </Button>
              )}
              {(status === "pending" || status === "confirmed") && (
                <Button variant="danger" onClick={() => setAsking(true)}>
                  {t("consent.withdraw")}
                </Button>
              )}
            </div>
          </Card>
        )}
        <Card>
          <PrivacyNotice />
        </Card>
      </div>
      <ConfirmDialog
        target={asking ? token : null}
        busy={withdraw.isPending}
        title={t("consent.withdrawTitle")}
        description={undefined}
        cancelLabel={t("consent.keep")}
        confirmLabel={t("consent.withdraw")}
        confirmVariant="danger"
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: (reply) => {
              setAsking(false);
              toast.success(translateMessage(reply));
            },
            onError: failed,
          })
        }
      >
        <p>{t("consent.withdrawText")}</p>
      </ConfirmDialog>
    </div>
  );
}
