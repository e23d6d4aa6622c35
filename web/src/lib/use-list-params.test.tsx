import { ADMIN_USERS_FILTERS, ADMIN_USERS_LIST, adminUsersQuerySchema } from "@ganit/contracts";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listApiQuery, readListParams, useListParams, writeListParams } from "./use-list-params.ts";

const options = { schema: adminUsersQuerySchema };
const read = (query: string) =>
  readListParams(ADMIN_USERS_LIST, ADMIN_USERS_FILTERS, new URLSearchParams(query), options.schema);

describe("readListParams", () => {
  it("gives the list's defaults for a bare address", () => {
    expect(read("")).toEqual({ page: 1, limit: 25, search: "", sort: "name", order: "asc", filters: {} });
  });

  it("keeps valid values", () => {
    expect(
      read("page=3&limit=50&search=%20asha%20&sort=createdAt&order=desc&role=admin&status=hold"),
    ).toEqual({
      page: 3,
      limit: 50,
      search: "asha",
      sort: "createdAt",
      order: "desc",
      filters: { role: "admin", status: "hold" },
    });
  });

  it("falls back to the default for each value the server would refuse", () => {
    expect(read("page=0&limit=30&sort=password&order=up&role=school&status=blocked&search=%01x")).toEqual({
      page: 1,
      limit: 25,
      search: "",
      sort: "name",
      order: "asc",
      filters: {},
    });
    expect(read("page=abc").page).toBe(1);
    expect(read("page=2.5").page).toBe(1);
  });
});

describe("writeListParams", () => {
  it("leaves defaults out and other parameters alone", () => {
    const params = writeListParams(
      ADMIN_USERS_LIST,
      ADMIN_USERS_FILTERS,
      { page: 1, limit: 25, search: "", sort: "name", order: "asc", filters: { role: "admin" } },
      new URLSearchParams("tab=2&page=4&search=old"),
    );
    expect(params.toString()).toBe("tab=2&role=admin");
  });

  it("round-trips through readListParams", () => {
    const state = read("page=2&limit=100&search=x&sort=email&order=desc&status=active");
    expect(read(writeListParams(ADMIN_USERS_LIST, ADMIN_USERS_FILTERS, state).toString())).toEqual(state);
  });
});

describe("listApiQuery", () => {
  it("always names page, limit, sort and order, so the server answers with a page", () => {
    expect(listApiQuery(read(""))).toBe("page=1&limit=25&sort=name&order=asc");
    expect(listApiQuery(read("search=asha&role=admin"))).toBe(
      "page=1&limit=25&sort=name&order=asc&search=asha&role=admin",
    );
  });
});

function Harness() {
  const list = useListParams(ADMIN_USERS_LIST, ADMIN_USERS_FILTERS, options);
  return (
    <div>
      <label>
        Search
        <input value={list.searchInput} onChange={(event) => list.setSearchInput(event.target.value)} />
      </label>
      <output>{list.apiQuery}</output>
      <button type="button" onClick={() => list.setPage(list.page + 1)}>
        next page
      </button>
      <button type="button" onClick={() => list.setFilter("role", "admin")}>
        admins only
      </button>
      <button type="button" onClick={() => list.setLimit(75)}>
        75 rows
      </button>
      <button type="button" onClick={() => list.setSort("email", "desc")}>
        email desc
      </button>
      <button type="button" onClick={list.clearFilters}>
        clear
      </button>
      <span>{list.filtersActive ? "filtered" : "unfiltered"}</span>
    </div>
  );
}

function renderHarness(url: string) {
  const router = createMemoryRouter([{ path: "/list", element: <Harness /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}
const apiQuery = () => screen.getByRole("status").textContent;

afterEach(() => vi.useRealTimers());

describe("useListParams", () => {
  it("reads the state from the URL and returns to page 1 when a filter, the page size or the sort changes", async () => {
    const user = userEvent.setup();
    const router = renderHarness("/list?page=3&search=asha");
    expect(apiQuery()).toBe("page=3&limit=25&sort=name&order=asc&search=asha");
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveProperty("value", "asha");
    expect(screen.getByText("filtered")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "admins only" }));
    expect(router.state.location.search).toBe("?search=asha&role=admin");

    await user.click(screen.getByRole("button", { name: "next page" }));
    await user.click(screen.getByRole("button", { name: "75 rows" }));
    expect(router.state.location.search).toBe("?limit=75&search=asha&role=admin");

    await user.click(screen.getByRole("button", { name: "next page" }));
    await user.click(screen.getByRole("button", { name: "email desc" }));
    expect(router.state.location.search).toBe("?limit=75&search=asha&sort=email&order=desc&role=admin");

    await user.click(screen.getByRole("button", { name: "clear" }));
    expect(router.state.location.search).toBe("?limit=75&sort=email&order=desc");
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveProperty("value", "");
    expect(screen.getByText("unfiltered")).toBeTruthy();
  });

  it("debounces typing, replaces the history entry and goes back to page 1", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const router = renderHarness("/list?page=2");
    await user.type(screen.getByRole("textbox", { name: "Search" }), "meera");
    // Nothing reaches the URL while typing.
    expect(router.state.location.search).toBe("?page=2");
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(router.state.location.search).toBe("?search=meera");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(apiQuery()).toBe("page=1&limit=25&sort=name&order=asc&search=meera");
  });

  it("keeps a filter chosen while a typed search waits for its pause", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const router = renderHarness("/list");
    await user.type(screen.getByRole("textbox", { name: "Search" }), "meera");
    await user.click(screen.getByRole("button", { name: "admins only" }));
    expect(router.state.location.search).toBe("?role=admin");
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(router.state.location.search).toBe("?search=meera&role=admin");
  });

  it("drops a pending search when the address has moved to another screen before the pause ended", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const router = renderHarness("/list?page=2");
    const before = window.location.href;
    await user.type(screen.getByRole("textbox", { name: "Search" }), "meera");
    // A link was followed: in the browser the address is the router's, and it is the next screen's
    // while this one stays shown until the next one has loaded.
    window.history.pushState(null, "", "/admin/viewcourseinfo?class=4");
    try {
      await act(async () => {
        vi.advanceTimersByTime(400);
      });
      expect(router.state.location.search).toBe("?page=2");
      expect(window.location.search).toBe("?class=4");
    } finally {
      window.history.replaceState(null, "", before);
    }
  });

  it("follows Back: the page and the search box show the earlier state", async () => {
    const user = userEvent.setup();
    const router = renderHarness("/list?search=asha");
    await user.click(screen.getByRole("button", { name: "clear" }));
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveProperty("value", "");
    await act(async () => {
      await router.navigate(-1);
    });
    expect(router.state.location.search).toBe("?search=asha");
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveProperty("value", "asha");
  });
});
