import {
  ENROLLED_STUDENTS_FILTERS,
  ENROLLED_STUDENTS_LIST,
  type EnrolledStudent,
  enrolledStudentsQuerySchema,
} from "@ganit/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListFilterSelects } from "@/components/list-filter-selects.tsx";
import { listTableProps, RefreshButton, useListLoadError } from "@/components/list-page.tsx";
import { toastOutcome } from "@/components/screen-parts.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { DataTable } from "@/components/ui/data-table.tsx";
import { translateMessage } from "@/lib/messages.ts";
import { useListParams } from "@/lib/use-list-params.ts";
import { useCourseStats, useEnrolledStudents, useRemoveFromCourse } from "./api.ts";
import { CLASS_NUMBERS } from "./classes.ts";
import { courseAddStudentPath, storedCourseName, useCourseIdParam } from "./course-context.ts";
import { CourseHeader, MissingCourse } from "./course-header.tsx";
import { EnrolledRowActionsContext, useEnrolledColumns } from "./enrolled-columns.tsx";
import { NAMESPACE } from "./i18n.ts";

const listOptions = { schema: enrolledStudentsQuerySchema };
// The confirmation (and the dialog kit under it) loads when a Remove is pressed, not with the screen.
const ConfirmDeleteDialog = lazy(
  () =>
    import("@/components/confirm-delete-dialog.tsx").then((module) => ({
      default: module.ConfirmDeleteDialog,
    })),
  // lazy() drops the generic row type; the component is the same one.
) as unknown as typeof import("@/components/confirm-delete-dialog.tsx").ConfirmDeleteDialog;

/**
 * /school/courseviewstudents?courseId=: the course's enrolled students, filtered by course class and
 * paged by the server (25/50/75/100), each removable from the course after a confirmation (the spec's
 * empty body: every class of the course).
 */
export default function CourseViewStudentsPage() {
  const courseId = useCourseIdParam();
  return courseId === "" ? <MissingCourse /> : <EnrolledStudents courseId={courseId} />;
}

function EnrolledStudents({ courseId }: { courseId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const list = useListParams(ENROLLED_STUDENTS_LIST, ENROLLED_STUDENTS_FILTERS, listOptions);
  const students = useEnrolledStudents(courseId, list.apiQuery);
  const loadError = useListLoadError(students, translateMessage("studentsLoadFailed"), "enrolled-load");
  // For the course's name and its classes (the filter's choices); the list works without them.
  const stats = useCourseStats(courseId);
  const columns = useEnrolledColumns();
  const remove = useRemoveFromCourse(courseId);
  const [toRemove, setToRemove] = useState<EnrolledStudent | null>(null);

  const courseName = stats.data?.courseName || storedCourseName();
  const classNumbers = stats.data
    ? stats.data.classDetails.map((cls) => cls.classNumber).sort((a, b) => a - b)
    : CLASS_NUMBERS;

  const confirmRemove = (student: EnrolledStudent) =>
    remove.mutate(
      { studentId: student.studentId },
      toastOutcome(translateMessage("enrolRemoveFailed"), () => setToRemove(null)),
    );

  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-12">
      <CourseHeader eyebrow={t("enrolled.title")} courseName={courseName} subtitle={t("enrolled.subtitle")}>
        <Link to={courseAddStudentPath(courseId)} className={buttonClasses()}>
          {t("enrolled.enrolMore")}
        </Link>
      </CourseHeader>

      {/* biome-ignore lint/a11y/useSemanticElements: the same landmark as <search>, which jsdom does not know yet */}
      <div
        role="search"
        className="grid grid-cols-[1fr_auto] items-end gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:max-w-md sm:p-5"
      >
        <ListFilterSelects
          list={list}
          filters={[
            {
              name: "classNumber",
              label: t("enrolled.class"),
              placeholder: t("enrolled.allClasses"),
              options: classNumbers.map((n) => ({ value: String(n), label: t("classOption", { class: n }) })),
            },
          ]}
        />
        <RefreshButton query={students} label={t("refresh")} />
      </div>

      <EnrolledRowActionsContext value={{ busy: remove.isPending, onRemove: setToRemove }}>
        <DataTable
          {...listTableProps(list, students, loadError, (key) => t(`enrolled.${key}`))}
          // The screen's column gap already spaces the table from the filter.
          className={undefined}
          columns={columns}
          getRowId={(student) => student.studentId}
          emptyAction={
            <Link to={courseAddStudentPath(courseId)} className={buttonClasses()}>
              {t("enrolled.enrolMore")}
            </Link>
          }
          noMatchesTitle={t("enrolled.noMatches")}
        />
      </EnrolledRowActionsContext>

      {toRemove && (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            target={toRemove}
            busy={remove.isPending}
            texts={{
              title: t("removeDialog.title"),
              warning: t("removeDialog.warning"),
              cancel: t("removeDialog.cancel"),
              confirm: t("removeDialog.confirm"),
              busy: t("removeDialog.removing"),
            }}
            describe={(student) =>
              t("removeDialog.description", {
                name: student.name,
                rollNumber: student.rollNumber,
                course: courseName || t("enrolled.title"),
              })
            }
            onCancel={() => setToRemove(null)}
            onConfirm={confirmRemove}
          />
        </Suspense>
      )}
    </div>
  );
}
