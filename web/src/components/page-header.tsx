import type { ReactNode } from "react";

/** A screen's heading and lead, with its action (a link or button) at the end of the line on wide screens. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-h1 font-extrabold">{title}</h1>
        <p className="mt-1 max-w-2xl text-lead text-ink-muted">{subtitle}</p>
      </div>
      {children}
    </header>
  );
}
