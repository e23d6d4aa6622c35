import { routePath } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageHeader } from "@/components/page-header.tsx";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import { useMySyllabus, useStartChapterTest } from "./api.ts";
import { ChapterList, LevelLabel, PractiseLink } from "./chapter-list.tsx";
import { NAMESPACE } from "./i18n.ts";

/**
 * /student/chapters and /chapters (a pupil, an individual learner): the class's book as its table
 * of contents, each chapter with its skills and the child's level in each, this week's chapter first
 * in view, "Practise" on each skill and a chapter test per chapter once the class's practice is theirs.
 */
export default function MyChaptersPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const query = useMySyllabus();
  const hindi = i18n.language === "hi";
  const view = query.data;
  const navigate = useNavigate();
  const startTest = useStartChapterTest();
  const beginTest = (chapterId: string) =>
    startTest.mutate(chapterId, {
      onSuccess: (sitting) => void navigate(routePath.practiceTest(sitting.attemptId)),
    });

  if (query.isError)
    return (
      <div className="container-page py-8">
        <LoadErrorCard
          message={t("loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  if (!view)
    return (
      <div className="container-page py-8">
        <LoadingNote label={t("loading")} />
      </div>
    );
  const thisWeek = view.chapters.find((chapter) => chapter.id === view.thisWeekChapterId);
  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader
        title={t("mine.title")}
        subtitle={t("mine.subtitle", {
          book: hindi ? view.book.title.hi : view.book.title.en,
          n: view.classNumber,
        })}
      >
        {thisWeek ? (
          <a
            href={`#${thisWeek.id}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {t("mine.thisWeek")}: {hindi ? thisWeek.title.hi : thisWeek.title.en}
          </a>
        ) : null}
      </PageHeader>
      {!view.open && (
        <Card tone="accent" className="mb-6">
          <p>{t("mine.closed", { n: view.classNumber })}</p>
        </Card>
      )}
      <ChapterList
        chapters={view.chapters}
        highlight={view.thisWeekChapterId}
        skills={(chapter) =>
          chapter.skills.length === 0 ? (
            <p className="text-ink-muted">{t("noSkills")}</p>
          ) : (
            <>
              <ul className="grid gap-3">
                {chapter.skills.map((skill) => {
                  const name = hindi ? skill.name.hi : skill.name.en;
                  return (
                    <li key={skill.id} className="flex flex-wrap items-center justify-between gap-3">
                      <span className="min-w-0 flex-1 font-semibold">{name}</span>
                      <LevelLabel level={skill.level} />
                      {view.open && skill.resourceId ? (
                        <PractiseLink resourceId={skill.resourceId} name={name} />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              {view.open && chapter.skills.some((skill) => skill.resourceId) ? (
                <div className="mt-4 grid gap-2 border-t border-line pt-4">
                  <Button
                    variant="accent"
                    className="justify-self-start"
                    loading={startTest.isPending && startTest.variables === chapter.id}
                    disabled={startTest.isPending}
                    aria-label={t("test.label", { title: hindi ? chapter.title.hi : chapter.title.en })}
                    onClick={() => beginTest(chapter.id)}
                  >
                    {t("test.start")}
                  </Button>
                  {startTest.isError && startTest.variables === chapter.id ? (
                    <p role="alert" className="text-danger-700">
                      {t("test.failed")}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </>
          )
        }
      />
    </div>
  );
}
