import type { AdminUser } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Button, Dialog } from "@/components/ui/index.ts";
import { NAMESPACE } from "./i18n.ts";

/** 'Confirm Deletion': deleting is permanent, so nothing is deleted until the superadmin confirms here. */
export function ConfirmDeleteDialog({
  user,
  deleting,
  onCancel,
  onConfirm,
}: {
  /** The user to delete; null keeps the dialog closed. */
  user: AdminUser | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (user: AdminUser) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open && !deleting) onCancel();
      }}
      size="sm"
      title={t("deleteDialog.title")}
      description={user ? t("deleteDialog.description", { name: user.name, email: user.email }) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            {t("deleteDialog.cancel")}
          </Button>
          <Button variant="danger" loading={deleting} onClick={() => user && onConfirm(user)}>
            {deleting ? t("deleteDialog.deleting") : t("deleteDialog.confirm")}
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
