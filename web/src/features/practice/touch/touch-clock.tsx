import type { ClockAnswer } from "@ganit/contracts/practice/index";
import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NAMESPACE } from "../i18n.ts";
import { toDevanagari } from "../keypad.tsx";
import { StepButton, useTouchLabels } from "./touch-parts.tsx";

/**
 * Setting a clock's hands (docs/adr/0651-touch-answers.md): drag a hand round the face, or focus a
 * hand and press the arrow keys (the long hand moves 5 minutes, the short hand an hour), or tap the
 * buttons under the clock. The time the hands show is announced; it is the answer.
 */
const C = 100;
const at = (angle: number, radius: number) => {
  const r = (angle * Math.PI) / 180;
  return { x: C + radius * Math.sin(r), y: C - radius * Math.cos(r) };
};
export const timeText = ({ hour, minute }: ClockAnswer) =>
  `${hour % 12 || 12}:${String(minute).padStart(2, "0")}`;

/** Minutes moved on a 12-hour face: past the hour the short hand goes with the long one. */
export function movedMinutes(time: ClockAnswer, by: number): ClockAnswer {
  const total = ((((time.hour % 12) * 60 + time.minute + by) % 720) + 720) % 720;
  return { hour: Math.floor(total / 60) % 12 || 12, minute: total % 60 };
}

export function TouchClock({
  value,
  onChange,
  locked,
  devanagari,
}: {
  value: ClockAnswer;
  onChange: (time: ClockAnswer) => void;
  locked: boolean;
  devanagari: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const labels = useTouchLabels();
  const dragging = useRef<"hour" | "minute" | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const shown = (text: string) => (devanagari ? toDevanagari(text) : text);
  const said = shown(timeText(value));
  const hourAngle = (value.hour % 12) * 30 + value.minute / 2;
  const minuteAngle = value.minute * 6;

  const angleOf = (event: PointerEvent) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return 0;
    const x = ((event.clientX - box.left) / box.width) * 200 - C;
    const y = ((event.clientY - box.top) / box.height) * 200 - C;
    return ((Math.atan2(x, -y) * 180) / Math.PI + 360) % 360;
  };
  const setFromAngle = (hand: "hour" | "minute", angle: number) => {
    if (hand === "minute") {
      const minute = (Math.round(angle / 30) * 5) % 60;
      // Across 12 the hour changes with it, as on a real clock.
      let hour = value.hour;
      if (value.minute >= 45 && minute <= 15) hour = (hour % 12) + 1;
      if (value.minute <= 15 && minute >= 45) hour = ((hour + 10) % 12) + 1;
      onChange({ hour, minute });
    } else {
      const hour = Math.round((angle - value.minute / 2) / 30 + 12) % 12 || 12;
      onChange({ hour, minute: value.minute });
    }
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (locked) return;
    const angle = angleOf(event);
    // The hand nearer the touch is the one taken; a touch near the middle takes the short hand.
    const box = svg.current?.getBoundingClientRect();
    const x = box ? ((event.clientX - box.left) / box.width) * 200 - C : 0;
    const y = box ? ((event.clientY - box.top) / box.height) * 200 - C : 0;
    const far = Math.hypot(x, y) > 58;
    const gap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
    const hand = far || gap(angle, minuteAngle) < gap(angle, hourAngle) - 20 ? "minute" : "hour";
    dragging.current = hand;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setFromAngle(hand, angle);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (dragging.current && !locked) setFromAngle(dragging.current, angleOf(event));
  };
  const keys = (hand: "hour" | "minute") => (event: KeyboardEvent) => {
    if (locked) return;
    const step = hand === "minute" ? 5 : 60;
    const by: Record<string, number> = {
      ArrowUp: step,
      ArrowRight: step,
      ArrowDown: -step,
      ArrowLeft: -step,
      PageUp: 60,
      PageDown: -60,
    };
    const move = by[event.key];
    if (move === undefined) return;
    event.preventDefault();
    onChange(
      hand === "hour" ? { ...value, hour: movedMinutes(value, move).hour } : movedMinutes(value, move),
    );
  };
  const hand = (name: "hour" | "minute", angle: number, length: number, width: number, colour: string) => {
    const tip = at(angle, length);
    return (
      <g
        role="slider"
        tabIndex={locked ? -1 : 0}
        aria-label={t(name === "hour" ? "touch.hourHand" : "touch.minuteHand")}
        aria-valuemin={name === "hour" ? 1 : 0}
        aria-valuemax={name === "hour" ? 12 : 55}
        aria-valuenow={name === "hour" ? value.hour % 12 || 12 : value.minute}
        aria-valuetext={t("touch.clockShows", { time: said })}
        aria-disabled={locked || undefined}
        onKeyDown={keys(name)}
        className="cursor-grab outline-none [&:focus-visible>line:first-child]:stroke-accent-400"
      >
        <line x1={C} y1={C} x2={tip.x} y2={tip.y} stroke="transparent" strokeWidth={width + 14} />
        <line x1={C} y1={C} x2={tip.x} y2={tip.y} stroke={colour} strokeWidth={width} strokeLinecap="round" />
        <circle cx={tip.x} cy={tip.y} r={name === "minute" ? 7 : 8} fill={colour} />
      </g>
    );
  };
  return (
    <div className="grid justify-items-center gap-3">
      {/* biome-ignore lint/a11y/useSemanticElements: a drawing's parts are grouped by role; a fieldset cannot hold SVG */}
      <svg
        ref={svg}
        viewBox="0 0 200 200"
        className="w-full max-w-[280px] touch-none select-none"
        role="group"
        aria-label={t("touch.clockLabel")}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          dragging.current = null;
        }}
      >
        <circle cx={C} cy={C} r={96} fill="#fffbeb" stroke="#92400e" strokeWidth={6} />
        {Array.from({ length: 60 }, (_, i) => {
          const long = i % 5 === 0;
          const a = at(i * 6, long ? 80 : 85);
          const b = at(i * 6, 90);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the face's marks are positional
            <line key={i} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#1f2937" strokeWidth={long ? 3 : 1} />
          );
        })}
        {Array.from({ length: 12 }, (_, i) => {
          const p = at((i + 1) * 30, 66);
          return (
            <text
              // biome-ignore lint/suspicious/noArrayIndexKey: the numerals are positional
              key={i}
              x={p.x}
              y={p.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={20}
              fontWeight={600}
              fill="#111827"
            >
              {shown(String(i + 1))}
            </text>
          );
        })}
        {hand("hour", hourAngle, 48, 8, "#1e3a8a")}
        {hand("minute", minuteAngle, 78, 4, "#b91c1c")}
        <circle cx={C} cy={C} r={6} fill="#111827" />
      </svg>
      <output aria-live="polite" className="text-2xl font-semibold tabular-nums">
        {t("touch.clockShows", { time: said })}
      </output>
      <div className="grid w-full grid-cols-2 gap-2">
        <StepButton
          disabled={locked}
          label={labels.hourBack}
          onClick={() => onChange({ ...value, hour: movedMinutes(value, -60).hour })}
        >
          ↺ {t("touch.hourShort")}
        </StepButton>
        <StepButton
          disabled={locked}
          label={labels.hourOn}
          onClick={() => onChange({ ...value, hour: movedMinutes(value, 60).hour })}
        >
          {t("touch.hourShort")} ↻
        </StepButton>
        <StepButton
          disabled={locked}
          label={labels.minutesBack}
          onClick={() => onChange(movedMinutes(value, -5))}
        >
          ↺ {t("touch.minutesShort")}
        </StepButton>
        <StepButton
          disabled={locked}
          label={labels.minutesOn}
          onClick={() => onChange(movedMinutes(value, 5))}
        >
          {t("touch.minutesShort")} ↻
        </StepButton>
      </div>
    </div>
  );
}
