import type { ContentListItem } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Button, Dialog } from "@/components/ui/index.ts";
import { NAMESPACE } from "./i18n.ts";

/** Nothing is deleted until the admin confirms here: deleting a page is permanent. */
export function ConfirmDeleteContentDialog({
  item,
  deleting,
  onCancel,
  onConfirm,
}: {
  item: ContentListItem | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (item: ContentListItem) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open && !deleting) onCancel();
      }}
      size="sm"
      title={t("deleteDialog.title")}
      description={
        item
          ? t("deleteDialog.description", {
              name: item.contentname,
              course: item.coursename,
              n: item.classnumber,
            })
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            {t("deleteDialog.cancel")}
          </Button>
          <Button variant="danger" loading={deleting} onClick={() => item && onConfirm(item)}>
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
