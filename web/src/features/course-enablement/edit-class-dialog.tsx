import { SETTABLE_CLASS_STATUSES, seatsSchema, type UpdateEnabledClass } from "@ganit/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { RowDialog } from "@/components/ui/row-dialog.tsx";
import { Select } from "@/components/ui/select.tsx";
import { translateMessage } from "@/lib/messages.ts";
import { useStatusWords } from "@/lib/status-words.ts";
import type { ClassTarget } from "./enabled-courses-section.tsx";
import { NAMESPACE } from "./i18n.ts";

type Settable = (typeof SETTABLE_CLASS_STATUSES)[number];

/**
 * Edit Class: status active or hold (blocked is shown, never set: a blocked class opens on hold);
 * for a student course also the student limit, a whole number ≥ 1 (the server also refuses a limit
 * below the students already enrolled).
 */
export function EditClassDialog({
  target,
  busy,
  onCancel,
  onSave,
}: {
  target: ClassTarget | null;
  busy: boolean;
  onCancel: () => void;
  onSave: (target: ClassTarget, body: UpdateEnabledClass) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const words = useStatusWords();
  const [status, setStatus] = useState<Settable>("active");
  const [limit, setLimit] = useState("");
  const [limitError, setLimitError] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const current = target.detail.status;
    setStatus(current === "active" || current === "hold" ? current : "hold");
    setLimit(target.detail.studentLimit === null ? "" : String(target.detail.studentLimit));
    setLimitError(null);
  }, [target]);

  const forStudents = target?.kind === "students";
  const submit = () => {
    if (!target) return;
    if (!forStudents) return onSave(target, { status });
    const parsed = seatsSchema.safeParse(limit.trim() === "" ? Number.NaN : Number(limit));
    if (!parsed.success) {
      setLimitError(translateMessage(parsed.error.issues[0]?.message ?? "studentLimitInvalid"));
      return;
    }
    onSave(target, { status, studentLimit: parsed.data });
  };

  return (
    <RowDialog
      target={target}
      busy={busy}
      onCancel={onCancel}
      title={target ? t("edit.title", { n: target.detail.classNumber }) : ""}
      description={target ? t("edit.description", { course: target.course.name }) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t("edit.cancel")}
          </Button>
          <Button type="submit" form="edit-class-form" loading={busy}>
            {busy ? t("edit.saving") : t("edit.save")}
          </Button>
        </>
      }
    >
      <form
        id="edit-class-form"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <Select
            label={t("edit.status")}
            value={status}
            onChange={(event) => setStatus(event.target.value as Settable)}
            options={SETTABLE_CLASS_STATUSES.map((value) => ({ value, label: words.account(value) }))}
          />
          {forStudents && (
            <Input
              label={t("edit.limit")}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              value={limit}
              hint={t("edit.limitHint", { current: target?.detail.currentStudents ?? 0 })}
              error={limitError}
              onChange={(event) => {
                setLimit(event.target.value);
                setLimitError(null);
              }}
            />
          )}
        </fieldset>
      </form>
    </RowDialog>
  );
}
