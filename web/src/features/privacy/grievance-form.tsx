import { grievanceRequestSchema, LIMITS, privacyGrievanceCreate } from "@ganit/contracts";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { TextArea } from "@/components/ui/text-area.tsx";
import { useApiForm } from "@/lib/api-form.ts";
import { call } from "@/lib/client.ts";
import { translateMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";

const EMPTY = { name: "", email: "", message: "" };

/** The grievance form on /privacy: a complaint to the grievance officer, answered by e-mail within 90 days. */
export function GrievanceForm() {
  const { t } = useTranslation(NAMESPACE);
  const { form, field, errorOf, onSubmit, busy } = useApiForm({
    schema: grievanceRequestSchema,
    defaultValues: EMPTY,
    mutation: useMutation({ mutationFn: (body: typeof EMPTY) => call(privacyGrievanceCreate, { body }) }),
    fallback: t("grievance.failed"),
    onSuccess: (reply) => {
      toast.success(translateMessage(reply));
      form.reset(EMPTY);
    },
  });
  return (
    <Card className="max-w-3xl" title={t("grievance.title")} description={t("grievance.text")}>
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t("grievance.name")}
            required
            autoComplete="name"
            maxLength={LIMITS.nameMax}
            {...field("name")}
          />
          <Input
            label={t("grievance.email")}
            required
            type="email"
            autoComplete="email"
            {...field("email")}
          />
          <TextArea
            label={t("grievance.message")}
            error={errorOf("message")}
            required
            rows={5}
            maxLength={LIMITS.grievanceMessageMax}
            className="sm:col-span-2"
            {...form.register("message")}
          />
          <Button type="submit" loading={busy} className="justify-self-start sm:col-span-2">
            {t("grievance.submit")}
          </Button>
        </fieldset>
      </form>
    </Card>
  );
}
