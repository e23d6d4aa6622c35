import { API, type LoginRequest, type LoginResponse, loginRequestSchema, ROUTES } from "@ganit/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button, Input, PasswordInput } from "@/components/ui/index.ts";
import { ApiError, apiFetch } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import { translateServerMessage } from "@/lib/i18n.ts";
import { dashboardFor } from "@/lib/session.ts";
import { AuthPanel } from "./auth-panel.tsx";
import "./i18n.ts";

/** Login (part 1 §2): a stored session skips the form; success lands on the role's dashboard. */
export default function LoginPage() {
  const { t } = useTranslation("auth");
  const { user, signIn } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: "", password: "" },
  });

  if (user) return <Navigate to={dashboardFor(user.role)} replace />;

  const onValid = async (values: LoginRequest) => {
    try {
      const response = await apiFetch<LoginResponse>(API.login, { body: values });
      const signedIn = signIn(response.token, response.email);
      if (!signedIn) throw new Error("undecodable token");
      void navigate(dashboardFor(signedIn.role), { replace: true });
    } catch (error) {
      const message =
        error instanceof ApiError && error.message
          ? translateServerMessage(error.message)
          : t("login.failed");
      toast.error(message);
    }
  };

  return (
    <AuthPanel symbol="π" title={t("login.title")} subtitle={t("login.subtitle")}>
      <form noValidate onSubmit={handleSubmit(onValid, () => toast.error(t("login.fillAll")))}>
        <fieldset disabled={isSubmitting} className="flex flex-col gap-5">
          <Input
            label={t("login.username")}
            hint={t("login.usernameHint")}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...register("username")}
          />
          <PasswordInput
            label={t("login.password")}
            autoComplete="current-password"
            {...register("password")}
          />
          <div className="-mt-2 flex justify-end">
            <Link
              to={ROUTES.resetPassword}
              className="rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t("login.forgot")}
            </Link>
          </div>
          <Button type="submit" size="lg" block loading={isSubmitting}>
            {isSubmitting ? t("login.submitting") : t("login.submit")}
          </Button>
        </fieldset>
      </form>
    </AuthPanel>
  );
}
