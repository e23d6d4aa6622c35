import type { MasteryProgressOut, SkillLevel } from "@ganit/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { NAMESPACE } from "./i18n.ts";
import { starsFor } from "./practice-engine.ts";

/** "3 of your last 5 right — 1 more to go", and the child's level. */
export function ProgressLine({ progress, level }: { progress: MasteryProgressOut; level: SkillLevel }) {
  const { t } = useTranslation(NAMESPACE);
  const words = progress.met
    ? t("answer.progress.met")
    : t(`answer.progress.${progress.rule}`, { right: progress.right, of: progress.of, toGo: progress.toGo });
  const share = progress.target > 0 ? Math.min(1, progress.right / progress.target) : 0;
  return (
    <div className="grid gap-2 rounded-xl bg-surface p-3 shadow-card">
      <p className="text-body font-semibold" data-testid="practice-progress">
        {words}
      </p>
      <div
        role="progressbar"
        aria-label={words}
        aria-valuemin={0}
        aria-valuemax={progress.target}
        aria-valuenow={Math.min(progress.right, progress.target)}
        className="h-3 overflow-hidden rounded-full bg-line"
      >
        <div
          className="h-full rounded-full bg-success-600"
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      <p className="text-caption text-ink-muted">{t("answer.level", { level: t(`levels.${level}`) })}</p>
    </div>
  );
}

type SummaryProps = {
  right: number;
  total: number;
  standing: { progress: MasteryProgressOut; level: SkillLevel } | null;
  onAgain: () => void;
  onBack: () => void;
};

/**
 * The end of a set or a review: its title, stars for the child's own first tries (never compared
 * with anyone) and the score, then what the run adds.
 */
export function StarsSummary({
  headingId,
  title,
  right,
  total,
  children,
}: {
  headingId: string;
  title: string;
  right: number;
  total: number;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const stars = starsFor(right, total);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-card bg-surface p-6 text-center shadow-card"
    >
      <h2 id={headingId} className="text-h2">
        {title}
      </h2>
      <p className="text-display text-accent-500" role="img" aria-label={t("summary.stars", { n: stars })}>
        {"★".repeat(stars)}
        <span className="text-line">{"★".repeat(3 - stars)}</span>
      </p>
      <p className="text-lead">{t("summary.score", { right, total })}</p>
      {children}
    </section>
  );
}

/** The end of a set: the stars, the child's standing, and Again or Back. */
export function Summary({ right, total, standing, onAgain, onBack }: SummaryProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <StarsSummary headingId="practice-summary" title={t("summary.title")} right={right} total={total}>
      {standing && <ProgressLine progress={standing.progress} level={standing.level} />}
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onAgain}>
          {t("summary.again")}
        </Button>
        <Button size="lg" variant="secondary" onClick={onBack}>
          {t("summary.back")}
        </Button>
      </div>
    </StarsSummary>
  );
}
