import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { expect, vi } from "vitest";
import { AuthProvider } from "@/lib/auth.tsx";
import { TestProviders } from "@/lib/test-providers.tsx";

/** The app's providers for a screen: query cache without retries, auth state, toasts. */
const inTestProviders = (app: ReactNode) => <TestProviders>{app}</TestProviders>;

/** A query cache as the client makes it (its own retries) and the auth state, without toasts: what the layouts read. */
export const inQueryAndAuth = (app: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <AuthProvider>{app}</AuthProvider>
  </QueryClientProvider>
);

/** `routes` in a memory router at `url`, inside `providers` (the app's, unless a test needs fewer). */
export function renderRoutes(
  routes: RouteObject[],
  url: string,
  providers: (app: ReactNode) => ReactNode = inTestProviders,
) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(providers(<RouterProvider router={router} />));
  return router;
}

/** A screen inside the app's providers, signed in with `token`, at `url`; other paths show "elsewhere". */
export function renderSignedIn(token: string, path: string, screen: ReactNode, url: string = path) {
  sessionStorage.setItem("token", token);
  return renderRoutes(
    [
      { path, element: screen },
      { path: "*", element: <p>elsewhere</p> },
    ],
    url,
  );
}

/** What a toast's text matches, for `findByText(…, { selector: TOAST_TEXT })`. */
export const TOAST_TEXT = "[data-sonner-toast] *";

/**
 * The text of the newest toast. Sonner keeps its toasts in module state, so a toast of the previous
 * test can still be on screen: asserting on the newest one says what this test's action showed.
 */
export const newestToast = () =>
  document.querySelector('[data-sonner-toast][data-front="true"]')?.textContent ?? null;

/** The error text linked to an input (what a screen reader reads after the label). */
export const errorOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id.endsWith("-error"))
    .map((id) => document.getElementById(id)?.textContent)
    .join("");

/** The table row of the first cell whose name matches `name` (a string is read as a pattern). */
export const rowOf = async (name: string | RegExp) =>
  (await screen.findByRole("cell", { name: typeof name === "string" ? new RegExp(name) : name })).closest(
    "tr",
  ) as HTMLElement;

/**
 * The row of `name`, once listed, showing each of `texts` (a string is a whole text, a pattern part
 * of one); answers the queries within the row.
 */
export async function rowShowing(name: string | RegExp, texts: (string | RegExp)[]) {
  const row = within(await rowOf(name));
  for (const text of texts) expect(row.getByText(text)).toBeTruthy();
  return row;
}

/** Every link named `name` on the screen (one at least) goes to `href`. */
export function everyLinkGoesTo(name: string, href: string) {
  const links = screen.getAllByRole("link", { name });
  expect(links.map((link) => link.getAttribute("href"))).toEqual(links.map(() => href));
}

/** A phone: every media query of min-width fails. */
export const onPhone = () =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

/**
 * An open modal dialog, once it takes clicks. Radix turns the page's pointer events off when a
 * modal opens and turns the dialog's own back on in an effect after it renders: on a loaded machine
 * a click can land between the two and fail on `pointer-events: none`.
 */
export async function findOpenDialog(name: string) {
  const dialog = await screen.findByRole("dialog", { name });
  await takesClicks(dialog);
  return dialog;
}

const takesClicks = (dialog: HTMLElement) =>
  waitFor(() => {
    if (document.body.style.pointerEvents === "none") expect(dialog.style.pointerEvents).toBe("auto");
  });

/**
 * The reader shuts `dialog` with its footer's Close (the last of its buttons named Close: the corner
 * cross is named Close too), once the dialog takes clicks, and the dialog is gone.
 */
export async function closeDialog(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await takesClicks(dialog);
  await user.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
}
