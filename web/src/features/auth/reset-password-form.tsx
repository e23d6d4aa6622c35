import { msg, newPasswordSchema, ROUTES } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { Button, PasswordInput } from "@/components/ui/index.ts";
import { useApiForm } from "@/lib/api-form.ts";
import { errorReply, type ServerReply, translateMessage } from "@/lib/messages.ts";
import { useResetPassword } from "./api.ts";
import { isSuccessMessage, ServerMessage } from "./server-message.tsx";

const resetFormSchema = z
  .object({
    password: newPasswordSchema,
    confirm: z.string().min(1, msg("fillAllFields")),
  })
  .refine((values) => values.password === values.confirm, {
    message: msg("passwordsDoNotMatch"),
    path: ["confirm"],
  });

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
  const [reply, setReply] = useState<ServerReply | null>(null);
  const { field, onSubmit, busy } = useApiForm({
    schema: resetFormSchema,
    defaultValues: { password: "", confirm: "" },
    mutation: useResetPassword(),
    toRequest: (values) => ({ token, username, email, password: values.password }),
    fallback: t("reset.failed"),
    onSuccess: (response) => {
      setReply(response);
      toast.success(translateMessage(response));
      void navigate(ROUTES.login, { replace: true });
    },
    onError: (error, { onFields }) => setReply(onFields.length ? null : errorReply(error, t("reset.failed"))),
    // The spec's toast for a mismatch; the other rules show under their fields only.
    onInvalid: (errors) => {
      if (errors.confirm?.message === msg("passwordsDoNotMatch"))
        toast.error(translateMessage("passwordsDoNotMatch"));
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setReply(null);
        void onSubmit(event);
      }}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" autoComplete="username" value={username} readOnly />
      <fieldset disabled={busy} className="flex flex-col gap-5">
        <PasswordInput
          label={t("reset.password")}
          hint={t("reset.passwordHint")}
          autoComplete="new-password"
          required
          {...field("password")}
        />
        <PasswordInput
          label={t("reset.confirm")}
          autoComplete="new-password"
          required
          {...field("confirm")}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {busy ? t("reset.submitting") : t("reset.submit")}
        </Button>
      </fieldset>
      <ServerMessage reply={reply} />
      {reply && !isSuccessMessage(reply.message) && (
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
