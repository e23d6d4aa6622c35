import type { TestSitting } from "@ganit/contracts";
import type { StudentItem } from "@ganit/contracts/practice/index";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ConfirmDialog } from "@/components/confirm-delete-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { ApiError } from "@/lib/api.ts";
import { TEST_DRAFTS_PREFIX } from "@/lib/session.ts";
import { useOnline } from "@/lib/use-online.ts";
import { useSubmitTest, useTestSitting } from "./api.ts";
import { TestResultView } from "./chapter-test-result.tsx";
import { TestRefused, useMarkWhenOnline, useTestRefused, WaitingForMarks } from "./chapter-test-waiting.tsx";
import { useDevanagari } from "./devanagari-choice.tsx";
import { NAMESPACE } from "./i18n.ts";
import { answerOf, type Draft, emptyDraft, QuestionAnswer } from "./question.tsx";
import { QuestionHead } from "./question-head.tsx";
import { RunColumn, RunHeading, RunLoading, RunProblem } from "./run-parts.tsx";
import { SpokenPrompt } from "./spoken-prompt.tsx";
import { TimeLeft, useSaveAnswers } from "./test-clock.tsx";
import type { TestAnswers } from "./test-outbox.ts";
// KaTeX's stylesheet and its fonts for the server-rendered maths, as on the practice screen.
import "katex/dist/katex.min.css";
import "./practice.css";

type OpenSitting = Extract<TestSitting, { state: "open" }>;

/**
 * /practice/test/:attemptId (a pupil, a learner): a chapter test, one question at a time with a
 * progress line, Previous and Next, and Submit with a confirmation. No verdict before submitting
 * (the questions carry no keys); the result then replaces the questions: the score and each
 * question with the right answer and its worked solution. The answers so far are kept in the tab
 * (session storage), so a reload does not lose them. Submitted without a connection, the test
 * waits on the phone and is marked when the phone is online (test-outbox.ts).
 */
export default function ChapterTestPage() {
  const { t } = useTranslation(NAMESPACE);
  const { attemptId = "" } = useParams();
  const query = useTestSitting(attemptId);
  const [devanagari, setDevanagari] = useDevanagari();
  const waiting = useMarkWhenOnline(attemptId);
  const refused = useTestRefused(attemptId);
  const sitting = query.data;

  if (query.isError) {
    const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <RunColumn>
        <h1 className="text-h2">{t("test.title")}</h1>
        <RunProblem
          message={t(missing ? "test.notFound" : "test.loadFailed")}
          onRetry={missing ? undefined : () => void query.refetch()}
          onBack={() => window.history.back()}
        />
      </RunColumn>
    );
  }
  if (!sitting)
    return (
      <RunColumn>
        <h1 className="text-h2">{t("test.title")}</h1>
        <RunLoading />
      </RunColumn>
    );
  return (
    <RunColumn>
      <TestHeading sitting={sitting} devanagari={devanagari} onDevanagari={setDevanagari} />
      {sitting.state === "open" && refused ? (
        <TestRefused />
      ) : sitting.state === "open" && waiting ? (
        <WaitingForMarks attemptId={sitting.attemptId} total={sitting.items.length} />
      ) : sitting.state === "open" ? (
        <OpenTest sitting={sitting} devanagari={devanagari} />
      ) : (
        <TestResultView result={sitting} devanagari={devanagari} />
      )}
    </RunColumn>
  );
}

function TestHeading({
  sitting,
  devanagari,
  onDevanagari,
}: {
  sitting: TestSitting;
  devanagari: boolean;
  onDevanagari: (on: boolean) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const title = i18n.language === "hi" ? sitting.chapter.title.hi : sitting.chapter.title.en;
  return (
    <RunHeading
      // A teacher's test goes by the title the teacher gave it; a chapter test by its kind.
      title={sitting.state === "open" ? (sitting.title ?? t("test.title")) : t("test.resultTitle")}
      lead={t("test.chapter", { n: sitting.chapter.number, title })}
      devanagari={devanagari}
      onDevanagari={onDevanagari}
    />
  );
}

const draftsKey = (attemptId: string) => `${TEST_DRAFTS_PREFIX}${attemptId}`;

/** The drafts kept in the tab for this sitting, or none (a damaged or foreign value is dropped). */
function keptDrafts(attemptId: string): Record<string, Draft> {
  try {
    const kept = JSON.parse(sessionStorage.getItem(draftsKey(attemptId)) ?? "{}");
    return kept && typeof kept === "object" && !Array.isArray(kept) ? (kept as Record<string, Draft>) : {};
  } catch {
    return {};
  }
}

function OpenTest({ sitting, devanagari }: { sitting: OpenSitting; devanagari: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [position, setPosition] = useState(0);
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() => keptDrafts(sitting.attemptId));
  const [confirming, setConfirming] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const online = useOnline();
  const submit = useSubmitTest(sitting.attemptId);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // A test's questions carry no key: the screen's question type is the quiz's.
  const items = sitting.items as StudentItem[];
  const total = items.length;
  const item = items[position] as StudentItem;
  const draftOf = (question: StudentItem) => drafts[question.id] ?? emptyDraft(question);
  const answers = items.flatMap((question) => {
    const answer = answerOf(question, draftOf(question));
    return answer === null ? [] : [{ itemId: question.id, answer }];
  });

  useEffect(() => {
    sessionStorage.setItem(draftsKey(sitting.attemptId), JSON.stringify(drafts));
  }, [drafts, sitting.attemptId]);
  // A timed test's answers reach the server as the child goes: those count by its clock (0696).
  useSaveAnswers(sitting.attemptId, answers as TestAnswers, Boolean(sitting.endsAt) && !timeUp);
  // After Previous or Next the focus goes to the new question's heading (not on the first view).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [position]);

  const go = (to: number) => {
    moved.current = true;
    setPosition(Math.max(0, Math.min(total - 1, to)));
  };
  const send = () =>
    submit.mutate(answers as TestAnswers, {
      onSuccess: () => {
        sessionStorage.removeItem(draftsKey(sitting.attemptId));
        setConfirming(false);
      },
    });
  // At zero the answers given are submitted at once, without asking (docs/adr/0696).
  const onTimeUp = () => {
    setTimeUp(true);
    setConfirming(false);
    if (!submit.isPending) send();
  };

  return (
    <>
      {position === 0 && !moved.current && (
        <p className="text-body">{t(sitting.title ? "test.teacherIntro" : "test.intro", { total })}</p>
      )}
      {sitting.endsAt ? (
        <div className="grid gap-1">
          <TimeLeft endsAt={sitting.endsAt} onTimeUp={onTimeUp} />
          {!online && !timeUp ? (
            <p className="text-caption text-ink-muted">{t("test.offlineTimed")}</p>
          ) : null}
        </div>
      ) : null}
      {timeUp ? (
        <p role="status" className="text-body font-semibold">
          {t("test.timeUp")}
        </p>
      ) : null}
      <div className="grid gap-1">
        <div
          className="h-2 overflow-hidden rounded-full bg-line"
          role="progressbar"
          aria-label={t("test.progress", { n: position + 1, total })}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={position + 1}
        >
          <div className="h-full bg-brand-600" style={{ width: `${((position + 1) * 100) / total}%` }} />
        </div>
        <p className="text-caption text-ink-muted">{t("test.answered", { count: answers.length, total })}</p>
      </div>
      <section aria-labelledby="test-question" className="grid gap-4 rounded-card bg-surface p-4 shadow-card">
        <QuestionHead id="test-question" ref={heading} text={item.text}>
          {t("test.progress", { n: position + 1, total })}
        </QuestionHead>
        <SpokenPrompt item={item} className="text-h3 text-ink" devanagari={devanagari} />
        <QuestionAnswer
          key={item.id}
          item={item}
          draft={draftOf(item)}
          onDraft={(draft) => setDrafts((all) => ({ ...all, [item.id]: draft }))}
          devanagari={devanagari}
          locked={submit.isPending || timeUp}
          onEnter={() => (position + 1 < total ? go(position + 1) : setConfirming(true))}
        />
      </section>
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" disabled={position === 0} onClick={() => go(position - 1)}>
          {t("test.previous")}
        </Button>
        {position + 1 < total ? (
          <Button onClick={() => go(position + 1)}>{t("test.next")}</Button>
        ) : (
          <Button onClick={() => setConfirming(true)}>{t("test.submit")}</Button>
        )}
      </div>
      {position + 1 < total && (
        <Button variant="ghost" className="justify-self-end" onClick={() => setConfirming(true)}>
          {t("test.submit")}
        </Button>
      )}
      <ConfirmDialog
        target={confirming ? sitting.attemptId : null}
        busy={submit.isPending}
        title={t("test.confirmTitle")}
        description={t("test.confirmText", { count: answers.length, total })}
        cancelLabel={t("test.keepGoing")}
        confirmLabel={t("test.confirm")}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      >
        {answers.length < total ? <p className="text-body">{t("test.confirmUnanswered")}</p> : null}
        {submit.isError ? (
          <p role="alert" className="text-body font-semibold text-danger-700">
            {t("test.submitFailed")}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
