import { msg, ROUTES } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { useApiForm } from "@/lib/api-form.ts";
import { errorReply, type ServerReply, translateMessage } from "@/lib/messages.ts";
import { useResetPassword } from "./api.ts";
import { confirmedPasswordSchema, NewPasswordFields } from "./new-password-fields.tsx";
import { isSuccessMessage, ReplyForm, ServerMessage } from "./server-message.tsx";

const resetFormSchema = confirmedPasswordSchema("password");

/** Reset Password: new password twice, for the account named in the mailed link. */
export function ResetPasswordForm({
  token,
  username,
  email,
  first = false,
}: {
  token: string;
  username: string;
  email: string;
  /** A welcome link: the account's first password (its own words), not a reset. */
  first?: boolean;
}) {
  const { t } = useTranslation("auth");
  const failed = first ? t("setFirst.failed") : t("reset.failed");
  const navigate = useNavigate();
  const [reply, setReply] = useState<ServerReply | null>(null);
  const { field, onSubmit, busy } = useApiForm({
    schema: resetFormSchema,
    defaultValues: { password: "", confirm: "" },
    mutation: useResetPassword(),
    toRequest: (values) => ({ token, username, email, password: values.password }),
    fallback: failed,
    onSuccess: (response) => {
      setReply(response);
      toast.success(translateMessage(response));
      void navigate(ROUTES.login, { replace: true });
    },
    onError: (error, { onFields }) => setReply(onFields.length ? null : errorReply(error, failed)),
    // The spec's toast for a mismatch; the other rules show under their fields only.
    onInvalid: (errors) => {
      if (errors.confirm?.message === msg("passwordsDoNotMatch"))
        toast.error(translateMessage("passwordsDoNotMatch"));
    },
  });

  return (
    <ReplyForm onSubmit={onSubmit} clearReply={() => setReply(null)}>
      <NewPasswordFields
        username={username}
        busy={busy}
        passwordField={field("password")}
        confirmField={field("confirm")}
        texts={{
          password: t("reset.password"),
          passwordHint: t("reset.passwordHint"),
          confirm: t("reset.confirm"),
          submit: first ? t("setFirst.submit") : t("reset.submit"),
          submitting: first ? t("setFirst.submitting") : t("reset.submitting"),
        }}
      />
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
    </ReplyForm>
  );
}
