import type { StudentAnswer, StudentItem } from "@ganit/contracts/practice/index";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { NAMESPACE } from "./i18n.ts";
import { ListenButton } from "./listen-button.tsx";
import { MathHtml } from "./math-html.tsx";
import { answerOf, emptyDraft, QuestionAnswer } from "./question.tsx";
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

  return (
    <section
      aria-labelledby="practice-question"
      className="grid gap-4 rounded-card bg-surface p-4 shadow-card"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="practice-question" className="text-body font-semibold text-ink-muted">
          {t("answer.questionOf", { n: props.number, total: props.total })}
        </h2>
        <ListenButton text={item.text} />
      </div>
      <SpokenPrompt item={item} className="text-h3 text-ink" />
      <QuestionAnswer
        item={item}
        draft={draft}
        onDraft={setDraft}
        devanagari={props.devanagari}
        locked={settled || props.busy}
      />

      <div aria-live="polite" className="grid gap-3">
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
                <MathHtml html={feedback.hint} />
              </div>
            )}
          </div>
        )}
        {feedback?.kind === "solution" && (
          <div className="grid gap-2 rounded-xl bg-brand-50 p-3 text-ink">
            <p className="font-semibold">{t("answer.wrongAgain")}</p>
            {feedback.solution && (
              <div>
                <p className="font-semibold">{t("answer.solution")}</p>
                <MathHtml block html={feedback.solution} />
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
      </div>

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
          onClick={() => answer !== null && props.onCheck(answer)}
        >
          {props.busy ? t("answer.checking") : t("answer.check")}
        </Button>
      )}
    </section>
  );
}
