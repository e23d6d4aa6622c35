import {
  CONTENT_FILTERS,
  CONTENT_LIST,
  type ContentListItem,
  contentQuerySchema,
  ROUTES,
} from "@ganit/contracts";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog.tsx";
import { optionsWithChosen } from "@/components/list-filter-selects.tsx";
import { ListPageTop, listTableProps, useListLoadError } from "@/components/list-page.tsx";
import { confirmDeleteTexts } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { DataTable } from "@/components/ui/data-table.tsx";
import { Dialog } from "@/components/ui/dialog.tsx";
import { Select } from "@/components/ui/select.tsx";
import { ApiError } from "@/lib/api.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { useListParams } from "@/lib/use-list-params.ts";
import { useContentOptions, useContentPage, useDeleteContent } from "./api.ts";
import { type ContentRowActions, ContentRowActionsContext, useContentColumns } from "./content-columns.tsx";
import { NAMESPACE } from "./i18n.ts";

const listOptions = { schema: contentQuerySchema };

/** A chosen value stays offered even when the options do not (yet) hold it: the select shows it. */
const withChosen = (values: readonly string[], chosen: string | undefined) =>
  chosen && !values.some((v) => v.toLowerCase() === chosen.toLowerCase()) ? [chosen, ...values] : [...values];

/**
 * /content: the content library, filtered, searched, sorted and paged by the server. Topic waits for
 * a course or class, Subtopic for a topic; changing a filter clears those that depend on it.
 */
export default function ContentListPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = useListParams(CONTENT_LIST, CONTENT_FILTERS, listOptions);
  const { course, class: classFilter, topic, subtopic } = list.filters;
  const page = useContentPage(list.apiQuery);
  const options = useContentOptions({ course, class: classFilter, topic });
  const columns = useContentColumns();
  const remove = useDeleteContent();
  const [toDelete, setToDelete] = useState<ContentListItem | null>(null);

  const actions = useMemo<ContentRowActions>(
    () => ({ onDelete: setToDelete, busyId: remove.isPending ? (remove.variables ?? null) : null }),
    [remove.isPending, remove.variables],
  );
  const confirmDelete = (item: ContentListItem) =>
    remove.mutate(item._id, {
      onSuccess: (reply) => toast.success(translateMessage(reply)),
      onError: (error) =>
        toast.error(
          // A course that linked the page meanwhile: the server names it. Otherwise the spec's words.
          error instanceof ApiError && error.status === 409
            ? apiErrorMessage(error, t("contentDeleteFailed", { ns: "messages" }))
            : t("contentDeleteFailed", { ns: "messages" }),
        ),
      onSettled: () => setToDelete(null),
    });

  const loadError = useListLoadError(page, t("list.loadFailed"));
  const toOptions = (values: string[]) => values.map((value) => ({ value, label: value }));
  const classOptions = optionsWithChosen((options.data?.classes ?? []).map(String), classFilter, (value) =>
    t("list.classOption", { n: value }),
  ).sort((a, b) => Number(a.value) - Number(b.value));
  const topicEnabled = Boolean(course || classFilter);

  return (
    <div className="container-page py-8 sm:py-12">
      <ListPageTop
        list={list}
        text={(key) => t(`list.${key}`)}
        addTo={ROUTES.createContent}
        addLabel={t("list.create")}
        ariaLabel={t("list.filtersLabel")}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        inputClassName="sm:col-span-2 lg:col-span-4"
      >
        <Select
          label={t("list.course")}
          placeholder={t("list.allCourses")}
          value={course ?? ""}
          onChange={(event) =>
            list.setFilters({ course: event.target.value, topic: undefined, subtopic: undefined })
          }
          options={toOptions(withChosen(options.data?.courses ?? [], course))}
        />
        <Select
          label={t("list.class")}
          placeholder={t("list.allClasses")}
          value={classFilter ?? ""}
          onChange={(event) =>
            list.setFilters({ class: event.target.value, topic: undefined, subtopic: undefined })
          }
          options={classOptions}
        />
        <Select
          label={t("list.topic")}
          placeholder={t("list.allTopics")}
          hint={topicEnabled ? undefined : t("list.topicHint")}
          disabled={!topicEnabled}
          value={topic ?? ""}
          onChange={(event) => list.setFilters({ topic: event.target.value, subtopic: undefined })}
          options={toOptions(withChosen(options.data?.topics ?? [], topic))}
        />
        <Select
          label={t("list.subtopic")}
          placeholder={t("list.allSubtopics")}
          hint={topic ? undefined : t("list.subtopicHint")}
          disabled={!topic}
          value={subtopic ?? ""}
          onChange={(event) => list.setFilters({ subtopic: event.target.value })}
          options={toOptions(withChosen(options.data?.subtopics ?? [], subtopic))}
        />
        <div className="sm:col-span-2 lg:col-span-4">
          <Button
            type="button"
            variant="secondary"
            onClick={list.clearFilters}
            disabled={!list.filtersActive}
          >
            {t("list.reset")}
          </Button>
        </div>
      </ListPageTop>

      <ContentRowActionsContext value={actions}>
        <DataTable
          {...listTableProps(list, page, loadError, (key) => t(`list.${key}`))}
          columns={columns}
          getRowId={(item) => item._id}
          // The spec's one empty text, with or without filters; Reset Filters is offered beside it.
          filtersActive={false}
          emptyDescription={list.filtersActive ? undefined : t("list.emptyHint")}
          emptyAction={
            list.filtersActive ? (
              <Button variant="secondary" onClick={list.clearFilters}>
                {t("list.reset")}
              </Button>
            ) : undefined
          }
        />
      </ContentRowActionsContext>

      <Dialog
        open={Boolean(toDelete?.usedBy.length)}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        size="sm"
        title={t("inUseDialog.title")}
        description={
          toDelete
            ? t("inUseDialog.description", { name: toDelete.contentname, count: toDelete.usedBy.length })
            : ""
        }
        footer={
          <Button variant="secondary" onClick={() => setToDelete(null)}>
            {t("inUseDialog.close")}
          </Button>
        }
      >
        <ul className="list-disc ps-5">
          {toDelete?.usedBy.map((use) => (
            <li key={`${use.courseName}-${use.classNumber}`}>
              {t("list.usedIn", { course: use.courseName, n: use.classNumber })}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-ink-muted">{t("inUseDialog.hint")}</p>
      </Dialog>
      <ConfirmDeleteDialog
        target={toDelete && toDelete.usedBy.length === 0 ? toDelete : null}
        busy={remove.isPending}
        texts={confirmDeleteTexts((key) => t(`deleteDialog.${key}`))}
        describe={(item) =>
          t("deleteDialog.description", {
            name: item.contentname,
            course: item.coursename,
            n: item.classnumber,
          })
        }
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
