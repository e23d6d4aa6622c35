import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";

export type SeatBarProps = {
  /** Seats in use. */
  current: number;
  /** Seats bought; null/undefined/0 means no limit, shown as "N/A". */
  limit?: number | null;
  /** Accessible name, e.g. "Seats used in Class 5". */
  label?: string;
  className?: string;
};

/** Seats used against the limit: a bar capped at 100 % (it turns red when full) and "N / M". */
export function SeatBar({ current, limit, label, className }: SeatBarProps) {
  const { t } = useTranslation();
  const hasLimit = typeof limit === "number" && limit > 0;
  const percent = hasLimit ? Math.min(100, Math.round((current / limit) * 100)) : 0;
  const full = hasLimit && current >= limit;
  return (
    <div className={cn("flex min-w-32 items-center gap-3", className)}>
      {hasLimit ? (
        <div
          role="progressbar"
          aria-label={label ?? t("ui.seats")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${current} / ${limit}`}
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-brand-100"
        >
          <div
            data-testid="seat-bar-fill"
            className={cn("h-full rounded-full", full ? "bg-danger-600" : "bg-brand-600")}
            style={{ width: `${percent}%` }}
          />
        </div>
      ) : null}
      <span className="shrink-0 text-caption font-semibold text-ink tabular-nums">
        {hasLimit ? `${current} / ${limit}` : t("ui.notApplicable")}
      </span>
    </div>
  );
}
