import { ASSIGNMENT_SHOWS, ASSIGNMENTS_FILTERS, ASSIGNMENTS_LIST } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { Pager, pagerOf } from "@/components/ui/pager.tsx";
import { PressedButton } from "@/components/ui/pressed-button.tsx";
import { useAssignableClasses, useAssignmentList } from "./api.ts";
import { CompactField, compactSelect } from "./compact-field.tsx";
import { onScreen } from "./days.ts";
import { NAMESPACE } from "./i18n.ts";
import { useUrlList } from "./list-state.ts";
import { useAssignmentRoutes } from "./where.ts";

/**
 * /teacher/assignments and /school/assignments (`?courseId=&class=&teacherId=&show=`): the
 * assignments of the reader's classes (the office: every teacher's), one class when the URL names
 * it, latest due first, paged on the server; withdrawn ones behind their own filter (docs/adr/0702).
 */
export default function AssignmentsPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = useUrlList(ASSIGNMENTS_LIST, ASSIGNMENTS_FILTERS);
  const query = useAssignmentList(list.apiQuery);
  const page = query.data;
  const where = useAssignmentRoutes();
  const classes = useAssignableClasses(where.office);
  const show = list.filters.show ?? "current";
  const assign =
    list.filters.courseId && list.filters.class
      ? `${where.assign}?${new URLSearchParams({ courseId: list.filters.courseId, class: list.filters.class })}`
      : where.office
        ? where.assign
        : null;
  return (
    <div className="container-page py-6 sm:py-10">
      <Link to={where.home} className="font-semibold text-brand-700 underline">
        {t(where.office ? "backToDashboard" : "backToClasses")}
      </Link>
      <div className="mt-3 mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h1 font-extrabold">{t("list.title")}</h1>
        {assign && (
          <Link to={assign} className="font-semibold text-brand-700 underline">
            {t("list.assign")}
          </Link>
        )}
      </div>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t("table.filter")}</legend>
          {ASSIGNMENT_SHOWS.map((s) => (
            <PressedButton
              key={s}
              pressed={show === s}
              onClick={() => list.setFilter("show", s === "current" ? undefined : s)}
              className="px-4"
            >
              {t(`list.show.${s}`)}
            </PressedButton>
          ))}
        </fieldset>
        {where.office && classes.data && (
          <CompactField label={t("list.class")}>
            <select
              className={compactSelect}
              value={
                list.filters.courseId && list.filters.class
                  ? `${list.filters.courseId}/${list.filters.class}`
                  : ""
              }
              onChange={(event) => {
                const [courseId, classNumber] = event.target.value.split("/");
                list.setFilters({ courseId, class: classNumber });
              }}
            >
              <option value="">{t("list.allClasses")}</option>
              {classes.data.items.map((k) => (
                <option key={`${k.courseId}/${k.classNumber}`} value={`${k.courseId}/${k.classNumber}`}>
                  {k.courseName} · {t("classN", { n: k.classNumber })}
                </option>
              ))}
            </select>
          </CompactField>
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
              <Link to={where.one(a.id)} className="font-semibold text-brand-700 underline">
                {a.title}
              </Link>
              <p className="text-sm text-ink-muted">
                {t(`kind.${a.kind}`)} ·{" "}
                {a.section
                  ? t("classSection", { n: a.classNumber, section: a.section })
                  : t("classN", { n: a.classNumber })}{" "}
                · {t("list.due", { day: onScreen(a.dueOn) })} ·{" "}
                {t("table.doneOf", { n: a.done, count: a.children })}
                {where.office && a.createdBy && ` · ${t("list.by", { name: a.createdBy })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {page && (
        <Pager className="mt-4" {...pagerOf(page)} onPageChange={list.setPage} itemsLabel={t("list.word")} />
      )}
    </div>
  );
}
