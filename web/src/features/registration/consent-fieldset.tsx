import { type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { PrivacyNotice } from "@/components/privacy-notice/privacy-notice.tsx";

/**
 * The box a sign-up form ends with (a school's acceptance of the data terms, a guardian's consent):
 * its title, what comes before the privacy notice (`children`), the notice, and the mandatory
 * checkbox with its error.
 */
export function ConsentFieldset({
  title,
  children,
  checkboxLabel,
  checkbox,
  error,
}: {
  title: string;
  children: ReactNode;
  checkboxLabel: string;
  checkbox: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-4 rounded-card border-2 border-brand-100 bg-brand-50 p-4 sm:col-span-2">
      <legend className="px-1 font-bold text-brand-950">{title}</legend>
      {children}
      <PrivacyNotice compact headingLevel={3} />
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-700"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...checkbox}
          />
          <label htmlFor={id} className="font-semibold text-brand-950">
            {checkboxLabel}
            <span aria-hidden="true" className="text-danger-700">
              {" "}
              *
            </span>
          </label>
        </div>
        {error && (
          <p id={`${id}-error`} className="text-caption font-semibold text-danger-700">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
