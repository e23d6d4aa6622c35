import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { StatusBadge } from "@/components/ui/status-badge.tsx";

/**
 * What the people tables (staff, teachers, enrolments) share: the Status column, the Actions column, and the
 * Activate/Hold button of a row. Each table keeps its own columns and what its actions do.
 */

/** The options of a Status column: the status as a coloured badge. */
export function statusColumnOptions(header: string) {
  return {
    header,
    meta: { className: "whitespace-nowrap" },
    cell: ({ getValue }: { getValue: () => string }) => <StatusBadge status={getValue()} />,
  };
}

/** The options of the Actions column: its header doubles as the label on the small-screen card. */
export function actionsColumnOptions<Row>(header: string, cell: (row: Row) => ReactNode) {
  return {
    id: "actions",
    header,
    meta: { cardRole: "actions" as const, label: header },
    cell: ({ row }: { row: { original: Row } }) => cell(row.original),
  };
}

/** Activate for someone on hold, Hold for someone active; spins while that change is on its way. */
export function ActivateHoldButton({
  held,
  busy,
  disabled,
  describedBy,
  texts,
  onActivate,
  onHold,
}: {
  held: boolean;
  busy: boolean;
  disabled: boolean;
  describedBy?: string | undefined;
  /** The buttons' words, and their accessible names (which name the person). */
  texts: { activate: string; activateLabel: string; hold: string; holdLabel: string };
  onActivate: () => void;
  onHold: () => void;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-label={held ? texts.activateLabel : texts.holdLabel}
      onClick={held ? onActivate : onHold}
    >
      {held ? texts.activate : texts.hold}
    </Button>
  );
}
