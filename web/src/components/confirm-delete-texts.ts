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
