import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Dialog } from "@/components/ui/dialog.tsx";
import { ApiError } from "@/lib/api.ts";
import { useRemovePracticeSet } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * "Remove set" on the set editor: a quiet button, then a confirmation with the solid red one.
 * `DELETE /api/practice/{resourceId}`; afterwards the resource is a plain url resource again and
 * the editor starts from an empty set (`onRemoved`).
 */
export function RemoveSetButton({ resourceId, onRemoved }: { resourceId: string; onRemoved: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const remove = useRemovePracticeSet(resourceId);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t("editor.removed"));
        onRemoved();
      },
      onError: (error) => setProblem(error instanceof ApiError ? error.message : t("editor.removeFailed")),
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setProblem(null);
      }}
      size="sm"
      title={t("editor.removeTitle")}
      description={t("editor.removeText")}
      trigger={<Button variant="dangerQuiet">{t("editor.remove")}</Button>}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("editor.cancel")}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t("editor.removing") : t("editor.removeConfirm")}
          </Button>
        </>
      }
    >
      {problem && (
        <p role="alert" className="text-danger-700">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
