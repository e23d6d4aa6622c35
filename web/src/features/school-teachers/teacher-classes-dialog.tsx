import type { Teacher, TeacherClassInput } from "@ganit/contracts";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toastOutcome } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, type DialogProps } from "@/components/ui/dialog.tsx";
import { useAddTeachersClasses, useSchoolClassChoices, useSetTeacherClasses } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * The classes a teacher teaches, as the school office picks them: for each class of each course the
 * school has, the whole class or any of its sections (the sections its pupils are in). One teacher
 * from their row (their classes become the ticked ones), or several at once (the ticked classes are
 * added to each). docs/adr/0532.
 */

const keyOf = (c: { courseId: string; classNumber: number; section?: string | null }) =>
  `${c.courseId}|${c.classNumber}|${c.section ?? ""}`;
const fromKey = (key: string): TeacherClassInput => {
  const [courseId = "", classNumber = "0", section = ""] = key.split("|");
  return { courseId, classNumber: Number(classNumber), section: section || null };
};

function ClassChecklist({
  enabled,
  chosen,
  onToggle,
}: {
  enabled: boolean;
  chosen: Set<string>;
  onToggle: (key: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const choices = useSchoolClassChoices(enabled);
  const id = useId();
  if (choices.isPending) return <p role="status">{t("classes.loading")}</p>;
  if (choices.isError) return <p role="alert">{t("classes.loadFailed")}</p>;
  if (choices.data.courses.length === 0) return <p>{t("classes.noClasses")}</p>;
  return (
    <div className="space-y-5">
      {choices.data.courses.map((course) => (
        <fieldset key={course.courseId}>
          <legend className="mb-2 font-display font-bold">{course.courseName}</legend>
          <ul className="space-y-2">
            {course.classNumbers.map((classNumber) => {
              const sections = choices.data.sections.filter((s) => s.classNumber === classNumber);
              const options = [null, ...sections.map((s) => s.section)];
              return (
                <li key={classNumber} className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  {options.map((section) => {
                    const key = keyOf({ courseId: course.courseId, classNumber, section });
                    const inputId = `${id}-${key}`;
                    return (
                      <label key={key} htmlFor={inputId} className="inline-flex min-h-11 items-center gap-2">
                        <input
                          id={inputId}
                          type="checkbox"
                          className="size-5 accent-brand-600"
                          checked={chosen.has(key)}
                          onChange={() => onToggle(key)}
                        />
                        {section === null
                          ? t("classes.wholeClass", { n: classNumber })
                          : t("classes.classSection", { n: classNumber, section })}
                      </label>
                    );
                  })}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}

const toggled = (set: Set<string>, key: string) => {
  const next = new Set(set);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
};

/** The frame of both class dialogs: Cancel, and Save (its words, and when it can be pressed, are the dialog's). */
function ClassesDialog({
  onClose,
  save,
  ...dialog
}: Omit<DialogProps, "onOpenChange" | "footer" | "trigger"> & {
  onClose: () => void;
  save: { label: string; disabled: boolean; onPress: () => void };
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      {...dialog}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("classes.cancel")}
          </Button>
          <Button disabled={save.disabled} onClick={save.onPress}>
            {save.label}
          </Button>
        </>
      }
    />
  );
}

/** The classes of one teacher, from their row: saved as exactly the ticked ones. */
export function TeacherClassesDialog({ teacher, onClose }: { teacher: Teacher | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const save = useSetTeacherClasses();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  useEffect(() => setChosen(new Set(teacher?.classes.map(keyOf) ?? [])), [teacher]);
  return (
    <ClassesDialog
      open={teacher !== null}
      onClose={onClose}
      title={t("classes.title", { name: teacher?.name ?? "" })}
      description={t("classes.description")}
      save={{
        label: t("classes.save"),
        disabled: save.isPending,
        onPress: () =>
          teacher &&
          save.mutate(
            { userId: teacher.userId, classes: [...chosen].map(fromKey) },
            toastOutcome(t("classes.saveFailed"), () => onClose()),
          ),
      }}
    >
      <ClassChecklist
        enabled={teacher !== null}
        chosen={chosen}
        onToggle={(key) => setChosen(toggled(chosen, key))}
      />
    </ClassesDialog>
  );
}

/** Several teachers (of the page shown) given the same classes at once: added to what each has. */
export function BulkTeacherClassesDialog({
  open,
  teachers,
  onClose,
}: {
  open: boolean;
  teachers: Teacher[];
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const save = useAddTeachersClasses();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [who, setWho] = useState<Set<string>>(new Set());
  const id = useId();
  useEffect(() => {
    if (open) {
      setChosen(new Set());
      setWho(new Set());
    }
  }, [open]);
  return (
    <ClassesDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t("classes.bulkTitle")}
      description={t("classes.bulkDescription")}
      save={{
        label: t("classes.bulkSave", { count: who.size }),
        disabled: save.isPending || who.size === 0 || chosen.size === 0,
        onPress: () =>
          save.mutate(
            { userIds: [...who], classes: [...chosen].map(fromKey) },
            toastOutcome(t("classes.saveFailed"), () => onClose()),
          ),
      }}
    >
      <fieldset className="mb-6">
        <legend className="mb-2 font-display font-bold">{t("classes.teachers")}</legend>
        <ul className="grid gap-x-4 sm:grid-cols-2">
          {teachers.map((teacher) => (
            <li key={teacher.userId}>
              <label htmlFor={`${id}-${teacher.userId}`} className="inline-flex min-h-11 items-center gap-2">
                <input
                  id={`${id}-${teacher.userId}`}
                  type="checkbox"
                  className="size-5 accent-brand-600"
                  checked={who.has(teacher.userId)}
                  onChange={() => setWho(toggled(who, teacher.userId))}
                />
                {teacher.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <ClassChecklist enabled={open} chosen={chosen} onToggle={(key) => setChosen(toggled(chosen, key))} />
    </ClassesDialog>
  );
}
