import { API, MESSAGES, type MessageResponse, newPasswordSchema, ROUTES } from "@ganit/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { Button, PasswordInput } from "@/components/ui/index.ts";
import { ApiError, apiFetch } from "@/lib/api.ts";
import { translateServerMessage } from "@/lib/i18n.ts";
import { isSuccessMessage, ServerMessage } from "./server-message.tsx";

const resetFormSchema = z
  .object({
    password: newPasswordSchema,
    confirm: z.string().min(1, MESSAGES.fillAllFields),
  })
  .refine((values) => values.password === values.confirm, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ["confirm"],
  });
type ResetValues = z.infer<typeof resetFormSchema>;

/** Reset Password: new password twice, for the account named in the mailed link. */
export function ResetPasswordForm({
  token,
  username,
  email,
}: {
  token: string;
  username: string;
  email: string;
}) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting, errors },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: "", confirm: "" },
  });

  const onInvalid = (invalid: typeof errors) => {
    if (invalid.confirm?.message === MESSAGES.passwordsDoNotMatch) toast.error(t("reset.mismatch"));
  };

  const onValid = async (values: ResetValues) => {
    setMessage(null);
    try {
      const response = await apiFetch<MessageResponse>(API.resetPassword, {
        body: { token, username, email, password: values.password },
      });
      setMessage(response.message);
      toast.success(translateServerMessage(response.message));
      void navigate(ROUTES.login, { replace: true });
    } catch (error) {
      const text = error instanceof ApiError && error.message ? error.message : t("reset.failed");
      setMessage(text);
      (isSuccessMessage(text) ? toast.success : toast.error)(translateServerMessage(text));
    }
  };

  const fieldError = (text?: string) => (text ? translateServerMessage(text) : undefined);

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" autoComplete="username" value={username} readOnly />
      <fieldset disabled={isSubmitting} className="flex flex-col gap-5">
        <PasswordInput
          label={t("reset.password")}
          hint={t("reset.passwordHint")}
          autoComplete="new-password"
          required
          error={fieldError(errors.password?.message)}
          {...register("password")}
        />
        <PasswordInput
          label={t("reset.confirm")}
          autoComplete="new-password"
          required
          error={fieldError(errors.confirm?.message)}
          {...register("confirm")}
        />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          {isSubmitting ? t("reset.submitting") : t("reset.submit")}
        </Button>
      </fieldset>
      <ServerMessage message={message} />
      {message && !isSuccessMessage(message) && (
        <p className="mt-4 text-center">
          <Link
            to={ROUTES.resetPassword}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t("reset.requestNew")}
          </Link>
        </p>
      )}
    </form>
  );
}
