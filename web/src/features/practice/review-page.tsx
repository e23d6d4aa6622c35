import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { DevanagariToggle, useDevanagari } from "./devanagari-choice.tsx";
import { NAMESPACE } from "./i18n.ts";
// KaTeX's stylesheet and its fonts for the server-rendered maths, as on the practice screen.
import "katex/dist/katex.min.css";
import "./practice.css";
import { QuestionView } from "./question-view.tsx";
import { ReviewSummary } from "./review-summary.tsx";
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
    <div className="mx-auto grid w-full max-w-xl gap-4 px-3 py-4 sm:py-8">
      <h1 className="text-h2">{t("review.title")}</h1>
      <div role="alert" className="grid gap-4 rounded-card bg-surface p-6 shadow-card">
        <p className="text-lead">{t(`review.${reason}` as "review.noClass")}</p>
        <div className="flex flex-wrap gap-3">
          {onRetry && <Button onClick={onRetry}>{t("retry")}</Button>}
          <Button variant="secondary" onClick={() => navigate(-1)}>
            {t("back")}
          </Button>
        </div>
      </div>
    </div>
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
    <div className="mx-auto grid w-full max-w-xl gap-4 px-3 py-4 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-h2">{t("review.title")}</h1>
        <DevanagariToggle on={devanagari} onChange={setDevanagari} />
      </div>
      {state.phase === "loading" && (
        <p role="status" className="py-10 text-center text-lead">
          {t("answer.loading")}
        </p>
      )}
      {state.phase === "question" && run.review && run.item && (
        <>
          {run.position === 0 && run.tries === 0 && <p className="text-body">{t("review.intro")}</p>}
          {from && (
            <p className="text-caption text-ink-muted" data-testid="review-from">
              {t("review.from", { title: from.title })}
            </p>
          )}
          <QuestionView
            key={`${run.item.id}:${run.tries}`}
            item={run.item}
            number={run.position + 1}
            total={run.review.items.length}
            feedback={run.feedback}
            busy={run.busy}
            failed={run.answerFailed}
            needsHelp={run.needsHelp}
            devanagari={devanagari}
            last={run.position + 1 >= run.review.items.length}
            onCheck={(answer) => void run.check(answer)}
            onNext={run.next}
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
    </div>
  );
}
