import { ROLES } from "@ganit/contracts";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import i18n, { loadHindiMessages } from "@/lib/i18n.ts";
import { inQueryAndAuth, renderRoutes } from "@/test/render.tsx";
import { pageTitleKey } from "../page-titles.ts";
import { APP_ROUTES } from "../route-table.ts";
import { BareLayout, MainLayout } from "./main-layout.tsx";

function renderAt(path: string) {
  renderRoutes(
    [
      { element: <MainLayout />, children: [{ path: "*", element: <p>page</p> }] },
      {
        element: <BareLayout />,
        children: [{ path: "/viewresource/:resourceId", element: <p>resource</p> }],
      },
    ],
    path,
    inQueryAndAuth,
  );
}

/** A concrete address of a route pattern (`/receipt/:purchaseId` → `/receipt/x`). */
const addressOf = (path: string) => path.replace(/:\w+/g, "x");

describe("page titles", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("gives every built route a title of its own, not the site's or the 404 page's", () => {
    // An operator area's catch-all (`/superadmin/*`) is the 404 page behind the area's guard.
    for (const route of APP_ROUTES.filter((candidate) => !candidate.path.endsWith("*"))) {
      const key = pageTitleKey(addressOf(route.path));
      expect(key, route.path).not.toBe("pageTitle.notFound");
      expect(i18n.t(key), route.path).not.toBe(key);
    }
  });

  it("gives each route a role can open a title no other of them has, in English and in Hindi", async () => {
    await loadHindiMessages();
    for (const language of ["en", "hi"] as const) {
      const t = i18n.getFixedT(language);
      for (const role of ROLES) {
        const reachable = APP_ROUTES.filter(
          (route) => !route.path.endsWith("*") && (route.access === "public" || route.access.includes(role)),
        );
        const byTitle = new Map<string, string>();
        for (const route of reachable) {
          const title = t(pageTitleKey(addressOf(route.path)));
          expect(
            byTitle.get(title),
            `${language} ${role}: ${route.path} is titled "${title}"`,
          ).toBeUndefined();
          byTitle.set(title, route.path);
        }
      }
    }
  });

  it("titles the screen shown from the route table", async () => {
    renderAt("/school/courseviewstudents?courseId=abc");
    await waitFor(() => expect(document.title).toBe("Enrolled Students · Ganit"));
  });

  it("titles an unknown address as the 404 page", async () => {
    renderAt("/no/such/page");
    await waitFor(() => expect(document.title).toBe("Page not found · Ganit"));
  });

  it("titles the resource viewer, which has no header", async () => {
    renderAt("/viewresource/r1");
    await waitFor(() => expect(document.title).toBe("Resource · Ganit"));
  });

  it("titles in the reader's language, and follows a switch", async () => {
    await loadHindiMessages();
    renderAt("/school/viewstudents");
    await waitFor(() => expect(document.title).toBe("View Students · Ganit"));
    await i18n.changeLanguage("hi");
    await waitFor(() => expect(document.title).toBe("विद्यार्थी देखें · गणित"));
  });
});
