import { DASHBOARD_BY_ROLE, parentJoinRequestSchema, ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PageTitle } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { useApiForm } from "@/lib/api-form.ts";
import { useAuth } from "@/lib/auth.tsx";
import { useJoin } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * /parentjoin: a parent signs up with the code from the school office, an e-mail or a mobile number
 * (at least one; the e-mail, else the number, is what they sign in with) and a password, then is
 * signed in and sees their child.
 */
export default function ParentJoinPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const join = useJoin();
  const auth = useAuth();
  const navigate = useNavigate();
  const { field, onSubmit, busy } = useApiForm({
    schema: parentJoinRequestSchema,
    defaultValues: {
      code: new URLSearchParams(window.location.search).get("code") ?? "",
      name: "",
      email: "",
      password: "",
      phone: "",
      language: i18n.language === "hi" ? "hi" : "en",
    },
    mutation: join,
    fallback: t("join.failed"),
    toRequest: (values) => values,
    onSuccess: ({ token, email }) => {
      const user = auth.signIn(token, email);
      navigate(user ? DASHBOARD_BY_ROLE[user.role] : ROUTES.login);
    },
  });
  return (
    <div className="container-page py-6 sm:py-10">
      <PageTitle title={t("join.title")} subtitle={t("join.subtitle")} className="mb-5" lead="body" />
      <Card className="max-w-xl">
        <form noValidate onSubmit={onSubmit}>
          <fieldset disabled={busy} className="flex flex-col gap-4">
            <Input
              label={t("join.code")}
              hint={t("join.codeHint")}
              autoComplete="off"
              autoCapitalize="characters"
              {...field("code")}
            />
            <Input label={t("join.name")} autoComplete="name" {...field("name")} />
            {/* Many parents have only a phone: either field will do, both are welcome (docs/adr/0734). */}
            <fieldset className="flex flex-col gap-4" aria-describedby="join-contact-hint">
              <legend className="font-semibold">{t("join.contact")}</legend>
              <p id="join-contact-hint" className="-mt-2 text-sm text-ink-muted">
                {t("join.contactHint")}
              </p>
              <Input
                label={t("join.email")}
                hint={t("join.emailHint")}
                type="email"
                autoComplete="email"
                {...field("email")}
              />
              <Input
                label={t("join.phone")}
                hint={t("join.phoneHint")}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                {...field("phone")}
              />
            </fieldset>
            <PasswordInput label={t("join.password")} autoComplete="new-password" {...field("password")} />
            <Select
              label={t("join.language")}
              options={[
                { value: "en", label: t("languages.en") },
                { value: "hi", label: t("languages.hi") },
              ]}
              {...field("language")}
            />
            <Button type="submit">{busy ? t("join.busy") : t("join.submit")}</Button>
          </fieldset>
        </form>
        <p className="mt-4 text-small">
          <Link to={ROUTES.login} className="underline">
            {t("join.haveAccount")}
          </Link>
        </p>
      </Card>
    </div>
  );
}
