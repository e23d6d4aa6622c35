import {
  DATA_TERMS_VERSION,
  normaliseText,
  ROUTES,
  SCHOOL_NAME_REFUSED,
  schoolRegisterRequestSchema,
} from "@ganit/contracts";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { PageTitle } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useApiForm } from "@/lib/api-form.ts";
import { translateMessage } from "@/lib/messages.ts";
import { useIndianStates } from "@/lib/use-indian-states.ts";
import { usePincodePlace, useRegisterSchool } from "./api.ts";
import { ConsentFieldset } from "./consent-fieldset.tsx";
import { NAMESPACE } from "./i18n.ts";
import { PlaceFields } from "./place-fields.tsx";
import { EmailInput, PhoneInput, RegisterFormCard } from "./register-form.tsx";

const EMPTY = {
  name: "",
  udiscCode: "",
  state: "",
  district: "",
  city: "",
  address: "",
  pincode: "",
  phone: "",
  email: "",
  acceptTerms: false,
};

/** /schoolregister: a school registers itself (POST /api/school/register); every field is mandatory. */
export default function SchoolRegisterPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [refused, setRefused] = useState(false);
  const states = useIndianStates();
  const { form, field, errorOf, onSubmit, busy } = useApiForm({
    schema: schoolRegisterRequestSchema,
    defaultValues: EMPTY as never,
    mutation: useRegisterSchool(),
    fallback: t("school.failed"),
    onSuccess: (reply) => {
      toast.success(translateMessage(reply));
      form.reset(EMPTY as never);
    },
  });
  const nameField = field("name");
  const [pincode, state, district] = useWatch({
    control: form.control,
    name: ["pincode", "state", "district"],
  });
  const place = usePincodePlace(pincode ?? "").data;
  const suggestion =
    place && (place.state !== state || (place.district && place.district !== district)) ? place : null;
  const stateLabel = (name: string) =>
    (i18n.language === "hi" && states?.find((s) => s.name === name)?.hi) || name;

  return (
    <div className="container-page py-8 sm:py-12">
      <PageTitle title={t("school.title")} subtitle={t("school.subtitle")} />
      <RegisterFormCard
        onSubmit={onSubmit}
        busy={busy}
        submitLabel={t("school.submit")}
        after={
          <>
            <p className="mt-6 text-ink-muted">
              {t("school.haveAccount")}{" "}
              <Link to={ROUTES.login} className="font-semibold text-brand-700 hover:underline">
                {t("school.login")}
              </Link>
            </p>
            <p className="mt-2 text-ink-muted">
              {t("school.onYourOwn")}{" "}
              <Link to={ROUTES.studentRegister} className="font-semibold text-brand-700 hover:underline">
                {t("school.registerLearner")}
              </Link>
            </p>
          </>
        }
      >
        <Input
          label={t("school.name")}
          required
          autoComplete="organization"
          maxLength={120}
          className="sm:col-span-2"
          hint={refused ? t("school.nameRefused") : t("school.nameHint")}
          {...nameField}
          onChange={(event) => {
            // Letters of any script, spaces and . ' - &: anything else is dropped as it is typed (or pasted).
            const typed = event.target.value;
            const kept = typed.replace(SCHOOL_NAME_REFUSED, "");
            setRefused(kept !== typed);
            if (kept !== typed) event.target.value = kept;
            void nameField.onChange(event);
          }}
          onBlur={(event) => {
            // What is stored is trimmed with inner runs of spaces made one: show that on leaving.
            const shown = normaliseText(event.target.value);
            if (shown !== event.target.value) form.setValue("name", shown);
            void nameField.onBlur(event);
          }}
        />
        <Input
          label={t("school.udiscCode")}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          hint={t("school.udiscHint")}
          {...field("udiscCode")}
        />
        <div className="hidden sm:block" />
        <PlaceFields form={form} field={field} states={states} />
        <Input
          label={t("school.address")}
          required
          autoComplete="street-address"
          maxLength={300}
          className="sm:col-span-2"
          {...field("address")}
        />
        <div className="flex flex-col gap-2">
          <Input
            label={t("school.pincode")}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            {...field("pincode")}
          />
          {suggestion && (
            <p className="flex flex-wrap items-center gap-2 text-caption text-ink" role="status">
              {t("school.pincodeSuggest", {
                pincode: suggestion.pincode,
                place: [suggestion.district, stateLabel(suggestion.state)].filter(Boolean).join(", "),
              })}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  // The district list follows the state: render it before choosing the district.
                  flushSync(() => form.setValue("state", suggestion.state));
                  form.setValue("district", suggestion.district ?? "");
                  form.setValue("city", "");
                  form.clearErrors(["state", "district"]);
                }}
              >
                {t("school.pincodeUse")}
              </Button>
            </p>
          )}
        </div>
        <PhoneInput label={t("school.phone")} hint={t("school.phoneHint")} {...field("phone")} />
        <EmailInput
          label={t("school.email")}
          hint={t("school.emailHint")}
          className="sm:col-span-2"
          {...field("email")}
        />
        <ConsentFieldset
          title={t("school.termsTitle")}
          checkboxLabel={t("school.termsAccept", { version: DATA_TERMS_VERSION })}
          checkbox={form.register("acceptTerms")}
          error={errorOf("acceptTerms")}
        >
          <p className="text-ink">{t("school.termsText")}</p>
        </ConsentFieldset>
      </RegisterFormCard>
    </div>
  );
}
