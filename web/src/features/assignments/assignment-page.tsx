import {
  ASSIGNMENT_CHILDREN_FILTERS,
  ASSIGNMENT_CHILDREN_LIST,
  ASSIGNMENT_STATES,
  type Assignment,
  type AssignmentChild,
  type AssignmentState,
} from "@ganit/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { useListExport } from "@/components/list-export.tsx";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { Button, RowActionButton } from "@/components/ui/button.tsx";
import { Pager, pagerOf } from "@/components/ui/pager.tsx";
import { PressedButton } from "@/components/ui/pressed-button.tsx";
import { cn } from "@/lib/cn.ts";
import { apiErrorMessage } from "@/lib/messages.ts";
import { downloadAssignment, useAssignmentChildren, useNudge } from "./api.ts";
import { CompactField, compactControl, compactSelect } from "./compact-field.tsx";
import { onScreen } from "./days.ts";
import { NAMESPACE } from "./i18n.ts";
import { useUrlList } from "./list-state.ts";
import { useAssignmentRoutes } from "./where.ts";

// The edit and withdraw dialogs carry the form's schema (zod): loaded when first opened.
const dialogs = () => import("./change-dialogs.tsx");
const EditDialog = lazy(() => dialogs().then((m) => ({ default: m.EditDialog })));
const WithdrawDialog = lazy(() => dialogs().then((m) => ({ default: m.WithdrawDialog })));

const STATE_TONE: Record<AssignmentState, string> = {
  done: "bg-success-100 text-success-800",
  inProgress: "bg-brand-50 text-brand-700",
  notStarted: "bg-warning-100 text-warning-800",
  overdue: "bg-danger-100 text-danger-800",
};

/**
 * /teacher/assignments/{id} and /school/assignments/{id}: each child the reader reaches with done, in progress, not started or
 * overdue, and their level; filtered by state, sorted and paged on the server, the state in the URL.
 * A nudge reminds one child or every child not done; the export is the server's .xlsx. Edit and
 * Withdraw open dialogs where the reader may change it (docs/adr/0701, 0702); withdrawn, it says so.
 */
export default function AssignmentPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const id = useParams().id ?? "";
  const list = useUrlList(ASSIGNMENT_CHILDREN_LIST, ASSIGNMENT_CHILDREN_FILTERS);
  const query = useAssignmentChildren(id, list.apiQuery);
  const nudge = useNudge(id);
  const { exporting, run } = useListExport();
  const [dialog, setDialog] = useState<"edit" | "withdraw" | null>(null);
  const where = useAssignmentRoutes();
  const page = query.data;
  const assignment = page?.assignment;
  const state = list.filters.state as AssignmentState | undefined;

  const remind = (studentIds?: string[]) =>
    nudge.mutate(studentIds ? { studentIds } : {}, {
      onSuccess: (reply) => toast.success(t("table.reminded", { count: reply.count })),
      onError: (error) => toast.error(apiErrorMessage(error, t("table.remindFailed"))),
    });

  return (
    <div className="container-page py-6 sm:py-10">
      <Link to={where.list} className="font-semibold text-brand-700 underline">
        {t("backToList")}
      </Link>
      {query.isError && !page ? (
        <LoadErrorCard
          message={t("table.loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void query.refetch()}
        />
      ) : !page || !assignment ? (
        <p role="status">{t("loading")}</p>
      ) : (
        <>
          <header className="mt-3 mb-4">
            <h1 className="text-h1 font-extrabold">{assignment.title}</h1>
            <p className="text-ink-muted">
              {t(`kind.${assignment.kind}`)} ·{" "}
              {assignment.section
                ? t("classSection", { n: assignment.classNumber, section: assignment.section })
                : t("classN", { n: assignment.classNumber })}{" "}
              · {t("table.days", { from: onScreen(assignment.startsOn), to: onScreen(assignment.dueOn) })}
            </p>
            <p className="mt-1 font-semibold" data-testid="assignment-summary">
              {t("table.doneOf", { n: assignment.done, count: assignment.children })}
            </p>
            {assignment.withdrawnAt && (
              <p role="note" className="mt-2 rounded-card bg-warning-100 p-3 font-semibold text-warning-800">
                {t("withdraw.banner", { day: onScreen(assignment.withdrawnAt.slice(0, 10)) })}
              </p>
            )}
            {assignment.editable && (
              <div className="mt-3 flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setDialog("edit")}>
                  {t("edit.open")}
                </Button>
                <Button variant="dangerQuiet" onClick={() => setDialog("withdraw")}>
                  {t("withdraw.open")}
                </Button>
              </div>
            )}
            {dialog && (
              <Suspense fallback={null}>
                {dialog === "edit" ? (
                  <EditDialog
                    assignment={assignment}
                    open
                    onOpenChange={(open) => !open && setDialog(null)}
                  />
                ) : (
                  <WithdrawDialog
                    assignment={assignment}
                    open
                    onOpenChange={(open) => !open && setDialog(null)}
                  />
                )}
              </Suspense>
            )}
          </header>

          <fieldset className="mb-3 flex flex-wrap gap-2">
            <legend className="sr-only">{t("table.filter")}</legend>
            <PressedButton
              pressed={!state}
              onClick={() => list.setFilter("state", undefined)}
              className="px-4"
            >
              {t("table.all")}
            </PressedButton>
            {ASSIGNMENT_STATES.map((s) => (
              <PressedButton
                key={s}
                pressed={state === s}
                onClick={() => list.setFilter("state", s)}
                className="px-4"
              >
                {t(`state.${s}`)} ({page.counts[s]})
              </PressedButton>
            ))}
          </fieldset>

          <div className="mb-3 flex flex-wrap items-end gap-3">
            <CompactField label={t("table.sortBy")}>
              <select
                className={compactSelect}
                value={`${list.sort}:${list.order}`}
                onChange={(event) => {
                  const [sort = "name", order] = event.target.value.split(":");
                  list.setSort(sort, order === "desc" ? "desc" : "asc");
                }}
              >
                <option value="name:asc">{t("table.sortName")}</option>
                <option value="state:asc">{t("table.sortState")}</option>
                <option value="level:asc">{t("table.sortLevel")}</option>
              </select>
            </CompactField>
            <CompactField label={t("table.search")}>
              <input
                type="search"
                className={compactControl}
                defaultValue={list.search}
                onKeyDown={(event) => {
                  if (event.key === "Enter") list.setSearch(event.currentTarget.value);
                }}
                onBlur={(event) => list.setSearch(event.currentTarget.value)}
              />
            </CompactField>
            {!assignment.withdrawnAt && (
              <Button variant="secondary" disabled={nudge.isPending} onClick={() => remind()}>
                {t("table.remindAll")}
              </Button>
            )}
            <Button
              variant="secondary"
              disabled={exporting}
              onClick={() =>
                void run(
                  true,
                  () =>
                    downloadAssignment(
                      id,
                      i18n.language === "hi" ? "hi" : "en",
                      `assignment-${assignment.dueOn}.xlsx`,
                    ),
                  (error) => apiErrorMessage(error, t("table.exportFailed")),
                )
              }
            >
              {exporting ? t("table.exporting") : t("table.export")}
            </Button>
          </div>

          {page.items.length === 0 ? (
            <p className="py-6 text-ink-muted">{t("table.empty")}</p>
          ) : (
            <ul className="grid gap-2" aria-label={t("table.children")}>
              {page.items.map((child) => (
                <ChildRow
                  key={child.studentId}
                  child={child}
                  kind={assignment.kind}
                  onRemind={assignment.withdrawnAt ? undefined : () => remind([child.studentId])}
                />
              ))}
            </ul>
          )}
          <Pager
            className="mt-4"
            {...pagerOf(page)}
            onPageChange={list.setPage}
            itemsLabel={t("table.childrenWord")}
          />
        </>
      )}
    </div>
  );
}

function ChildRow({
  child,
  kind,
  onRemind,
}: {
  child: AssignmentChild;
  kind: Assignment["kind"];
  onRemind?: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-line bg-surface p-3"
      data-testid="child-row"
    >
      <div className="min-w-0">
        <p className="font-semibold">{child.name}</p>
        <p className="text-sm text-ink-muted">
          {/* A lesson and a test have no skill level (docs/adr/0694): the row names what was set. */}
          {child.level ? t(`level.${child.level}`) : t(kind === "test" ? "kind.test" : "table.noLevel")}
          {child.bestScore !== null && ` · ${t("table.best", { score: child.bestScore })}`}
          {child.nudgedAt && ` · ${t("table.remindedOn", { day: onScreen(child.nudgedAt.slice(0, 10)) })}`}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <span
          className={cn("rounded-full px-3 py-1 text-sm font-bold", STATE_TONE[child.state])}
          data-testid="child-state"
        >
          {t(`state.${child.state}`)}
        </span>
        {child.state !== "done" && onRemind && (
          <RowActionButton
            label={t("table.remind")}
            accessibleName={t("table.remindOne", { name: child.name })}
            variant="ghost"
            onClick={onRemind}
          />
        )}
      </div>
    </li>
  );
}
