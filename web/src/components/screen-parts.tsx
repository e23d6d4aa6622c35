import { type Context, type ReactNode, useContext } from "react";
import { toast } from "sonner";
import type { ReasonDialogTexts } from "@/components/reason-dialog.tsx";
import { Button, RowActionButton } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { StatusBadge } from "@/components/ui/status-badge.tsx";
import { TruncatedText } from "@/components/ui/truncated-text.tsx";
import { apiErrorMessage, type ServerReply, translateMessage } from "@/lib/messages.ts";

/**
 * Small pieces several screens share: row-action toasts and Confirm Deletion words, the people
 * tables' Status/Actions columns and Activate/Hold button, and the Try Again card. They live in one
 * module on purpose: every shared module becomes its own chunk, and each chunk's name is listed in
 * the entry script, which counts against the first-visit budget (scripts/bundle-size.mjs).
 */

/**
 * The callbacks of a row action (activate, hold, remove, approve…): the server's reply as a success
 * toast, its refusal (or `fallback` when it gave none) as an error toast, then `onSettled` either way
 * (usually closing the confirmation that started it).
 */
export function toastOutcome(fallback: string, onSettled?: () => void) {
  return {
    onSuccess: (reply: ServerReply) => void toast.success(translateMessage(reply)),
    onError: (error: unknown) => void toast.error(apiErrorMessage(error, fallback)),
    onSettled,
  };
}

/** The words of one feature's confirmation, already translated by that feature. */
export type ConfirmDeleteTexts = {
  title: string;
  /** Says the deletion cannot be undone; shown in a red box. */
  warning: string;
  cancel: string;
  confirm: string;
  /** The confirm button's label while the deletion runs. */
  busy: string;
};

/** The keys every feature's `deleteDialog` block has. */
export type ConfirmDeleteKey = "title" | "permanent" | "cancel" | "confirm" | "deleting";

/** The dialog's words from a feature's `deleteDialog` block, looked up by `text`. */
export function confirmDeleteTexts(text: (key: ConfirmDeleteKey) => string): ConfirmDeleteTexts {
  return {
    title: text("title"),
    warning: text("permanent"),
    cancel: text("cancel"),
    confirm: text("confirm"),
    busy: text("deleting"),
  };
}

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

/** The options of a Name column (staff, teachers, students): the name titles a row's card on small screens. */
export const nameColumnOptions = (header: string) => ({
  header,
  meta: { cardRole: "title" as const, className: "font-semibold text-brand-950" },
});

/** The options of a Roll No column: one line, the digits aligned. */
export const rollNumberColumnOptions = (header: string) => ({
  header,
  meta: { className: "whitespace-nowrap tabular-nums" },
});

/**
 * The options of an E-mail column: one line per address, never broken mid-word; a long one is cut
 * at `maxWidth`, whole on hover and focus. On a phone's card the whole address shows, wrapped
 * between its parts.
 */
/** Where an e-mail may wrap on a phone's card: after its "@" and before each "." or "-". */
const EMAIL_BREAKS = /(?<=@)|(?=[.\-_])/;

export function emailColumnOptions(header: string, maxWidth: string) {
  return {
    header,
    meta: { className: "whitespace-nowrap" },
    cell: ({ getValue }: { getValue: () => string }) => (
      <TruncatedText text={getValue()} maxWidth={maxWidth} breakAt={EMAIL_BREAKS} />
    ),
  };
}

/** The options of a Phone column (not sorted): the number, or `notApplicable` greyed when there is none. */
export function phoneColumnOptions(header: string, notApplicable: string) {
  return {
    header,
    enableSorting: false,
    meta: { className: "whitespace-nowrap" },
    cell: ({ getValue }: { getValue: () => string | null | undefined }) =>
      getValue() ?? <span className="text-ink-muted">{notApplicable}</span>,
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

/** What a list's Activate/Hold cells need from the page: the row whose change is in flight, and the handlers. */
export type ActivateHoldActions<Row> = {
  /** The row whose change is on its way (its button shows a spinner; the others wait). */
  busyId: string | null;
  onActivate: (row: Row) => void;
  onHold: (row: Row) => void;
};

/**
 * Activate for someone on hold, Hold for someone active, handed to the page's `actions` with the
 * row; spins while that change is on its way.
 */
export function ActivateHoldButton<Row>({
  row,
  actions,
  held,
  busy,
  disabled,
  describedBy,
  texts,
}: {
  row: Row;
  actions: ActivateHoldActions<Row>;
  held: boolean;
  busy: boolean;
  disabled: boolean;
  describedBy?: string | undefined;
  /** The buttons' words, and their accessible names (which name the person). */
  texts: { activate: string; activateLabel: string; hold: string; holdLabel: string };
}) {
  return (
    <RowActionButton
      label={held ? texts.activate : texts.hold}
      accessibleName={held ? texts.activateLabel : texts.holdLabel}
      loading={busy}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={() => (held ? actions.onActivate(row) : actions.onHold(row))}
    />
  );
}

/**
 * A row's button that opens that row (its details): the screen gives the opener through `opener`, a
 * context, so the table's memoised columns need not change when the screen's state does.
 */
export function OpenRowButton<Row>({
  row,
  opener,
  label,
  name,
}: {
  row: Row;
  opener: Context<(row: Row) => void>;
  label: string;
  name: string;
}) {
  const open = useContext(opener);
  return <RowActionButton label={label} accessibleName={name} onClick={() => open(row)} />;
}

/**
 * What a screen or panel shows when its data did not load: the reason, announced, and Try Again. A
 * screen that cannot show its content for another reason, with other ways on, is ProblemCard (ui/card.tsx).
 */
export function LoadErrorCard({
  title,
  message,
  retryLabel,
  onRetry,
}: {
  title?: string;
  message: string | null;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Card tone="accent" title={title}>
      <p role="alert" className="text-lead">
        {message}
      </p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Card>
  );
}

/**
 * The part of a screen that shows one query's answer: its failure with Try Again, a loading line
 * until the answer comes, `empty` when `isEmpty` finds nothing in it, else what `children` draws
 * from it.
 */
export function QueryStates<Data>({
  query,
  failed,
  retryLabel,
  loading,
  isEmpty,
  empty,
  children,
}: {
  query: { data?: Data | undefined; isError: boolean; refetch: () => unknown };
  failed: string;
  retryLabel: string;
  loading: string;
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError)
    return <LoadErrorCard message={failed} retryLabel={retryLabel} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p role="status">{loading}</p>;
  if (isEmpty?.(query.data)) return <p>{empty}</p>;
  return children(query.data);
}

/**
 * A confirmation's words (remove, approve…) from a feature block that names them as the dialog
 * does: `title`, `warning`, `cancel`, `confirm` and `busy`, looked up by `text`.
 */
export function confirmTexts(text: (key: keyof ConfirmDeleteTexts) => string): ConfirmDeleteTexts {
  return {
    title: text("title"),
    warning: text("warning"),
    cancel: text("cancel"),
    confirm: text("confirm"),
    busy: text("busy"),
  };
}

/** The words of a reason dialog that every feature's block names alike. */
export type ReasonDialogKey = "title" | "reason" | "cancel" | "confirm" | "busy";

/**
 * A reason dialog's words: those the feature's block names alike, looked up by `text`, and the ones
 * it words itself (`own`: the description, naming what is decided, and the empty field's message).
 */
export function reasonDialogTexts(
  text: (key: ReasonDialogKey) => string,
  own: Pick<ReasonDialogTexts, "description" | "required">,
): ReasonDialogTexts {
  return {
    title: text("title"),
    reason: text("reason"),
    cancel: text("cancel"),
    confirm: text("confirm"),
    busy: text("busy"),
    ...own,
  };
}
