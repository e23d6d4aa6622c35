import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { NAMESPACE } from "./i18n.ts";

const STEPS = ["select", "payment", "confirmation"] as const;

/**
 * The wizard's three steps (spec §2): Select Courses, Payment, Confirmation; the current one marked.
 * When the step changes, focus moves to it: the button that was pressed is gone, and a screen reader
 * hears where it now is ("Payment, current step"); the page scrolls back up to it on a phone.
 * `firstLabel` names step 1 on a screen that does not select courses (the renewal).
 */
export function StepIndicator({ step, firstLabel }: { step: 1 | 2 | 3; firstLabel?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const current = useRef<HTMLLIElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    current.current?.focus();
  }, [step]);

  return (
    <nav aria-label={t("steps.label")} className="mb-6">
      <ol className="grid grid-cols-3 gap-2">
        {STEPS.map((key, index) => {
          const number = index + 1;
          const isCurrent = number === step;
          const done = number < step;
          return (
            <li
              key={key}
              ref={isCurrent ? current : undefined}
              tabIndex={isCurrent ? -1 : undefined}
              aria-current={isCurrent ? "step" : undefined}
              className={cn(
                "flex scroll-mt-4 flex-col items-center gap-1 rounded-control border-b-4 px-1 pb-2 text-center text-caption font-semibold sm:flex-row sm:justify-center sm:gap-2 sm:text-body",
                isCurrent
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
                  isCurrent || done ? "bg-brand-600 text-white" : "bg-gray-200 text-ink",
                )}
              >
                {done ? "✓" : number}
              </span>
              <span>{number === 1 && firstLabel ? firstLabel : t(`steps.${key}`)}</span>
              {isCurrent && <span className="sr-only">{t("steps.current")}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
