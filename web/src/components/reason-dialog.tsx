import { LIMITS } from "@ganit/contracts";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog } from "@/components/ui/dialog.tsx";
import { TextArea } from "@/components/ui/text-area.tsx";

/** The words of one feature's reason dialog, already translated by that feature. */
export type ReasonDialogTexts = {
  title: string;
  description: string;
  reason: string;
  /** Shown under the field when it is submitted empty. */
  required: string;
  cancel: string;
  confirm: string;
  busy: string;
};

/**
 * A decision that needs a reason (rejecting a payment, holding a school): a required text the other side is told.
 * Open while `target` is set; it cannot be dismissed while the request runs.
 */
export function ReasonDialog<T>({
  target,
  busy,
  texts,
  onCancel,
  onConfirm,
  maxLength = LIMITS.rejectionReasonMax,
}: {
  target: T | null;
  busy: boolean;
  texts: ReasonDialogTexts;
  /** The longest reason the server takes (a payment's rejection by default). */
  maxLength?: number;
  onCancel: () => void;
  onConfirm: (target: T, reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const open = target !== null;
  useEffect(() => {
    if (open) {
      setReason("");
      setError(null);
    }
  }, [open]);

  const submit = () => {
    if (target === null) return;
    if (!reason.trim()) {
      setError(texts.required);
      document.getElementById(id)?.focus();
      return;
    }
    onConfirm(target, reason.trim());
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      size="sm"
      title={texts.title}
      description={texts.description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button variant="danger" loading={busy} onClick={submit}>
            {busy ? texts.busy : texts.confirm}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextArea
          id={id}
          label={texts.reason}
          error={error}
          required
          rows={3}
          maxLength={maxLength}
          value={reason}
          disabled={busy}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(null);
          }}
        />
      </form>
    </Dialog>
  );
}
