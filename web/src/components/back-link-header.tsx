import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The top of a screen reached from a list (Add Admin, Create Content, a course's info): the link
 * back to that list above the screen's heading and lead. `leadWidth` caps the lead's line length.
 */
export function BackLinkHeader({
  to,
  back,
  title,
  lead,
  leadWidth,
}: {
  to: string;
  back: string;
  title: string;
  lead?: ReactNode;
  leadWidth?: "max-w-2xl" | "max-w-3xl";
}) {
  return (
    <>
      <Link
        to={to}
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span> {back}
      </Link>
      <header className="mt-2 mb-6">
        <h1 className="text-h1 font-extrabold">{title}</h1>
        {lead !== undefined && (
          <p
            className={
              leadWidth ? `mt-1 ${leadWidth} text-lead text-ink-muted` : "mt-1 text-lead text-ink-muted"
            }
          >
            {lead}
          </p>
        )}
      </header>
    </>
  );
}
