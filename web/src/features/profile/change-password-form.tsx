import { changePasswordFormSchema } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { useApiForm } from "@/lib/api-form.ts";
import { translateMessage } from "@/lib/messages.ts";
import { useChangePassword } from "./api.ts";

/** Change Password: current + new; the username sent is the caller's own (from the profile). */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation("profile");
  const { form, field, onSubmit, busy } = useApiForm({
    schema: changePasswordFormSchema,
    defaultValues: { currentPassword: "", newPassword: "" },
    mutation: useChangePassword(),
    toRequest: (values) => ({ username, ...values }),
    fallback: t("password.failed"),
    onSuccess: (response) => {
      toast.success(translateMessage(response));
      form.reset();
    },
  });

  return (
    <Card title={t("password.title")} description={t("password.description")}>
      <form noValidate onSubmit={onSubmit}>
        <input type="hidden" autoComplete="username" value={username} readOnly />
        <fieldset disabled={busy} className="flex flex-col gap-5">
          <PasswordInput
            label={t("password.current")}
            autoComplete="current-password"
            required
            {...field("currentPassword")}
          />
          <PasswordInput
            label={t("password.new")}
            autoComplete="new-password"
            required
            {...field("newPassword")}
          />
          <Button type="submit" loading={busy} className="self-start">
            {busy ? t("password.submitting") : t("password.submit")}
          </Button>
        </fieldset>
      </form>
    </Card>
  );
}
