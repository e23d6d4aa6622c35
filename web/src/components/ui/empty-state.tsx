import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link, e.g. "Add your first student". */
  action?: ReactNode;
  /** A decorative symbol shown large above the title; defaults to a friendly "∑". */
  symbol?: string;
  className?: string;
};

/** What a list shows when it has nothing yet: a friendly symbol, a title, a hint, an action. */
export function EmptyState({ title, description, action, symbol = "∑", className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-3 rounded-card border-2 border-dashed border-brand-200 bg-white/60 px-6 py-10 text-center",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-accent-100 font-display text-h1 font-bold text-brand-700"
      >
        {symbol}
      </span>
      <p className="font-display text-h3 font-bold text-brand-950">{title}</p>
      {description && <p className="max-w-md text-ink-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
