import { type PaymentDetailsForm, paymentDetailsFormSchema } from "@ganit/contracts";
import type { UseMutationResult } from "@tanstack/react-query";
import { useId } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useApiForm } from "@/lib/api-form.ts";
import { translateMessage } from "@/lib/messages.ts";

/** The words of the form, in the caller's language and voice. */
export type UtrTermsTexts = {
  utr: string;
  utrHint: string;
  terms: string;
  submit: string;
  submitting: string;
  back: string;
};

export type UtrTermsFormProps<TRequest, TCreated> = {
  /** The caller's purchase mutation (school or learner): the form never knows which endpoint it is. */
  mutation: UseMutationResult<TCreated, Error, TRequest>;
  /** The purchase to send with the UTR entered. */
  toRequest: (utrNumber: string) => TRequest;
  onSubmitted: (created: TCreated) => void;
  onBack: () => void;
  texts: UtrTermsTexts;
};

/**
 * The payment details of a purchase: the UTR of the payment and the non-refundable terms, checked
 * with the contracts' one form schema before anything is sent. A refusal the server ties to the UTR
 * shows under the field; any other failure shows the spec's fallback toast.
 */
export function UtrTermsForm<TRequest, TCreated>({
  mutation,
  toRequest,
  onSubmitted,
  onBack,
  texts,
}: UtrTermsFormProps<TRequest, TCreated>) {
  const termsId = useId();
  const { form, field, errorOf, onSubmit, busy } = useApiForm({
    schema: paymentDetailsFormSchema,
    defaultValues: { utrNumber: "", terms: false } satisfies PaymentDetailsForm,
    mutation,
    toRequest: (values: PaymentDetailsForm) => toRequest(values.utrNumber),
    fallback: translateMessage("purchaseSubmitFailed"),
    onSuccess: (created) => onSubmitted(created),
  });
  const termsError = errorOf("terms");

  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset disabled={busy} className="flex flex-col gap-4">
        <Input
          label={texts.utr}
          hint={texts.utrHint}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          required
          {...field("utrNumber")}
        />
        <div className="flex flex-col gap-1">
          <div className="flex items-start gap-3">
            <input
              id={termsId}
              type="checkbox"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? `${termsId}-error` : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-600"
              {...form.register("terms")}
            />
            <label htmlFor={termsId}>{texts.terms}</label>
          </div>
          {termsError && (
            <p id={`${termsId}-error`} className="text-caption font-semibold text-danger-700">
              {termsError}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={onBack}>
            {texts.back}
          </Button>
          <Button type="submit" loading={busy}>
            {busy ? texts.submitting : texts.submit}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
