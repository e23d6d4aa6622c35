import type { ReactNode } from "react";

/**
 * A checkbox inside its label, so the words beside it are its accessible name and a tap on them
 * ticks it; it reports the new state as a boolean. `className` lays out the label (height of the
 * tap target, gap, type), `inputClassName` sizes and colours the box.
 */
export function LabelledCheckbox({
  label,
  checked,
  onChange,
  className = "flex min-h-11 items-center gap-3",
  inputClassName = "size-5",
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        className={inputClassName}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
