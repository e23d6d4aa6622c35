import type { Student } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-delete-dialog.tsx";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";
import { useEraseStudent } from "./student-data-api.ts";

/** Names the pupil and says what goes; confirmed, the erasure is queued and the list refreshes. */
export function EraseStudentDialog({ target, onClose }: { target: Student | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const erase = useEraseStudent();
  const confirm = (student: Student) =>
    erase.mutate(student._id, {
      onSuccess: (reply) => {
        onClose();
        toast.success(translateMessage(reply));
      },
      onError: (error) => toast.error(apiErrorMessage(error, t("data.eraseFailed"))),
    });
  return (
    <ConfirmDialog
      target={target}
      busy={erase.isPending}
      title={t("data.eraseTitle")}
      description={
        target ? t("data.eraseWho", { name: target.name, rollNumber: target.rollNumber }) : undefined
      }
      cancelLabel={t("data.cancel")}
      confirmLabel={erase.isPending ? t("data.erasing") : t("data.eraseConfirm")}
      confirmVariant="danger"
      onCancel={onClose}
      onConfirm={confirm}
    >
      <div className="flex flex-col gap-2">
        <p>{t("data.eraseWhat")}</p>
        <p className="rounded-control border border-danger-600/30 bg-danger-50 px-3 py-2 font-semibold text-danger-800">
          {t("data.eraseWarning")}
        </p>
      </div>
    </ConfirmDialog>
  );
}
