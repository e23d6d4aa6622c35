import { ROUTES, type TestResult } from "@ganit/contracts";
import type { StudentAnswer, StudentItem } from "@ganit/contracts/practice/index";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { cn } from "@/lib/cn.ts";
import { useFocusOnMount } from "./focus-on-mount.ts";
import { NAMESPACE } from "./i18n.ts";
import { MathHtml } from "./math-html.tsx";
import { RightAnswer, rightOptions } from "./right-answer.tsx";
import { SpokenPrompt } from "./spoken-prompt.tsx";

/**
 * A submitted chapter test: the score, each skill's level now, and each question with the child's
 * answer, right or wrong, the right answer and the worked solution. The focus goes to the score.
 */
export function TestResultView({ result, devanagari }: { result: TestResult; devanagari: boolean }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const hindi = i18n.language === "hi";
  const score = useFocusOnMount<HTMLParagraphElement>();
  const book = user?.role === "studentb2c" ? ROUTES.b2cChapters : ROUTES.studentChapters;
  return (
    <>
      <p
        ref={score}
        tabIndex={-1}
        data-testid="test-score"
        className="rounded-card bg-brand-50 p-4 text-h3 font-bold text-brand-800 focus:outline-none"
      >
        {t("test.score", { right: result.score.right, total: result.score.total })}
      </p>
      {result.skills.length > 0 && (
        <section aria-labelledby="test-skills" className="grid gap-2">
          <h2 id="test-skills" className="text-h3">
            {t("test.skillsTitle")}
          </h2>
          <ul className="grid gap-1">
            {result.skills.map((skill) => (
              <li key={skill.skillId} className="flex flex-wrap justify-between gap-2">
                <span className="min-w-0 flex-1">{hindi ? skill.name.hi : skill.name.en}</span>
                <span className="font-semibold">{t(`levels.${skill.level}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ol className="grid gap-3" aria-label={t("test.resultTitle")}>
        {result.questions.map((question, i) => (
          <li
            key={question.item.id}
            className={cn(
              "grid gap-3 rounded-card border-2 bg-surface p-4",
              question.correct ? "border-success-600" : "border-danger-600/60",
            )}
          >
            <h2 className="flex flex-wrap justify-between gap-2 text-body font-semibold">
              <span>{t("test.question", { n: i + 1 })}</span>
              <span className={question.correct ? "text-success-800" : "text-danger-700"}>
                {question.correct ? `✓ ${t("test.right")}` : `✗ ${t("test.wrong")}`}
              </span>
            </h2>
            <SpokenPrompt item={question.item as StudentItem} className="text-lead" devanagari={devanagari} />
            {question.answer === null ? (
              <p className="rounded-lg bg-canvas p-3 font-semibold">{t("test.noAnswer")}</p>
            ) : (
              <GivenAnswer
                item={question.item as StudentItem}
                answer={question.answer as StudentAnswer}
                devanagari={devanagari}
                label={t("test.yourAnswer")}
              />
            )}
            {!question.correct && (
              <RightAnswer
                item={question.item as StudentItem}
                answer={question.rightAnswer as StudentAnswer}
                devanagari={devanagari}
                label={t("test.rightAnswer")}
              />
            )}
            {question.solution && (
              <details className="rounded-lg bg-brand-50 px-3 py-2" open={!question.correct}>
                <summary className="min-h-11 cursor-pointer content-center font-semibold">
                  {t("test.solution")}
                </summary>
                <MathHtml block html={question.solution} devanagari={devanagari} />
              </details>
            )}
          </li>
        ))}
      </ol>
      <Link to={book} className={buttonClasses({ size: "md" })}>
        {t("test.backToBook")}
      </Link>
    </>
  );
}

/** The child's own answer: chosen options plainly (no right-answer tick), anything else as the right answer is written. */
function GivenAnswer({
  item,
  answer,
  devanagari,
  label,
}: {
  item: StudentItem;
  answer: StudentAnswer;
  devanagari: boolean;
  label: string;
}) {
  if (item.kind !== "single" && item.kind !== "multiple")
    return <RightAnswer item={item} answer={answer} devanagari={devanagari} label={label} given />;
  return (
    <div data-testid="given-answer" className="grid gap-1 rounded-lg bg-canvas p-3 text-ink">
      <p className="font-semibold">{label}</p>
      <ul className="grid gap-1">
        {rightOptions(item, answer).map((i) => (
          <li key={i}>
            <MathHtml html={item.options?.[i] ?? ""} devanagari={devanagari} />
          </li>
        ))}
      </ul>
    </div>
  );
}
