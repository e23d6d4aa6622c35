import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { controlClasses, describedBy, Field } from "./field.tsx";

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  /** Visible label (required: every input has one). */
  label: ReactNode;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Error text; marks the input aria-invalid and links the text with aria-describedby. */
  error?: ReactNode;
  /** Optional fixed id; otherwise one is generated. */
  id?: string;
  /** Class of the wrapper (label + input + texts). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input. Works with react-hook-form: `<Input label="Name" {...register("name")} />`. */
export function Input({ label, hint, error, id, className, required, ref, ...rest }: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field id={inputId} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        ref={ref}
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={controlClasses(Boolean(error))}
        {...rest}
      />
    </Field>
  );
}
