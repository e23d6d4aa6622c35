import { type StudentItem, speakExpression } from "@ganit/contracts/practice/index";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { NAMESPACE } from "./i18n.ts";
import { MATHS_TEXT_MAX, MathsKeypad, withKey } from "./maths-keypad.tsx";

/**
 * The answer area of an expression or a solution question: one text field, typed with a keyboard or
 * written with the maths keypad (the field asks the phone for no keyboard of its own: the keypad is
 * the phone's), and under it the answer in words ("x squared minus 9") so a child and a screen reader
 * hear what was written. Graded by the shared engine like every other answer.
 */
export function ExpressionAnswer({
  item,
  text,
  onText,
  devanagari,
  locked,
}: {
  item: StudentItem;
  text: string;
  onText: (text: string) => void;
  devanagari: boolean;
  locked: boolean;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const spokenId = useId();
  const language = i18n.language.startsWith("hi") ? "hi" : "en";
  const words = item.kind === "expression" && text.trim() ? speakExpression(text, language) : null;
  return (
    <div className="grid gap-3">
      <label className="grid gap-1 text-body font-semibold text-ink-muted">
        {t("answer.expression")}
        <input
          type="text"
          inputMode="none"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={MATHS_TEXT_MAX}
          aria-describedby={spokenId}
          disabled={locked}
          value={text}
          onChange={(event) => onText(event.target.value)}
          className="min-h-16 w-full rounded-xl border-2 border-brand-600 bg-surface px-3 text-center font-mono text-2xl font-semibold text-ink"
        />
      </label>
      <p
        id={spokenId}
        aria-live="polite"
        className={item.kind === "expression" ? "min-h-6 text-body text-ink-muted" : "sr-only"}
      >
        {words
          ? t("answer.spoken", { words })
          : item.kind === "expression" && text.trim()
            ? t("answer.notRead")
            : ""}
      </p>
      <MathsKeypad
        letters={item.variables ?? ["x", "y"]}
        devanagari={devanagari}
        onNoSolution={item.kind === "solution" ? () => onText(t("mathsKeypad.noSolutionText")) : undefined}
        disabled={locked}
        onKey={(key) => onText(withKey(text, key))}
        onDelete={() => onText(Array.from(text).slice(0, -1).join(""))}
        onClear={() => onText("")}
      />
    </div>
  );
}
