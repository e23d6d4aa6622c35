import type { ReactNode } from "react";

/** One label and value of a details list (`<dl>`); `contents` lets the list's grid lay out both. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-caption font-bold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
