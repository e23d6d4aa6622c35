import type { ReactNode, SVGProps } from "react";

/*
 * The line-icon frame and the two icons of the app's shell (the header's menu, the account menu,
 * every dialog's close button). Apart from components/icons.tsx so that the first visit's chunk
 * carries only these: a module that both the shell and lazy screens import lands whole in the shell.
 */
type OutlineProps = Pick<SVGProps<SVGSVGElement>, "strokeLinecap" | "strokeLinejoin"> & {
  viewBox: string;
  strokeWidth: string;
  /** Sets the size. */
  className: string;
  children: ReactNode;
};

/**
 * The frame of a line-drawn icon: its paths stroked in the text's colour, nothing filled unless a
 * shape fills itself; decorative.
 */
export function OutlineSvg({ children, ...frame }: OutlineProps) {
  return (
    <svg aria-hidden="true" fill="none" stroke="currentColor" {...frame}>
      {children}
    </svg>
  );
}

/** A cross (close a dialog or a menu). */
export const CROSS_PATH = "M6 6l12 12M18 6L6 18";

/** A filled chevron pointing down (a select, a menu button). */
export function ChevronDownIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}
