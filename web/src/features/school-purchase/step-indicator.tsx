import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { NAMESPACE } from "./i18n.ts";

const STEPS = ["select", "payment", "confirmation"] as const;

/** The wizard's three steps (spec §2): Select Courses, Payment, Confirmation; the current one marked. */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav aria-label={t("steps.label")} className="mb-6">
      <ol className="grid grid-cols-3 gap-2">
        {STEPS.map((key, index) => {
          const number = index + 1;
          const current = number === step;
          const done = number < step;
          return (
            <li
              key={key}
              aria-current={current ? "step" : undefined}
              className={cn(
                "flex flex-col items-center gap-1 rounded-control border-b-4 px-1 pb-2 text-center text-caption font-semibold sm:flex-row sm:justify-center sm:gap-2 sm:text-body",
                current
                  ? "border-brand-600 text-brand-800"
                  : done
                    ? "border-brand-300 text-brand-700"
                    : "border-line text-ink-muted",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full font-bold",
                  current || done ? "bg-brand-600 text-white" : "bg-gray-200 text-ink",
                )}
              >
                {done ? "✓" : number}
              </span>
              <span>{t(`steps.${key}`)}</span>
              {current && <span className="sr-only">{t("steps.current")}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
