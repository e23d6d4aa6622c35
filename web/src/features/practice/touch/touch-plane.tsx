import type { PlaneSetup } from "@ganit/contracts/practice/index";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NAMESPACE } from "../i18n.ts";
import { toDevanagari } from "../keypad.tsx";
import { StepButton, useDragToPlace } from "./touch-parts.tsx";

/**
 * Plotting a point on the coordinate plane (docs/adr/0715-plotting-a-point.md): a tap or a drag puts
 * the point on the nearest crossing of the grid (whole units only), drawn with its coordinates; a tap
 * elsewhere or the step buttons move it. By keyboard the plane takes the focus, the arrow keys move a
 * cursor one unit and Enter or Space plots the point there. A live line says where the point is
 * ("Point at (3, −2)"); the answer sent is that pair.
 */
export type PlanePoint = { x: number; y: number };

const SIZE = 340;
const PLOT = 300;
const EDGE = (SIZE - PLOT) / 2;
const minus = (n: number) => (n < 0 ? `−${-n}` : String(n));

export function TouchPlane({
  setup,
  point,
  onChange,
  locked,
  devanagari,
}: {
  setup: PlaneSetup;
  point: PlanePoint | null;
  onChange: (point: PlanePoint) => void;
  locked: boolean;
  devanagari: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const svg = useRef<SVGSVGElement>(null);
  const origin = { x: Math.max(setup.from, 0), y: Math.max(setup.from, 0) };
  const [cursor, setCursor] = useState<PlanePoint>(point ?? origin);
  const [focused, setFocused] = useState(false);
  /** Whether the cursor was last moved by the keyboard (it is announced until Enter plots it). */
  const [steering, setSteering] = useState(false);
  const unit = PLOT / (setup.to - setup.from);
  const px = (x: number) => EDGE + (x - setup.from) * unit;
  const py = (y: number) => EDGE + PLOT - (y - setup.from) * unit;
  const clamp = (v: number) => Math.min(setup.to, Math.max(setup.from, v));
  const shown = (n: number) => (devanagari ? toDevanagari(minus(n)) : minus(n));
  const units = Array.from({ length: setup.to - setup.from + 1 }, (_, i) => setup.from + i);

  const place = (next: PlanePoint) => {
    setCursor(next);
    setSteering(false);
    onChange(next);
  };
  const nearest = (event: PointerEvent): PlanePoint => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return cursor;
    const sx = ((event.clientX - box.left) / box.width) * SIZE;
    const sy = ((event.clientY - box.top) / box.height) * SIZE;
    return {
      x: clamp(Math.round((sx - EDGE) / unit) + setup.from),
      y: clamp(Math.round((EDGE + PLOT - sy) / unit) + setup.from),
    };
  };
  const drag = useDragToPlace(locked, (event) => place(nearest(event)));
  const move = (dx: number, dy: number) => {
    const from = point ?? cursor;
    place({ x: clamp(from.x + dx), y: clamp(from.y + dy) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (locked) return;
    const steps: Record<string, [number, number]> = {
      ArrowRight: [1, 0],
      ArrowLeft: [-1, 0],
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
    };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      setCursor({ x: clamp(cursor.x + step[0]), y: clamp(cursor.y + step[1]) });
      setSteering(true);
      return;
    }
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      // Enter plots the point, never the page's Check (a second Enter on the plane stays here).
      event.stopPropagation();
      place(cursor);
    }
  };
  const pair = (p: PlanePoint) => ({ x: shown(p.x), y: shown(p.y) });
  const placedText = point ? t("touch.planePoint", pair(point)) : t("touch.planeNotPlaced");
  const cursorAway = steering && (!point || point.x !== cursor.x || point.y !== cursor.y);
  const spoken = cursorAway ? t("touch.planeCursor", pair(cursor)) : placedText;
  const grid = units.map((v) => `M${px(v)} ${EDGE}V${EDGE + PLOT}M${EDGE} ${py(v)}H${EDGE + PLOT}`).join("");
  const labelX = point ? px(point.x) + (point.x < setup.to - 1 ? 10 : -10) : 0;
  return (
    <div className="grid gap-3">
      <svg
        ref={svg}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="mx-auto w-full max-w-[30rem] touch-none select-none rounded-lg outline-none focus-visible:outline-3 focus-visible:outline-accent-400"
        role="application"
        tabIndex={locked ? -1 : 0}
        aria-label={t("touch.planeLabel", { from: shown(setup.from), to: shown(setup.to) })}
        aria-disabled={locked || undefined}
        data-testid="plot-plane"
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setSteering(false);
        }}
        {...drag}
      >
        <rect x={0} y={0} width={SIZE} height={SIZE} fill="#ffffff" />
        <path d={grid} stroke="#d1d5db" strokeWidth={1} fill="none" />
        <g stroke="#111827" strokeWidth={2}>
          <line x1={EDGE} y1={py(origin.y)} x2={EDGE + PLOT} y2={py(origin.y)} />
          <line x1={px(origin.x)} y1={EDGE} x2={px(origin.x)} y2={EDGE + PLOT} />
        </g>
        <g fontSize={12} fill="#374151">
          {units
            .filter((v) => v !== 0)
            .map((v) => (
              <g key={v}>
                <text x={px(v)} y={py(origin.y) + 15} textAnchor="middle">
                  {shown(v)}
                </text>
                <text x={px(origin.x) - 5} y={py(v) + 4} textAnchor="end">
                  {shown(v)}
                </text>
              </g>
            ))}
          <text x={px(origin.x) - 5} y={py(origin.y) + 15} textAnchor="end">
            O
          </text>
          <text x={EDGE + PLOT + 6} y={py(origin.y) - 6} fontSize={14} fontStyle="italic">
            x
          </text>
          <text x={px(origin.x) + 6} y={EDGE - 6} fontSize={14} fontStyle="italic">
            y
          </text>
        </g>
        {focused && !locked && (
          <circle
            data-testid="plot-cursor"
            cx={px(cursor.x)}
            cy={py(cursor.y)}
            r={11}
            fill="none"
            stroke="#d97706"
            strokeWidth={3}
            strokeDasharray="4 3"
          />
        )}
        {point && (
          <g data-testid="plotted-point" data-x={point.x} data-y={point.y}>
            <circle cx={px(point.x)} cy={py(point.y)} r={7} fill="#b91c1c" stroke="#7f1d1d" strokeWidth={2} />
            <text
              x={labelX}
              y={py(point.y) + (point.y > setup.from + 1 ? -10 : 20)}
              textAnchor={point.x < setup.to - 1 ? "start" : "end"}
              fontSize={15}
              fontWeight={700}
              fill="#b91c1c"
              stroke="#ffffff"
              strokeWidth={3}
              paintOrder="stroke"
            >
              {`(${shown(point.x)}, ${shown(point.y)})`}
            </text>
          </g>
        )}
      </svg>
      <output aria-live="polite" className="sr-only">
        {spoken}
      </output>
      <p aria-hidden="true" className="text-center text-xl font-semibold tabular-nums">
        {placedText}
      </p>
      <div className="mx-auto grid w-full max-w-xs grid-cols-3 gap-2">
        <span />
        <StepButton disabled={locked} label={t("touch.planeUp")} onClick={() => move(0, 1)}>
          ↑
        </StepButton>
        <span />
        <StepButton disabled={locked} label={t("touch.planeLeft")} onClick={() => move(-1, 0)}>
          ←
        </StepButton>
        <StepButton disabled={locked} label={t("touch.planeDown")} onClick={() => move(0, -1)}>
          ↓
        </StepButton>
        <StepButton disabled={locked} label={t("touch.planeRight")} onClick={() => move(1, 0)}>
          →
        </StepButton>
      </div>
    </div>
  );
}
