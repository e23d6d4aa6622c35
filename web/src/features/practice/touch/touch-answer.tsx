import type { ClockAnswer, StudentItem } from "@ganit/contracts/practice/index";
import type { ReactNode } from "react";
import type { Draft } from "../question.tsx";
import { TouchClock } from "./touch-clock.tsx";
import { TouchColumns } from "./touch-columns.tsx";
import { TouchMoney, type TrayPiece } from "./touch-money.tsx";
import { TouchPlane } from "./touch-plane.tsx";
import { TouchPoint } from "./touch-point.tsx";
import { TouchShade } from "./touch-shade.tsx";

/**
 * The touch answers' widgets (docs/adr/0651-touch-answers.md), loaded only when a question needs
 * one: the clock, the tray, the number line, the shape to shade, the column sum and the coordinate
 * plane to plot a point on. Each keeps its
 * state in the question's draft (`touch`), which ../question.tsx turns into the answer sent.
 */
export default function TouchAnswer({
  item,
  draft,
  onDraft,
  locked,
  devanagari,
  keypad,
}: {
  item: StudentItem;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  locked: boolean;
  devanagari: boolean;
  keypad: ReactNode;
}) {
  const common = { locked, devanagari };
  // The widget's state as the draft holds it (or where a fresh widget starts), and its changes kept.
  const held = <State,>(fresh: State) => (draft.touch as State | undefined) ?? fresh;
  const hold = (touch: unknown) => onDraft({ ...draft, touch });
  if (item.kind === "time")
    return <TouchClock {...common} value={held<ClockAnswer>({ hour: 12, minute: 0 })} onChange={hold} />;
  const touch = item.touch;
  if (!touch) return null;
  switch (touch.touch) {
    case "money":
      return <TouchMoney {...common} setup={touch} pieces={held<TrayPiece[]>([])} onChange={hold} />;
    case "point":
      return <TouchPoint {...common} setup={touch} tick={held<number | null>(null)} onChange={hold} />;
    case "shade":
      return <TouchShade {...common} setup={touch} shaded={held<number[]>([])} onChange={hold} />;
    case "plane":
      return (
        <TouchPlane
          {...common}
          setup={touch}
          point={held<{ x: number; y: number } | null>(null)}
          onChange={hold}
        />
      );
    case "columns":
      return (
        <TouchColumns
          {...common}
          setup={touch}
          digits={draft.parts}
          active={draft.active}
          onSelect={(active) => onDraft({ ...draft, active })}
          whole={draft.whole === true}
          onWhole={(whole) => onDraft({ ...draft, whole })}
          text={draft.text}
          keypad={keypad}
        />
      );
  }
}
