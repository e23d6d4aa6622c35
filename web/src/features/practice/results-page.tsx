import type { PracticeResults } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useListExport } from "@/components/list-export.tsx";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ScrollRegion } from "@/components/ui/scroll-region.tsx";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import { SESSION_KEYS } from "@/lib/session.ts";
import { usePracticeResults } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { DifficultList, LevelBadge, NeedsHelpList, StudentSets, useWhen } from "./results-parts.tsx";

/**
 * /teacher/practice and /school/practice (`?courseId=&class=`, opened from the class's viewer): the
 * class's students × sets with level, attempts, best score and last activity; who needs help; the
 * questions most missed with the misconceptions behind them; one student's sets; an .xlsx export.
 * No ranking and no sorting by score: the table follows the class list.
 */
const cell = "border-b border-line px-3 py-2 text-start align-top";

export default function PracticeResultsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const courseId = params.get("courseId") ?? sessionStorage.getItem(SESSION_KEYS.courseId);
  const classText = params.get("class");
  const classNumber = classText && /^\d{1,2}$/.test(classText) ? Number(classText) : null;
  const results = usePracticeResults(courseId, classNumber);
  const { exporting, run } = useListExport();

  const body = () => {
    if (!courseId || classNumber === null) return <EmptyState symbol="√" title={t("results.chooseCourse")} />;
    if (results.isError)
      return (
        <LoadErrorCard
          message={t("results.loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void results.refetch()}
        />
      );
    if (!results.data) return <LoadingNote label={t("results.loading")} />;
    const data = results.data;
    if (data.sets.length === 0) return <EmptyState symbol="√" title={t("results.noSets")} />;
    const exportSheet = () =>
      run(
        true,
        async () => {
          const { exportResults } = await import("./results-export.ts");
          await exportResults(data, t);
        },
        () => t("results.exportFailed"),
      );
    return (
      <div className="grid gap-6 [&>*]:min-w-0">
        <div className="flex justify-end">
          <Button onClick={() => void exportSheet()} disabled={exporting}>
            {exporting ? t("results.exporting") : t("results.export")}
          </Button>
        </div>
        <NeedsHelpList data={data} />
        <ResultsTable data={data} />
        <DifficultList data={data} />
        <StudentSets data={data} />
      </div>
    );
  };

  return (
    <div className="container-page grid gap-6 py-6 sm:py-8 [&>*]:min-w-0">
      <header className="grid gap-1">
        <h1 className="text-h1 font-extrabold">{t("results.title")}</h1>
        <p className="text-lead text-ink-muted">{t("results.subtitle")}</p>
        {classNumber !== null && <p className="font-semibold">{t("results.classN", { n: classNumber })}</p>}
      </header>
      {body()}
    </div>
  );
}

function ResultsTable({ data }: { data: PracticeResults }) {
  const { t } = useTranslation(NAMESPACE);
  const when = useWhen();
  const caption = `${t("results.title")} · ${t("results.classN", { n: data.classNumber })}`;
  return (
    <Card title={caption}>
      {/* A wide table scrolls sideways inside its own box, never the page. */}
      <ScrollRegion label={caption} className="overflow-x-auto">
        <table className="w-full min-w-max border-collapse text-body">
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t("results.student")}
              </th>
              {data.sets.map((set) => (
                <th key={set.resourceId} scope="col" className={cell}>
                  {set.title}
                  <span className="block text-caption font-normal text-ink-muted">{set.levelName}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.students.map((student) => {
              const byId = new Map(student.sets.map((entry) => [entry.resourceId, entry]));
              return (
                <tr key={student.studentId}>
                  <th scope="row" className={cell}>
                    {student.name}
                    <span className="block text-caption font-normal text-ink-muted">{student.username}</span>
                  </th>
                  {data.sets.map((set) => {
                    const entry = byId.get(set.resourceId);
                    return (
                      <td key={set.resourceId} className={cell}>
                        {entry ? (
                          <div className="grid gap-1">
                            <LevelBadge
                              level={entry.level}
                              needsHelp={entry.needsHelp}
                              practice={set.mode === "practice"}
                            />
                            <span className="text-caption text-ink-muted">
                              {t("results.attempts")}: {entry.attempts} · {t("results.bestScore")}:{" "}
                              {entry.bestScore === null ? t("results.noScore") : `${entry.bestScore}%`}
                            </span>
                            <span className="text-caption text-ink-muted">
                              {t("results.lastActivity")}:{" "}
                              {entry.lastActivityAt ? when(entry.lastActivityAt) : t("results.never")}
                            </span>
                          </div>
                        ) : (
                          <LevelBadge level="notStarted" needsHelp={false} />
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {data.sets.some((set) => set.mode === "practice") && (
        <p className="text-caption text-ink-muted">{t("results.practiceNote")}</p>
      )}
    </Card>
  );
}
