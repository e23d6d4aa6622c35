import { changePasswordRequestSchema } from "@ganit/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Button, Card, PasswordInput } from "@/components/ui/index.ts";
import { ApiError } from "@/lib/api.ts";
import { translateServerMessage } from "@/lib/i18n.ts";
import { useChangePassword } from "./api.ts";

const changePasswordFormSchema = changePasswordRequestSchema.omit({ username: true });
type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;

/** Change Password: current + new; the username sent is the caller's own (from the profile). */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation("profile");
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const busy = changePassword.isPending;

  const onValid = (values: ChangePasswordValues) =>
    changePassword.mutate(
      { username, ...values },
      {
        onSuccess: (response) => {
          toast.success(translateServerMessage(response.message));
          reset();
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.message
              ? translateServerMessage(error.message)
              : t("password.failed"),
          ),
      },
    );

  const fieldError = (text?: string) => (text ? translateServerMessage(text) : undefined);

  return (
    <Card title={t("password.title")} description={t("password.description")}>
      <form noValidate onSubmit={handleSubmit(onValid)}>
        <input type="hidden" autoComplete="username" value={username} readOnly />
        <fieldset disabled={busy} className="flex flex-col gap-5">
          <PasswordInput
            label={t("password.current")}
            autoComplete="current-password"
            required
            error={fieldError(errors.currentPassword?.message)}
            {...register("currentPassword")}
          />
          <PasswordInput
            label={t("password.new")}
            autoComplete="new-password"
            required
            error={fieldError(errors.newPassword?.message)}
            {...register("newPassword")}
          />
          <Button type="submit" loading={busy} className="self-start">
            {busy ? t("password.submitting") : t("password.submit")}
          </Button>
        </fieldset>
      </form>
    </Card>
  );
}
