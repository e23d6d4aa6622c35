import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { useApiForm } from "@/lib/api-form.ts";
import { useAuth } from "@/lib/auth.tsx";
import { translateMessage } from "@/lib/messages.ts";
import { dashboardFor } from "@/lib/session.ts";
import { useFirstSignIn } from "./api.ts";
import { confirmedPasswordSchema, NewPasswordFields } from "./new-password-fields.tsx";

const firstSignInFormSchema = confirmedPasswordSchema("newPassword");

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
      <NewPasswordFields
        username={username}
        busy={busy}
        passwordField={field("newPassword")}
        confirmField={field("confirm")}
        texts={{
          password: t("firstSignIn.password"),
          passwordHint: t("firstSignIn.passwordHint"),
          confirm: t("firstSignIn.confirm"),
          submit: t("firstSignIn.submit"),
          submitting: t("firstSignIn.submitting"),
        }}
      >
        <Button type="button" variant="ghost" onClick={onBack}>
          {t("firstSignIn.back")}
        </Button>
      </NewPasswordFields>
    </form>
  );
}
