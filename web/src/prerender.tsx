/**
 * Server-side entry of the build's prerender step (web/scripts/prerender.mjs), never shipped to the
 * browser: renders the public pages to HTML, as a signed-out visitor sees them, in each language.
 * The browser then hydrates that HTML (main.tsx) instead of painting a spinner first.
 */
import { ROUTES } from "@ganit/contracts";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter, MemoryRouter } from "react-router";
import { App } from "./app/app.tsx";
import { LoadingShell } from "./app/layout/loading-shell.tsx";
import { pageTitleKey } from "./app/page-titles.ts";
import { APP_ROUTES } from "./app/route-table.ts";
import { buildRoutes } from "./app/router.tsx";
import i18n, { hindiTextsReady, LANGUAGES, loadHindiMessages } from "./lib/i18n.ts";

export { LANGUAGE_COOKIE } from "./lib/language-cookie.ts";
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code);

/**
 * The pages prerendered, with the screen module each route loads (its chunk and CSS are preloaded
 * by the page's HTML, so nothing waits on a chain of imports). prerender.test.ts checks that the
 * route table loads the same module for the same path.
 */
export const PRERENDERED_PAGES = [
  { path: ROUTES.home, file: "index.html", screen: "src/features/public/home-page.tsx" },
  { path: ROUTES.about, file: "about.html", screen: "src/features/public/about-page.tsx" },
  { path: ROUTES.courses, file: "courses.html", screen: "src/features/public/courses-page.tsx" },
  { path: ROUTES.contact, file: "contact.html", screen: "src/features/public/contact-page.tsx" },
  { path: ROUTES.login, file: "login.html", screen: "src/features/auth/login-page.tsx" },
] as const;

/**
 * Signed-in screens a phone on a slow line opens most: the pupils' and teachers' lessons and
 * dashboards. Their HTML (the loading shell) preloads the screen's own chunks with the entry, so
 * the screen is not a second round trip after the entry has run. prerender.test.ts checks that the
 * route table loads the same module for the same path. Every other screen gets the loading shell
 * without them.
 */
export const PRELOADED_SCREENS = [
  {
    path: ROUTES.studentDashboard,
    file: "student-dashboard.html",
    screen: "src/features/learning/student-dashboard-page.tsx",
  },
  {
    path: ROUTES.studentCourseContent,
    file: "student-coursecontent.html",
    screen: "src/features/learning/student-content-page.tsx",
  },
  {
    path: ROUTES.teacherDashboard,
    file: "teacher-dashboard.html",
    screen: "src/features/learning/teacher-dashboard-page.tsx",
  },
  {
    path: ROUTES.teacherCourseContent,
    file: "teacher-coursecontent.html",
    screen: "src/features/learning/teacher-content-page.tsx",
  },
  {
    path: ROUTES.b2cDashboard,
    file: "learner-dashboard.html",
    screen: "src/features/learner/learner-dashboard-page.tsx",
  },
  {
    path: ROUTES.b2cCourseContent,
    file: "learner-coursecontent.html",
    screen: "src/features/learner/course-content-page.tsx",
  },
  // A child's exercise set, opened from the lesson (a pattern: the server matches the set's id). The
  // mixed review is named too, so its fixed path never takes the set's shell.
  { path: ROUTES.practice, file: "practice.html", screen: "src/features/practice/practice-page.tsx" },
  {
    path: ROUTES.practiceReview,
    file: "practice-review.html",
    screen: "src/features/practice/review-page.tsx",
  },
] as const;

/**
 * Routes without the header (the "bare" layout): the loading shell, which has one, would flash a
 * header that then goes. They get the plain index.html. Paths as in the route table (`:param`).
 */
export const BARE_PATHS = APP_ROUTES.filter((route) => route.layout === "bare").map((route) => route.path);

/** The HTML inside `<div id="root">` of the loading shell in one language. */
export async function renderLoadingShell(language: string): Promise<string> {
  if (language === "hi") await loadHindiMessages();
  await i18n.changeLanguage(language);
  const { prelude } = await prerender(
    <StrictMode>
      <MemoryRouter>
        <LoadingShell />
      </MemoryRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The document title of a prerendered page in the language last rendered (as the app sets it). */
export const documentTitle = (path: string) => `${i18n.t(pageTitleKey(path))} · ${i18n.t("brand")}`;

/** The HTML inside `<div id="root">` for one page in one language, every lazy screen resolved. */
export async function renderPage(path: string, language: string): Promise<string> {
  if (language === "hi") await hindiTextsReady();
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    // Every boundary inline, where it belongs: React would otherwise move a large one to the end
    // of the page with an inline script to put it back (which the CSP forbids).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
