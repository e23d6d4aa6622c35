import {
  type DirectoryStudent,
  STUDENT_DIRECTORY_FILTERS,
  STUDENT_DIRECTORY_LIST,
  studentDirectoryQuerySchema,
} from "@ganit/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListExportButton, useCappedListExport } from "@/components/list-export.tsx";
import { ListSearchForm, listTableProps, useListLoadError } from "@/components/list-page.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { DataTable } from "@/components/ui/data-table.tsx";
import { useListParams } from "@/lib/use-list-params.ts";
import { useStudentDirectory } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { OpenStudentContext, useStudentColumns } from "./student-columns.tsx";
import { StudentFilters } from "./student-filters.tsx";

const listOptions = { schema: studentDirectoryQuerySchema };

/**
 * /superadmin/students: every school's students (or the individual learners), filtered, searched,
 * sorted and paged by the server (25, 50, 75 or 100 a page), each filter in the URL, with a
 * student's details and an export of the filtered rows.
 */
// A student's details (the dialog stack) load with import() when a row is first opened, and stay
// mounted after, so closing still animates and returns focus to the row.
const StudentDetailsDialog = lazy(() =>
  import("./student-details-dialog.tsx").then((module) => ({ default: module.StudentDetailsDialog })),
);

export default function StudentDirectoryPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = useListParams(STUDENT_DIRECTORY_LIST, STUDENT_DIRECTORY_FILTERS, listOptions);
  const students = useStudentDirectory(list.apiQuery);
  const columns = useStudentColumns();
  const [open, setOpen] = useState<DirectoryStudent | null>(null);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const loadError = useListLoadError(students, t("loadFailed"), "student-directory-load");
  const { exporting, start } = useCappedListExport((key, options) => t(`export.${key}`, options));
  const chosenSchoolName = students.data?.items.find((s) => s.school?._id === list.filters.school)?.school
    ?.name;

  const exportRows = () =>
    start(async () => {
      // The export code (and SheetJS behind it) loads only when Export is pressed.
      const { exportStudents } = await import("./export-students.ts");
      return exportStudents(list.apiQuery, t);
    });

  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader title={t("title")} subtitle={t("subtitle")}>
        <ListExportButton
          exporting={exporting}
          empty={!students.data?.total}
          label={exporting ? t("export.busy") : t("export.button")}
          onExport={() => void exportRows()}
        />
      </PageHeader>
      <ListSearchForm
        list={list}
        label={t("search")}
        placeholder={t("searchPlaceholder")}
        ariaLabel={t("filtersLabel")}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        inputClassName="sm:col-span-2"
      >
        <StudentFilters list={list} chosenSchoolName={chosenSchoolName} />
      </ListSearchForm>
      <OpenStudentContext value={setOpen}>
        <DataTable
          {...listTableProps(list, students, loadError, (key) => t(key))}
          columns={columns}
          getRowId={(student) => student.studentId}
          noMatchesTitle={t("noMatches")}
        />
      </OpenStudentContext>
      {opened && (
        <Suspense fallback={null}>
          <StudentDetailsDialog student={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
