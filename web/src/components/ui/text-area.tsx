import type { TextareaHTMLAttributes } from "react";
import { controlClasses, Field, type LabelledControlProps, useFieldControl } from "./field.tsx";

export type TextAreaProps = LabelledControlProps<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  HTMLTextAreaElement
>;

/**
 * A labelled multi-line text box, framed as Input is (a grievance, the officer's answer). Works with
 * react-hook-form: `<TextArea label="Message" rows={5} {...register("message")} />`.
 */
export function TextArea({ ref, ...props }: TextAreaProps) {
  const { field, control, invalid, rest } = useFieldControl(props);
  return (
    <Field {...field}>
      <textarea ref={ref} {...control} className={`${controlClasses(invalid)} py-2`} {...rest} />
    </Field>
  );
}
