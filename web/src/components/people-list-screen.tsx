import type { RowData } from "@tanstack/react-table";
import type { ReactNode } from "react";
import {
  ListPageTop,
  type ListTableKey,
  type ListTopKey,
  listTableProps,
  type PagedListQuery,
  RefreshButton,
} from "@/components/list-page.tsx";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table.tsx";
import type { ListTableProps } from "@/lib/use-list-params.ts";

/** The keys of a feature's `list` block that a people list screen reads. */
export type PeopleListKey = ListTopKey | ListTableKey | "refresh" | "noMatches";

/**
 * A school's list of people (students, teachers): the heading with its Add link, the search form
 * with the screen's filters, Refresh and the screen's own buttons, then the server-paged table. What
 * sits between the form and the table (`beforeTable`) and after it (dialogs, `children`) is the
 * screen's. The words come from the feature's `list` block through `text`.
 */
export function PeopleListScreen<Row extends RowData>({
  list,
  query,
  loadError,
  text,
  addTo,
  addLabel,
  formClassName,
  filters,
  buttons,
  beforeTable,
  columns,
  getRowId,
  children,
}: {
  list: {
    searchInput: string;
    setSearchInput: (value: string) => void;
    commitSearch: () => void;
    tableProps: ListTableProps;
  };
  query: PagedListQuery<Row>;
  loadError: string | null;
  text: (key: PeopleListKey) => string;
  addTo: string;
  addLabel: string;
  /** The search form's grid. */
  formClassName: string;
  /** The filter selects, before Refresh. */
  filters: ReactNode;
  /** Buttons after Refresh (Export…). */
  buttons?: ReactNode;
  beforeTable?: ReactNode;
  columns: DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  children?: ReactNode;
}) {
  return (
    <div className="container-page py-8 sm:py-12">
      <ListPageTop
        list={list}
        text={text}
        addTo={addTo}
        addLabel={addLabel}
        className={formClassName}
        inputClassName="col-span-2 sm:col-span-1"
      >
        {filters}
        <RefreshButton query={query} label={text("refresh")} />
        {buttons}
      </ListPageTop>
      {beforeTable}
      <DataTable
        {...listTableProps(list, query, loadError, text)}
        columns={columns}
        getRowId={getRowId}
        noMatchesTitle={text("noMatches")}
      />
      {children}
    </div>
  );
}
