import type { ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { controlClasses, Field, useFieldControl } from "./field.tsx";

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  /** Visible label (required: every text box has one). */
  label: ReactNode;
  /** Help text under the box. */
  hint?: ReactNode;
  /** Error text; marks the box aria-invalid and links the text with aria-describedby. */
  error?: ReactNode;
  /** Optional fixed id; otherwise one is generated. */
  id?: string;
  /** Class of the wrapper (label + box + texts). */
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

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
