import {
  ROUTES,
  SECTION_NONE,
  STUDENTS_FILTERS,
  STUDENTS_LIST,
  type Student,
  studentsQuerySchema,
} from "@ganit/contracts";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { ListExportButton, useListExport } from "@/components/list-export.tsx";
import { ListFilterSelect, useListLoadError } from "@/components/list-page.tsx";
import { PeopleListScreen } from "@/components/people-list-screen.tsx";
import { confirmDeleteTexts, toastOutcome } from "@/components/screen-parts.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { useListParams } from "@/lib/use-list-params.ts";
import { useDeleteStudent, useSchoolSections, useStudents, useUpdateStudent } from "./api.ts";
import { useEraseStudentFlow } from "./erase-student-flow.tsx";
import { NAMESPACE } from "./i18n.ts";
import { useNewCodesFlow } from "./new-codes-flow.tsx";
import { CLASS_NUMBERS } from "./student-columns.ts";
import {
  type StudentDraft,
  type StudentRowActions,
  StudentRowActionsContext,
  useStudentListColumns,
} from "./student-list-columns.tsx";

const listOptions = { schema: studentsQuerySchema };
// The two dialogs (and the dialog kit under them) load when opened, not with the list: the list's
// first visit stays within the budget of scripts/bundle-size.mjs.
const StudentDetailsDialog = lazy(() =>
  import("./student-details-dialog.tsx").then((module) => ({ default: module.StudentDetailsDialog })),
);
const ConfirmDeleteDialog = lazy(
  () =>
    import("@/components/confirm-delete-dialog.tsx").then((module) => ({
      default: module.ConfirmDeleteDialog,
    })),
  // lazy() drops the generic row type; the component is the same one.
) as unknown as typeof import("@/components/confirm-delete-dialog.tsx").ConfirmDeleteDialog;

/** /school/viewstudents: the school's students, searched, filtered, sorted and paged by the server. */
export default function ViewStudentsPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = useListParams(STUDENTS_LIST, STUDENTS_FILTERS, listOptions);
  const students = useStudents(list.apiQuery);
  const columns = useStudentListColumns();
  const update = useUpdateStudent();
  const remove = useDeleteStudent();
  const [draft, setDraft] = useState<StudentDraft | null>(null);
  const [viewing, setViewing] = useState<Student | null>(null);
  const [toRemove, setToRemove] = useState<Student | null>(null);
  const exporter = useListExport<{ done: number; total: number }>();
  const newCodes = useNewCodesFlow();
  const erase = useEraseStudentFlow();

  const loadError = useListLoadError(students, t("studentsLoadFailed", { ns: "messages" }), "students-load");

  const rows = students.data?.items;
  const actions = useMemo<StudentRowActions>(
    () => ({
      draft,
      saving: update.isPending,
      onDraftChange: setDraft,
      onView: setViewing,
      onEdit: (student) =>
        setDraft({
          id: student._id,
          name: student.name,
          class: student.class,
          section: student.section ?? "",
        }),
      onCancel: () => setDraft(null),
      onDelete: setToRemove,
      onSave: () => {
        const student = rows?.find((candidate) => candidate._id === draft?.id);
        if (!student || !draft || draft.name.trim() === "") return;
        update.mutate(
          { ...student, name: draft.name.trim(), class: draft.class, section: draft.section },
          {
            onSuccess: (reply) => {
              toast.success(translateMessage(reply));
              setDraft(null);
            },
            onError: (error) =>
              toast.error(apiErrorMessage(error, t("studentUpdateFailed", { ns: "messages" }))),
          },
        );
      },
    }),
    [draft, rows, update.isPending, update.mutate, t],
  );

  const confirmRemove = (student: Student) =>
    remove.mutate(
      student._id,
      toastOutcome(t("studentRemoveFailed", { ns: "messages" }), () => setToRemove(null)),
    );

  const exportList = () =>
    exporter.run(
      { done: 0, total: students.data?.total ?? 0 },
      async (report) => {
        // The export's code (and SheetJS after it) loads only when someone exports.
        const { downloadStudents, fetchAllStudents } = await import("./export-students.ts");
        const all = await fetchAllStudents(list.apiQuery, (done, total) => report({ done, total }));
        await downloadStudents(
          all,
          {
            rollNumber: t("list.columns.rollNumber"),
            name: t("list.columns.name"),
            email: t("list.columns.email"),
            phone: t("list.columns.phone"),
            class: t("list.columns.class"),
            fathername: t("details.fathername"),
            dob: t("details.dob"),
            username: t("details.username"),
            joinedOn: t("details.joinedOn"),
          },
          "students.xlsx",
          t("list.exportSheet"),
        );
      },
      (error) =>
        t("list.exportFailed", {
          reason: apiErrorMessage(error, t("studentsLoadFailed", { ns: "messages" })),
        }),
    );

  const classOptions = CLASS_NUMBERS.map((number) => ({
    value: String(number),
    label: t("list.classOption", { class: number }),
  }));
  // A school without sections sees no section filter: the list is as it always was.
  const sections = useSchoolSections();
  const sectionNames = [...new Set((sections.data?.sections ?? []).map((s) => s.section))].sort((a, b) =>
    a.localeCompare(b, "en-IN"),
  );
  const sectionOptions = [
    ...sectionNames.map((name) => ({ value: name, label: t("list.sectionOption", { section: name }) })),
    { value: SECTION_NONE, label: t("list.noSection") },
  ];
  // Each filter spans the form on a phone and takes one column beside the search from `sm` up.
  const filterSelect = (
    name: "class" | "parent" | "section",
    placeholder: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <ListFilterSelect
      list={list}
      name={name}
      label={t(`list.${name}`)}
      placeholder={placeholder}
      options={options}
      className="col-span-2 sm:col-span-1"
    />
  );
  const total = students.data?.total ?? 0;
  const filteredClass = list.filters.class ? Number(list.filters.class) : null;

  return (
    <StudentRowActionsContext value={actions}>
      <PeopleListScreen
        list={list}
        query={students}
        loadError={loadError}
        text={(key) => t(`list.${key}`)}
        addTo={ROUTES.schoolAddStudent}
        addLabel={t("list.addStudent")}
        formClassName="grid grid-cols-2 items-end gap-4 sm:grid-cols-[2fr_1fr_auto_auto]"
        filters={
          <>
            {filterSelect("class", t("list.allClasses"), classOptions)}
            {filterSelect("parent", t("list.anyParent"), [
              { value: "linked", label: t("list.parentLinked") },
              { value: "none", label: t("list.parentNone") },
            ])}
            {(sectionNames.length > 0 || list.filters.section) &&
              filterSelect("section", t("list.allSections"), sectionOptions)}
          </>
        }
        buttons={
          <>
            <ListExportButton
              exporting={exporter.exporting}
              empty={total === 0}
              label={exporter.progress ? t("list.exporting", exporter.progress) : t("list.export")}
              onExport={() => void exportList()}
            />
            {filteredClass !== null && (
              <Button
                type="button"
                variant="secondary"
                className="col-span-2 sm:col-span-4 sm:justify-self-start"
                disabled={total === 0}
                onClick={() => newCodes.ask({ kind: "class", classNumber: filteredClass })}
              >
                {t("newCodes.forClass", { class: filteredClass })}
              </Button>
            )}
            {filteredClass !== null && (
              <Link
                className={buttonClasses({
                  variant: "secondary",
                  className: "col-span-2 sm:col-span-4 sm:justify-self-start",
                })}
                to={`${ROUTES.schoolParentCodes}?class=${filteredClass}`}
              >
                {t("list.parentCodesSheet", { class: filteredClass })}
              </Link>
            )}
          </>
        }
        beforeTable={newCodes.sheet}
        columns={columns}
        getRowId={(student) => student._id}
      >
        {(viewing || toRemove) && (
          <Suspense fallback={null}>
            <StudentDetailsDialog
              student={viewing}
              onClose={() => setViewing(null)}
              onNewCode={(student) => {
                setViewing(null);
                newCodes.ask({
                  kind: "student",
                  studentId: student._id,
                  name: student.name,
                  rollNumber: student.rollNumber,
                });
              }}
              onErase={(student) => {
                setViewing(null);
                erase.ask(student);
              }}
            />
            <ConfirmDeleteDialog
              target={toRemove}
              busy={remove.isPending}
              texts={confirmDeleteTexts((key) => t(`deleteDialog.${key}`))}
              describe={(student) =>
                t("deleteDialog.description", { name: student.name, rollNumber: student.rollNumber })
              }
              onCancel={() => setToRemove(null)}
              onConfirm={confirmRemove}
            />
          </Suspense>
        )}
        {newCodes.dialog}
        {erase.dialog}
      </PeopleListScreen>
    </StudentRowActionsContext>
  );
}
