import { contentList, contentOptions, LIMITS, VIEW_RESOURCE_PREFIX } from "@ganit/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { RowActionButton } from "@/components/ui/button.tsx";
import { Dialog } from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { call, callPage } from "@/lib/client.ts";
import { NAMESPACE } from "./i18n.ts";

/** A lesson page chosen for a resource: its address in a course, and its name to show beside it. */
export type PickedPage = { url: string; name: string };

/** The most pages one search shows: a longer list is narrowed by the search and the filters. */
const SHOWN = 25;

type Filters = { course: string; class: string; topic: string };
const NO_FILTERS: Filters = { course: "", class: "", topic: "" };

/** The query string of the library's list and options: only the choices made. */
function queryOf(values: Record<string, string>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value.trim()) query.set(name, value.trim());
  return query;
}

/**
 * 'Choose a lesson page': the content library searched on the server (GET /api/content/getdata,
 * by name, topic or any words, narrowed by course, class and topic) in a dialog; choosing a page
 * puts its `/viewresource/{id}` into the resource. The address can still be typed instead.
 */
export function LessonPagePicker({ number, onPick }: { number: number; onPick: (page: PickedPage) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowActionButton
        label={t("picker.open")}
        accessibleName={t("picker.openFor", { number })}
        onClick={() => setOpen(true)}
      />
      {open && (
        <PickerDialog
          onClose={() => setOpen(false)}
          onPick={(page) => {
            onPick(page);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

function PickerDialog({ onClose, onPick }: { onClose: () => void; onPick: (page: PickedPage) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // Each letter typed does not send a request of its own while the previous answer is on its way.
  const searched = useDeferredValue(search);

  const optionsQuery = queryOf({ course: filters.course, class: filters.class }).toString();
  const options = useQuery({
    queryKey: ["content", "options", optionsQuery],
    queryFn: () => call(contentOptions, { query: optionsQuery }),
    placeholderData: keepPreviousData,
  });
  const listQuery = queryOf({
    page: "1",
    limit: String(SHOWN),
    search: searched,
    ...filters,
  }).toString();
  const pages = useQuery({
    queryKey: ["content", "page", listQuery, "picker"],
    queryFn: () => callPage(contentList, { query: listQuery }),
    placeholderData: keepPreviousData,
  });

  const choose = (name: keyof Filters, value: string) =>
    setFilters((old) =>
      // A course or class chosen anew empties the choices narrowed by the old one.
      name === "course"
        ? { course: value, class: "", topic: "" }
        : name === "class"
          ? { ...old, class: value, topic: "" }
          : { ...old, topic: value },
    );
  const items = pages.data?.items ?? [];
  const total = pages.data?.total ?? 0;

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(next) => !next && onClose()}
      title={t("picker.title")}
      description={t("picker.description")}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Input
          className="sm:col-span-2"
          type="search"
          label={t("picker.search")}
          value={search}
          autoComplete="off"
          maxLength={LIMITS.searchMax}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          label={t("picker.course")}
          placeholder={t("picker.any")}
          value={filters.course}
          options={(options.data?.courses ?? []).map((course) => ({ value: course, label: course }))}
          onChange={(event) => choose("course", event.target.value)}
        />
        <Select
          label={t("picker.class")}
          placeholder={t("picker.any")}
          value={filters.class}
          options={(options.data?.classes ?? []).map((n) => ({
            value: String(n),
            label: t("form.classOption", { number: n }),
          }))}
          onChange={(event) => choose("class", event.target.value)}
        />
        <Select
          className="sm:col-span-2"
          label={t("picker.topic")}
          placeholder={t("picker.any")}
          value={filters.topic}
          options={(options.data?.topics ?? []).map((topic) => ({ value: topic, label: topic }))}
          onChange={(event) => choose("topic", event.target.value)}
        />
      </div>
      <div className="mt-4" aria-live="polite" aria-busy={pages.isFetching}>
        {pages.isPending ? (
          <Spinner label={t("picker.loading")} />
        ) : pages.isError ? (
          <p role="alert" className="font-semibold text-danger-800">
            {t("picker.failed")}
          </p>
        ) : items.length === 0 ? (
          <p className="text-ink-muted">{t("picker.none")}</p>
        ) : (
          <>
            <p className="text-caption text-ink-muted">
              {total > items.length
                ? t("picker.someOf", { shown: items.length, total })
                : t("picker.found", { count: total })}
            </p>
            <ul className="mt-2 flex flex-col gap-2">
              {items.map((page) => (
                <li key={page._id}>
                  <button
                    type="button"
                    onClick={() =>
                      onPick({ url: `${VIEW_RESOURCE_PREFIX}${page._id}`, name: page.contentname })
                    }
                    className="flex w-full flex-col rounded-control border border-line px-3 py-2 text-start hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-400"
                  >
                    <span className="font-semibold text-brand-950">{page.contentname}</span>
                    <span className="text-caption text-ink-muted">
                      {t("picker.where", {
                        course: page.coursename,
                        n: page.classnumber,
                        topic: page.topicname,
                        subtopic: page.subtopicname,
                      })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Dialog>
  );
}
