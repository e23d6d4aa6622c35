import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
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
