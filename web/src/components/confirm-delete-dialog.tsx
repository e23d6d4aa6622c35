import type { ConfirmDeleteTexts } from "@/components/screen-parts.tsx";
import { Button, Dialog } from "@/components/ui/index.ts";

export type { ConfirmDeleteTexts };

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
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      size="sm"
      title={texts.title}
      description={target !== null ? describe(target) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => target !== null && onConfirm(target)}>
            {busy ? texts.busy : texts.confirm}
          </Button>
        </>
      }
    >
      <p className="rounded-control border border-danger-600/30 bg-danger-50 px-3 py-2 font-semibold text-danger-800">
        {texts.warning}
      </p>
    </Dialog>
  );
}
