import type { Student } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Button, Dialog } from "@/components/ui/index.ts";
import { NAMESPACE } from "./i18n.ts";

/** Removing a student ends their account: nothing is removed until the school confirms here. */
export function ConfirmRemoveDialog({
  student,
  removing,
  onCancel,
  onConfirm,
}: {
  student: Student | null;
  removing: boolean;
  onCancel: () => void;
  onConfirm: (student: Student) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      open={student !== null}
      onOpenChange={(open) => {
        if (!open && !removing) onCancel();
      }}
      size="sm"
      title={t("deleteDialog.title")}
      description={
        student
          ? t("deleteDialog.description", { name: student.name, rollNumber: student.rollNumber })
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={removing}>
            {t("deleteDialog.cancel")}
          </Button>
          <Button variant="danger" loading={removing} onClick={() => student && onConfirm(student)}>
            {removing ? t("deleteDialog.deleting") : t("deleteDialog.confirm")}
          </Button>
        </>
      }
    >
      <p className="rounded-control border border-danger-600/30 bg-danger-50 px-3 py-2 font-semibold text-danger-800">
        {t("deleteDialog.permanent")}
      </p>
    </Dialog>
  );
}
