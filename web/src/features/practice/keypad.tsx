import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * The on-page number keypad. Never the system keyboard: on a cheap phone it covers half the screen
 * and closes after each digit. The keys write Devanagari digits when the child chose them (the
 * engine reads both). Every key is at least 48 px, a child's finger.
 */
const LATIN = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];
const DEVANAGARI_ZERO = 0x966;

export const toDevanagari = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCodePoint(DEVANAGARI_ZERO + Number(digit)));

export type KeypadProps = {
  onKey: (key: string) => void;
  onDelete: () => void;
  onClear: () => void;
  devanagari: boolean;
  /** Fraction answers need no slash (two boxes); whole answers need neither sign nor point. */
  allowSlash?: boolean;
  /** The space of a mixed number (1 5/18) in a typed answer; a fraction question has a whole-part box instead. */
  allowSpace?: boolean;
  disabled?: boolean;
  /** A digit box of a column sum takes digits only: no minus, no point. */
  signs?: boolean;
};

const keyClass =
  "min-h-14 rounded-xl border border-line bg-surface text-2xl font-semibold text-ink shadow-sm " +
  "active:scale-95 active:bg-brand-100 disabled:opacity-50";

/** One key of a keypad: a button with its spoken name when what it shows is a sign. */
export function KeyButton({
  className,
  label,
  disabled,
  onPress,
  children,
}: {
  className: string;
  label?: string | undefined;
  disabled?: boolean | undefined;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} disabled={disabled} onClick={onPress} aria-label={label}>
      {children}
    </button>
  );
}

export function Keypad({
  onKey,
  onDelete,
  onClear,
  devanagari,
  allowSlash = true,
  allowSpace = false,
  disabled,
  signs = true,
}: KeypadProps) {
  const { t } = useTranslation(NAMESPACE);
  const shown = (digit: string) => (devanagari ? toDevanagari(digit) : digit);
  const digit = (value: string) => (
    <KeyButton key={value} className={keyClass} disabled={disabled} onPress={() => onKey(shown(value))}>
      {shown(value)}
    </KeyButton>
  );
  /** A sign key (− . /), off where the answer takes no such sign. */
  const sign = (value: string, face: string, label: string, allowed: boolean) => (
    <KeyButton
      className={keyClass}
      disabled={disabled || !allowed}
      onPress={() => onKey(value)}
      label={label}
    >
      {face}
    </KeyButton>
  );
  return (
    <fieldset aria-label={t("keypad.label")} className="grid min-w-0 grid-cols-4 gap-2">
      {LATIN.slice(0, 3).map(digit)}
      <KeyButton className={keyClass} disabled={disabled} onPress={onDelete} label={t("keypad.delete")}>
        ⌫
      </KeyButton>
      {LATIN.slice(3, 6).map(digit)}
      <KeyButton className={cn(keyClass, "text-base")} disabled={disabled} onPress={onClear}>
        {t("keypad.clear")}
      </KeyButton>
      {LATIN.slice(6, 9).map(digit)}
      {sign("-", "−", t("keypad.minus"), signs)}
      {digit("0")}
      {sign(".", ".", t("keypad.point"), signs)}
      {sign("/", "/", t("keypad.slash"), allowSlash)}
      {allowSpace && (
        <KeyButton
          className={cn(keyClass, "text-base")}
          disabled={disabled}
          onPress={() => onKey(" ")}
          label={t("keypad.spaceLabel")}
        >
          {t("keypad.space")}
        </KeyButton>
      )}
    </fieldset>
  );
}

const ENDS_IN_DIGIT = /[0-9\u0966-\u096f]$/;

/**
 * A typed answer after one key: a minus only first, one point, one slash after a digit, at most 12
 * characters, and one space — only between a mixed number's whole part and its fraction (`1 5/18`),
 * so a space never splits one number (`4 0`).
 */
export function typed(current: string, key: string): string {
  if (current.length >= 12) return current;
  if (key === "-") return current === "" ? "-" : current;
  if (key === " ") return ENDS_IN_DIGIT.test(current) && !/[ ./]/.test(current) ? `${current} ` : current;
  if (key === "." && /[. ]/.test(current.split("/").at(-1) ?? "")) return current;
  if (key === "/" && (current.includes("/") || !ENDS_IN_DIGIT.test(current))) return current;
  return current + key;
}
