import type { CourseListItem } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Button, Dialog } from "@/components/ui/index.ts";
import { NAMESPACE } from "./i18n.ts";

/** 'Confirm Deletion': nothing is deleted until the admin confirms here. */
export function ConfirmDeleteCourseDialog({
  course,
  deleting,
  onCancel,
  onConfirm,
}: {
  /** The course to delete; null keeps the dialog closed. */
  course: CourseListItem | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (course: CourseListItem) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      open={course !== null}
      onOpenChange={(open) => {
        if (!open && !deleting) onCancel();
      }}
      size="sm"
      title={t("deleteDialog.title")}
      description={course ? t("deleteDialog.description", { name: course.name }) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            {t("deleteDialog.cancel")}
          </Button>
          <Button variant="danger" loading={deleting} onClick={() => course && onConfirm(course)}>
            {deleting ? t("deleteDialog.deleting") : t("deleteDialog.confirm")}
          </Button>
        </>
      }
    >
      <p className="rounded-control border border-danger-600/30 bg-danger-50 px-3 py-2 text-danger-800">
        {t("deleteDialog.warning")}
      </p>
    </Dialog>
  );
}
