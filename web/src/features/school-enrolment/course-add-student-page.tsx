import {
  type COURSE_CANDIDATES_FILTERS,
  COURSE_CANDIDATES_LIST,
  type CourseCandidate,
  type CourseStatsClass,
  courseCandidatesQuerySchema,
} from "@ganit/contracts";
import type { TFunction } from "i18next";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { ListSearchForm, pagedTableProps, useListLoadError } from "@/components/list-page.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { DataTable } from "@/components/ui/data-table.tsx";
import { Select } from "@/components/ui/select.tsx";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { useStatusWords } from "@/lib/status-words.ts";
import { useListParams } from "@/lib/use-list-params.ts";
import { fetchCandidateIds, useCourseCandidates, useCourseStats } from "./api.ts";
import {
  type CandidateRowActions,
  CandidateRowActionsContext,
  useCandidateColumns,
} from "./candidate-columns.tsx";
import { CLASS_NUMBERS } from "./classes.ts";
import { courseViewStudentsPath, storedCourseName, useCourseIdParam } from "./course-context.ts";
import { CourseHeader, MissingCourse } from "./course-header.tsx";
import { CourseStatsPanel } from "./course-stats-panel.tsx";
import { NAMESPACE } from "./i18n.ts";
import { SelectionToolbar } from "./selection-toolbar.tsx";
import { useClassCheck } from "./use-class-check.ts";
import { useEnrolActions } from "./use-enrol-actions.ts";
import { useSelection } from "./use-selection.ts";

const listOptions = { schema: courseCandidatesQuerySchema };
// The student modal (and the dialog kit under it) loads when a View is pressed, not with the screen:
// it keeps the screen's first visit within the budget of scripts/bundle-size.mjs.
const CandidateDialog = lazy(() =>
  import("./candidate-dialog.tsx").then((module) => ({ default: module.CandidateDialog })),
);
const MismatchDialog = lazy(() =>
  import("./mismatch-dialog.tsx").then((module) => ({ default: module.MismatchDialog })),
);
/** The list's own filter is the students' class; the target class is kept beside it as `classNumber`. */
const STUDENT_FILTERS = [
  "studentClass",
] as const satisfies readonly (typeof COURSE_CANDIDATES_FILTERS)[number][];
const TARGET_PARAM = "classNumber" satisfies (typeof COURSE_CANDIDATES_FILTERS)[number];
/** "All classes" chosen on purpose: without it the student class follows the target class. */
const ANY_CLASS_PARAM = "anyClass";

/**
 * /school/courseaddstudent?courseId=: the course's statistics, then the school's students with their
 * enrolment in the target class ('Class n (current/limit)', the first preselected), filtered by their
 * own class and paged by the server, all kept in the URL; the selection over pages, and Add or Remove
 * one by one or in bulk.
 */
export default function CourseAddStudentPage() {
  const courseId = useCourseIdParam();
  return courseId === "" ? <MissingCourse /> : <CourseEnrolment courseId={courseId} />;
}

function CourseEnrolment({ courseId }: { courseId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const words = useStatusWords();
  const list = useListParams(COURSE_CANDIDATES_LIST, STUDENT_FILTERS, listOptions);
  const [searchParams, setSearchParams] = useSearchParams();
  const stats = useCourseStats(courseId);
  useEffect(() => {
    if (stats.isError)
      toast.error(apiErrorMessage(stats.error, translateMessage("courseStatsLoadFailed")), {
        id: "course-stats-load",
      });
  }, [stats.isError, stats.error]);

  const classes = useMemo(
    () => [...(stats.data?.classDetails ?? [])].sort((a, b) => a.classNumber - b.classNumber),
    [stats.data],
  );
  const targetClass = chooseTargetClass(searchParams.get(TARGET_PARAM), stats.data ? classes : null);
  // The target class has its own parameter (the list's Clear filters leaves it), back to page 1. The
  // students shown follow it: a new target class shows that class's students.
  const setTargetClass = (value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete("page");
      next.delete("studentClass");
      next.delete(ANY_CLASS_PARAM);
      if (value) next.set(TARGET_PARAM, value);
      else next.delete(TARGET_PARAM);
      return next;
    });
  // The students' class defaults to the target class ("All classes" let a Class 9 student go into
  // Class 4 with no word); choosing "All classes" is remembered in the URL (`anyClass=1`).
  const anyClass = searchParams.get(ANY_CLASS_PARAM) === "1";
  const defaultStudentClass = !list.filters.studentClass && !anyClass && targetClass !== null;
  const studentClass = list.filters.studentClass ?? (defaultStudentClass ? String(targetClass) : "");
  const setStudentClass = (value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete("page");
      if (value) {
        next.set("studentClass", value);
        next.delete(ANY_CLASS_PARAM);
      } else {
        next.delete("studentClass");
        next.set(ANY_CLASS_PARAM, "1");
      }
      return next;
    });

  const query = new URLSearchParams(list.apiQuery);
  if (targetClass !== null) query.set("classNumber", String(targetClass));
  if (studentClass) query.set("studentClass", studentClass);
  const candidates = useCourseCandidates(courseId, query.toString(), targetClass !== null);
  const loadError = useListLoadError(candidates, translateMessage("studentsLoadFailed"), "candidates-load");

  const selection = useSelection();
  const [viewing, setViewing] = useState<CourseCandidate | null>(null);
  const [selectingAll, setSelectingAll] = useState(false);
  const [capped, setCapped] = useState<number | null>(null);
  const enrol = useEnrolActions(courseId, targetClass, () => {
    selection.clear();
    setCapped(null);
  });
  const columns = useCandidateColumns(targetClass);
  const target = classes.find((cls) => cls.classNumber === targetClass);
  const onHoldRefusal =
    target?.status === "hold" ? translateMessage(`classOnHold?classNumber=${target.classNumber}`) : null;

  const rows = candidates.data?.items ?? [];
  const check = useClassCheck(courseId, targetClass, enrol, rows);
  const pageIds = rows.map((row) => row._id);
  const actions: CandidateRowActions = {
    selected: selection.selected,
    targetClass,
    busyId: enrol.busyId,
    locked: enrol.bulkBusy !== null,
    onToggle: (student) => selection.toggle(student._id),
    onView: setViewing,
    onAdd: check.addOne,
    onRemove: enrol.removeOne,
  };

  const selectAllFiltered = async () => {
    setSelectingAll(true);
    try {
      const { ids, total } = await fetchCandidateIds(courseId, query.toString());
      selection.add(ids);
      setCapped(total > ids.length ? ids.length : null);
    } catch (error) {
      toast.error(apiErrorMessage(error, translateMessage("studentsLoadFailed")));
    } finally {
      setSelectingAll(false);
    }
  };

  const courseName = stats.data?.courseName || storedCourseName();
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-12">
      <CourseHeader eyebrow={t("enrol.title")} courseName={courseName} subtitle={t("enrol.subtitle")}>
        <Link to={courseViewStudentsPath(courseId)} className={buttonClasses({ variant: "secondary" })}>
          {t("enrol.viewEnrolled")}
        </Link>
      </CourseHeader>

      <CourseStatsPanel stats={stats.data} loading={stats.isPending} />

      <ListSearchForm
        list={list}
        label={t("enrol.search")}
        placeholder={t("enrol.searchPlaceholder")}
        ariaLabel={t("enrol.filters")}
        className="grid items-end gap-4 sm:grid-cols-3"
      >
        <Select
          label={t("enrol.studentClass")}
          placeholder={t("enrol.allClasses")}
          value={studentClass}
          onChange={(event) => setStudentClass(event.target.value)}
          options={CLASS_NUMBERS.map((n) => ({ value: String(n), label: t("classOption", { class: n }) }))}
        />
        <Select
          label={t("enrol.targetClass")}
          placeholder={classes.length === 0 ? t("enrol.noTargetClass") : undefined}
          value={targetClass === null ? "" : String(targetClass)}
          onChange={(event) => setTargetClass(event.target.value)}
          options={classes.map((cls) => ({
            value: String(cls.classNumber),
            label: targetLabel(t, cls, words.word),
          }))}
        />
      </ListSearchForm>

      {onHoldRefusal && (
        <p
          role="status"
          className="rounded-card border border-warning-300 bg-warning-50 p-4 font-semibold text-warning-900"
        >
          {onHoldRefusal}
        </p>
      )}

      <SelectionToolbar
        seats={target ? { classNumber: target.classNumber, left: target.remainingSeats } : undefined}
        addRefusal={onHoldRefusal}
        selectedCount={selection.selected.size}
        noClass={targetClass === null}
        pageHasRows={pageIds.length > 0}
        pageAllSelected={pageIds.every((id) => selection.selected.has(id))}
        pageNoneSelected={!pageIds.some((id) => selection.selected.has(id))}
        anyMatching={(candidates.data?.total ?? 0) > 0}
        selectingAll={selectingAll || check.checking}
        busy={enrol.bulkBusy}
        capped={capped}
        onSelectAllFiltered={() => void selectAllFiltered()}
        onSelectPage={() => selection.add(pageIds)}
        onDeselectPage={() => selection.remove(pageIds)}
        onClear={() => {
          selection.clear();
          setCapped(null);
        }}
        onAddSelected={() => void check.addSelected([...selection.selected])}
        onRemoveSelected={() => enrol.removeSelected([...selection.selected])}
      />

      <CandidateRowActionsContext value={actions}>
        <DataTable
          {...list.tableProps}
          // The default student class is a filter too: "no students of Class n" offers to show all classes.
          filtersActive={list.tableProps.filtersActive || studentClass !== ""}
          onClearFilters={() => {
            // One change of the address: the search, the student class and the page go, "All classes" stays.
            list.setSearchInput("");
            setSearchParams((current) => {
              const next = new URLSearchParams(current);
              for (const name of ["search", "studentClass", "page"]) next.delete(name);
              next.set(ANY_CLASS_PARAM, "1");
              return next;
            });
          }}
          caption={t("enrol.caption")}
          columns={columns}
          {...pagedTableProps(candidates, loadError)}
          loading={targetClass !== null && candidates.isPending}
          getRowId={(student) => student._id}
          emptyTitle={targetClass === null ? translateMessage("selectClassFirst") : t("enrol.empty")}
          emptyDescription={targetClass === null ? undefined : t("enrol.emptyHint")}
          noMatchesTitle={t("enrol.noMatches")}
          itemsLabel={t("enrol.itemsLabel")}
        />
      </CandidateRowActionsContext>

      {check.mismatch && (
        <Suspense fallback={null}>
          <MismatchDialog pending={check.mismatch} onCancel={check.cancel} onConfirm={check.confirm} />
        </Suspense>
      )}

      {viewing && (
        <Suspense fallback={null}>
          <CandidateDialog student={viewing} targetClass={targetClass} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The target class: the one in the URL when the course has it (or before the statistics arrive),
 * otherwise the first class of the course (the spec: the first preselected); null when it has none.
 */
function chooseTargetClass(fromUrl: string | null, classes: readonly CourseStatsClass[] | null) {
  const wanted = fromUrl && /^\d+$/.test(fromUrl) ? Number(fromUrl) : null;
  if (classes === null) return wanted;
  if (wanted !== null && classes.some((cls) => cls.classNumber === wanted)) return wanted;
  return classes[0]?.classNumber ?? null;
}

/** 'Class n (current/limit)', 'N/A' without a limit; a class on hold or blocked says so. */
function targetLabel(
  t: TFunction<typeof NAMESPACE>,
  cls: CourseStatsClass,
  statusWord: (key: "underReview" | "blocked") => string,
) {
  const values = {
    class: cls.classNumber,
    current: cls.currentStudents,
    limit: cls.studentLimit ?? t("enrol.unlimited"),
  };
  if (cls.status === "hold")
    return t("enrol.targetOptionStatus", { ...values, status: statusWord("underReview") });
  if (cls.status === "blocked")
    return t("enrol.targetOptionStatus", { ...values, status: statusWord("blocked") });
  return t("enrol.targetOption", values);
}
