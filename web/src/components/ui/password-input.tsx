import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EyeIcon } from "@/components/icons.tsx";
import { cn } from "@/lib/cn.ts";
import { controlClasses, Field, useFieldControl } from "./field.tsx";
import type { InputProps } from "./input.tsx";

export type PasswordInputProps = Omit<InputProps, "type">;

/**
 * A password input with a show/hide toggle. The toggle is a real button whose accessible name says
 * what it will do ("Show password" / "Hide password") and whose aria-pressed tells whether the
 * password is visible.
 */
export function PasswordInput({ ref, disabled, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const { field, control, invalid, rest } = useFieldControl(props);
  const [visible, setVisible] = useState(false);
  return (
    <Field {...field}>
      <div className="relative">
        <input
          ref={ref}
          {...control}
          type={visible ? "text" : "password"}
          disabled={disabled}
          autoCapitalize="none"
          spellCheck={false}
          className={cn(controlClasses(invalid), "pe-12")}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          disabled={disabled}
          aria-controls={control.id}
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
