import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pager, pagerPages } from "./pager.tsx";

const pageButtons = () =>
  within(screen.getByRole("navigation"))
    .getAllByRole("button")
    .map((button) => button.textContent)
    .filter((text) => /^\d+$/.test(text ?? ""));

describe("Pager", () => {
  it("says which items are shown", () => {
    render(<Pager page={2} pageSize={25} total={80} onPageChange={() => {}} itemsLabel="students" />);
    expect(screen.getByText("Showing 26 to 50 of 80 students")).toBeTruthy();
  });

  it("caps the last page's range at the total, and shows 0 to 0 when empty", () => {
    const { rerender } = render(<Pager page={4} pageSize={25} total={80} onPageChange={() => {}} />);
    expect(screen.getByText("Showing 76 to 80 of 80")).toBeTruthy();
    rerender(<Pager page={1} pageSize={25} total={0} onPageChange={() => {}} />);
    expect(screen.getByText("Showing 0 to 0 of 0")).toBeTruthy();
  });

  it("shows at most 5 page buttons, the last page among them", () => {
    render(<Pager page={1} pageSize={10} total={200} onPageChange={() => {}} />);
    expect(pageButtons()).toEqual(["1", "2", "3", "4", "20"]);
  });

  it("shows five buttons, not six, on page 1 of 6", () => {
    render(<Pager page={1} pageSize={25} total={150} onPageChange={() => {}} />);
    expect(pageButtons()).toEqual(["1", "2", "3", "4", "6"]);
  });

  it("centres the window on the current page and marks it", () => {
    render(<Pager page={10} pageSize={10} total={200} onPageChange={() => {}} />);
    expect(pageButtons()).toEqual(["8", "9", "10", "11", "20"]);
    expect(screen.getByRole("button", { name: "Page 10" }).getAttribute("aria-current")).toBe("page");
  });

  it("does not repeat the last page when the window reaches it", () => {
    render(<Pager page={20} pageSize={10} total={200} onPageChange={() => {}} />);
    expect(pageButtons()).toEqual(["16", "17", "18", "19", "20"]);
  });

  it("reports clicks and disables Previous on the first page", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pager page={1} pageSize={10} total={200} onPageChange={onPageChange} />);
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Page 20" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onPageChange.mock.calls).toEqual([[20], [2]]);
  });

  it("computes windows for few pages", () => {
    expect(pagerPages(1, 3)).toEqual({ pages: [1, 2, 3], last: null });
    expect(pagerPages(1, 5)).toEqual({ pages: [1, 2, 3, 4, 5], last: null });
    expect(pagerPages(3, 6)).toEqual({ pages: [1, 2, 3, 4], last: 6 });
    expect(pagerPages(4, 6)).toEqual({ pages: [2, 3, 4, 5, 6], last: null });
    for (let pageCount = 1; pageCount <= 30; pageCount++) {
      for (let page = 1; page <= pageCount; page++) {
        const { pages, last } = pagerPages(page, pageCount);
        expect(pages.length + (last === null ? 0 : 1)).toBeLessThanOrEqual(5);
        expect([...pages, last]).toContain(page);
        expect([...pages, last]).toContain(pageCount);
      }
    }
    expect(pagerPages(1, 0)).toEqual({ pages: [], last: null });
  });
});
