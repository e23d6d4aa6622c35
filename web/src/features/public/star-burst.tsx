import type { CSSProperties } from "react";

/** Stars per burst on the home page. */
export const STARS_PER_BURST = 5;
const COLORS = [
  "text-accent-400",
  "text-accent-500",
  "text-brand-500",
  "text-violet-strong",
  "text-accent-400",
];

/** How far the stars fly: an ellipse around the clicked element, kept inside the viewport. */
export type BurstRadius = { x: number; y: number };

export function burstRadius(rect: { width: number; height: number }, viewportWidth: number): BurstRadius {
  return {
    x: Math.round(Math.max(60, Math.min(rect.width / 2 + 40, viewportWidth / 2 - 28))),
    y: Math.round(rect.height / 2 + 28),
  };
}

/**
 * Five stars flying out from the centre of the element this sits in (which must be positioned) to
 * an ellipse around it. Give it a new `key` to fire again; decorative, so hidden from assistive tech.
 */
export function StarBurst({ radius }: { radius: BurstRadius }) {
  return (
    <span aria-hidden="true" data-star-burst="" className="pointer-events-none absolute inset-0 z-10">
      {Array.from({ length: STARS_PER_BURST }, (_, index) => {
        // Evenly spread, starting straight up.
        const angle = (index / STARS_PER_BURST) * 2 * Math.PI - Math.PI / 2;
        const style = {
          "--star-dx": `${Math.round(Math.cos(angle) * radius.x)}px`,
          "--star-dy": `${Math.round(Math.sin(angle) * radius.y)}px`,
        } as CSSProperties;
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are fixed positions
            key={index}
            className={`ganit-star absolute top-1/2 left-1/2 text-5xl drop-shadow-sm ${COLORS[index]}`}
            style={style}
          >
            ★
          </span>
        );
      })}
    </span>
  );
}
