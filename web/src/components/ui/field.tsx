import { type ReactNode, type Ref, useId } from "react";
import { cn } from "@/lib/cn.ts";

/** Ids a field's label, hint and error share, so inputs can point at them with aria-describedby. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export function describedBy(id: string, hint?: ReactNode, error?: ReactNode) {
  const ids = fieldIds(id);
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ") || undefined;
}

type FieldFrame = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
};

/**
 * The props of a labelled control (Input, Select, TextArea): the element's own attributes, and the
 * frame's. Works with react-hook-form's `register`, whose ref lands on the element.
 */
export type LabelledControlProps<Attributes, Element> = Omit<Attributes, "id"> & {
  /** Visible label (required: every control has one). */
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error text; marks the control aria-invalid and links the text with aria-describedby. */
  error?: ReactNode;
  /** Optional fixed id; otherwise one is generated. */
  id?: string;
  /** Class of the wrapper (label + control + texts). */
  className?: string;
  ref?: Ref<Element>;
};

/**
 * What Input, PasswordInput, Select and TextArea do alike: the control's id (the one given, or a generated
 * one), the frame's props, the attributes that tie the control to the label, hint and error, and
 * the rest of the props, for the control itself.
 */
export function useFieldControl<Props extends FieldFrame & { id?: string | undefined }>(props: Props) {
  const { id, label, hint, error, required, className, ...rest } = props;
  const generated = useId();
  const controlId = id ?? generated;
  return {
    field: { id: controlId, label, hint, error, required, className },
    control: {
      id: controlId,
      required,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(controlId, hint, error),
    },
    invalid: Boolean(error),
    rest,
  };
}

/** Shared frame of Input, PasswordInput, Select and TextArea: label on top, hint and error below. */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldFrame & { id: string; children: ReactNode }) {
  const ids = fieldIds(id);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      {/* The asterisk sits outside the label so the field's accessible name is the label alone. */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="font-semibold text-brand-950">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-danger-700">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={ids.hint} className="text-caption text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="text-caption font-semibold text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClasses = (invalid: boolean) =>
  cn(
    "min-h-11 w-full rounded-control border-2 bg-white px-3.5 text-body text-ink placeholder:text-gray-500",
    "transition-colors focus:border-brand-500 focus:outline-3 focus:outline-offset-1 focus:outline-(--focus-ring)",
    "disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600",
    invalid ? "border-danger-600" : "border-gray-300 hover:border-brand-300",
  );
