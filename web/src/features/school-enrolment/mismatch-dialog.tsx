import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Dialog } from "@/components/ui/dialog.tsx";
import { NAMESPACE } from "./i18n.ts";

/** What waits for the school's word: students to add to a class that is not their own class. */
export type MismatchedAdd = { ids: string[]; mismatched: number; targetClass: number; name?: string };

/**
 * A class mismatch is asked about before anything is added: a Class 9 student put into Class 4 by a
 * slip of the filter was added with no word before. Adding anyway stays possible (a school may teach
 * a class below or above on purpose).
 */
export function MismatchDialog({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: MismatchedAdd | null;
  onCancel: () => void;
  onConfirm: (pending: MismatchedAdd) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const description = pending
    ? pending.name
      ? t("mismatch.one", { name: pending.name, class: pending.targetClass })
      : t("mismatch.many", { count: pending.mismatched, all: pending.ids.length, class: pending.targetClass })
    : undefined;
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      size="sm"
      title={t("mismatch.title")}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t("mismatch.cancel")}
          </Button>
          <Button onClick={() => pending && onConfirm(pending)}>{t("mismatch.confirm")}</Button>
        </>
      }
    >
      <p className="text-ink-muted">{t("mismatch.hint")}</p>
    </Dialog>
  );
}
