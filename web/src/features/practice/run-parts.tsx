import type { StudentAnswer, StudentItem } from "@ganit/contracts/practice/index";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { DevanagariToggle } from "./devanagari-choice.tsx";
import { NAMESPACE } from "./i18n.ts";
import { QuestionView } from "./question-view.tsx";
import type { Feedback } from "./run-steps.ts";

/*
 * The pieces a practice set's screen and a mixed review's screen both show: the column they sit
 * in, the title with the Devanagari choice, "loading", a problem with Retry and Back, the question.
 */

/** A plain block: the app shell already gives the page its one <main> landmark. */
export function RunColumn({ children }: { children: ReactNode }) {
  return <div className="mx-auto grid w-full max-w-xl gap-4 px-3 py-4 sm:py-8">{children}</div>;
}

type HeadingProps = {
  title: string;
  /** Above the title: where it is ("Vedic Math · Class 5"). */
  lead?: string | undefined;
  /** Below the title: what it is ("Quiz · Worksheet"). */
  sub?: string | undefined;
  devanagari: boolean;
  onDevanagari: (on: boolean) => void;
};

export function RunHeading({ title, lead, sub, devanagari, onDevanagari }: HeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <div className="grid min-w-0 gap-0.5">
        {lead && <p className="text-caption font-semibold text-ink-muted">{lead}</p>}
        <h1 className="text-h2">{title}</h1>
        {sub && <p className="text-body text-ink-muted">{sub}</p>}
      </div>
      <DevanagariToggle on={devanagari} onChange={onDevanagari} />
    </div>
  );
}

export function RunLoading() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p role="status" className="py-10 text-center text-lead">
      {t("answer.loading")}
    </p>
  );
}

/** Why the run cannot go on; Retry where trying again can help, and Back. */
export function RunProblem({
  message,
  onRetry,
  onBack,
}: {
  message: string;
  onRetry?: (() => void) | undefined;
  onBack: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div role="alert" className="grid gap-4 rounded-card bg-surface p-6 shadow-card">
      <p className="text-lead">{message}</p>
      <div className="flex flex-wrap gap-3">
        {onRetry && <Button onClick={onRetry}>{t("retry")}</Button>}
        <Button variant="secondary" onClick={onBack}>
          {t("back")}
        </Button>
      </div>
    </div>
  );
}

/** What a run offers its current question: the answer's state and the steps Check and Next. */
type QuestionRun = {
  position: number;
  tries: number;
  /** The question shown is one like the last (a practice run's variant after a second miss). */
  isVariant?: boolean;
  feedback: Feedback | null;
  busy: boolean;
  answerFailed: boolean;
  needsHelp: boolean;
  check: (answer: StudentAnswer) => Promise<void>;
  next: () => void;
};

/** The run's current question (give it a fresh key for each question and try: its answer starts empty). */
export function RunQuestion({
  run,
  item,
  total,
  devanagari,
}: {
  run: QuestionRun;
  item: StudentItem;
  total: number;
  devanagari: boolean;
}) {
  return (
    <QuestionView
      item={item}
      number={run.position + 1}
      total={total}
      feedback={run.feedback}
      busy={run.busy}
      failed={run.answerFailed}
      needsHelp={run.needsHelp}
      devanagari={devanagari}
      last={run.position + 1 >= total}
      variant={run.isVariant ?? false}
      takeFocus={run.position > 0 || run.tries > 0 || (run.isVariant ?? false)}
      onCheck={(answer) => void run.check(answer)}
      onNext={run.next}
    />
  );
}
