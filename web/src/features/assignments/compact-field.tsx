import type { ReactNode } from "react";

/** The native control inside a CompactField; a select also gets the surface behind it. */
export const compactControl = "min-h-11 rounded-control border-2 border-line px-3";
export const compactSelect = `${compactControl} bg-surface`;

/**
 * A small label over a native control (the class filter, the sort, the search, the due day, who an
 * assignment is for): the compact form the assignment screens use beside their chips.
 */
export function CompactField({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the children, inside the label
    <label className="grid gap-1 text-sm font-semibold">
      {label}
      {children}
    </label>
  );
}
