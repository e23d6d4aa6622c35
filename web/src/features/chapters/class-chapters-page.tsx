import { LIMITS } from "@ganit/contracts";
import { apiPath } from "@ganit/contracts/paths";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header.tsx";
import { PrintButtons } from "@/components/print-buttons.tsx";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Select } from "@/components/ui/select.tsx";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import { ApiError } from "@/lib/api.ts";
import { useClassSyllabus } from "./api.ts";
import { ChapterList } from "./chapter-list.tsx";
import { NAMESPACE } from "./i18n.ts";

const CLASSES = Array.from({ length: LIMITS.classMax - LIMITS.classMin + 1 }, (_, i) => LIMITS.classMin + i);

/**
 * /teacher/chapters and /school/chapters (`?class=`): the class's book as the child sees it, each
 * skill with the class's summary (proficient, needs help, not started) over the pupils the reader
 * may see. A class that is not the reader's in the Mathematics course says so.
 */
export default function ClassChaptersPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const classText = params.get("class");
  const classNumber = classText && /^\d{1,2}$/.test(classText) ? Number(classText) : null;
  const query = useClassSyllabus(classNumber);
  const hindi = i18n.language === "hi";
  const view = query.data;

  const body = () => {
    if (classNumber === null) return <EmptyState symbol="√" title={t("class.pickFirst")} />;
    if (query.error instanceof ApiError && query.error.status === 404)
      return <EmptyState symbol="√" title={t("class.notYours")} />;
    if (query.isError)
      return (
        <LoadErrorCard
          message={t("loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void query.refetch()}
        />
      );
    if (!view) return <LoadingNote label={t("loading")} />;
    return (
      <>
        <p className="mb-4 text-lead text-ink-muted">
          {t("class.subtitle", {
            book: hindi ? view.book.title.hi : view.book.title.en,
            n: view.classNumber,
            count: view.students,
          })}
        </p>
        {view.courseId ? (
          <div className="mb-6">
            <PrintButtons
              legend={t("print.classReportLegend")}
              labels={{ en: t("print.classReport.en"), hi: t("print.classReport.hi") }}
              path={(language) => apiPath.classReport(view.courseId ?? "", view.classNumber, language)}
              filename={(language) => `class-${view.classNumber}-report-${language}.pdf`}
              failed={t("print.classReportFailed")}
            />
          </div>
        ) : null}
        <ChapterList
          chapters={view.chapters}
          skills={(chapter) =>
            chapter.skills.length === 0 ? (
              <p className="text-ink-muted">{t("noSkills")}</p>
            ) : (
              <div className="grid gap-4">
                {chapter.skills.some((skill) => skill.resourceId) ? (
                  <PrintButtons
                    size="sm"
                    legend={t("print.testPaperLegend")}
                    labels={{ en: t("print.testPaper.en"), hi: t("print.testPaper.hi") }}
                    path={(language) => apiPath.chapterTestPaper(chapter.id, language)}
                    filename={(language) => `${chapter.id}-test-${language}.pdf`}
                    failed={t("print.testPaperFailed")}
                  />
                ) : null}
                <ul className="grid gap-3">
                  {chapter.skills.map((skill) => (
                    <li
                      key={skill.id}
                      className="grid gap-1 sm:flex sm:items-center sm:justify-between sm:gap-3"
                    >
                      <span className="font-semibold">{hindi ? skill.name.hi : skill.name.en}</span>
                      <span className="flex flex-wrap gap-2 text-sm">
                        <span className="rounded-full border border-success-100 bg-success-50 px-2.5 py-0.5 text-success-800">
                          {t("class.proficient")}: {skill.proficient}
                        </span>
                        <span className="rounded-full border border-danger-100 bg-danger-50 px-2.5 py-0.5 text-danger-800">
                          {t("class.needsHelp")}: {skill.needsHelp}
                        </span>
                        <span className="rounded-full border border-line bg-surface px-2.5 py-0.5 text-ink-muted">
                          {t("class.notStarted")}: {skill.notStarted}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )
          }
        />
      </>
    );
  };

  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader title={t("class.title")} subtitle={t("class.lead")}>
        <div className="w-48">
          <Select
            label={t("class.chooseClass")}
            value={classNumber === null ? "" : String(classNumber)}
            placeholder={t("class.chooseClassPlaceholder")}
            options={CLASSES.map((n) => ({ value: String(n), label: String(n) }))}
            onChange={(event) => setParams(event.target.value ? { class: event.target.value } : {})}
          />
        </div>
      </PageHeader>
      {body()}
    </div>
  );
}
