import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

/** How a pressed button looks, unpressed and pressed. */
const LOOKS = {
  /** One of a row of filters (a list's state): round, filled when it is the filter shown. */
  chip: ["rounded-full border-line bg-surface", "rounded-full border-brand-700 bg-brand-700 text-white"],
  /** One of a few quick choices (a due day, a number of questions): tinted when chosen. */
  choice: ["rounded-control border-line", "rounded-control border-brand-700 bg-brand-50"],
} as const;

/**
 * A labelled radio or checkbox in a list of choices (a lesson to assign, a chapter, who): a
 * full-width row tinted as the `choice` look is when it is chosen, so a chosen row and a pressed
 * choice read alike.
 */
export const choiceRowClass = (chosen: boolean) =>
  cn(
    "flex min-h-11 w-full cursor-pointer items-center gap-3 border-2 px-3 py-2 text-left",
    LOOKS.choice[chosen ? 1 : 0],
  );

/**
 * A button that stays pressed while its choice is the one chosen (`aria-pressed`), so a screen
 * reader hears which filter or choice is on, not only sees it. Padding and width come from
 * `className` (`px-4` for words, `min-w-11 px-3` for a number).
 */
export function PressedButton({
  pressed,
  look = "chip",
  className,
  ...props
}: Omit<ComponentProps<"button">, "type" | "aria-pressed"> & {
  pressed: boolean;
  look?: keyof typeof LOOKS;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn("min-h-11 border-2 font-semibold", LOOKS[look][pressed ? 1 : 0], className)}
      {...props}
    />
  );
}
