import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthPanel } from "./auth-panel.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";
import "./i18n.ts";

/**
 * /resetpassword: without a token it is Forgot Password; with token, username and
 * email (the mailed link) it is Reset Password, or Set your password for a welcome link (`set=1`).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("token");
  if (!token) {
    return (
      <AuthPanel symbol="?" title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
        <ForgotPasswordForm />
      </AuthPanel>
    );
  }
  const username = params.get("username") ?? "";
  // A welcome link (`set=1`) is for an account that never had a password: it is set, not reset.
  const first = params.get("set") === "1";
  const texts = first ? "setFirst" : "reset";
  return (
    <AuthPanel
      symbol="√"
      title={t(`${texts}.title`)}
      subtitle={username ? t(`${texts}.subtitle`, { username }) : t(`${texts}.subtitleNoUser`)}
    >
      <ResetPasswordForm
        key={token}
        token={token}
        username={username}
        email={params.get("email") ?? ""}
        first={first}
      />
    </AuthPanel>
  );
}
