import { screen, waitFor } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { createMemoryRouter } from "react-router";
import { expect } from "vitest";

/** Clicks a list's Clear filters and waits until the URL holds only `search` (no filter left). */
export async function clearFilters(
  user: ReturnType<typeof userEvent.setup>,
  router: ReturnType<typeof createMemoryRouter>,
  search = "",
) {
  await user.click(screen.getByRole("button", { name: "Clear filters" }));
  await waitFor(() => expect(router.state.location.search).toBe(search));
}

/** The list's column headings as a reader sees them, without the sort arrows and their spoken words. */
export const columnHeadings = () =>
  screen.getAllByRole("columnheader").map((th) => th.textContent?.replace(/[▲▼]|\(sorted ascending\)/g, ""));
