import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn.ts";

/**
 * The one dashboard pattern of the operator areas (superadmin and admin): the title, then the
 * welcome, then what the screen is for; below it a row of stat cards of one style. A card may link
 * to the screen behind its number and carry a line that says what the number counts.
 */
export function DashboardHeader({
  title,
  welcome,
  subtitle,
}: {
  title: string;
  welcome?: string | null;
  subtitle: string;
}) {
  return (
    <header className="mb-6">
      <h1 className="text-h1 font-extrabold">{title}</h1>
      {welcome && <p className="mt-1 text-lead font-semibold text-brand-800">{welcome}</p>}
      <p className="mt-1 max-w-2xl text-lead text-ink-muted">{subtitle}</p>
    </header>
  );
}

export type StatCardProps = {
  label: string;
  value: ReactNode;
  /** What the number counts, when the label alone could mislead ("1,200 in schools · 30 individual learners"). */
  detail?: ReactNode;
  /** The screen behind the number: the whole card is its link. */
  to?: string;
  /** `attention` marks a number that asks for action (payments waiting). */
  tone?: "plain" | "attention";
};

export function StatCards({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <dl
      aria-label={label}
      className={cn("grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5", className)}
    >
      {children}
    </dl>
  );
}

export function StatCard({ label, value, detail, to, tone = "plain" }: StatCardProps) {
  return (
    <div
      className={cn(
        "relative flex min-w-0 flex-col rounded-card border p-4 shadow-card",
        tone === "attention" ? "border-warning-700/20 bg-warning-50" : "border-line bg-surface",
      )}
    >
      <dt className="text-caption font-bold text-ink-muted">
        {to ? (
          <Link to={to} className="after:absolute after:inset-0 hover:underline">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="font-display text-h2 font-extrabold leading-tight text-brand-900 tabular-nums">
        {value}
      </dd>
      {detail && <dd className="mt-1 text-caption text-ink-muted">{detail}</dd>}
    </div>
  );
}
