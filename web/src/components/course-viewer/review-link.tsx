import { ROUTES } from "@ganit/contracts/paths";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { NAMESPACE } from "./i18n.ts";

/** Where the mixed review of one class opens (its course and class in the query, like the results). */
export const reviewPath = (courseId: string, classNumber: number) =>
  `${ROUTES.practiceReview}?${new URLSearchParams({ courseId, class: String(classNumber) })}`;

/**
 * "Mixed review" above a student's or a learner's lessons, shown only when the server says sets of
 * this class are ready for it (Proficient for a day or more, not yet Mastered). The review itself
 * needs a connection, and so does knowing that one is due: offline nothing is shown.
 */
export function ReviewLink({
  courseId,
  classNumber,
  due,
}: {
  courseId: string;
  classNumber: number;
  due: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (due <= 0) return null;
  return (
    <section
      aria-labelledby="practice-review-due"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-card bg-surface p-4 shadow-card"
    >
      <div className="min-w-0">
        <h2 id="practice-review-due" className="text-h3 font-bold">
          {t("reviewTitle")}
        </h2>
        <p className="text-body text-ink-muted">{t("reviewDue", { count: due })}</p>
      </div>
      <Link to={reviewPath(courseId, classNumber)} className={buttonClasses({ variant: "accent" })}>
        {t("reviewStart")}
      </Link>
    </section>
  );
}
