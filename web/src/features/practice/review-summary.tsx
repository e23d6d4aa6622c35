import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { NAMESPACE } from "./i18n.ts";
import { StarsSummary } from "./practice-parts.tsx";
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
  return (
    <StarsSummary headingId="review-summary" title={t("review.doneTitle")} right={right} total={total}>
      {mastered.length > 0 ? (
        <SetList
          className="grid gap-2 rounded-xl bg-success-50 p-3 text-start text-success-800"
          title={t("review.mastered")}
          testId="review-mastered"
          sets={mastered}
        />
      ) : (
        <p className="text-body">{t("review.noneMastered")}</p>
      )}
      {mastered.length > 0 && notYet.length > 0 && (
        <SetList
          className="grid gap-2 text-start"
          title={t("review.notYet")}
          testId="review-not-yet"
          sets={notYet}
        />
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onBack}>
          {t("summary.back")}
        </Button>
      </div>
    </StarsSummary>
  );
}

/** A titled list of the review's sets, each named with its kind. */
function SetList({
  className,
  title,
  testId,
  sets,
}: {
  className: string;
  title: string;
  testId: string;
  sets: ReviewSet[];
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={className}>
      <h3 className="font-semibold">{title}</h3>
      <ul className="list-disc ps-6" data-testid={testId}>
        {sets.map((set) => (
          <li key={set.resourceId}>{t("review.setName", { title: set.title, type: set.resourceType })}</li>
        ))}
      </ul>
    </div>
  );
}
