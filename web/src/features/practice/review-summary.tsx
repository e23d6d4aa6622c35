import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { NAMESPACE } from "./i18n.ts";
import { starsFor } from "./practice-engine.ts";
import type { ReviewSet } from "./use-review-run.ts";

type Props = {
  right: number;
  total: number;
  mastered: ReviewSet[];
  notYet: ReviewSet[];
  onBack: () => void;
};

/** The end of a mixed review: the child's own stars, the sets now Mastered, and those not yet. */
export function ReviewSummary({ right, total, mastered, notYet, onBack }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const stars = starsFor(right, total);
  const name = (set: ReviewSet) => t("review.setName", { title: set.title, type: set.resourceType });
  return (
    <section
      aria-labelledby="review-summary"
      className="grid gap-4 rounded-card bg-surface p-6 text-center shadow-card"
    >
      <h2 id="review-summary" className="text-h2">
        {t("review.doneTitle")}
      </h2>
      <p className="text-display text-accent-500" role="img" aria-label={t("summary.stars", { n: stars })}>
        {"★".repeat(stars)}
        <span className="text-line">{"★".repeat(3 - stars)}</span>
      </p>
      <p className="text-lead">{t("summary.score", { right, total })}</p>
      {mastered.length > 0 ? (
        <div className="grid gap-2 rounded-xl bg-success-50 p-3 text-start text-success-800">
          <h3 className="font-semibold">{t("review.mastered")}</h3>
          <ul className="list-disc ps-6" data-testid="review-mastered">
            {mastered.map((set) => (
              <li key={set.resourceId}>{name(set)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-body">{t("review.noneMastered")}</p>
      )}
      {mastered.length > 0 && notYet.length > 0 && (
        <div className="grid gap-2 text-start">
          <h3 className="font-semibold">{t("review.notYet")}</h3>
          <ul className="list-disc ps-6" data-testid="review-not-yet">
            {notYet.map((set) => (
              <li key={set.resourceId}>{name(set)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onBack}>
          {t("summary.back")}
        </Button>
      </div>
    </section>
  );
}
