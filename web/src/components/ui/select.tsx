import type { SelectHTMLAttributes } from "react";
import { ChevronDownIcon } from "@/components/icon-frame.tsx";
import { cn } from "@/lib/cn.ts";
import { controlClasses, Field, type LabelledControlProps, useFieldControl } from "./field.tsx";

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = LabelledControlProps<SelectHTMLAttributes<HTMLSelectElement>, HTMLSelectElement> & {
  /** The choices; or pass <option> children instead. */
  options?: readonly SelectOption[];
  /** A first, empty choice such as "Select a class". */
  placeholder?: string;
};

/** A native select (keyboard and screen-reader support for free), styled like the inputs. */
export function Select({ options, placeholder, ref, children, ...props }: SelectProps) {
  const { field, control, invalid, rest } = useFieldControl(props);
  return (
    <Field {...field}>
      <div className="relative">
        <select
          ref={ref}
          {...control}
          className={cn(controlClasses(invalid), "appearance-none pe-10")}
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
