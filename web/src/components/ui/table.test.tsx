import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Table, type TableColumn, type TableProps } from "./table.tsx";

type Student = { id: string; name: string; class: number };
const students: Student[] = [
  { id: "1", name: "Meera", class: 5 },
  { id: "2", name: "aarav", class: 10 },
  { id: "3", name: "Kabir", class: 2 },
];
const columns: TableColumn<Student>[] = [
  { key: "name", header: "Name", sortable: true },
  { key: "class", header: "Class", sortable: true },
];

/** The students' table, with `props` (a sort, controlled or not). */
const renderTable = (props: Partial<TableProps<Student>> = {}) =>
  render(<Table caption="Students" columns={columns} rows={students} rowKey={(row) => row.id} {...props} />);

const firstColumn = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);

describe("Table sortable headers", () => {
  it("starts from the default sort and toggles ascending/descending on click", async () => {
    const user = userEvent.setup();
    renderTable({ defaultSort: { key: "name", direction: "asc" } });
    const nameHeader = screen.getByRole("columnheader", { name: /Name/ });
    expect(nameHeader.getAttribute("aria-sort")).toBe("ascending");
    expect(firstColumn()).toEqual(["aarav", "Kabir", "Meera"]);

    await user.click(within(nameHeader).getByRole("button"));
    expect(nameHeader.getAttribute("aria-sort")).toBe("descending");
    expect(firstColumn()).toEqual(["Meera", "Kabir", "aarav"]);

    await user.click(within(nameHeader).getByRole("button"));
    expect(nameHeader.getAttribute("aria-sort")).toBe("ascending");
  });

  it("sorts numbers as numbers and moves aria-sort to the clicked column", async () => {
    const user = userEvent.setup();
    renderTable();
    const classHeader = screen.getByRole("columnheader", { name: /Class/ });
    expect(classHeader.getAttribute("aria-sort")).toBe("none");
    await user.click(within(classHeader).getByRole("button"));
    expect(classHeader.getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("none");
    expect(firstColumn()).toEqual(["Kabir", "Meera", "aarav"]);
  });

  it("in controlled mode reports the next sort and keeps the given order", async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ sort: { key: "name", direction: "asc" }, onSortChange });
    await user.click(within(screen.getByRole("columnheader", { name: /Name/ })).getByRole("button"));
    expect(onSortChange).toHaveBeenCalledWith({ key: "name", direction: "desc" });
    expect(firstColumn()).toEqual(["Meera", "aarav", "Kabir"]);
  });
});
