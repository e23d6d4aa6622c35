import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from "react";
import { ChevronDownIcon } from "@/components/icons.tsx";
import { cn } from "@/lib/cn.ts";
import { controlClasses, describedBy, Field } from "./field.tsx";

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: ReactNode;
  /** The choices; or pass <option> children instead. */
  options?: readonly SelectOption[];
  /** A first, empty choice such as "Select a class". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select (keyboard and screen-reader support for free), styled like the inputs. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  required,
  ref,
  children,
  ...rest
}: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Field id={selectId} label={label} hint={hint} error={error} required={required} className={className}>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, hint, error)}
          className={cn(controlClasses(Boolean(error)), "appearance-none pe-10")}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute inset-y-0 end-3 my-auto size-5 text-brand-700" />
      </div>
    </Field>
  );
}
