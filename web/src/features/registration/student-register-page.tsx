import { LIMITS, learnerRegisterRequestSchema, ROUTES } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { PageTitle } from "@/components/page-header.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { DoneCard } from "@/components/ui/card.tsx";
import { DateInput } from "@/components/ui/date-input.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { useApiForm } from "@/lib/api-form.ts";
import { translateMessage } from "@/lib/messages.ts";
import { useRegisterLearner } from "./api.ts";
import { ConsentFieldset } from "./consent-fieldset.tsx";
import { NAMESPACE } from "./i18n.ts";
import { EmailInput, OtherPersonNameInput, PhoneInput, RegisterFormCard } from "./register-form.tsx";

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
          <OtherPersonNameInput label={t("learner.fathername")} {...field("fathername")} />
          <DateInput
            label={t("learner.dob")}
            required
            control={form.control}
            name="dob"
            error={errorOf("dob")}
          />
          <ConsentFieldset
            title={t("learner.guardianTitle")}
            checkboxLabel={t("learner.consent")}
            checkbox={form.register("guardianConsent")}
            error={errorOf("guardianConsent")}
          >
            <p className="text-ink">{t("learner.guardianNotice")}</p>
            <OtherPersonNameInput label={t("learner.guardianName")} {...field("guardianName")} />
            <EmailInput
              label={t("learner.guardianEmail")}
              hint={t("learner.guardianEmailHint")}
              {...field("guardianEmail")}
            />
          </ConsentFieldset>
        </RegisterFormCard>
      )}
    </div>
  );
}
