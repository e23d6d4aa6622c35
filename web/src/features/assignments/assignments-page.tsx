import { ASSIGNMENTS_FILTERS, ASSIGNMENTS_LIST, ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { Pager } from "@/components/ui/pager.tsx";
import { useAssignmentList } from "./api.ts";
import { onScreen } from "./days.ts";
import { NAMESPACE } from "./i18n.ts";
import { useUrlList } from "./list-state.ts";

/**
 * /teacher/assignments?courseId=&class=: the assignments of the teacher's classes (one class when
 * the URL names it), latest due first, paged on the server; each opens its table.
 */
export default function AssignmentsPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = useUrlList(ASSIGNMENTS_LIST, ASSIGNMENTS_FILTERS);
  const query = useAssignmentList(list.apiQuery);
  const page = query.data;
  const assign =
    list.filters.courseId && list.filters.class
      ? `${ROUTES.teacherAssign}?${new URLSearchParams({ courseId: list.filters.courseId, class: list.filters.class })}`
      : null;
  return (
    <div className="container-page py-6 sm:py-10">
      <Link to={ROUTES.teacherDashboard} className="font-semibold text-brand-700 underline">
        {t("backToClasses")}
      </Link>
      <div className="mt-3 mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h1 font-extrabold">{t("list.title")}</h1>
        {assign && (
          <Link to={assign} className="font-semibold text-brand-700 underline">
            {t("list.assign")}
          </Link>
        )}
      </div>
      {query.isError && !page ? (
        <LoadErrorCard
          message={t("list.loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void query.refetch()}
        />
      ) : !page ? (
        <p role="status">{t("loading")}</p>
      ) : page.items.length === 0 ? (
        <p className="text-ink-muted">{t("list.empty")}</p>
      ) : (
        <ul className="grid gap-2">
          {page.items.map((a) => (
            <li key={a.id} className="rounded-card border border-line bg-surface p-3">
              <Link
                to={ROUTES.teacherAssignment.replace(":id", encodeURIComponent(a.id))}
                className="font-semibold text-brand-700 underline"
              >
                {a.title}
              </Link>
              <p className="text-sm text-ink-muted">
                {t(`kind.${a.kind}`)} ·{" "}
                {a.section
                  ? t("classSection", { n: a.classNumber, section: a.section })
                  : t("classN", { n: a.classNumber })}{" "}
                · {t("list.due", { day: onScreen(a.dueOn) })} ·{" "}
                {t("table.doneOf", { n: a.done, count: a.children })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {page && (
        <Pager
          className="mt-4"
          page={page.page}
          pageSize={page.limit}
          total={page.total}
          onPageChange={list.setPage}
          itemsLabel={t("list.word")}
        />
      )}
    </div>
  );
}
