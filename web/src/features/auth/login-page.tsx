import { loginRequestSchema, ROUTES } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button, Input, PasswordInput } from "@/components/ui/index.ts";
import { firstErrorMessage, useApiForm } from "@/lib/api-form.ts";
import { useAuth } from "@/lib/auth.tsx";
import { translateMessage } from "@/lib/messages.ts";
import { dashboardFor } from "@/lib/session.ts";
import { useLogin } from "./api.ts";
import { AuthPanel } from "./auth-panel.tsx";
import { FirstSignInForm } from "./first-signin-form.tsx";
import "./i18n.ts";

/**
 * Login: a stored session skips the form; success lands on the role's dashboard. A one-time code
 * from a school's credentials sheet typed as the password (the server answers `firstSignInRequired`)
 * turns the page into "choose your password".
 */
export default function LoginPage() {
  const { t } = useTranslation("auth");
  const { user, signIn } = useAuth();
  const navigate = useNavigate();
  const [firstSignIn, setFirstSignIn] = useState<{ username: string; code: string } | null>(null);
  const { form, field, onSubmit, busy } = useApiForm({
    schema: loginRequestSchema,
    defaultValues: { username: "", password: "" },
    mutation: useLogin(),
    fallback: t("login.failed"),
    onSuccess: (response, values) => {
      if ("firstSignInRequired" in response) {
        setFirstSignIn({ username: values.username, code: values.password });
        return;
      }
      const signedIn = signIn(response.token, response.email);
      if (!signedIn) return void toast.error(t("login.failed")); // a token we cannot read
      void navigate(dashboardFor(signedIn.role), { replace: true });
    },
    // The spec's toast ("Please fill in all the fields"), besides the message under the field.
    onInvalid: (errors) => toast.error(translateMessage(firstErrorMessage(errors) ?? "fillAllFields")),
  });

  if (user) return <Navigate to={dashboardFor(user.role)} replace />;

  if (firstSignIn) {
    return (
      <AuthPanel symbol="π" title={t("firstSignIn.title")} subtitle={t("firstSignIn.subtitle")}>
        <FirstSignInForm
          username={firstSignIn.username}
          code={firstSignIn.code}
          onBack={() => {
            form.setValue("password", "");
            setFirstSignIn(null);
          }}
        />
      </AuthPanel>
    );
  }

  return (
    <AuthPanel symbol="π" title={t("login.title")} subtitle={t("login.subtitle")}>
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={busy} className="flex flex-col gap-5">
          <Input
            label={t("login.username")}
            hint={t("login.usernameHint")}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...field("username")}
          />
          <PasswordInput label={t("login.password")} autoComplete="current-password" {...field("password")} />
          <div className="-mt-2 flex justify-end">
            <Link
              to={ROUTES.resetPassword}
              className="rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t("login.forgot")}
            </Link>
          </div>
          <Button type="submit" size="lg" block loading={busy}>
            {busy ? t("login.submitting") : t("login.submit")}
          </Button>
        </fieldset>
      </form>
    </AuthPanel>
  );
}
