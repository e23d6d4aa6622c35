import {
  columnBoxes,
  fillsFromLeft,
  planeText,
  type StudentAnswer,
  type StudentItem,
} from "@ganit/contracts/practice/index";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { ExpressionAnswer } from "./expression-answer.tsx";
import { NAMESPACE } from "./i18n.ts";
import { Keypad, typed } from "./keypad.tsx";
import { MathHtml } from "./math-html.tsx";
import { FractionAnswer, TypedBox } from "./typed-boxes.tsx";
import { useTypedKeys } from "./typed-keys.ts";

// The touch widgets (clock, tray, number line, shading, columns, plane) load with the first question needing one.
const TouchAnswer = lazy(() => import("./touch/touch-answer.tsx"));

/**
 * One question's answer area, by kind. The prompt and choices are the server's HTML (KaTeX rendered
 * when the set was saved, or a generator's escaped text): shown as it is, no maths script runs here.
 * Single choice has round marks, multiple choice square ones, so a child sees which is which.
 */
export type Draft = {
  text: string;
  /** Fraction: numerator, denominator and the whole part of a mixed number; blanks: one text per blank. */
  parts: string[];
  /** Which box the keypad writes into (fraction, blanks). */
  active: number;
  chosen: number[];
  /** A touch answer's state: the clock's time, the tray's pieces, the point's mark, the parts shaded. */
  touch?: unknown;
  /** A column sum typed whole instead of digit by digit. */
  whole?: boolean;
};

/** How many answer boxes a column sum has (none for any other question). */
const boxesOf = (item: StudentItem) => (item.touch?.touch === "columns" ? columnBoxes(item.touch) : 0);
/** A long division is filled from the left, every other column sum from the ones. */
const fromLeft = (item: StudentItem) => item.touch?.touch === "columns" && fillsFromLeft(item.touch);

export const emptyDraft = (item: StudentItem): Draft => ({
  text: "",
  parts:
    item.kind === "fraction"
      ? wholePart(item)
        ? ["", "", ""]
        : ["", ""]
      : Array.from({ length: item.blanks ?? boxesOf(item) }, () => ""),
  // A column sum is filled from the ones, the rightmost box; a long division from the left.
  active: fromLeft(item) ? 0 : Math.max(0, boxesOf(item) - 1),
  ...(item.kind === "time" ? { touch: { hour: 12, minute: 0 } } : {}),
  chosen:
    item.kind === "ordering"
      ? (item.items ?? []).map((_, i) => i)
      : item.kind === "matching"
        ? (item.left ?? []).map(() => -1)
        : [],
});

/** A fraction question offers a whole-part box (1 5/18) unless it asks for the fraction itself. */
const wholePart = (item: StudentItem) => item.kind === "fraction" && item.form !== "fraction";
/** A decimal or a percentage needs neither a fraction bar nor a mixed number's space. */
const fractionKeys = (item: StudentItem) => item.form !== "decimal" && item.form !== "percent";

/** The answer to send, or null while it is incomplete. */
export function answerOf(item: StudentItem, draft: Draft): StudentAnswer | null {
  switch (item.kind) {
    case "time":
      return (draft.touch as StudentAnswer | undefined) ?? null;
    case "numeric":
      if (item.touch?.touch === "money") {
        const pieces = (draft.touch as { value: number }[] | undefined) ?? [];
        return pieces.length > 0 ? { pieces: pieces.map((piece) => piece.value) } : null;
      }
      if (item.touch?.touch === "point")
        return typeof draft.touch === "number" ? { tick: draft.touch } : null;
      if (item.touch?.touch === "columns" && !draft.whole)
        return draft.parts.some(Boolean) ? { digits: draft.parts } : null;
      return draft.text === "" ? null : draft.text;
    case "expression":
    case "solution":
      return draft.text.trim() === "" ? null : draft.text;
    case "plot": {
      // The plotted point travels as the pair a child would write: (3, -2).
      const point = draft.touch as { x: number; y: number } | undefined;
      return point ? planeText(point) : null;
    }
    case "fraction": {
      if (item.touch) {
        const shaded = (draft.touch as number[] | undefined) ?? [];
        return shaded.length > 0 ? { shaded } : null;
      }
      const [numerator = "", denominator = "", whole = ""] = draft.parts;
      if (!numerator || !denominator) return null;
      return whole ? { whole, numerator, denominator } : { numerator, denominator };
    }
    case "blanks":
      return draft.parts.every(Boolean) ? draft.parts : null;
    case "single":
      return draft.chosen[0] ?? null;
    case "multiple":
      return draft.chosen.length > 0 ? [...draft.chosen].sort((a, b) => a - b) : null;
    case "matching":
      return draft.chosen.every((i) => i >= 0) ? draft.chosen : null;
    case "ordering":
      return draft.chosen;
  }
}

type Props = {
  item: StudentItem;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  devanagari: boolean;
  locked: boolean;
  /** After a second miss: the right options, marked in the choices. */
  reveal?: number[];
  /** Enter on a physical keyboard. */
  onEnter?: () => void;
};

const choiceClass = (selected: boolean) =>
  cn(
    "flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-4 py-3 text-left text-lead",
    selected ? "border-brand-600 bg-brand-50" : "border-line bg-surface",
  );

export function QuestionAnswer({ item, draft, onDraft, devanagari, locked, reveal = [], onEnter }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const columns = item.touch?.touch === "columns";
  const typedInto =
    columns && !draft.whole
      ? (update: (text: string) => string) => writeDigit(update)
      : item.touch || item.kind === "time"
        ? null
        : item.kind === "numeric"
          ? (update: (text: string) => string) => onDraft({ ...draft, text: update(draft.text) })
          : item.kind === "fraction" || item.kind === "blanks"
            ? (update: (text: string) => string) => writePart(update)
            : null;
  // A physical keyboard writes where the on-page keypad writes (a fraction's boxes take no slash).
  useTypedKeys({
    devanagari,
    locked,
    onKey: (key) => {
      if (key === "/" && item.kind === "fraction") return;
      typedInto?.((text) => typed(text, key));
    },
    onDelete: () => typedInto?.((text) => text.slice(0, -1)),
    ...(onEnter ? { onEnter } : {}),
  });
  const keypad = (write: (update: (text: string) => string) => void, slash: boolean, signs = true) => (
    <Keypad
      devanagari={devanagari}
      allowSlash={slash}
      allowSpace={slash}
      signs={signs}
      disabled={locked}
      onKey={(key) => write((text) => typed(text, key))}
      onDelete={() => write((text) => text.slice(0, -1))}
      onClear={() => write(() => "")}
    />
  );
  const writePart = (update: (text: string) => string) =>
    onDraft({ ...draft, parts: draft.parts.map((part, i) => (i === draft.active ? update(part) : part)) });
  /**
   * One digit a box: a digit written moves one column left (the next place up), or right in a long
   * division (the next digit brought down); a deletion stays.
   */
  const writeDigit = (update: (text: string) => string) => {
    const before = draft.parts[draft.active] ?? "";
    const after = [...update(before)].slice(-1).join("");
    // A column's box holds one digit: a minus or a point typed there is no digit of a sum.
    if (after !== "" && !/^[0-9\u0966-\u096f]$/.test(after)) return;
    const parts = draft.parts.map((part, i) => (i === draft.active ? after : part));
    const wrote = after !== "" && after !== before;
    const next = fromLeft(item)
      ? Math.min(draft.parts.length - 1, draft.active + 1)
      : Math.max(0, draft.active - 1);
    onDraft({ ...draft, parts, active: wrote ? next : draft.active });
  };

  if (item.kind === "time" || item.touch) {
    const columnsKeypad = columns
      ? draft.whole
        ? keypad((update) => onDraft({ ...draft, text: update(draft.text) }), false)
        : keypad(writeDigit, false, false)
      : null;
    return (
      <Suspense fallback={<p className="text-body text-ink-muted">{t("touch.loading")}</p>}>
        <TouchAnswer
          item={item}
          draft={draft}
          onDraft={onDraft}
          locked={locked}
          devanagari={devanagari}
          keypad={columnsKeypad}
        />
      </Suspense>
    );
  }

  if (item.kind === "numeric") {
    return (
      <div className="grid gap-4">
        <output
          aria-live="polite"
          aria-label={t("answer.yourAnswer")}
          className="flex min-h-16 items-center justify-center rounded-xl border-2 border-brand-600 bg-surface text-3xl font-semibold tabular-nums"
        >
          {draft.text || " "}
        </output>
        {keypad((update) => onDraft({ ...draft, text: update(draft.text) }), fractionKeys(item))}
      </div>
    );
  }
  if (item.kind === "expression" || item.kind === "solution")
    return (
      <ExpressionAnswer
        item={item}
        text={draft.text}
        onText={(text) => onDraft({ ...draft, text })}
        devanagari={devanagari}
        locked={locked}
      />
    );
  if (item.kind === "fraction")
    return (
      <FractionAnswer
        draft={draft}
        onDraft={onDraft}
        keypad={keypad(writePart, false)}
        labels={{
          whole: t("answer.whole"),
          wholeShort: t("answer.wholeShort"),
          numerator: t("answer.numerator"),
          denominator: t("answer.denominator"),
        }}
      />
    );
  if (item.kind === "blanks") {
    const labels = draft.parts.map((_, i) => t("answer.blank", { n: i + 1 }));
    return (
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center justify-center gap-3">
          {draft.parts.map((part, i) => (
            <div key={labels[i]} className="flex flex-col items-center">
              <TypedBox
                label={labels[i] ?? ""}
                value={part}
                active={draft.active === i}
                onSelect={() => onDraft({ ...draft, active: i })}
              />
              <span className="text-caption text-ink-muted">{labels[i]}</span>
            </div>
          ))}
        </div>
        {keypad(writePart, true)}
      </div>
    );
  }
  if (item.kind === "single" || item.kind === "multiple") {
    const many = item.kind === "multiple";
    const toggle = (i: number) =>
      onDraft({
        ...draft,
        chosen: many
          ? draft.chosen.includes(i)
            ? draft.chosen.filter((c) => c !== i)
            : [...draft.chosen, i]
          : [i],
      });
    return (
      <fieldset className="grid gap-3" disabled={locked}>
        <legend className="mb-2 text-body text-ink-muted">
          {t(many ? "answer.chooseMany" : "answer.chooseOne")}
        </legend>
        {(item.options ?? []).map((option, i) => {
          const selected = draft.chosen.includes(i);
          const right = reveal.includes(i);
          return (
            <label
              // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (the answer is the index)
              key={i}
              className={cn(
                choiceClass(selected),
                "cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-400",
                right && "border-success-600 bg-success-50",
              )}
            >
              <input
                type={many ? "checkbox" : "radio"}
                name={`choice-${item.id}`}
                className="sr-only"
                checked={selected}
                onChange={() => toggle(i)}
              />
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center border-2 border-brand-700",
                  many ? "rounded-md" : "rounded-full",
                  selected && "bg-brand-700 text-white",
                )}
              >
                {selected ? (many ? "✓" : "●") : ""}
              </span>
              <MathHtml html={option} devanagari={devanagari} />
              {right && (
                <span className="ms-auto shrink-0 font-semibold text-success-800">
                  <span aria-hidden="true">✓</span> <span className="sr-only">{t("answer.rightMark")}</span>
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
    );
  }
  if (item.kind === "matching") {
    return (
      <div className="grid gap-3">
        <p className="text-body text-ink-muted">{t("answer.matchHint")}</p>
        {(item.left ?? []).map((left, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: pairs are positional
          <div key={i} className="grid gap-1 rounded-xl border border-line bg-surface p-3">
            <MathHtml html={left} className="text-lead" devanagari={devanagari} />
            <select
              aria-label={t("answer.matchWith", { left: left.replace(/<[^>]*>/g, "") })}
              className="min-h-12 rounded-lg border-2 border-line bg-surface px-3 text-lead"
              disabled={locked}
              value={draft.chosen[i] ?? -1}
              onChange={(event) =>
                onDraft({
                  ...draft,
                  chosen: draft.chosen.map((c, j) => (j === i ? Number(event.target.value) : c)),
                })
              }
            >
              <option value={-1}>—</option>
              {(item.right ?? []).map((right, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: options are positional
                <option key={j} value={j}>
                  {right.replace(/<[^>]*>/g, "")}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    );
  }
  const move = (from: number, to: number) => {
    const next = [...draft.chosen];
    [next[from], next[to]] = [next[to] as number, next[from] as number];
    onDraft({ ...draft, chosen: next });
  };
  return (
    <div className="grid gap-3">
      <p className="text-body text-ink-muted">{t("answer.orderHint")}</p>
      <ol className="grid gap-2">
        {draft.chosen.map((shown, position) => (
          <li key={shown} className="flex items-center gap-2 rounded-xl border border-line bg-surface p-2">
            <span className="w-6 text-center font-semibold">{t("answer.position", { n: position + 1 })}</span>
            <MathHtml html={item.items?.[shown] ?? ""} className="flex-1 text-lead" devanagari={devanagari} />
            <button
              type="button"
              className="min-h-12 min-w-12 rounded-lg border border-line"
              aria-label={t("answer.moveUp")}
              disabled={locked || position === 0}
              onClick={() => move(position, position - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="min-h-12 min-w-12 rounded-lg border border-line"
              aria-label={t("answer.moveDown")}
              disabled={locked || position === draft.chosen.length - 1}
              onClick={() => move(position, position + 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
