import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-delete-dialog.tsx";
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
    <ConfirmDialog
      target={target}
      busy={busy}
      title={t("newCodes.title")}
      description={description}
      cancelLabel={t("newCodes.cancel")}
      confirmLabel={t("newCodes.confirm")}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p className="text-ink-muted">{t("newCodes.warning")}</p>
    </ConfirmDialog>
  );
}
