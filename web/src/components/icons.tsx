import { OutlineSvg } from "@/components/icon-frame.tsx";
import { cn } from "@/lib/cn.ts";

/*
 * Small icons drawn as SVG, in the text's colour and size. Characters such as ▸ ▾ ✓ are not in the
 * fonts the app names: each made the browser search every installed font for a fallback on the
 * lesson screen's first layout (12–50 ms each on a Linux host with many fonts, more on a slow
 * phone), and a phone without such a font draws an empty box. Decorative only: always aria-hidden.
 */
type IconProps = { className?: string };

const base = "inline-block size-[1em] shrink-0";

const ROUNDED = { strokeLinecap: "round", strokeLinejoin: "round" } as const;

const ROTATION = { right: "", down: "rotate-90", up: "-rotate-90" } as const;

/** A solid triangle pointing right, down or up (a tree's closed and open branches). */
export function TriangleIcon({ direction, className }: IconProps & { direction: keyof typeof ROTATION }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="currentColor"
      className={cn(base, ROTATION[direction], className)}
    >
      <path d="M5 3.5v9l7-4.5z" />
    </svg>
  );
}

/** A tick (a resource marked done). */
export function CheckIcon({ className }: IconProps) {
  return (
    <OutlineSvg viewBox="0 0 16 16" strokeWidth="2.5" {...ROUNDED} className={cn(base, className)}>
      <path d="M3 8.5l3.2 3.2L13 4.8" />
    </OutlineSvg>
  );
}

/** A closed padlock (a course with nothing left to buy). */
export function LockIcon({ className }: IconProps) {
  return (
    <OutlineSvg viewBox="0 0 16 16" strokeWidth="1.8" {...ROUNDED} className={cn(base, className)}>
      <rect x="3" y="7" width="10" height="7.5" rx="1.5" fill="currentColor" stroke="none" />
      <path d="M5.2 7V5a2.8 2.8 0 0 1 5.6 0v2" />
    </OutlineSvg>
  );
}

/** An eye, open (show the password) or struck through (hide it). */
export function EyeIcon({ struck, className }: { struck: boolean; className: string }) {
  return (
    <OutlineSvg viewBox="0 0 24 24" strokeWidth="2" className={className}>
      {struck ? (
        <>
          <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.2 3.2M6.6 6.6C3.7 8.4 2 12 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6" />
          <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
        </>
      ) : (
        <>
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
        </>
      )}
    </OutlineSvg>
  );
}
