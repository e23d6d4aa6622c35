import { msg, newPasswordSchema } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { Button, PasswordInput } from "@/components/ui/index.ts";
import { useApiForm } from "@/lib/api-form.ts";
import { useAuth } from "@/lib/auth.tsx";
import { translateMessage } from "@/lib/messages.ts";
import { dashboardFor } from "@/lib/session.ts";
import { useFirstSignIn } from "./api.ts";

const firstSignInFormSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirm: z.string().min(1, msg("fillAllFields")),
  })
  .refine((values) => values.newPassword === values.confirm, {
    message: msg("passwordsDoNotMatch"),
    path: ["confirm"],
  });

/**
 * The second step of a first sign-in: the login was given a one-time code from the school's
 * credentials sheet, so the child now chooses their own password; the code is used up and they are
 * signed in.
 */
export function FirstSignInForm({
  username,
  code,
  onBack,
}: {
  username: string;
  code: string;
  onBack: () => void;
}) {
  const { t } = useTranslation("auth");
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { field, onSubmit, busy } = useApiForm({
    schema: firstSignInFormSchema,
    defaultValues: { newPassword: "", confirm: "" },
    mutation: useFirstSignIn(),
    toRequest: (values) => ({ username, code, newPassword: values.newPassword }),
    fallback: t("firstSignIn.failed"),
    onSuccess: (response) => {
      const signedIn = signIn(response.token, response.email);
      if (!signedIn) return void toast.error(t("firstSignIn.failed"));
      toast.success(translateMessage("firstSignInDone"));
      void navigate(dashboardFor(signedIn.role), { replace: true });
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-describedby="first-signin-intro">
      <p id="first-signin-intro" className="mb-5 text-ink-muted">
        {t("firstSignIn.intro", { username })}
      </p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" autoComplete="username" value={username} readOnly />
      <fieldset disabled={busy} className="flex flex-col gap-5">
        <PasswordInput
          label={t("firstSignIn.password")}
          hint={t("firstSignIn.passwordHint")}
          autoComplete="new-password"
          required
          {...field("newPassword")}
        />
        <PasswordInput
          label={t("firstSignIn.confirm")}
          autoComplete="new-password"
          required
          {...field("confirm")}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {busy ? t("firstSignIn.submitting") : t("firstSignIn.submit")}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {t("firstSignIn.back")}
        </Button>
      </fieldset>
    </form>
  );
}
