import path from "node:path";
import { ROUTES } from "@ganit/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { APP_ROUTES } from "./app/route-table.ts";
import i18n from "./lib/i18n.ts";
import {
  BARE_PATHS,
  LANGUAGE_CODES,
  PRELOADED_SCREENS,
  PRERENDERED_PAGES,
  renderLoadingShell,
  renderPage,
} from "./prerender.tsx";

const WEB_ROOT = path.resolve(import.meta.dirname, "..");
// Hydration of these pages is checked in the browser (e2e/journeys/prerendered.spec.ts): in one
// jsdom the server renderer and the client's share React's context objects.
afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("prerendered public pages", () => {
  it("name, for each path, the screen module the route table loads", async () => {
    for (const page of PRERENDERED_PAGES) {
      const route = APP_ROUTES.find((r) => r.path === page.path);
      expect(route, page.path).toBeDefined();
      const fromTable = await route?.load();
      const fromList = await import(/* @vite-ignore */ path.join(WEB_ROOT, page.screen));
      expect(fromTable?.default, page.path).toBe(fromList.default);
    }
  });

  it("render the whole page, layout and screen, with no inline script", async () => {
    for (const page of PRERENDERED_PAGES) {
      const html = await renderPage(page.path, "en");
      expect(html, page.path).toContain("<header");
      expect(html, page.path).toContain('<main id="main"');
      expect(html, page.path).toMatch(/<h1[ >]/);
      expect(html, page.path).not.toContain("<script");
      // No spinner: the screen itself is in the HTML.
      expect(html, page.path).not.toContain('role="status"');
    }
  });

  it("render each language in that language", async () => {
    expect(LANGUAGE_CODES).toEqual(["en", "hi"]);
    const english = await renderPage("/courses", "en");
    const hindi = await renderPage("/courses", "hi");
    expect(english).toContain("Our Courses");
    expect(hindi).toContain("हमारे कोर्स");
    expect(hindi).not.toContain("Our Courses");
  });
});

describe("the prerendered login", () => {
  it("cannot be submitted before the scripts run: its button is disabled and says it is getting ready", async () => {
    for (const [language, ready, login] of [
      ["en", "Getting ready…", ">Login</button>"],
      ["hi", "तैयार हो रहा है…", ">लॉग इन</button>"],
    ] as const) {
      const html = await renderPage(ROUTES.login, language);
      const button = /<button[^>]*type="submit"[^>]*>[\s\S]*?<\/button>/.exec(html)?.[0] ?? "";
      expect(button, language).toMatch(/\sdisabled=""/);
      expect(button, language).toContain(ready);
      expect(html, language).not.toContain(login);
      // A browser without scripts says why; a submit that slipped through would not put the password in the URL.
      expect(html, language).toContain("<noscript>");
      expect(html, language).toMatch(/<form[^>]*method="post"/);
    }
  });

  it("and the other public pages link an individual learner's registration", async () => {
    for (const path of [ROUTES.home, ROUTES.courses, ROUTES.login]) {
      const html = await renderPage(path, "en");
      expect(html, path).toContain('href="/studentregister"');
    }
  });
});

describe("the loading shell of the other screens", () => {
  it("names, for each screen that preloads its chunks, the module the route table loads", async () => {
    for (const screen of PRELOADED_SCREENS) {
      const route = APP_ROUTES.find((r) => r.path === screen.path);
      expect(route, screen.path).toBeDefined();
      expect(route?.access, screen.path).not.toBe("public");
      const fromTable = await route?.load();
      const fromList = await import(/* @vite-ignore */ path.join(WEB_ROOT, screen.screen));
      expect(fromTable?.default, screen.path).toBe(fromList.default);
    }
  });

  it("is the header's bar and a spinner, in each language, with no script and no signed-in parts", async () => {
    const english = await renderLoadingShell("en");
    const hindi = await renderLoadingShell("hi");
    for (const html of [english, hindi]) {
      expect(html).toContain("<header");
      expect(html).toContain('<main id="main"');
      expect(html).toContain('role="status"');
      expect(html).not.toContain("<script");
      expect(html).not.toContain("<nav");
    }
    expect(english).toContain("Loading…");
    expect(hindi).toContain("गणित");
    expect(hindi).not.toContain("Loading…");
  });

  it("is not served on routes without the header", () => {
    expect(BARE_PATHS).toEqual([ROUTES.viewResourcePage]);
  });
});
