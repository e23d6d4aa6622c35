import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { COURSE_CLASSES, type CourseId } from "./courses.ts";
import { PUBLIC_NS } from "./i18n.ts";
import { EXAM_CLASSES } from "./prizes.ts";

/** One course tile: a button that opens the course's dialog. Icon beside the text on phones, above it on wider screens. */
export function CourseTile({ id, symbol, onOpen }: { id: CourseId; symbol: string; onOpen: () => void }) {
  const { t } = useTranslation(PUBLIC_NS);
  const exam = id === "aptitude";
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      className={cn(
        "group flex h-full w-full items-start gap-4 rounded-card border-2 p-4 text-start shadow-card transition sm:flex-col sm:gap-3 sm:p-5",
        "hover:-translate-y-0.5 hover:border-brand-300 motion-reduce:transition-none motion-reduce:hover:translate-y-0",
        exam ? "border-accent-300 bg-accent-50" : "border-transparent bg-white",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "flex size-12 shrink-0 items-center justify-center rounded-2xl font-display text-2xl font-bold",
          exam ? "bg-accent-400 text-accent-950" : "bg-brand-100 text-brand-800",
        )}
      >
        {symbol}
      </span>
      <span className="flex h-full flex-col gap-1 sm:gap-3">
        <span className="font-display text-lead font-bold text-brand-950 sm:text-h3">
          {t(`courses.tiles.${id}.name`)}
        </span>
        <span className="text-ink-muted">{t(`courses.tiles.${id}.tagline`)}</span>
        <span className="mt-auto text-caption font-bold text-brand-700 group-hover:underline">
          {t("courses.classes", exam ? EXAM_CLASSES : COURSE_CLASSES)}
        </span>
      </span>
    </button>
  );
}
