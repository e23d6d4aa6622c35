import { forgotPasswordRequestSchema, ROUTES } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useApiForm } from "@/lib/api-form.ts";
import { errorReply, type ServerReply, translateMessage } from "@/lib/messages.ts";
import { useForgotPassword } from "./api.ts";
import { ReplyForm, ServerMessage } from "./server-message.tsx";

/** Forgot Password: asks for the username and mails a reset link. */
export function ForgotPasswordForm() {
  const { t } = useTranslation("auth");
  const [reply, setReply] = useState<ServerReply | null>(null);
  const { field, onSubmit, busy } = useApiForm({
    schema: forgotPasswordRequestSchema,
    defaultValues: { username: "" },
    mutation: useForgotPassword(),
    fallback: t("forgot.failed"),
    onSuccess: (response) => {
      setReply(response);
      toast.success(translateMessage(response));
    },
    onError: (error, { onFields }) =>
      setReply(onFields.length ? null : errorReply(error, t("forgot.failed"))),
  });

  return (
    <ReplyForm onSubmit={onSubmit} clearReply={() => setReply(null)}>
      <fieldset disabled={busy} className="flex flex-col gap-5">
        <Input
          label={t("forgot.username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...field("username")}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {busy ? t("forgot.submitting") : t("forgot.submit")}
        </Button>
      </fieldset>
      <ServerMessage reply={reply} />
      <p className="mt-6 text-center">
        <Link to={ROUTES.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t("forgot.backToLogin")}
        </Link>
      </p>
    </ReplyForm>
  );
}
