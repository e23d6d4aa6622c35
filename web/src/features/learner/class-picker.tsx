import { type ClassStatus, formatRupees, type PublicCourse, type PurchasedCourse } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { localeOf } from "@/lib/dates.ts";
import { useStatusWords } from "@/lib/status-words.ts";
import { NAMESPACE } from "./i18n.ts";

export type Selection = { courseId: string; classNumber: number };

/** "courseId:classNumber" → the status of a class the learner already has (bought or under review). */
export function ownedClasses(courses: readonly PurchasedCourse[]) {
  const owned = new Map<string, ClassStatus>();
  for (const course of courses)
    for (const cls of course.purchasedClasses) owned.set(`${course.courseId}:${cls.classNumber}`, cls.status);
  return owned;
}

/**
 * Step 1: every course of the catalogue with its classes and the price for one learner, as one radio
 * group (the learner buys one class at a time). A class already bought or under review is shown as
 * such and cannot be chosen; a course whose classes are all taken says so.
 */
export function ClassPicker({
  courses,
  owned,
  selected,
  onSelect,
}: {
  courses: readonly PublicCourse[];
  owned: ReadonlyMap<string, ClassStatus>;
  selected: Selection | null;
  onSelect: (selection: Selection) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const words = useStatusWords();
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {courses.map((course) => {
        const classes = [...course.classLevels].sort((a, b) => a.classNumber - b.classNumber);
        const allTaken = classes.every((cls) => owned.has(`${course._id}:${cls.classNumber}`));
        return (
          <li key={course._id}>
            <fieldset className="h-full rounded-card border border-line bg-surface p-5 shadow-card">
              <legend className="float-left mb-3 w-full font-display text-h3 font-bold">{course.name}</legend>
              {allTaken && (
                <p className="clear-both mb-3 font-semibold text-success-800">{t("buy.allBought")}</p>
              )}
              <ul className="clear-both flex flex-col gap-2">
                {classes.map((cls) => {
                  const status = owned.get(`${course._id}:${cls.classNumber}`);
                  const id = `class-${course._id}-${cls.classNumber}`;
                  const checked =
                    selected?.courseId === course._id && selected.classNumber === cls.classNumber;
                  return (
                    <li key={cls.classNumber}>
                      <label
                        htmlFor={id}
                        className={cn(
                          "flex min-h-11 items-center gap-3 rounded-control border-2 px-3 py-2",
                          status
                            ? "cursor-not-allowed border-line bg-gray-100 text-ink-muted"
                            : checked
                              ? "cursor-pointer border-brand-600 bg-brand-50"
                              : "cursor-pointer border-gray-300 hover:border-brand-300",
                        )}
                      >
                        <input
                          id={id}
                          type="radio"
                          name="learner-class"
                          className="size-5 shrink-0 accent-brand-700"
                          checked={checked}
                          disabled={status !== undefined}
                          onChange={() => onSelect({ courseId: course._id, classNumber: cls.classNumber })}
                        />
                        <span className="font-semibold">
                          {t("buy.classPrice", {
                            n: cls.classNumber,
                            price: formatRupees(cls.pricePerStudent, localeOf(i18n.language)),
                          })}
                        </span>
                        {status && (
                          <span className="ms-auto text-caption font-semibold">
                            {words.boughtClass(status)}
                          </span>
                        )}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          </li>
        );
      })}
    </ul>
  );
}
