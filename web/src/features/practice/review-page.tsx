import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useDevanagari } from "./devanagari-choice.tsx";
import { NAMESPACE } from "./i18n.ts";
// KaTeX's stylesheet and its fonts for the server-rendered maths, as on the practice screen.
import "katex/dist/katex.min.css";
import "./practice.css";
import { ReviewSummary } from "./review-summary.tsx";
import { RunColumn, RunHeading, RunLoading, RunProblem, RunQuestion } from "./run-parts.tsx";
import { useReviewRun } from "./use-review-run.ts";

const classOf = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /practice/review?courseId=&class= (a school's student, an individual learner): the day-later mixed
 * review of one class, opened from the lessons when the server says sets are ready. One question at
 * a time with the practice screen's question components; the server grades each answer, so it needs
 * a connection. The end says which sets became Mastered.
 */
export default function ReviewPage() {
  const [params] = useSearchParams();
  const courseId = params.get("courseId") ?? "";
  const classNumber = classOf(params.get("class"));
  if (!courseId || classNumber === null) return <ReviewProblem reason="noClass" />;
  return <ReviewRun courseId={courseId} classNumber={classNumber} />;
}

function ReviewProblem({ reason, onRetry }: { reason: string; onRetry?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  return (
    <RunColumn>
      <h1 className="text-h2">{t("review.title")}</h1>
      <RunProblem
        message={t(`review.${reason}` as "review.noClass")}
        onRetry={onRetry}
        onBack={() => navigate(-1)}
      />
    </RunColumn>
  );
}

function ReviewRun({ courseId, classNumber }: { courseId: string; classNumber: number }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const run = useReviewRun(courseId, classNumber);
  const [devanagari, setDevanagari] = useDevanagari();
  const { state } = run;

  if (state.phase === "failed")
    return (
      <ReviewProblem
        reason={state.reason}
        {...(state.reason === "nothingDue" ? {} : { onRetry: () => void run.restart() })}
      />
    );
  const from = run.setOf(run.item?.resourceId);
  return (
    <RunColumn>
      <RunHeading title={t("review.title")} devanagari={devanagari} onDevanagari={setDevanagari} />
      {state.phase === "loading" && <RunLoading />}
      {state.phase === "question" && run.review && run.item && (
        <>
          {run.position === 0 && run.tries === 0 && <p className="text-body">{t("review.intro")}</p>}
          {from && (
            <p className="text-caption text-ink-muted" data-testid="review-from">
              {t("review.from", { title: from.title })}
            </p>
          )}
          <RunQuestion
            key={`${run.item.id}:${run.tries}`}
            run={run}
            item={run.item}
            total={run.review.items.length}
            devanagari={devanagari}
          />
        </>
      )}
      {state.phase === "done" && (
        <ReviewSummary
          right={run.firstTriesRight}
          total={run.firstTries}
          mastered={run.mastered}
          notYet={run.notYet}
          onBack={() => navigate(-1)}
        />
      )}
    </RunColumn>
  );
}
