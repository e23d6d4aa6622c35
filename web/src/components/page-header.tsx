import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

/**
 * A screen's heading and lead, with its actions (links or buttons) at the end of the line on wide
 * screens. `wide` lets the lead run the page's width instead of stopping at a comfortable measure.
 */
export function PageHeader({
  title,
  subtitle,
  wide = false,
  children,
}: {
  title: ReactNode;
  subtitle: string;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-h1 font-extrabold">{title}</h1>
        <p className={leadClasses("large", wide)}>{subtitle}</p>
      </div>
      {children}
    </header>
  );
}

/** The lead's classes: at lead or body size, held to a comfortable measure unless `wide`. */
const leadClasses = (lead: "large" | "body", wide: boolean) =>
  cn("mt-1", !wide && "max-w-2xl", lead === "large" && "text-lead", "text-ink-muted");

/**
 * A screen's heading and lead with nothing beside them. `className` spaces the header from what
 * follows (and may hide it in print); `lead="body"` sets the lead at body size, as the parents' quieter
 * screens do; `wide` lets the lead run the page's width instead of stopping at a comfortable measure.
 */
export function PageTitle({
  title,
  subtitle,
  className = "mb-6",
  lead = "large",
  wide = false,
}: {
  title: ReactNode;
  subtitle: string;
  className?: string;
  lead?: "large" | "body";
  wide?: boolean;
}) {
  return (
    <header className={className}>
      <h1 className="text-h1 font-extrabold">{title}</h1>
      <p className={leadClasses(lead, wide)}>{subtitle}</p>
    </header>
  );
}
