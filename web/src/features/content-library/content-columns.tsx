import { type ContentListItem, ROUTES } from "@ganit/contracts";
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { actionsColumnOptions, nameColumnOptions } from "@/components/screen-parts.tsx";
import { buttonClasses, RowActionButton } from "@/components/ui/button.tsx";
import { type DataTableColumn, dataTableColumns } from "@/components/ui/data-table.tsx";
import { NAMESPACE } from "./i18n.ts";

/** What the row actions need from the page. */
export type ContentRowActions = { onDelete: (item: ContentListItem) => void; busyId: string | null };
export const ContentRowActionsContext = createContext<ContentRowActions | null>(null);

const column = dataTableColumns<ContentListItem>();

/**
 * Course Name, Class, Topic, Subtopic, Content Name, where the page is used (course classes whose
 * resources link it: such a page is not deleted), View Details (new tab), Delete.
 */
export function useContentColumns(): DataTableColumn<ContentListItem>[] {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(
    () => [
      column.accessor("coursename", { header: t("list.columns.coursename") }),
      column.accessor("classnumber", {
        header: t("list.columns.classnumber"),
        meta: { className: "whitespace-nowrap" },
      }),
      column.accessor("topicname", { header: t("list.columns.topicname") }),
      column.accessor("subtopicname", { header: t("list.columns.subtopicname") }),
      column.accessor("contentname", nameColumnOptions(t("list.columns.contentname"))),
      column.display({
        id: "usedBy",
        header: t("list.columns.usedBy"),
        meta: { label: t("list.columns.usedBy") },
        cell: ({ row }) => <UsedBy item={row.original} />,
      }),
      column.display({
        id: "view",
        header: t("list.columns.view"),
        meta: { label: t("list.columns.view") },
        cell: ({ row }) => (
          <a
            href={`${ROUTES.viewResource}/${encodeURIComponent(row.original._id)}`}
            target="_blank"
            rel="noopener"
            className={`${buttonClasses({ size: "sm", variant: "secondary" })} whitespace-nowrap`}
            aria-label={t("list.viewItem", { name: row.original.contentname })}
          >
            {t("list.view")}
          </a>
        ),
      }),
      column.display(
        actionsColumnOptions(t("list.columns.delete"), (item: ContentListItem) => <DeleteCell item={item} />),
      ),
    ],
    [t],
  );
}

function DeleteCell({ item }: { item: ContentListItem }) {
  const { t } = useTranslation(NAMESPACE);
  const actions = useContext(ContentRowActionsContext);
  if (!actions) return null;
  return (
    <RowActionButton
      label={t("list.delete")}
      accessibleName={t("list.deleteItem", { name: item.contentname })}
      variant="dangerQuiet"
      loading={actions.busyId === item._id}
      disabled={actions.busyId !== null}
      onClick={() => actions.onDelete(item)}
    />
  );
}

function UsedBy({ item }: { item: ContentListItem }) {
  const { t } = useTranslation(NAMESPACE);
  if (!item.usedBy.length) return <span className="text-ink-muted">{t("list.notUsed")}</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {item.usedBy.map((use) => (
        <li key={`${use.courseName}-${use.classNumber}`}>
          {t("list.usedIn", { course: use.courseName, n: use.classNumber })}
        </li>
      ))}
    </ul>
  );
}
