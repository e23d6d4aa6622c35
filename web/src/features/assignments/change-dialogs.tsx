import { type Assignment, assignmentUpdateSchema } from "@ganit/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Dialog } from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { LabelledCheckbox } from "@/components/ui/labelled-checkbox.tsx";
import { useApiForm } from "@/lib/api-form.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import {
  useAssignableClasses,
  useAssignmentChildren,
  useAssignOptions,
  useUpdateAssignment,
  useWithdrawAssignment,
} from "./api.ts";
import { CompactField, compactSelect } from "./compact-field.tsx";
import { NAMESPACE } from "./i18n.ts";

/**
 * The chosen children as they are, by name, in pages of the table's largest size: two pages hold the
 * most an assignment may name (`LIMITS.assignmentChildrenMax`, 200).
 */
const CHOSEN_PAGE = (page: number) => `page=${page}&limit=100&sort=name&order=asc`;

type Props = { assignment: Assignment; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Edit an assignment (docs/adr/0701): its title (empty: the page's or set's own), its days, and who
 * it is for in its class. The form is validated by the contracts' schema; the server checks the
 * rest (a section the teacher does not teach, a child of another section) as it does for assigning.
 * Loaded only when opened, so the table's first visit carries no zod.
 */
export function EditDialog({ assignment, open, onOpenChange }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const update = useUpdateAssignment(assignment.id);
  const classes = useAssignableClasses(open);
  const options = useAssignOptions(assignment.courseId, assignment.classNumber);
  const klass = classes.data?.items.find(
    (k) => k.courseId === assignment.courseId && k.classNumber === assignment.classNumber,
  );
  const [choose, setChoose] = useState(assignment.chosen !== null);
  const chosenCount = assignment.chosen ?? 0;
  const current = useAssignmentChildren(assignment.id, CHOSEN_PAGE(1), chosenCount > 0);
  const more = useAssignmentChildren(assignment.id, CHOSEN_PAGE(2), chosenCount > 100);
  // Saving before the chosen children arrive would send none, which means the whole class: Save
  // waits for them, and says so when they could not be read.
  const chosenRead = chosenCount === 0 || (current.isSuccess && (chosenCount <= 100 || more.isSuccess));
  const chosenFailed = chosenCount > 0 && (current.isError || more.isError);
  const childrenOfSection = (ids: string[], chosenSection: string | null | undefined): string[] => {
    const of = (options.data?.pupils ?? []).filter((p) => !chosenSection || p.section === chosenSection);
    const inSection = new Set(of.map((p) => p.studentId));
    return ids.filter((id) => inSection.has(id));
  };
  const { form, field, onSubmit, busy } = useApiForm({
    schema: assignmentUpdateSchema,
    defaultValues: {
      title: assignment.title,
      section: assignment.section ?? "",
      studentIds: [],
      startsOn: assignment.startsOn,
      dueOn: assignment.dueOn,
    },
    mutation: update,
    fallback: t("edit.failed"),
    toRequest: (values) => ({
      title: values.title,
      section: values.section || null,
      // Only the children of the section chosen now: one ticked in another section before the
      // section changed is not sent (the server would refuse the whole change for it).
      ...(choose ? { studentIds: childrenOfSection(values.studentIds ?? [], values.section) } : {}),
      startsOn: values.startsOn,
      dueOn: values.dueOn,
    }),
    onSuccess: (reply) => {
      toast.success(translateMessage(reply));
      onOpenChange(false);
    },
  });
  const chosenIds = chosenRead
    ? [...(current.data?.items ?? []), ...(chosenCount > 100 ? (more.data?.items ?? []) : [])].map(
        (child) => child.studentId,
      )
    : null;
  const chosenKey = chosenIds?.join(",");
  // The chosen children arrive after the form: tick them once they do.
  useEffect(() => {
    if (chosenKey) form.setValue("studentIds", chosenKey.split(","));
  }, [chosenKey, form]);
  const section = form.watch("section");
  const pupils = (options.data?.pupils ?? []).filter((p) => !section || p.section === section);
  const sections = klass?.sections ?? (assignment.section ? [assignment.section] : []);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("edit.title")}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("edit.cancel")}
          </Button>
          <Button type="submit" form="assignment-edit" disabled={busy || !chosenRead}>
            {busy ? t("edit.saving") : t("edit.save")}
          </Button>
        </>
      }
    >
      <form id="assignment-edit" noValidate onSubmit={onSubmit}>
        <fieldset disabled={busy} className="grid gap-4">
          <Input label={t("edit.name")} hint={t("edit.nameHint")} autoComplete="off" {...field("title")} />
          <div className="grid grid-cols-2 gap-3">
            <Input type="date" label={t("edit.startsOn")} {...field("startsOn")} />
            <Input type="date" label={t("edit.dueOn")} {...field("dueOn")} />
          </div>
          <CompactField label={t("edit.who")}>
            <select className={compactSelect} {...form.register("section")}>
              {(klass?.whole ?? assignment.section === null) && (
                <option value="">{t("classN", { n: assignment.classNumber })}</option>
              )}
              {sections.map((s) => (
                <option key={s} value={s}>
                  {t("classSection", { n: assignment.classNumber, section: s })}
                </option>
              ))}
            </select>
          </CompactField>
          <LabelledCheckbox label={t("assign.someChildren")} checked={choose} onChange={setChoose} />
          {choose && (
            <ul className="grid max-h-60 gap-1 overflow-y-auto ps-4" aria-label={t("assign.someChildren")}>
              {pupils.map((pupil) => (
                <li key={pupil.studentId}>
                  <label className="flex min-h-11 items-center gap-3">
                    <input
                      type="checkbox"
                      className="size-5"
                      value={pupil.studentId}
                      {...form.register("studentIds")}
                    />
                    {pupil.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
          {choose && <p className="text-sm text-ink-muted">{t("edit.chosenNote")}</p>}
          {chosenFailed && (
            <p role="alert" className="text-sm font-semibold text-danger-800">
              {t("edit.chosenFailed")}
            </p>
          )}
        </fieldset>
      </form>
    </Dialog>
  );
}

/** Withdraw an assignment (docs/adr/0702): asked once; the children's answers stay. */
export function WithdrawDialog({ assignment, open, onOpenChange }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const withdraw = useWithdrawAssignment(assignment.id);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t("withdraw.title", { name: assignment.title })}
      description={t("withdraw.body")}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("edit.cancel")}
          </Button>
          <Button
            variant="danger"
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(undefined, {
                onSuccess: (reply) => {
                  toast.success(translateMessage(reply));
                  onOpenChange(false);
                },
                onError: (error) => toast.error(apiErrorMessage(error, t("withdraw.failed"))),
              })
            }
          >
            {t("withdraw.confirm")}
          </Button>
        </>
      }
    />
  );
}

export default { EditDialog, WithdrawDialog };
