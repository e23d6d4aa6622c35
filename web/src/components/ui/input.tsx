import type { InputHTMLAttributes } from "react";
import { controlClasses, Field, type LabelledControlProps, useFieldControl } from "./field.tsx";

export type InputProps = LabelledControlProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>;

/** A labelled text input. Works with react-hook-form: `<Input label="Name" {...register("name")} />`. */
export function Input({ ref, ...props }: InputProps) {
  const { field, control, invalid, rest } = useFieldControl(props);
  return (
    <Field {...field}>
      <input ref={ref} {...control} className={controlClasses(invalid)} {...rest} />
    </Field>
  );
}
