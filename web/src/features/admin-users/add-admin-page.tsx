import { ROUTES, registerUserRequestSchema } from "@ganit/contracts";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { BackLinkHeader } from "@/components/back-link-header.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card, DoneCard } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { useApiForm } from "@/lib/api-form.ts";
import { translateMessage } from "@/lib/messages.ts";
import { useRegisterAdmin } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { PasswordRules } from "./password-rules.tsx";

const PASSWORD_ID = "new-admin-password";

/** /superadmin/addadmin: a new admin account (POST /api/user/register); the username is the e-mail. */
export default function AddAdminPage() {
  const { t } = useTranslation(NAMESPACE);
  const [added, setAdded] = useState<{ name: string; email: string } | null>(null);
  // Field problems the server finds (an e-mail already taken, a common password) land under their fields.
  const { form, field, onSubmit, busy } = useApiForm({
    schema: registerUserRequestSchema,
    defaultValues: { name: "", email: "", phone: "", password: "" },
    mutation: useRegisterAdmin(),
    fallback: t("add.failed"),
    onSuccess: (reply, values) => {
      toast.success(translateMessage(reply));
      setAdded({ name: values.name, email: values.email });
      form.reset();
    },
  });
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  const passwordField = field("password");

  return (
    <div className="container-page py-8 sm:py-12">
      <BackLinkHeader
        to={ROUTES.superadminViewAdmin}
        back={t("add.backToList")}
        title={t("add.title")}
        lead={t("add.subtitle")}
        leadWidth="max-w-2xl"
      />

      <div className="max-w-2xl">
        {added ? (
          <DoneCard
            title={t("add.doneTitle")}
            message={t("add.doneText", added)}
            waysOn={
              <>
                <Link
                  to={`${ROUTES.superadminViewAdmin}?${new URLSearchParams({ search: added.email })}`}
                  className={buttonClasses()}
                >
                  {t("add.viewAdmin")}
                </Link>
                <Button variant="secondary" onClick={() => setAdded(null)}>
                  {t("add.addAnother")}
                </Button>
              </>
            }
          />
        ) : (
          <Card>
            <form noValidate onSubmit={onSubmit}>
              <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
                <Input
                  label={t("add.name")}
                  required
                  autoComplete="off"
                  maxLength={120}
                  className="sm:col-span-2"
                  {...field("name")}
                />
                <Input
                  label={t("add.email")}
                  type="email"
                  required
                  autoComplete="off"
                  inputMode="email"
                  {...field("email")}
                />
                <Input
                  label={t("add.phone")}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  hint={t("add.phoneHint")}
                  {...field("phone")}
                />
                <div className="flex flex-col gap-2 sm:col-span-2">
                  <PasswordInput
                    id={PASSWORD_ID}
                    label={t("add.password")}
                    required
                    autoComplete="new-password"
                    {...passwordField}
                    aria-describedby={[`${PASSWORD_ID}-rules`, passwordField.error && `${PASSWORD_ID}-error`]
                      .filter(Boolean)
                      .join(" ")}
                  />
                  <PasswordRules id={`${PASSWORD_ID}-rules`} password={password} />
                </div>
                <Button type="submit" loading={busy} className="justify-self-start sm:col-span-2">
                  {busy ? t("add.submitting") : t("add.submit")}
                </Button>
              </fieldset>
            </form>
          </Card>
        )}
      </div>
    </div>
  );
}
