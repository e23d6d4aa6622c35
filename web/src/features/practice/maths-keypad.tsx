import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { NAMESPACE } from "./i18n.ts";
import { KeyButton, toDevanagari } from "./keypad.tsx";

/**
 * The maths keypad of an expression or a solution question: digits, the question's letters (x and
 * y at least), + − × /, powers (^ and ²), brackets, =, a comma between two values, and for a
 * solution "No solution". Five keys a row, each at least 48 px, so it fits a 390 px phone; every
 * key is a button with a spoken name, reached by Tab and pressed with Enter or Space.
 */
export const MATHS_TEXT_MAX = 60;

type Key = { write: string; shown: string; label?: string; wide?: boolean };

export type MathsKeypadProps = {
  letters: readonly string[];
  devanagari: boolean;
  /** A solution question: a key writing "no solution" in the reader's language. */
  onNoSolution?: (() => void) | undefined;
  disabled?: boolean;
  onKey: (text: string) => void;
  onDelete: () => void;
  onClear: () => void;
};

const keyClass =
  "min-h-12 min-w-0 rounded-xl border border-line bg-surface text-xl font-semibold text-ink shadow-sm " +
  "active:scale-95 active:bg-brand-100 disabled:opacity-50";

/** The text after one key: never longer than the reader reads. */
export const withKey = (text: string, key: string) =>
  text.length + key.length > MATHS_TEXT_MAX ? text : text + key;

export function MathsKeypad({
  letters,
  devanagari,
  onNoSolution,
  disabled,
  onKey,
  onDelete,
  onClear,
}: MathsKeypadProps) {
  const { t } = useTranslation(NAMESPACE);
  const digit = (d: string): Key => ({
    write: devanagari ? toDevanagari(d) : d,
    shown: devanagari ? toDevanagari(d) : d,
  });
  const sign = (write: string, shown: string, label: string): Key => ({
    write,
    shown,
    label: t(`mathsKeypad.${label}` as "mathsKeypad.plus"),
  });
  const keys: Key[] = [
    digit("7"),
    digit("8"),
    digit("9"),
    sign("(", "(", "open"),
    sign(")", ")", "close"),
    digit("4"),
    digit("5"),
    digit("6"),
    sign("+", "+", "plus"),
    sign("-", "−", "minus"),
    digit("1"),
    digit("2"),
    digit("3"),
    sign("×", "×", "times"),
    sign("/", "/", "over"),
    digit("0"),
    sign(".", ".", "point"),
    sign("^", "xʸ", "power"),
    sign("²", "x²", "squared"),
    sign("=", "=", "equals"),
    ...letters.map((letter) => ({
      write: letter,
      shown: letter,
      label: t("mathsKeypad.letter", { letter }),
    })),
    sign(",", ",", "comma"),
  ];
  return (
    <fieldset aria-label={t("mathsKeypad.label")} className="grid min-w-0 grid-cols-5 gap-2">
      {keys.map((key) => (
        <KeyButton
          key={key.write}
          className={cn(keyClass, /^[a-z]$/.test(key.write) && "italic")}
          disabled={disabled}
          label={key.label}
          onPress={() => onKey(key.write)}
        >
          {key.shown}
        </KeyButton>
      ))}
      <KeyButton className={keyClass} disabled={disabled} onPress={onDelete} label={t("mathsKeypad.delete")}>
        ⌫
      </KeyButton>
      <KeyButton className={cn(keyClass, "text-base")} disabled={disabled} onPress={onClear}>
        {t("mathsKeypad.clear")}
      </KeyButton>
      {onNoSolution && (
        <KeyButton
          className={cn(keyClass, "col-span-5 text-base")}
          disabled={disabled}
          onPress={onNoSolution}
        >
          {t("mathsKeypad.noSolution")}
        </KeyButton>
      )}
    </fieldset>
  );
}
