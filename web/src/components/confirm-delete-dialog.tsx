import type { ReactNode } from "react";
import { type ConfirmDeleteTexts, confirmTexts } from "@/components/screen-parts.tsx";
import { Button, type ButtonVariant } from "@/components/ui/button.tsx";
import { RowDialog } from "@/components/ui/row-dialog.tsx";

export { type ConfirmDeleteTexts, confirmTexts };

/**
 * A confirmation before a step that cannot be taken back: open while `target` is set, and it cannot
 * be dismissed while the step runs. `children` says what the step costs.
 */
export function ConfirmDialog<T>({
  target,
  busy,
  title,
  description,
  cancelLabel,
  confirmLabel,
  confirmVariant,
  onCancel,
  onConfirm,
  children,
}: {
  target: T | null;
  busy: boolean;
  title: string;
  description: string | undefined;
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  onCancel: () => void;
  onConfirm: (target: T) => void;
  children: ReactNode;
}) {
  return (
    <RowDialog
      target={target}
      busy={busy}
      onCancel={onCancel}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={confirmVariant}
            loading={busy}
            onClick={() => target !== null && onConfirm(target)}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </RowDialog>
  );
}

/**
 * 'Confirm Deletion': deleting is permanent, so nothing is deleted until the user confirms here.
 * The dialog is open while `target` is set; it cannot be dismissed while the deletion runs.
 */
export function ConfirmDeleteDialog<T>({
  target,
  busy,
  texts,
  describe,
  onCancel,
  onConfirm,
}: {
  /** The row to delete; null keeps the dialog closed. */
  target: T | null;
  busy: boolean;
  texts: ConfirmDeleteTexts;
  /** Names the row being deleted (the dialog's description). */
  describe: (target: T) => string;
  onCancel: () => void;
  onConfirm: (target: T) => void;
}) {
  return (
    <ConfirmDialog
      target={target}
      busy={busy}
      title={texts.title}
      description={target !== null ? describe(target) : undefined}
      cancelLabel={texts.cancel}
      confirmLabel={busy ? texts.busy : texts.confirm}
      confirmVariant="danger"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p className="rounded-control border border-danger-600/30 bg-danger-50 px-3 py-2 font-semibold text-danger-800">
        {texts.warning}
      </p>
    </ConfirmDialog>
  );
}
