import type { ReactNode } from "react";

/** The frame of the auth screens: a centred card with a playful symbol strip above the title. */
export function AuthPanel({
  title,
  subtitle,
  symbol,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A large decorative maths symbol. */
  symbol: string;
  children: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <section className="relative w-full max-w-md rounded-card border border-brand-100 bg-white p-6 shadow-card sm:p-8">
        <span
          aria-hidden="true"
          className="absolute -top-6 left-6 flex size-12 rotate-6 items-center justify-center rounded-2xl bg-accent-300 font-display text-2xl font-extrabold text-brand-900 shadow-card"
        >
          {symbol}
        </span>
        <h1 className="mt-3 text-h2 font-extrabold">{title}</h1>
        {subtitle && <p className="mt-1 mb-6 text-ink-muted">{subtitle}</p>}
        {children}
      </section>
    </div>
  );
}
