import { Dialog, type DialogProps } from "./dialog.tsx";

export type RowDialogProps = Omit<DialogProps, "open" | "onOpenChange" | "size"> & {
  /** The row the dialog is about; null keeps it closed. */
  target: unknown;
  /** The dialog's action is running: Escape and the close button do nothing meanwhile. */
  busy: boolean;
  onCancel: () => void;
};

/**
 * A small dialog about one row of a list (delete it, edit it, issue new codes for it): open while
 * `target` is set; it cannot be dismissed while its action runs.
 */
export function RowDialog({ target, busy, onCancel, ...dialog }: RowDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      size="sm"
      {...dialog}
    />
  );
}
