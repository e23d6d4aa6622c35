import { act, screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { createMemoryRouter } from "react-router";
import { expect } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { rowOf } from "./render.tsx";

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

/**
 * A list whose load failed: its alert says `message`; once the server is back (`failing.recover`),
 * the alert's Try Again is pressed to load it again.
 */
export async function tryAgainAfterFailure(
  user: ReturnType<typeof userEvent.setup>,
  failing: { recover: () => void },
  message: string,
) {
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain(message);
  failing.recover();
  await user.click(within(alert).getByRole("button", { name: "Try Again" }));
}

/** Once the list shows the row of `name`, the reader switches to Hindi (the screen changes in place). */
export async function switchToHindiOnceListed(name: string) {
  await rowOf(name);
  await act(async () => setLanguage("hi"));
}

type User = ReturnType<typeof userEvent.setup>;
type Router = ReturnType<typeof createMemoryRouter>;

/** The reader's `change` to the list's controls done, the URL's query becomes `search`. */
async function urlFollows(router: Router, change: Promise<void>, search: string) {
  await change;
  await waitFor(() => expect(router.state.location.search).toBe(search));
}

/** The reader chooses `value` in the list's `filter` and the URL's query becomes `search`. */
export const filteredTo = (user: User, router: Router, filter: string, value: string, search: string) =>
  urlFollows(router, user.selectOptions(screen.getByRole("combobox", { name: filter }), value), search);

/** The reader types `words` in the list's search box and the URL's query becomes `search`. */
export const searchedTo = (user: User, router: Router, words: string, search: string) =>
  urlFollows(router, user.type(screen.getByRole("searchbox", { name: "Search" }), words), search);

/** The list, its filters matching nothing, says `nothingFound`; Clear filters brings back the row of `name`. */
export async function clearedFromNothingFound(
  user: User,
  router: Router,
  nothingFound: string,
  name: string,
) {
  expect(await screen.findByText(nothingFound)).toBeTruthy();
  await clearFilters(user, router);
  expect(await rowOf(name)).toBeTruthy();
}

/**
 * The reader presses View details on the row of `name`: the details dialog it opens, named after the
 * row, shows each of `texts` (in its text, wherever the dialog lays it out); answers the dialog.
 */
export async function detailsShowing(user: User, name: string, texts: string[]) {
  await user.click(within(await rowOf(name)).getByRole("button", { name: `View details of ${name}` }));
  const dialog = await screen.findByRole("dialog", { name });
  for (const text of texts) expect(dialog.textContent).toContain(text);
  return dialog;
}
