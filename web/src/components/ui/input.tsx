import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { controlClasses, Field, useFieldControl } from "./field.tsx";

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
export function Input({ ref, ...props }: InputProps) {
  const { field, control, invalid, rest } = useFieldControl(props);
  return (
    <Field {...field}>
      <input ref={ref} {...control} className={controlClasses(invalid)} {...rest} />
    </Field>
  );
}
