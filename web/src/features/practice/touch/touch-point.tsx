import { type PointSetup, pointValue } from "@ganit/contracts/practice/index";
import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NAMESPACE } from "../i18n.ts";
import { toDevanagari } from "../keypad.tsx";
import { StepButton, useDragToPlace } from "./touch-parts.tsx";

/**
 * Placing a point on a number line (docs/adr/0651-touch-answers.md): tap or drag along the line and
 * the point snaps to the nearest mark; or focus the point and press the arrow keys, one mark a press.
 * Its value is announced (3/4, 2 1/2); it is the answer.
 */
const W = 340;
const LEFT = 20;
const RIGHT = W - 20;
const Y = 44;

/** A mark's value as a child writes it: 7, 3/4, 2 1/2. */
export function markText(setup: PointSetup, tick: number): string {
  const { n, d } = pointValue(setup, tick);
  if (d === 1) return String(n);
  const whole = Math.floor(n / d);
  return whole === 0 ? `${n % d}/${d}` : `${whole} ${n % d}/${d}`;
}

export function TouchPoint({
  setup,
  tick,
  onChange,
  locked,
  devanagari,
}: {
  setup: PointSetup;
  tick: number | null;
  onChange: (tick: number) => void;
  locked: boolean;
  devanagari: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const svg = useRef<SVGSVGElement>(null);
  const shown = (text: string) => (devanagari ? toDevanagari(text) : text);
  const x = (i: number) => LEFT + ((RIGHT - LEFT) * i) / setup.gaps;
  const nearest = (event: PointerEvent) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return 0;
    const along = ((event.clientX - box.left) / box.width) * W;
    return Math.min(setup.gaps, Math.max(0, Math.round(((along - LEFT) / (RIGHT - LEFT)) * setup.gaps)));
  };
  const drag = useDragToPlace(locked, (event) => onChange(nearest(event)));
  const move = (by: number) => onChange(Math.min(setup.gaps, Math.max(0, (tick ?? (by > 0 ? -1 : 1)) + by)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (locked) return;
    const by: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      onChange(event.key === "Home" ? 0 : setup.gaps);
      return;
    }
    const step = by[event.key];
    if (step === undefined) return;
    event.preventDefault();
    move(step);
  };
  const valueText =
    tick === null ? t("touch.pointNotPlaced") : t("touch.pointAt", { value: shown(markText(setup, tick)) });
  return (
    <div className="grid gap-3">
      {/* biome-ignore lint/a11y/useSemanticElements: a drawing's parts are grouped by role; a fieldset cannot hold SVG */}
      <svg
        ref={svg}
        viewBox={`0 0 ${W} 90`}
        className="w-full touch-none select-none"
        role="group"
        aria-label={t("touch.lineLabel", { from: shown(String(setup.from)), to: shown(String(setup.to)) })}
        {...drag}
      >
        <rect x={0} y={0} width={W} height={90} fill="transparent" />
        <line x1={LEFT - 12} y1={Y} x2={RIGHT + 12} y2={Y} stroke="#111827" strokeWidth={2} />
        <path d={`M${LEFT - 16} ${Y} l8 -6 v12 z M${RIGHT + 16} ${Y} l-8 -6 v12 z`} fill="#111827" />
        {Array.from({ length: setup.gaps + 1 }, (_, i) => {
          const tall = i % setup.labelEvery === 0;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: marks are positional
            <g key={i}>
              <line
                x1={x(i)}
                y1={Y - (tall ? 12 : 8)}
                x2={x(i)}
                y2={Y + (tall ? 12 : 8)}
                stroke="#111827"
                strokeWidth={tall ? 3 : 2}
              />
              {tall && (
                <text x={x(i)} y={Y + 32} textAnchor="middle" fontSize={18} fontWeight={600} fill="#111827">
                  {shown(markText(setup, i))}
                </text>
              )}
            </g>
          );
        })}
        <g
          role="slider"
          tabIndex={locked ? -1 : 0}
          aria-label={t("touch.point")}
          aria-valuemin={0}
          aria-valuemax={setup.gaps}
          aria-valuenow={tick ?? 0}
          aria-valuetext={valueText}
          aria-disabled={locked || undefined}
          onKeyDown={onKeyDown}
          className="outline-none [&:focus-visible>circle:last-child]:stroke-accent-400"
        >
          <circle cx={x(tick ?? 0)} cy={Y} r={18} fill="transparent" />
          <circle
            cx={x(tick ?? 0)}
            cy={Y}
            r={9}
            fill={tick === null ? "#ffffff" : "#dc2626"}
            stroke={tick === null ? "#9ca3af" : "#7f1d1d"}
            strokeDasharray={tick === null ? "3 3" : undefined}
            strokeWidth={3}
          />
        </g>
      </svg>
      <output aria-live="polite" className="text-center text-xl font-semibold tabular-nums">
        {valueText}
      </output>
      <div className="grid grid-cols-2 gap-2">
        <StepButton disabled={locked} label={t("touch.moveLeft")} onClick={() => move(-1)}>
          ←
        </StepButton>
        <StepButton disabled={locked} label={t("touch.moveRight")} onClick={() => move(1)}>
          →
        </StepButton>
      </div>
    </div>
  );
}
