import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EyeIcon } from "@/components/icons.tsx";
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
          <EyeIcon struck={visible} className="size-5" />
        </button>
      </div>
    </Field>
  );
}
