import type { ReactNode } from "react";

/** The band at the top of About, Courses and Contact: the page's one h1 and a short lead. */
export function PageIntro({ title, lead, symbol }: { title: ReactNode; lead: ReactNode; symbol: string }) {
  return (
    <div className="relative overflow-hidden border-b border-brand-100 bg-gradient-to-br from-brand-50 via-white to-accent-50">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -top-6 right-4 font-display text-[6rem] leading-none sm:text-[9rem] font-bold text-brand-100 select-none sm:right-16"
      >
        {symbol}
      </span>
      <div className="container-page relative py-12 sm:py-16">
        <h1 className="text-h1 font-extrabold sm:text-display">{title}</h1>
        <p className="mt-3 max-w-2xl text-lead text-ink">{lead}</p>
      </div>
    </div>
  );
}
