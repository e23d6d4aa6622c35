import { type ColumnsSetup, INDIAN_PLACES } from "@ganit/contracts/practice/index";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { NAMESPACE } from "../i18n.ts";
import { toDevanagari } from "../keypad.tsx";

/** How a screen reader names each operation of a column sum: "47 plus 38" (a division has its own words). */
const OP_NAMES = {
  "+": "touch.plus",
  "−": "touch.minus",
  "×": "touch.times",
  "÷": "touch.dividedBy",
} as const satisfies Record<ColumnsSetup["op"], string>;

/**
 * A sum laid out in columns (docs/adr/0651-touch-answers.md): the numbers one above the other, ones
 * under ones, and a box under each column for the answer's digit. The keypad writes into the chosen
 * box and moves one column left, as a child works from the ones; or the child types the whole answer.
 * A long division is drawn as a child writes it: the divisor, the dividend under its bar, and a box
 * above each digit of the dividend for the quotient's digit, filled from the left.
 */
export function TouchColumns({
  setup,
  digits,
  active,
  onSelect,
  whole,
  onWhole,
  text,
  keypad,
  devanagari,
  locked,
}: {
  setup: ColumnsSetup;
  digits: readonly string[];
  active: number;
  onSelect: (i: number) => void;
  whole: boolean;
  onWhole: (whole: boolean) => void;
  text: string;
  keypad: ReactNode;
  devanagari: boolean;
  locked: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const width = digits.length;
  const shown = (s: string) => (devanagari ? toDevanagari(s) : s);
  const row = (number: number) => shown(String(number)).padStart(width, " ").split("");
  const cell = "flex size-11 items-center justify-center text-2xl font-semibold tabular-nums";
  const opName = t(OP_NAMES[setup.op]);
  const boxes = (
    <fieldset className="flex justify-end gap-0" aria-label={t("touch.answerDigits")} disabled={locked}>
      {setup.op === "÷" ? null : <span className={cell} />}
      {digits.map((digit, i) => {
        const place = INDIAN_PLACES[width - 1 - i] ?? "ones";
        return (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
            key={i}
            type="button"
            aria-pressed={active === i}
            aria-label={t("touch.digitBox", {
              place: t(`touch.places.${place}`),
              digit: digit || t("touch.empty"),
            })}
            onClick={() => onSelect(i)}
            className={cn(
              cell,
              "rounded-lg border-2",
              active === i ? "border-brand-600 bg-brand-50" : "border-line bg-surface",
            )}
          >
            <span aria-hidden="true">{digit}</span>
          </button>
        );
      })}
    </fieldset>
  );
  return (
    <div className="grid gap-4">
      <p className="sr-only">
        {t(setup.op === "÷" ? "touch.columnsDivision" : "touch.columnsSum", {
          top: shown(String(setup.top)),
          op: opName,
          bottom: shown(String(setup.bottom)),
        })}
      </p>
      {whole ? (
        <output
          aria-live="polite"
          aria-label={t("answer.yourAnswer")}
          className="flex min-h-16 items-center justify-center rounded-xl border-2 border-brand-600 bg-surface text-3xl font-semibold tabular-nums"
        >
          {text || " "}
        </output>
      ) : setup.op === "÷" ? (
        <div className="mx-auto grid gap-1" dir="ltr">
          <div className="flex justify-end">{boxes}</div>
          <div aria-hidden="true" className="flex items-stretch justify-end">
            <span className={cn(cell, "w-auto px-1")}>{shown(String(setup.bottom))}</span>
            <span className="flex border-t-4 border-l-4 border-ink rounded-tl-lg">
              {row(setup.top).map((d, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                <span key={i} className={cell}>
                  {d.trim()}
                </span>
              ))}
            </span>
          </div>
        </div>
      ) : (
        <div className="mx-auto grid gap-1" dir="ltr">
          <div aria-hidden="true" className="flex justify-end">
            <span className={cell} />
            {row(setup.top).map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
              <span key={i} className={cell}>
                {d.trim()}
              </span>
            ))}
          </div>
          <div aria-hidden="true" className="flex justify-end border-b-4 border-ink pb-1">
            <span className={cell}>{setup.op}</span>
            {row(setup.bottom).map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
              <span key={i} className={cell}>
                {d.trim()}
              </span>
            ))}
          </div>
          {boxes}
        </div>
      )}
      {keypad}
      <button
        type="button"
        disabled={locked}
        onClick={() => onWhole(!whole)}
        className="min-h-12 justify-self-center rounded-lg px-3 text-body font-semibold text-brand-700 underline"
      >
        {t(whole ? "touch.useColumns" : "touch.typeWhole")}
      </button>
    </div>
  );
}
