import type { StudentAnswer, StudentItem } from "@ganit/contracts/practice/index";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { NAMESPACE } from "./i18n.ts";
import { MathHtml } from "./math-html.tsx";
import { answerOf, emptyDraft, QuestionAnswer } from "./question.tsx";
import { QuestionHead } from "./question-head.tsx";
import { RightAnswer, rightOptions } from "./right-answer.tsx";
import type { Feedback } from "./run-steps.ts";
import { SpokenPrompt } from "./spoken-prompt.tsx";

type Props = {
  item: StudentItem;
  number: number;
  total: number;
  feedback: Feedback | null;
  busy: boolean;
  failed: boolean;
  needsHelp: boolean;
  devanagari: boolean;
  last: boolean;
  /** One like the last question, after its second miss. */
  variant?: boolean;
  /**
   * The focus goes to this question when it appears (after Next), or to its feedback when it
   * appears with one (after Check); not on the run's first question, which the page opens with.
   */
  takeFocus?: boolean;
  onCheck: (answer: StudentAnswer) => void;
  onNext: () => void;
};

/** One question: the prompt, Listen, the answer area, Check, and the feedback of the last check. */
export function QuestionView(props: Props) {
  const { item, feedback } = props;
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState(() => emptyDraft(item));
  const answer = answerOf(item, draft);
  const settled = feedback !== null && feedback.kind !== "hint";
  const heading = useRef<HTMLHeadingElement>(null);
  const said = useRef<HTMLDivElement>(null);
  const focusFeedback = feedback !== null;
  const focusQuestion = props.takeFocus ?? false;
  // Each question and each try is a fresh view (its key), so this runs once per Check and per Next.
  useEffect(() => {
    if (focusFeedback) said.current?.focus();
    else if (focusQuestion) heading.current?.focus();
  }, [focusFeedback, focusQuestion]);
  const check = () => {
    if (answer !== null && !props.busy && !settled) props.onCheck(answer);
  };

  return (
    <section
      aria-labelledby="practice-question"
      className="grid gap-4 rounded-card bg-surface p-4 shadow-card"
    >
      <QuestionHead id="practice-question" ref={heading} text={item.text}>
        {t("answer.questionOf", { n: props.number, total: props.total })}
      </QuestionHead>
      {props.variant && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-body font-semibold text-brand-800">
          {t("answer.likeTheLast")}
        </p>
      )}
      <SpokenPrompt item={item} className="text-h3 text-ink" devanagari={props.devanagari} />
      <QuestionAnswer
        item={item}
        draft={draft}
        onDraft={setDraft}
        devanagari={props.devanagari}
        locked={settled || props.busy}
        reveal={feedback?.kind === "solution" ? rightOptions(item, feedback.rightAnswer) : []}
        onEnter={settled ? props.onNext : check}
      />

      <section
        ref={said}
        tabIndex={-1}
        aria-live="polite"
        aria-label={t("answer.feedback")}
        className="grid gap-3 rounded-xl focus:outline-none focus-visible:outline-3 focus-visible:outline-accent-400"
      >
        {feedback?.kind === "right" && (
          <p className="rounded-xl bg-success-50 p-3 text-lead font-semibold text-success-800">
            ✓ {t("answer.right")}
          </p>
        )}
        {feedback?.kind === "hint" && (
          <div className="grid gap-1 rounded-xl bg-warning-50 p-3 text-warning-800">
            <p className="font-semibold">
              {t("answer.wrong")} {t("answer.tryAgain")}
            </p>
            {feedback.hint && (
              <div>
                <span className="font-semibold">{t("answer.hint")}: </span>
                <MathHtml html={feedback.hint} devanagari={props.devanagari} />
              </div>
            )}
          </div>
        )}
        {feedback?.kind === "solution" && (
          <div className="grid gap-2 rounded-xl bg-brand-50 p-3 text-ink">
            <p className="font-semibold">{t("answer.wrongAgain")}</p>
            {feedback.rightAnswer !== undefined && (
              <RightAnswer item={item} answer={feedback.rightAnswer} devanagari={props.devanagari} />
            )}
            {feedback.solution && (
              <div>
                <p className="font-semibold">{t("answer.solution")}</p>
                <MathHtml block html={feedback.solution} devanagari={props.devanagari} />
              </div>
            )}
            {feedback.variant && <p>{t("answer.variant")}</p>}
          </div>
        )}
        {props.needsHelp && <p className="text-body text-ink-muted">{t("answer.needsHelp")}</p>}
        {props.failed && (
          <p role="alert" className="text-danger-700">
            {t("answer.answerFailed")}
          </p>
        )}
      </section>

      {settled ? (
        <Button size="lg" onClick={props.onNext} className="min-h-14 w-full text-lead">
          {feedback.kind === "solution" && feedback.variant
            ? t("answer.next")
            : props.last
              ? t("answer.finish")
              : t("answer.next")}
        </Button>
      ) : (
        <Button
          size="lg"
          className="min-h-14 w-full text-lead"
          disabled={answer === null || props.busy}
          onClick={check}
        >
          {props.busy ? t("answer.checking") : t("answer.check")}
        </Button>
      )}
    </section>
  );
}
