import { ROUTES } from "@ganit/contracts/paths";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { NAMESPACE } from "./i18n.ts";

/** Where the mixed review of one class opens (its course and class in the query, like the results). */
export const reviewPath = (courseId: string, classNumber: number) =>
  `${ROUTES.practiceReview}?${new URLSearchParams({ courseId, class: String(classNumber) })}`;

/**
 * "Mixed review" above a student's or a learner's lessons. Its place is kept from the first paint
 * in every state, so the lessons below never move when the answer arrives (a card that appeared
 * late shifted the whole screen): looking, ready (with the link), nothing due yet, or, offline or
 * when the check failed, that the review needs a connection. Sets are ready a day after the child
 * becomes Proficient in them, until Mastered. The height it keeps is that of its tallest state
 * (a plural "ready" line with its button) at each width, its title at the top in each.
 */
export function ReviewLink({
  courseId,
  classNumber,
  due,
}: {
  courseId: string;
  classNumber: number;
  /** Undefined while the server is asked; null when it cannot be (offline, a failed load). */
  due: number | null | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  const words =
    due === undefined
      ? t("reviewLooking")
      : due === null
        ? t("reviewNeedsConnection")
        : due > 0
          ? t("reviewDue", { count: due })
          : t("reviewNothingDue");
  return (
    <section
      aria-labelledby="practice-review-due"
      aria-busy={due === undefined}
      data-testid="review-slot"
      className="mb-4 flex min-h-56 flex-wrap content-start items-center justify-between gap-3 rounded-card bg-surface p-4 shadow-card sm:min-h-32 lg:min-h-24"
    >
      <div className="min-w-0 flex-1 basis-64">
        <h2 id="practice-review-due" className="text-h3 font-bold">
          {t("reviewTitle")}
        </h2>
        <p className="text-body text-ink-muted">{words}</p>
      </div>
      {due !== undefined && due !== null && due > 0 && (
        <Link to={reviewPath(courseId, classNumber)} className={buttonClasses({ variant: "accent" })}>
          {t("reviewStart")}
        </Link>
      )}
    </section>
  );
}
