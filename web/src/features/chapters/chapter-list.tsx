import { ROUTES, routePath, type SkillLevel } from "@ganit/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { NAMESPACE } from "./i18n.ts";

/** What both views show of a chapter: its number, its title (marked when the Hindi is ours) and its lesson. */
export type ChapterShown = {
  id: string;
  number: number;
  title: { en: string; hi: string; hiOurs: boolean };
  lessonPageId: string | null;
};

const practiceUrl = (resourceId: string) =>
  ROUTES.practice.replace(":resourceId", encodeURIComponent(resourceId));

const LEVEL_TONES: Record<SkillLevel, string> = {
  notStarted: "bg-surface text-ink-muted border-line",
  attempted: "bg-accent-50 text-ink border-accent-200",
  familiar: "bg-brand-50 text-ink border-brand-100",
  proficient: "bg-success-50 text-success-800 border-success-100",
  mastered: "bg-success-100 text-success-800 border-success-600",
};

export function LevelLabel({ level }: { level: SkillLevel }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold ${LEVEL_TONES[level]}`}
    >
      {t(`levels.${level}`)}
    </span>
  );
}

/** "Practise" for a skill whose set the reader may open. */
export function PractiseLink({ resourceId, name }: { resourceId: string; name: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Link
      to={practiceUrl(resourceId)}
      className={buttonClasses({ size: "md" })}
      aria-label={`${t("practise")}: ${name}`}
    >
      {t("practise")}
    </Link>
  );
}

/**
 * The book as a list of chapter cards, in order; each chapter's skills come from `skills(chapter)`
 * (rows of the reader's view). `highlight` marks this week's chapter.
 */
export function ChapterList<C extends ChapterShown>({
  chapters,
  highlight,
  skills,
}: {
  chapters: readonly C[];
  highlight?: string | null;
  skills: (chapter: C) => ReactNode;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const hindi = i18n.language === "hi";
  return (
    <ol className="grid gap-4" aria-label={t("mine.title")}>
      {chapters.map((chapter) => (
        <li key={chapter.id} id={chapter.id} className="scroll-mt-24">
          <Card as="article" tone={chapter.id === highlight ? "brand" : "plain"}>
            <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
              <h2 className="min-w-0 text-h3 font-bold">
                <span className="block text-sm font-semibold text-ink-muted">
                  {t("chapter", { n: chapter.number })}
                  {chapter.id === highlight ? ` · ${t("mine.thisWeek")}` : ""}
                </span>
                <span lang={hindi ? "hi" : "en"}>{hindi ? chapter.title.hi : chapter.title.en}</span>
                {hindi && chapter.title.hiOurs ? (
                  <span className="ms-2 text-sm font-normal text-ink-muted">{t("ourTitle")}</span>
                ) : null}
              </h2>
              {chapter.lessonPageId ? (
                <a
                  href={routePath.viewResource(chapter.lessonPageId)}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
                >
                  {t("lesson")}
                </a>
              ) : null}
            </header>
            {skills(chapter)}
          </Card>
        </li>
      ))}
    </ol>
  );
}
