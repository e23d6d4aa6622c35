/**
 * Server-side entry of the build's prerender step (web/scripts/prerender.mjs), never shipped to the
 * browser: renders the public pages to HTML, as a signed-out visitor sees them, in each language.
 * The browser then hydrates that HTML (main.tsx) instead of painting a spinner first.
 */
import { ROUTES } from "@ganit/contracts";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter } from "react-router";
import { App } from "./app/app.tsx";
import { buildRoutes } from "./app/router.tsx";
import i18n, { LANGUAGES, loadHindiMessages } from "./lib/i18n.ts";

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

/** The HTML inside `<div id="root">` for one page in one language, every lazy screen resolved. */
export async function renderPage(path: string, language: string): Promise<string> {
  if (language === "hi") await loadHindiMessages();
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
