import { ROUTES } from "@ganit/contracts";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { ApiError } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { dashboardFor } from "@/lib/session.ts";
import { useHydrated } from "@/lib/use-hydrated.ts";
import { AuthPanel } from "./auth-panel.tsx";
import type { LoginFields } from "./login-submit.ts";
import "./i18n.ts";

/** The checks and the request: fetched when the visitor reaches for the form, not with the page. */
const loadSubmit = () => import("./login-submit.ts");
/** The second step of a first sign-in: a form most visitors never see. */
const FirstSignInForm = lazy(() =>
  import("./first-signin-form.tsx").then((module) => ({ default: module.FirstSignInForm })),
);

/**
 * Login: a stored session skips the form; success lands on the role's dashboard. A one-time code
 * from a school's credentials sheet typed as the password (the server answers `firstSignInRequired`)
 * turns the page into "choose your password".
 */
export default function LoginPage() {
  const { t } = useTranslation("auth");
  const { user } = useAuth();
  const [firstSignIn, setFirstSignIn] = useState<{ username: string; code: string } | null>(null);
  const [username, setUsername] = useState("");

  if (user) return <Navigate to={dashboardFor(user.role)} replace />;

  if (firstSignIn) {
    return (
      <AuthPanel symbol="π" title={t("firstSignIn.title")} subtitle={t("firstSignIn.subtitle")}>
        <Suspense fallback={<Spinner label={t("login.gettingReady")} />}>
          <FirstSignInForm
            username={firstSignIn.username}
            code={firstSignIn.code}
            onBack={() => {
              setUsername(firstSignIn.username);
              setFirstSignIn(null);
            }}
          />
        </Suspense>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel symbol="π" title={t("login.title")} subtitle={t("login.subtitle")}>
      <LoginForm
        defaultUsername={username}
        onFirstSignIn={(values) => setFirstSignIn({ username: values.username, code: values.password })}
      />
      <p className="mt-6 border-t border-line pt-4 text-center text-body">
        {t("login.newHere")}{" "}
        <Link
          to={ROUTES.studentRegister}
          className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4"
        >
          {t("login.registerStudent")}
        </Link>
        {" · "}
        <Link
          to={ROUTES.schoolRegister}
          className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4"
        >
          {t("login.registerSchool")}
        </Link>
      </p>
    </AuthPanel>
  );
}

type FieldErrors = Partial<Record<keyof LoginFields, string>>;

/**
 * The username and password. Until the page's scripts run it, the prerendered form cannot sign
 * anyone in, so its button is disabled and says it is getting ready (a browser without scripts is
 * told why); the inputs take typing meanwhile and keep it (they are uncontrolled, read at submit).
 */
function LoginForm({
  defaultUsername,
  onFirstSignIn,
}: {
  defaultUsername: string;
  onFirstSignIn: (values: LoginFields) => void;
}) {
  const { t } = useTranslation("auth");
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const preload = () => void loadSubmit().catch(() => undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const values = {
      username: String(data.get("username") ?? ""),
      password: String(data.get("password") ?? ""),
    };
    setBusy(true);
    try {
      const { submitLogin } = await loadSubmit();
      const outcome = await submitLogin(values);
      if (outcome.kind === "invalid") {
        setErrors(outcome.fields);
        // The spec's toast ("Please fill in all the fields"), besides the message under the field.
        toast.error(translateMessage(outcome.fields.username ?? outcome.fields.password ?? "fillAllFields"));
        return;
      }
      setErrors({});
      if (outcome.kind === "firstSignIn") return onFirstSignIn(values);
      const signedIn = signIn(outcome.token, outcome.email);
      if (!signedIn) return void toast.error(t("login.failed")); // a token we cannot read
      void navigate(dashboardFor(signedIn.role), { replace: true });
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fieldKeys ?? {}) : {};
      setErrors({ username: fields.username, password: fields.password });
      toast.error(apiErrorMessage(error, t("login.failed")));
    } finally {
      setBusy(false);
    }
  };

  const error = (name: keyof LoginFields) => (errors[name] ? translateMessage(errors[name]) : undefined);
  return (
    // method="post": a submit that ever slipped past the scripts would not put the password in the URL.
    <form method="post" noValidate onSubmit={onSubmit} onFocus={preload} onPointerDown={preload}>
      <fieldset disabled={busy} className="flex flex-col gap-5">
        <Input
          name="username"
          label={t("login.username")}
          hint={t("login.usernameHint")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={defaultUsername}
          error={error("username")}
        />
        <PasswordInput
          name="password"
          label={t("login.password")}
          autoComplete="current-password"
          error={error("password")}
        />
        <div className="-mt-2 flex justify-end">
          <Link
            to={ROUTES.resetPassword}
            className="rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t("login.forgot")}
          </Link>
        </div>
        <Button type="submit" size="lg" block loading={busy} disabled={!ready}>
          {busy ? t("login.submitting") : ready ? t("login.submit") : t("login.gettingReady")}
        </Button>
        <noscript>
          <p className="text-center font-semibold text-danger-800">{t("login.needsScript")}</p>
        </noscript>
      </fieldset>
    </form>
  );
}
