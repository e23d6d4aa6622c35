import { pictureParts, SHADED } from "@ganit/contracts/practice/figures/fraction-picture";
import type { ShadeSetup } from "@ganit/contracts/practice/index";
import { createElement, type KeyboardEvent, type SVGProps } from "react";
import { useTranslation } from "react-i18next";
import { NAMESPACE } from "../i18n.ts";
import { toDevanagari } from "../keypad.tsx";

/**
 * Shading parts of a shape or a set (docs/adr/0651-touch-answers.md): tap a part to colour it, tap
 * again to clear it. Each part is a checkbox by role (Space or Enter toggles it, Tab goes on), and
 * how many are coloured is announced; the fraction coloured is the answer.
 */
export function TouchShade({
  setup,
  shaded,
  onChange,
  locked,
  devanagari,
}: {
  setup: ShadeSetup;
  shaded: readonly number[];
  onChange: (shaded: number[]) => void;
  locked: boolean;
  devanagari: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const shown = (n: number) => (devanagari ? toDevanagari(String(n)) : String(n));
  const toggle = (i: number) => {
    if (locked) return;
    onChange(shaded.includes(i) ? shaded.filter((p) => p !== i) : [...shaded, i].sort((a, b) => a - b));
  };
  const onKey = (i: number) => (event: KeyboardEvent) => {
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      toggle(i);
    }
  };
  const picture = pictureParts(setup.shape, setup.parts);
  return (
    <div className="grid justify-items-center gap-3">
      {/* biome-ignore lint/a11y/useSemanticElements: a drawing's parts are grouped by role; a fieldset cannot hold SVG */}
      <svg
        viewBox={`0 0 ${picture.width} ${picture.height}`}
        className="w-full max-w-[340px] select-none"
        role="group"
        aria-label={t(`touch.shape.${setup.shape}`, { parts: shown(setup.parts) })}
      >
        {picture.parts.map(({ tag, ...at }, i) => {
          const on = shaded.includes(i);
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG part cannot be an <input type="checkbox">; it is one, by role
            <g
              // biome-ignore lint/suspicious/noArrayIndexKey: a part is its place in the shape; the parts never move
              key={i}
              role="checkbox"
              tabIndex={locked ? -1 : 0}
              aria-checked={on}
              aria-disabled={locked || undefined}
              aria-label={t("touch.part", { n: shown(i + 1), parts: shown(setup.parts) })}
              onClick={() => toggle(i)}
              onKeyDown={onKey(i)}
              className="cursor-pointer outline-none [&:focus-visible>*]:stroke-accent-400"
              fill={on ? SHADED : "#ffffff"}
              stroke="#1f2937"
              strokeWidth={3}
            >
              {createElement(tag, at as SVGProps<SVGElement>)}
            </g>
          );
        })}
      </svg>
      <output aria-live="polite" className="text-xl font-semibold tabular-nums">
        {t("touch.shadedCount", {
          shown: shown(shaded.length),
          parts: shown(setup.parts),
        })}
      </output>
    </div>
  );
}
