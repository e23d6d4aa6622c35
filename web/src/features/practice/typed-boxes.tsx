import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";
import type { Draft } from "./question.tsx";

/** A box the keypad writes into (a blank, a fraction's numerator); tap it to write there. */
export function TypedBox({
  label,
  value,
  active,
  onSelect,
}: {
  label: string;
  value: string;
  active: boolean;
  onSelect?: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={`${label}: ${value}`}
      aria-pressed={onSelect ? active : undefined}
      onClick={onSelect}
      className={cn(
        "flex min-h-14 min-w-24 items-center justify-center rounded-xl border-2 px-3 text-2xl font-semibold tabular-nums",
        active ? "border-brand-600 bg-brand-50" : "border-line bg-surface",
      )}
    >
      <span aria-hidden="true">{value || " "}</span>
    </button>
  );
}

/**
 * A fraction answer: numerator over denominator, and to their left a whole-part box for a mixed
 * number (1 5/18) when the question takes one. The parts are [numerator, denominator, whole].
 */
export function FractionAnswer({
  draft,
  onDraft,
  keypad,
  labels,
}: {
  draft: Draft;
  onDraft: (draft: Draft) => void;
  keypad: ReactNode;
  labels: { whole: string; wholeShort: string; numerator: string; denominator: string };
}) {
  const box = (i: number, label: string) => (
    <TypedBox
      label={label}
      value={draft.parts[i] ?? ""}
      active={draft.active === i}
      onSelect={() => onDraft({ ...draft, active: i })}
    />
  );
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-center gap-3">
        {draft.parts.length > 2 && (
          <div className="flex flex-col items-center gap-1">
            {box(2, labels.whole)}
            <span aria-hidden="true" className="text-caption text-ink-muted">
              {labels.wholeShort}
            </span>
          </div>
        )}
        <div className="flex flex-col items-center gap-1">
          {box(0, labels.numerator)}
          <span aria-hidden="true" className="block h-1 w-28 rounded bg-ink" />
          {box(1, labels.denominator)}
        </div>
      </div>
      {keypad}
    </div>
  );
}
