import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { controlClasses, describedBy, Field } from "./field.tsx";
import type { InputProps } from "./input.tsx";

export type PasswordInputProps = Omit<InputProps, "type">;

/**
 * A password input with a show/hide toggle. The toggle is a real button whose accessible name says
 * what it will do ("Show password" / "Hide password") and whose aria-pressed tells whether the
 * password is visible.
 */
export function PasswordInput({
  label,
  hint,
  error,
  id,
  className,
  required,
  ref,
  disabled,
  ...rest
}: PasswordInputProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <Field id={inputId} label={label} hint={hint} error={error} required={required} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? "text" : "password"}
          required={required}
          disabled={disabled}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className={cn(controlClasses(Boolean(error)), "pe-12")}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          disabled={disabled}
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={visible ? t("ui.hidePassword") : t("ui.showPassword")}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-control text-brand-700 hover:text-brand-900 disabled:opacity-50"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </Field>
  );
}

function EyeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.2 3.2M6.6 6.6C3.7 8.4 2 12 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </svg>
  );
}
