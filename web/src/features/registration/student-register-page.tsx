import { LIMITS, learnerRegisterRequestSchema, ROUTES } from "@ganit/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { PageTitle } from "@/components/page-header.tsx";
import { PrivacyNotice } from "@/components/privacy-notice/privacy-notice.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { DoneCard } from "@/components/ui/card.tsx";
import { DateInput } from "@/components/ui/date-input.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { useApiForm } from "@/lib/api-form.ts";
import { translateMessage } from "@/lib/messages.ts";
import { useRegisterLearner } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { EmailInput, PhoneInput, RegisterFormCard } from "./register-form.tsx";

const EMPTY = {
  name: "",
  email: "",
  phone: "",
  Class: "",
  fathername: "",
  dob: "",
  guardianName: "",
  guardianConsent: false,
  guardianEmail: "",
};
const CLASSES = Array.from({ length: LIMITS.classMax - LIMITS.classMin + 1 }, (_, i) => LIMITS.classMin + i);

/**
 * /studentregister: an individual learner registers (POST /api/studentb2c/register). The learner is
 * a child: a parent or guardian gives their name and their consent (DPDP Act 2023, s. 9).
 */
export default function StudentRegisterPage() {
  const { t } = useTranslation(NAMESPACE);
  const consentId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, field, errorOf, onSubmit, busy } = useApiForm({
    schema: learnerRegisterRequestSchema,
    defaultValues: EMPTY as never,
    mutation: useRegisterLearner(),
    fallback: t("learner.failed"),
    onSuccess: (reply, values) => {
      toast.success(translateMessage(reply));
      setSentTo(values.email);
      form.reset(EMPTY as never);
    },
  });
  const consentError = errorOf("guardianConsent");

  return (
    <div className="container-page py-8 sm:py-12">
      <PageTitle title={t("learner.title")} subtitle={t("learner.subtitle")} />
      {sentTo ? (
        <DoneCard
          title={t("learner.doneTitle")}
          message={t("learner.doneText", { email: sentTo })}
          className="max-w-3xl"
          waysOn={
            <>
              <Link to={ROUTES.login} className={buttonClasses()}>
                {t("school.login")}
              </Link>
              <Button variant="secondary" onClick={() => setSentTo(null)}>
                {t("learner.another")}
              </Button>
            </>
          }
        >
          <p className="mt-3 text-ink">{t("learner.doneConsent")}</p>
        </DoneCard>
      ) : (
        <RegisterFormCard onSubmit={onSubmit} busy={busy} submitLabel={t("learner.submit")}>
          <Input label={t("learner.name")} required autoComplete="name" maxLength={120} {...field("name")} />
          <EmailInput label={t("learner.email")} hint={t("learner.emailHint")} {...field("email")} />
          <PhoneInput label={t("learner.phone")} hint={t("learner.phoneHint")} {...field("phone")} />
          <Select
            label={t("learner.class")}
            required
            placeholder={t("learner.selectClass")}
            options={CLASSES.map((n) => ({ value: String(n), label: t("learner.classOption", { n }) }))}
            {...field("Class")}
          />
          <Input
            label={t("learner.fathername")}
            required
            autoComplete="off"
            maxLength={120}
            {...field("fathername")}
          />
          <DateInput
            label={t("learner.dob")}
            required
            control={form.control}
            name="dob"
            error={errorOf("dob")}
          />
          <fieldset className="flex flex-col gap-4 rounded-card border-2 border-brand-100 bg-brand-50 p-4 sm:col-span-2">
            <legend className="px-1 font-bold text-brand-950">{t("learner.guardianTitle")}</legend>
            <p className="text-ink">{t("learner.guardianNotice")}</p>
            <Input
              label={t("learner.guardianName")}
              required
              autoComplete="off"
              maxLength={120}
              {...field("guardianName")}
            />
            <EmailInput
              label={t("learner.guardianEmail")}
              hint={t("learner.guardianEmailHint")}
              {...field("guardianEmail")}
            />
            <PrivacyNotice compact headingLevel={3} />
            <div className="flex flex-col gap-1.5">
              <div className="flex items-start gap-3">
                <input
                  id={consentId}
                  type="checkbox"
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                  aria-invalid={consentError ? true : undefined}
                  aria-describedby={consentError ? `${consentId}-error` : undefined}
                  {...form.register("guardianConsent")}
                />
                <label htmlFor={consentId} className="font-semibold text-brand-950">
                  {t("learner.consent")}
                  <span aria-hidden="true" className="text-danger-700">
                    {" "}
                    *
                  </span>
                </label>
              </div>
              {consentError && (
                <p id={`${consentId}-error`} className="text-caption font-semibold text-danger-700">
                  {consentError}
                </p>
              )}
            </div>
          </fieldset>
        </RegisterFormCard>
      )}
    </div>
  );
}
