import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { optionValues, selectNamed } from "@/test/forms.ts";
import { onPhone } from "@/test/render.tsx";
import { DataTable, type DataTableColumn, type DataTableProps, dataTableColumns } from "./data-table.tsx";

type Student = { id: string; name: string; className: number };
const column = dataTableColumns<Student>();
const columns: DataTableColumn<Student>[] = [
  column.accessor("name", { header: "Name", meta: { cardRole: "title" } }),
  column.accessor("className", { header: "Class" }),
  column.display({
    id: "actions",
    header: "Actions",
    meta: { cardRole: "actions" },
    cell: ({ row }) => <button type="button">Open {row.original.name}</button>,
  }),
];
const students: Student[] = [
  { id: "1", name: "Aarav", className: 5 },
  { id: "2", name: "Meera", className: 7 },
];

function renderTable(overrides: Partial<DataTableProps<Student>> = {}) {
  const props: DataTableProps<Student> = {
    caption: "Students",
    columns,
    data: students,
    total: 120,
    getRowId: (row) => row.id,
    page: 2,
    pageSize: 25,
    pageSizes: [25, 50, 75, 100],
    onPageChange: vi.fn(),
    onPageSizeChange: vi.fn(),
    sort: { key: "name", direction: "asc" },
    onSortChange: vi.fn(),
    emptyTitle: "No students yet",
    ...overrides,
  };
  render(<DataTable {...props} />);
  return props;
}

afterEach(() => vi.unstubAllGlobals());

describe("DataTable", () => {
  it("shows the rows in the server's order and reports the next sort when a header is clicked", async () => {
    const user = userEvent.setup();
    const props = renderTable();
    const table = screen.getByRole("table", { name: "Students" });
    const bodyRows = within(table).getAllByRole("row").slice(1);
    expect(bodyRows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "Aarav",
      "Meera",
    ]);

    const name = screen.getByRole("columnheader", { name: /Name/ });
    const klass = screen.getByRole("columnheader", { name: /Class/ });
    expect(name.getAttribute("aria-sort")).toBe("ascending");
    expect(klass.getAttribute("aria-sort")).toBe("none");
    // The actions column is not sortable: no button in its header.
    expect(within(screen.getByRole("columnheader", { name: "Actions" })).queryByRole("button")).toBeNull();

    await user.click(within(name).getByRole("button"));
    expect(props.onSortChange).toHaveBeenLastCalledWith({ key: "name", direction: "desc" });
    await user.click(within(klass).getByRole("button"));
    expect(props.onSortChange).toHaveBeenLastCalledWith({ key: "className", direction: "asc" });
  });

  it("flips a descending column back to ascending", async () => {
    const user = userEvent.setup();
    const props = renderTable({ sort: { key: "name", direction: "desc" } });
    const name = screen.getByRole("columnheader", { name: /Name/ });
    expect(name.getAttribute("aria-sort")).toBe("descending");
    await user.click(within(name).getByRole("button"));
    expect(props.onSortChange).toHaveBeenLastCalledWith({ key: "name", direction: "asc" });
  });

  it("pages with the pager and changes the page size with the rows-per-page select", async () => {
    const user = userEvent.setup();
    const props = renderTable();
    expect(screen.getByText("Showing 26 to 50 of 120")).toBeTruthy();
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    await user.click(within(pager).getByRole("button", { name: "Page 3" }));
    expect(props.onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(within(pager).getByRole("button", { name: "Previous" }));
    expect(props.onPageChange).toHaveBeenLastCalledWith(1);

    const rowsPerPage = selectNamed("Rows per page");
    expect(rowsPerPage.value).toBe("25");
    expect(optionValues("Rows per page")).toEqual(["25", "50", "75", "100"]);
    await user.selectOptions(rowsPerPage, "50");
    expect(props.onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it("moves to the last page when the page asked for is past the end", () => {
    const props = renderTable({ page: 9, total: 60, data: [] });
    expect(props.onPageChange).toHaveBeenCalledWith(3, { replace: true });
  });

  it("says when nothing matches the filters and offers Clear filters", async () => {
    const user = userEvent.setup();
    const props = renderTable({ data: [], total: 0, filtersActive: true, onClearFilters: vi.fn() });
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("Nothing matches your search")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(props.onClearFilters).toHaveBeenCalledOnce();
  });

  it("shows its own empty text, without Clear filters, when the list is simply empty", () => {
    renderTable({ data: [], total: 0, filtersActive: false, onClearFilters: vi.fn() });
    expect(screen.getByText("No students yet")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("keeps the layout with a labelled spinner while the first page loads", () => {
    renderTable({ data: undefined, total: 0, loading: true });
    expect(screen.getByRole("status").textContent).toContain("Loading rows…");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText("No students yet")).toBeNull();
  });

  it("marks the table busy while another page is on its way", () => {
    renderTable({ refreshing: true });
    expect(screen.getByRole("table").getAttribute("aria-busy")).toBe("true");
  });

  it("shows a failed load with its message and Try Again", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderTable({ data: undefined, total: 0, error: "Failed to fetch users", onRetry });
    expect(screen.getByRole("alert").textContent).toContain("Failed to fetch users");
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("turns rows into cards with labelled values and a sort menu on a narrow screen", async () => {
    onPhone();
    const user = userEvent.setup();
    const props = renderTable();
    expect(screen.queryByRole("table")).toBeNull();
    const cards = within(screen.getByRole("list", { name: "Students" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText("Class")).toBeTruthy();
    expect(within(first).getByText("5")).toBeTruthy();
    expect(within(first).getByRole("button", { name: "Open Aarav" })).toBeTruthy();

    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "className:desc");
    expect(props.onSortChange).toHaveBeenLastCalledWith({ key: "className", direction: "desc" });
  });
});
