import type { TeacherTestSlot } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Button, RowActionButton } from "@/components/ui/button.tsx";
import { NAMESPACE } from "./i18n.ts";
import { answerHtml, QuestionHtml } from "./question-html.tsx";

export type SlotActions = {
  onReplace: () => void;
  onRemove: () => void;
  onUp?: () => void;
  onDown?: () => void;
  onFix: () => void;
};

/**
 * One question of the test as the teacher builds it: its skill and step, the question with its answer
 * in the reader's language, and its actions, each one tap: replace (by another of its skill), remove,
 * move up or down, fix its numbers.
 */
export function SlotCard({
  slot,
  place,
  actions,
  children,
}: {
  slot: TeacherTestSlot;
  place: number;
  actions: SlotActions;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language === "hi" ? "hi" : "en";
  const step =
    slot.step <= 2 && slot.steps === 3
      ? t(`step.${slot.step as 0 | 1 | 2}`)
      : t("step.other", { n: slot.step + 1 });
  // Up and Down, where the question can move; each names the question it moves.
  const moveButton = (onMove: (() => void) | undefined, label: string, arrow: string) =>
    onMove && (
      <Button size="sm" variant="ghost" onClick={onMove} aria-label={`${label} ${place + 1}`}>
        {arrow} {label}
      </Button>
    );
  return (
    <li className="rounded-card border-2 border-line bg-surface p-3" data-testid="test-slot">
      <p className="text-sm font-semibold text-ink-muted">
        {t("builder.questionN", { n: place + 1 })} · {slot.skillName[lang]} · {step}
        {slot.seed !== undefined ? ` · ${t("builder.fixed")}` : ""}
      </p>
      <p className="mt-1">
        <QuestionHtml html={slot.preview.prompt[lang]} />
      </p>
      {slot.preview.options && (
        <ol className="mt-1 list-[upper-alpha] ps-6 text-sm">
          {slot.preview.options[lang].map((option, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are shown in their order, never moved
            <li key={i}>
              <QuestionHtml html={option} />
            </li>
          ))}
        </ol>
      )}
      <p className="mt-1 text-sm">
        {t("builder.answer", { answer: "" })}
        <QuestionHtml html={answerHtml(slot.preview, lang)} className="font-semibold" />
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <RowActionButton
          label={t("builder.replace")}
          accessibleName={t("builder.replaceWith")}
          onClick={actions.onReplace}
        />
        <Button size="sm" variant="secondary" onClick={actions.onFix}>
          {slot.seed !== undefined ? t("builder.unfix") : t("builder.fix")}
        </Button>
        {moveButton(actions.onUp, t("builder.up"), "↑")}
        {moveButton(actions.onDown, t("builder.down"), "↓")}
        <Button size="sm" variant="dangerQuiet" onClick={actions.onRemove}>
          {t("builder.remove")}
        </Button>
      </div>
      {children}
    </li>
  );
}
