import { type PointerEvent, type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { NAMESPACE } from "../i18n.ts";

/** A big button of a touch answer (a finger's width at least): move a hand, move the point. */
export function StepButton({
  label,
  onClick,
  disabled,
  children,
  className,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "min-h-12 rounded-xl border border-line bg-surface px-3 text-lead font-semibold shadow-sm active:scale-95 active:bg-brand-100 disabled:opacity-50",
        className,
      )}
    >
      {children}
    </button>
  );
}

export function useTouchLabels() {
  const { t } = useTranslation(NAMESPACE);
  return {
    hourBack: t("touch.hourBack"),
    hourOn: t("touch.hourOn"),
    minutesBack: t("touch.minutesBack"),
    minutesOn: t("touch.minutesOn"),
  };
}

/**
 * The pointer handlers of a drawing whose mark a finger drags (the number line's point, the plane's
 * point): a press puts the mark where the finger is and it follows the finger until lifted; a
 * locked answer stays as it is.
 */
export function useDragToPlace(locked: boolean, placeAt: (event: PointerEvent<SVGSVGElement>) => void) {
  const dragging = useRef(false);
  return {
    onPointerDown: (event: PointerEvent<SVGSVGElement>) => {
      if (locked) return;
      dragging.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      placeAt(event);
    },
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => {
      if (dragging.current && !locked) placeAt(event);
    },
    onPointerUp: () => {
      dragging.current = false;
    },
  };
}
