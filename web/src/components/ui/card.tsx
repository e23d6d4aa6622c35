import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** Heading shown at the top (rendered as h2 unless `titleAs` says otherwise). */
  title?: ReactNode;
  titleAs?: "h2" | "h3";
  /** Short text under the title. */
  description?: ReactNode;
  /** Buttons or links at the top right of the card. */
  actions?: ReactNode;
  /** "plain" (white, default), "brand" (soft indigo), "accent" (soft yellow). */
  tone?: "plain" | "brand" | "accent";
  /** Element to render: section (default), article or div. */
  as?: "section" | "article" | "div";
};

const tones = {
  plain: "bg-surface border-line",
  brand: "bg-brand-50 border-brand-100",
  accent: "bg-accent-50 border-accent-200",
};

/** A rounded panel with optional title, description and actions. */
export function Card({
  title,
  titleAs: Title = "h2",
  description,
  actions,
  tone = "plain",
  as: Element = "section",
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Element className={cn("rounded-card border p-5 shadow-card sm:p-6", tones[tone], className)} {...rest}>
      {(title || actions) && (
        <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {title && <Title className="font-display text-h3 font-bold">{title}</Title>}
            {description && <p className="mt-1 text-ink-muted">{description}</p>}
          </div>
          {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
        </header>
      )}
      {children}
    </Element>
  );
}

/**
 * What a screen shows instead of its content when it cannot show it (a receipt not found, a course
 * not open): the reason, announced, and the ways on below it (`waysOn`: Try Again, back). A list or
 * panel whose data did not load, with only Try Again, is LoadErrorCard (components/screen-parts.tsx).
 */
export function ProblemCard({ message, waysOn }: { message: ReactNode; waysOn: ReactNode }) {
  return (
    <Card tone="accent" className="max-w-2xl">
      <p role="alert" className="text-lead font-semibold">
        {message}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">{waysOn}</div>
    </Card>
  );
}

/**
 * What a form shows once its work is done (an account added, a sign-up sent, a purchase submitted):
 * the outcome, announced, anything more to say (`children`), and the ways on below (`waysOn`; a
 * Card's own `actions` stand in its header).
 */
export function DoneCard({
  title,
  message,
  waysOn,
  className,
  children,
}: {
  title: string;
  message: ReactNode;
  waysOn: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Card tone="brand" title={title} className={className}>
      <p role="status" className="text-lead">
        {message}
      </p>
      {children}
      <div className="mt-5 flex flex-wrap gap-3">{waysOn}</div>
    </Card>
  );
}
