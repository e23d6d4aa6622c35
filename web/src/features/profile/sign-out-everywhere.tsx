import { API, type MessageResponse } from "@ganit/contracts";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { apiFetch } from "@/lib/api.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { useForgetSession } from "@/lib/use-logout.ts";

/** "Sign out everywhere": the server ends every session of the account, this one too. */
export function SignOutEverywhere() {
  const { t } = useTranslation("profile");
  const forget = useForgetSession();
  const signOut = useMutation({
    mutationFn: () => apiFetch<MessageResponse>(API.logoutEverywhere, { method: "POST" }),
    onSuccess: (reply) => {
      toast.success(translateMessage(reply));
      forget();
    },
    onError: (error) => toast.error(apiErrorMessage(error, t("sessions.failed"))),
  });
  return (
    <Card title={t("sessions.title")} description={t("sessions.description")}>
      <Button variant="secondary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
        {signOut.isPending ? t("sessions.submitting") : t("sessions.submit")}
      </Button>
    </Card>
  );
}
