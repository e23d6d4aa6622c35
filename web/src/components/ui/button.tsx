import type { ButtonHTMLAttributes, ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "dangerQuiet" | "accent";
export type ButtonSize = "sm" | "md" | "lg";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /**
   * primary (default): main action; secondary: outlined; ghost: text only; accent: playful yellow.
   * A destructive action is `dangerQuiet` (red outline) where it sits on every row of a list, so the
   * list is not a column of red blocks; solid `danger` only where it is confirmed (the dialog).
   */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button. Pass the busy label as children. */
  loading?: boolean;
  /** Icon before the label (decorative; give it aria-hidden). */
  icon?: ReactNode;
  /** Stretch to the full width of the parent. */
  block?: boolean;
};

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800",
  secondary: "border-2 border-brand-200 bg-white text-brand-700 hover:border-brand-300 hover:bg-brand-50",
  ghost: "bg-transparent text-brand-700 hover:bg-brand-50",
  danger: "bg-danger-700 text-white shadow-sm hover:bg-danger-800",
  dangerQuiet:
    "border border-danger-600/40 bg-white text-danger-700 hover:border-danger-600 hover:bg-danger-50",
  accent: "bg-accent-400 text-accent-950 shadow-sm hover:bg-accent-300",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm gap-1.5",
  md: "min-h-11 px-5 text-body gap-2",
  lg: "min-h-13 px-7 text-lead gap-2.5",
};

/** Buttons reuse the look of this class list; exported for links that should look like buttons. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  block,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
} = {}) {
  return cn(
    "inline-flex items-center justify-center rounded-control font-bold transition-colors select-none",
    "disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    block && "w-full",
    className,
  );
}

/** The one button. `type` defaults to "button" so a button in a form never submits by accident. */
export function Button({
  variant,
  size,
  loading = false,
  icon,
  block,
  className,
  disabled,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, block, className })}
      {...rest}
    >
      {loading ? (
        <span
          aria-hidden="true"
          className="inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : (
        icon
      )}
      {children}
    </button>
  );
}

/**
 * A small button that acts on one item of a list (a row's View, Edit, Remove; a card's or a slot's):
 * `label` is the word on it, `accessibleName` the name a screen reader gives it, which says which
 * item, so a list of buttons tells the rows apart (`name` stays the button's own form attribute).
 * Outlined unless `variant` says otherwise.
 */
export function RowActionButton({
  label,
  accessibleName,
  variant = "secondary",
  ...rest
}: Omit<ButtonProps, "size" | "children" | "aria-label"> & { label: ReactNode; accessibleName: string }) {
  return (
    <Button size="sm" variant={variant} aria-label={accessibleName} {...rest}>
      {label}
    </Button>
  );
}
