import type { ClassProgress } from "@ganit/contracts";
import { apiPath } from "@ganit/contracts/paths";
import { useTranslation } from "react-i18next";
import { useListExport } from "@/components/list-export.tsx";
import { PrintButtons } from "@/components/print-buttons.tsx";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ScrollRegion } from "@/components/ui/scroll-region.tsx";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import { NAMESPACE } from "./i18n.ts";
import { useClassProgress } from "./staff-api.ts";

const cell = "border-b border-line px-3 py-2 text-start align-top";

/**
 * The class progress table (teachers and the school): one row per enrolled student, one column per
 * title, ✓ where the student completed every resource of the title students see, and counts; with
 * an .xlsx export of the same table. Nothing here but what the table needs (docs/privacy.md).
 */
export function ClassProgressPanel({ courseId, classNumber }: { courseId: string; classNumber: number }) {
  const { t } = useTranslation(NAMESPACE);
  const progress = useClassProgress(courseId, classNumber);
  const { exporting, run } = useListExport();

  if (progress.isError)
    return (
      <LoadErrorCard
        message={t("classProgress.loadFailed")}
        retryLabel={t("retry")}
        onRetry={() => void progress.refetch()}
      />
    );
  if (!progress.data) return <LoadingNote label={t("classProgress.loading")} />;
  const data = progress.data;

  const exportSheet = () =>
    run(
      true,
      async () => {
        // The sheet code and SheetJS load only now: the viewer's chunk stays small.
        const { exportClassProgress } = await import("./progress-export.ts");
        await exportClassProgress(data, t);
      },
      () => t("classProgress.exportFailed"),
    );

  return (
    <Card
      title={t("classProgress.title")}
      description={t("classProgress.summary", data.totals)}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <PrintButtons
            legend={t("classProgress.classReportLegend")}
            labels={{ en: t("classProgress.classReport.en"), hi: t("classProgress.classReport.hi") }}
            path={(language) => apiPath.classReport(courseId, classNumber, language)}
            filename={(language) => `class-${classNumber}-report-${language}.pdf`}
            failed={t("classProgress.classReportFailed")}
          />
          <Button onClick={() => void exportSheet()} disabled={exporting || data.students.length === 0}>
            {exporting ? t("classProgress.exporting") : t("classProgress.export")}
          </Button>
        </div>
      }
    >
      {data.students.length === 0 ? (
        <EmptyState symbol="√" title={t("classProgress.noStudents")} />
      ) : data.titles.length === 0 ? (
        <EmptyState symbol="√" title={t("classProgress.noTitles")} />
      ) : (
        <ProgressTable data={data} />
      )}
    </Card>
  );
}

function ProgressTable({ data }: { data: ClassProgress }) {
  const { t } = useTranslation(NAMESPACE);
  const caption = t("classProgress.caption", { course: data.courseName, n: data.classNumber });
  // The fixed columns' headings, before and after one column per title.
  const headers = (keys: ("rollNumber" | "student" | "completed" | "resources" | "childReport")[]) =>
    keys.map((key) => (
      <th key={key} scope="col" className={cell}>
        {t(`classProgress.${key}`)}
      </th>
    ));
  return (
    // A wide table scrolls sideways inside its own box.
    <ScrollRegion label={caption} className="overflow-x-auto">
      <table className="min-w-full border-collapse text-body">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50 text-caption">
          <tr>
            {headers(["rollNumber", "student"])}
            {data.titles.map((title) => (
              <th key={title._id} scope="col" className={`${cell} min-w-28`}>
                {t("classProgress.levelTitle", { level: title.levelNumber, title: title.title })}
              </th>
            ))}
            {headers(["completed", "resources", "childReport"])}
          </tr>
        </thead>
        <tbody>
          {data.students.map((student) => {
            const completed = new Set(student.completedTitles);
            return (
              <tr key={student.studentId}>
                <td className={cell}>{student.rollNumber ?? ""}</td>
                <th scope="row" className={`${cell} font-semibold`}>
                  {student.name}
                </th>
                {data.titles.map((title) => (
                  <td key={title._id} className={`${cell} text-center`}>
                    {completed.has(title._id) ? (
                      <>
                        <span aria-hidden="true" className="font-bold text-success-800">
                          ✓
                        </span>
                        <span className="sr-only">{t("classProgress.done")}</span>
                      </>
                    ) : (
                      <span className="sr-only">{t("classProgress.notDone")}</span>
                    )}
                  </td>
                ))}
                <td className={cell}>
                  {t("classProgress.count", { done: completed.size, total: data.totals.titles })}
                </td>
                <td className={cell}>
                  {t("classProgress.count", {
                    done: student.completedResources,
                    total: data.totals.resources,
                  })}
                </td>
                <td className={cell}>
                  <PrintButtons
                    size="sm"
                    legend={t("classProgress.childReportLegend", { name: student.name })}
                    labels={{
                      en: t("classProgress.childReportIn.en"),
                      hi: t("classProgress.childReportIn.hi"),
                    }}
                    path={(language) => apiPath.childReport(student.studentId, language)}
                    filename={(language) =>
                      `report-${student.rollNumber ?? student.studentId}-${language}.pdf`
                    }
                    failed={t("classProgress.childReportFailed")}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="bg-brand-50">
            <td className={cell} />
            <th scope="row" className={cell}>
              {t("classProgress.completedBy")}
            </th>
            {data.titles.map((title) => (
              <td key={title._id} className={`${cell} text-center`}>
                {t("classProgress.count", { done: title.completedBy, total: data.totals.students })}
              </td>
            ))}
            <td className={cell} />
            <td className={cell} />
            <td className={cell} />
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
