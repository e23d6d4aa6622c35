import { ROUTES } from "@ganit/contracts";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { matchPath, useNavigate, useParams } from "react-router";
import { translateMessage } from "@/lib/messages.ts";
import type { DroppedDetail } from "@/lib/offline-outbox.ts";
import { useOnline } from "@/lib/use-online.ts";
import { startAttemptEarly } from "./api.ts";
import { useDevanagari } from "./devanagari-choice.tsx";
import { NAMESPACE } from "./i18n.ts";
// KaTeX's stylesheet and its fonts (bundled, served by us) for the server-rendered maths: only here.
import "katex/dist/katex.min.css";
import "./practice.css";
import { DROPPED_EVENT, QUEUE_EVENT, queuedAnswers } from "./practice-outbox.ts";
import { ProgressLine, Summary } from "./practice-parts.tsx";
import { RunColumn, RunHeading, RunLoading, RunProblem, RunQuestion } from "./run-parts.tsx";
import { BackToLessons, usePlaceWords } from "./set-place.tsx";
import { usePracticeRun } from "./use-practice-run.ts";

/**
 * When the app opens on this screen (the lesson's link opened in a new visit, a reload): the attempt
 * is asked for before the app's first render (app/router.tsx). Offline the screen starts from the
 * attempt kept on the phone instead, so nothing is asked.
 */
export function prefetch() {
  const resourceId = matchPath(ROUTES.practice, window.location.pathname)?.params.resourceId;
  if (resourceId && navigator.onLine) startAttemptEarly(resourceId);
}

function useQueuedCount() {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener(QUEUE_EVENT, onChange);
      window.addEventListener("storage", onChange);
      return () => {
        window.removeEventListener(QUEUE_EVENT, onChange);
        window.removeEventListener("storage", onChange);
      };
    },
    () => queuedAnswers().length,
    () => 0,
  );
}

/** Answers the server refused finally (the phone let them go): the child is told, not left to wonder. */
function useDroppedAnswers() {
  const [dropped, setDropped] = useState<DroppedDetail | null>(null);
  useEffect(() => {
    const onDropped = (event: Event) => setDropped((event as CustomEvent<DroppedDetail>).detail);
    window.addEventListener(DROPPED_EVENT, onDropped);
    return () => window.removeEventListener(DROPPED_EVENT, onDropped);
  }, []);
  return dropped;
}

/**
 * /practice/:resourceId (a school's student, an individual learner): a set, one question at a time.
 * Opened from the content viewer's tree. Works offline after one visit in practice mode; a graded
 * quiz needs a connection. No rankings: the child sees only their own progress.
 */
export default function PracticePage() {
  const { resourceId = "" } = useParams();
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const online = useOnline();
  const waiting = useQueuedCount();
  const dropped = useDroppedAnswers();
  const run = usePracticeRun(resourceId);
  const [devanagari, setDevanagari] = useDevanagari();
  const back = () => navigate(-1);
  const quiz = run.attempt?.mode === "quiz";
  const place = run.attempt?.place;
  const words = usePlaceWords(place, quiz);

  return (
    <RunColumn>
      <BackToLessons place={place} resourceId={resourceId} onBack={back} />
      <RunHeading
        title={words.title}
        lead={words.lead}
        sub={words.sub}
        devanagari={devanagari}
        onDevanagari={setDevanagari}
      />
      {!online && (
        <p role="status" className="rounded-xl bg-warning-50 p-3 text-warning-800">
          {t("answer.offline")}
        </p>
      )}
      {waiting > 0 && (
        <p className="text-caption text-ink-muted">{t("answer.waiting", { count: waiting })}</p>
      )}
      {dropped && (
        <p role="alert" className="rounded-xl bg-warning-50 p-3 text-warning-800">
          {t("answer.dropped", {
            count: dropped.count,
            reason: translateMessage({ message: "", key: dropped.key }),
          })}
        </p>
      )}

      {run.state.phase === "loading" && <RunLoading />}
      {run.state.phase === "failed" && (
        <RunProblem
          message={t(`answer.${run.state.reason}`)}
          onRetry={run.state.reason !== "notFound" ? () => void run.restart() : undefined}
          onBack={back}
        />
      )}
      {run.state.phase === "question" && run.attempt && run.item && (
        <>
          {run.standing && <ProgressLine progress={run.standing.progress} level={run.standing.level} />}
          <RunQuestion
            key={`${run.item.id}:${run.item.seed ?? ""}:${run.tries}`}
            run={run}
            item={run.item}
            total={run.attempt.items.length}
            devanagari={devanagari}
          />
        </>
      )}
      {run.state.phase === "done" && (
        <Summary
          right={run.firstTriesRight}
          total={run.firstTries}
          standing={run.standing}
          onAgain={() => void run.restart()}
          onBack={back}
        />
      )}
    </RunColumn>
  );
}
