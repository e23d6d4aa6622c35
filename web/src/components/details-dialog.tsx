import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, type DialogProps } from "@/components/ui/dialog.tsx";

/**
 * The pieces of a record's details dialog (a student, a candidate for a course): the dialog with
 * its Close button, a titled panel, and one label-value line of a details list.
 */

/** Open while there is a record to show; Close (and Escape, an outside click, the X) calls `onClose`. */
export function DetailsDialog({
  open,
  onClose,
  onDismiss = onClose,
  closeLabel,
  actions,
  ...dialog
}: Omit<DialogProps, "onOpenChange" | "footer" | "trigger"> & {
  onClose: () => void;
  /** What Escape, an outside click and the X do, when more than closing (default: `onClose`). */
  onDismiss?: () => void;
  closeLabel: string;
  /** Buttons before Close in the footer. */
  actions?: ReactNode;
}) {
  return (
    <Dialog
      {...dialog}
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onDismiss();
      }}
      footer={
        <>
          {actions}
          <Button variant="secondary" onClick={onClose}>
            {closeLabel}
          </Button>
        </>
      }
    />
  );
}

/** A titled panel of a details dialog (personal details, the enrolment in a class…). */
export function DetailsPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-brand-100 bg-brand-50/50 p-4">
      <h3 className="font-display text-lead font-bold text-brand-900">{title}</h3>
      {children}
    </section>
  );
}

/** One line of a two-column details list (`<dl className="grid grid-cols-[auto_1fr] …">`). */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-caption font-bold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** One line of a details list: its label and what it says. */
export type DetailsRow = readonly [label: string, value: ReactNode];

/**
 * A record's details as a list of labelled lines (the operator's school, a student in the
 * directory): one column on a phone, label beside value from `sm` up. Its labels are in the body's
 * size, where a dialog's panels (`DetailItem`) use small capitals.
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
