import { useTranslation } from "react-i18next";
import { Button, Dialog } from "@/components/ui/index.ts";
import { NAMESPACE } from "./i18n.ts";

/** Who gets new sign-in codes: one student (from their details) or a whole class (its sheet again). */
export type NewCodesTarget =
  | { kind: "student"; studentId: string; name: string; rollNumber: string }
  | { kind: "class"; classNumber: number };

/**
 * New codes end the old ones (and sign out whoever used them), so nothing is issued until the office
 * confirms here; the dialog cannot be dismissed while the request runs.
 */
export function NewCodesDialog({
  target,
  busy,
  onCancel,
  onConfirm,
}: {
  target: NewCodesTarget | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (target: NewCodesTarget) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const description =
    target?.kind === "student"
      ? t("newCodes.describeStudent", { name: target.name, rollNumber: target.rollNumber })
      : target
        ? t("newCodes.describeClass", { class: target.classNumber })
        : undefined;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      size="sm"
      title={t("newCodes.title")}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t("newCodes.cancel")}
          </Button>
          <Button loading={busy} onClick={() => target && onConfirm(target)}>
            {t("newCodes.confirm")}
          </Button>
        </>
      }
    >
      <p className="text-ink-muted">{t("newCodes.warning")}</p>
    </Dialog>
  );
}
