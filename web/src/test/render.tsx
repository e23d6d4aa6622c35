import { render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect } from "vitest";
import { TestProviders } from "@/lib/test-providers.tsx";

/** A screen inside the app's providers, signed in with `token`, at `url`; other paths show "elsewhere". */
export function renderSignedIn(token: string, path: string, screen: ReactNode, url: string = path) {
  sessionStorage.setItem("token", token);
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

/**
 * The text of the newest toast. Sonner keeps its toasts in module state, so a toast of the previous
 * test can still be on screen: asserting on the newest one says what this test's action showed.
 */
export const newestToast = () =>
  document.querySelector('[data-sonner-toast][data-front="true"]')?.textContent ?? null;

/**
 * An open modal dialog, once it takes clicks. Radix turns the page's pointer events off when a
 * modal opens and turns the dialog's own back on in an effect after it renders: on a loaded machine
 * a click can land between the two and fail on `pointer-events: none`.
 */
export async function findOpenDialog(name: string) {
  const dialog = await screen.findByRole("dialog", { name });
  await waitFor(() => {
    if (document.body.style.pointerEvents === "none") expect(dialog.style.pointerEvents).toBe("auto");
  });
  return dialog;
}
