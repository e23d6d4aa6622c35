import type { ShadeSetup } from "@ganit/contracts/practice/index";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { NAMESPACE } from "../i18n.ts";
import { toDevanagari } from "../keypad.tsx";

/**
 * Shading parts of a shape or a set (docs/adr/0651-touch-answers.md): tap a part to colour it, tap
 * again to clear it. Each part is a checkbox by role (Space or Enter toggles it, Tab goes on), and
 * how many are coloured is announced; the fraction coloured is the answer.
 */
const SHADED = "#f59e0b";
const r2 = (v: number) => Math.round(v * 100) / 100;

function partShape(setup: ShadeSetup, i: number) {
  const { shape, parts } = setup;
  if (shape === "bar") {
    const w = 300 / parts;
    return { box: "0 0 340 100", el: <rect x={r2(20 + i * w)} y={10} width={r2(w)} height={80} /> };
  }
  if (shape === "circle") {
    const a = (2 * Math.PI * i) / parts;
    const b = (2 * Math.PI * (i + 1)) / parts;
    const [x1, y1, x2, y2] = [
      90 + 80 * Math.sin(a),
      90 - 80 * Math.cos(a),
      90 + 80 * Math.sin(b),
      90 - 80 * Math.cos(b),
    ].map(r2);
    return { box: "0 0 180 180", el: <path d={`M90 90 L${x1} ${y1} A80 80 0 0 1 ${x2} ${y2} Z`} /> };
  }
  const rows = Math.ceil(parts / 6);
  return {
    box: `0 0 320 ${rows * 50 + 10}`,
    el: <circle cx={30 + (i % 6) * 50} cy={30 + Math.floor(i / 6) * 50} r={20} />,
  };
}

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
  const parts = Array.from({ length: setup.parts }, (_, i) => ({ i, ...partShape(setup, i) }));
  return (
    <div className="grid justify-items-center gap-3">
      {/* biome-ignore lint/a11y/useSemanticElements: a drawing's parts are grouped by role; a fieldset cannot hold SVG */}
      <svg
        viewBox={parts[0]?.box}
        className="w-full max-w-[340px] select-none"
        role="group"
        aria-label={t(`touch.shape.${setup.shape}`, { parts: shown(setup.parts) })}
      >
        {parts.map(({ i, el }) => {
          const on = shaded.includes(i);
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG part cannot be an <input type="checkbox">; it is one, by role
            <g
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
              {el}
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
