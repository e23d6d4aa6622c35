import type { ReactNode } from "react";

/** One line of a details list: its label and what it says. */
export type DetailsRow = readonly [label: string, value: ReactNode];

/**
 * A record's details as a list of labelled lines (a school, a student in the directory): one
 * column on a phone, label beside value from `sm` up.
 */
export function DetailsList({ rows }: { rows: readonly DetailsRow[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink-muted">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
