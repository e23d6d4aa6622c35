import type { FormEventHandler, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NAMESPACE } from "./i18n.ts";
import { MandatoryNote } from "./mandatory-note.tsx";

/**
 * The card of a sign-up form: the mandatory-fields note, the fields (`children`, on a two-column
 * grid, all disabled while the request runs), the submit button, then anything under the form.
 */
export function RegisterFormCard({
  onSubmit,
  busy,
  submitLabel,
  children,
  after,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card className="max-w-3xl">
      <MandatoryNote />
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
          {children}
          <Button type="submit" loading={busy} className="justify-self-start sm:col-span-2">
            {busy ? t("submitting") : submitLabel}
          </Button>
        </fieldset>
      </form>
      {after}
    </Card>
  );
}

type PresetInputProps = Omit<
  Parameters<typeof Input>[0],
  "type" | "inputMode" | "autoComplete" | "maxLength"
>;

/**
 * The mandatory name of someone other than the one signing up (a father, a guardian): never
 * autofilled, where the browser would offer the learner's own name.
 */
export function OtherPersonNameInput(props: PresetInputProps) {
  return <Input required autoComplete="off" maxLength={120} {...props} />;
}

/** The mandatory phone number of a sign-up form. */
export function PhoneInput(props: PresetInputProps) {
  return <Input required type="tel" inputMode="tel" autoComplete="tel" maxLength={20} {...props} />;
}

/** The mandatory e-mail of a sign-up form. */
export function EmailInput(props: PresetInputProps) {
  return <Input required type="email" inputMode="email" autoComplete="email" maxLength={254} {...props} />;
}
