import { type ActiveSchool, LIMITS } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { ReasonDialog } from "@/components/reason-dialog.tsx";
import { reasonDialogTexts } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog } from "@/components/ui/dialog.tsx";
import { NAMESPACE } from "./i18n.ts";
import type { StatusChange } from "./school-columns.tsx";

export type PendingChange = { school: ActiveSchool; to: StatusChange };

/**
 * The confirmation of a status change: hold and block ask for the reason the school is mailed
 * (solid red confirm, the only red of the screen); reactivation only confirms.
 */
export function StatusDialogs({
  pending,
  busy,
  onCancel,
  onConfirm,
}: {
  pending: PendingChange | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (change: PendingChange, reason: string | null) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const closing = pending?.to === "hold" || pending?.to === "blocked" ? pending : null;
  const reopening = pending?.to === "active" ? pending : null;
  const words = closing?.to === "blocked" ? "block" : "hold";
  const name = pending?.school.schoolName ?? "";
  return (
    <>
      <ReasonDialog
        target={closing}
        busy={busy}
        maxLength={LIMITS.schoolStatusReasonMax}
        texts={reasonDialogTexts((key) => t(`${words}.${key}`), {
          description: t(`${words}.description`, { name }),
          required: t(`${words}.required`),
        })}
        onCancel={onCancel}
        onConfirm={(change, reason) => onConfirm(change, reason)}
      />
      <Dialog
        open={reopening !== null}
        onOpenChange={(open) => {
          if (!open && !busy) onCancel();
        }}
        size="sm"
        title={t("reactivate.title")}
        description={t("reactivate.description", { name })}
        footer={
          <>
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {t("reactivate.cancel")}
            </Button>
            <Button loading={busy} onClick={() => reopening && onConfirm(reopening, null)}>
              {busy ? t("reactivate.busy") : t("reactivate.confirm")}
            </Button>
          </>
        }
      />
    </>
  );
}
