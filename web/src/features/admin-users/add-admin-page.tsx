import { ROUTES, registerUserRequestSchema } from "@ganit/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type FieldPath, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { Button, buttonClasses, Card, Input, PasswordInput } from "@/components/ui/index.ts";
import { ApiError } from "@/lib/api.ts";
import { useRegisterAdmin } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { PasswordRules } from "./password-rules.tsx";
import { errorText, messageIn, successText } from "./server-text.ts";

type FormInput = z.input<typeof registerUserRequestSchema>;
type FormOutput = z.output<typeof registerUserRequestSchema>;
const FIELDS = ["name", "email", "phone", "password"] as const satisfies readonly FieldPath<FormInput>[];
const PASSWORD_ID = "new-admin-password";

/** /superadmin/addadmin: a new admin account (POST /api/user/register); the username is the e-mail. */
export default function AddAdminPage() {
  const { t } = useTranslation(NAMESPACE);
  const register = useRegisterAdmin();
  const [added, setAdded] = useState<{ name: string; email: string } | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(registerUserRequestSchema),
    defaultValues: { name: "", email: "", phone: "", password: "" },
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  const busy = register.isPending;

  const onValid = (values: FormOutput) =>
    register.mutate(values, {
      onSuccess: (response) => {
        toast.success(successText(response));
        setAdded({ name: values.name, email: values.email });
        form.reset();
      },
      onError: (error) => {
        // Field problems (an e-mail already taken, a common password) go under their fields.
        const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
        const known = FIELDS.filter((name) => fields[name]);
        for (const name of known) form.setError(name, { type: "server", message: fields[name] });
        if (known[0]) form.setFocus(known[0]);
        else toast.error(errorText(error, t("add.failed")));
      },
    });

  const fieldError = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return message ? messageIn(message) : undefined;
  };

  return (
    <div className="container-page py-8 sm:py-12">
      <Link
        to={ROUTES.superadminViewAdmin}
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span> {t("add.backToList")}
      </Link>
      <header className="mt-2 mb-6">
        <h1 className="text-h1 font-extrabold">{t("add.title")}</h1>
        <p className="mt-1 max-w-2xl text-lead text-ink-muted">{t("add.subtitle")}</p>
      </header>

      <div className="max-w-2xl">
        {added ? (
          <Card tone="brand" title={t("add.doneTitle")}>
            <p role="status" className="text-lead">
              {t("add.doneText", added)}
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link
                to={`${ROUTES.superadminViewAdmin}?${new URLSearchParams({ search: added.email })}`}
                className={buttonClasses()}
              >
                {t("add.viewAdmin")}
              </Link>
              <Button variant="secondary" onClick={() => setAdded(null)}>
                {t("add.addAnother")}
              </Button>
            </div>
          </Card>
        ) : (
          <Card>
            <form noValidate onSubmit={form.handleSubmit(onValid)}>
              <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
                <Input
                  label={t("add.name")}
                  required
                  autoComplete="off"
                  maxLength={120}
                  error={fieldError("name")}
                  className="sm:col-span-2"
                  {...form.register("name")}
                />
                <Input
                  label={t("add.email")}
                  type="email"
                  required
                  autoComplete="off"
                  inputMode="email"
                  error={fieldError("email")}
                  {...form.register("email")}
                />
                <Input
                  label={t("add.phone")}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  hint={t("add.phoneHint")}
                  error={fieldError("phone")}
                  {...form.register("phone")}
                />
                <div className="flex flex-col gap-2 sm:col-span-2">
                  <PasswordInput
                    id={PASSWORD_ID}
                    label={t("add.password")}
                    required
                    autoComplete="new-password"
                    error={fieldError("password")}
                    aria-describedby={[`${PASSWORD_ID}-rules`, errors.password && `${PASSWORD_ID}-error`]
                      .filter(Boolean)
                      .join(" ")}
                    {...form.register("password")}
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
