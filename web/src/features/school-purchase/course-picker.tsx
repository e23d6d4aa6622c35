import type { EnablementKind } from "@ganit/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LockIcon } from "@/components/icons.tsx";
import { cn } from "@/lib/cn.ts";
import { useStatusWords } from "@/lib/status-words.ts";
import { NAMESPACE } from "./i18n.ts";
import { useRupees } from "./money.ts";
import { SeatsInput } from "./seats-input.tsx";
import type { ClassOption, CourseOption, Selection } from "./selection.ts";

type PickerProps = {
  options: readonly CourseOption[];
  kind: EnablementKind;
  selection: Selection;
  /** `count` is null while the box holds something that is not a whole number. */
  onChange: (courseId: string, classNumber: number, count: number | null) => void;
};

/**
 * Step 1's courses, each with its classes: a student-limit box per class (Students) or a checkbox per
 * class (School). A class already bought or under review shows so and cannot be chosen; a course with
 * nothing left is locked (spec §4).
 */
export function CoursePicker({ options, kind, selection, onChange }: PickerProps) {
  const { t } = useTranslation(NAMESPACE);
  if (options.length === 0) return <p className="text-ink-muted">{t("course.none")}</p>;
  return (
    <div className="flex flex-col gap-4">
      {options.map((course) => (
        <fieldset
          key={course.courseId}
          disabled={course.locked}
          className={cn(
            "min-w-0 rounded-card border p-4 shadow-card sm:p-5",
            course.locked ? "border-line bg-gray-50" : "border-line bg-surface",
          )}
        >
          <legend className="float-start mb-3 flex w-full flex-wrap items-center justify-between gap-2">
            <span className="font-display text-h3 font-bold">{course.name}</span>
            {course.locked && (
              <span className="inline-flex items-center gap-1 rounded-full bg-gray-200 px-2.5 py-0.5 text-caption font-bold text-ink">
                <LockIcon />
                {t("course.locked")}
              </span>
            )}
          </legend>
          <ul className="clear-both grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {course.classes.map((klass) => (
              <li key={klass.classNumber} className="rounded-control border border-line bg-white p-3">
                <ClassChoice
                  klass={klass}
                  kind={kind}
                  count={selection[course.courseId]?.[klass.classNumber] ?? 0}
                  onChange={(count) => onChange(course.courseId, klass.classNumber, count)}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}

function ClassChoice({
  klass,
  kind,
  count,
  onChange,
}: {
  klass: ClassOption;
  kind: EnablementKind;
  count: number;
  onChange: (count: number | null) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const words = useStatusWords();
  const checkboxId = useId();
  const rupees = useRupees();
  const { state } = klass;

  if (state.status !== "available") {
    const text =
      state.status === "review"
        ? words.word("classUnderReview")
        : kind === "students" && state.studentLimit !== null
          ? words.word("classBoughtSeats", { current: state.currentStudents, limit: state.studentLimit })
          : words.word("classBought");
    return (
      <div className="flex flex-col gap-1">
        <span className="font-semibold text-brand-950">
          {t("course.classLabel", { n: klass.classNumber })}
        </span>
        <span
          className={cn(
            "self-start rounded-full px-2.5 py-0.5 text-caption font-bold",
            state.status === "review" ? "bg-warning-100 text-warning-800" : "bg-success-100 text-success-800",
          )}
        >
          {text}
        </span>
      </div>
    );
  }

  if (kind === "students")
    return (
      <SeatsInput
        label={t("course.limitLabel", { n: klass.classNumber })}
        hint={t("course.perStudent", { price: rupees(klass.pricePerStudent) })}
        seats={count}
        onChange={onChange}
      />
    );

  return (
    <div className="flex items-start gap-3">
      <input
        id={checkboxId}
        type="checkbox"
        checked={count > 0}
        onChange={(event) => onChange(event.currentTarget.checked ? 1 : 0)}
        aria-describedby={`${checkboxId}-price`}
        className="mt-1 size-5 shrink-0 accent-brand-600"
      />
      <div className="flex flex-col">
        <label htmlFor={checkboxId} className="font-semibold text-brand-950">
          {t("course.classLabel", { n: klass.classNumber })}
        </label>
        <span id={`${checkboxId}-price`} className="text-caption text-ink-muted">
          {t("course.perSchool", { price: rupees(klass.pricePerSchool) })}
        </span>
      </div>
    </div>
  );
}
