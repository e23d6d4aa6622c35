import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { documentTitle } from "./app/layout/page-title.tsx";
import { loadFirstScreen } from "./app/router.tsx";
import i18n, { i18nReady } from "./lib/i18n.ts";
import { rememberLanguageInCookie } from "./lib/language-cookie.ts";
import { readSession } from "./lib/session.ts";
import "./styles.css";

rememberLanguageInCookie(i18n.language);
i18n.on("languageChanged", rememberLanguageInCookie);

const root = document.getElementById("root");
// A Hindi reader's message table is its own chunk: wait for it, so the first render (and a hydration
// of Hindi HTML) already speaks Hindi. An English reader does not wait at all.
// The first screen's chunk too (see loadFirstScreen).
const signedIn = readSession().token !== null;
// The page's own title as soon as its language is known, not index.html's (or the loading shell's)
// while the screen's chunk is still on its way.
void i18nReady.then(() => {
  document.title = documentTitle(location.pathname, i18n.t);
});
if (root)
  void Promise.all([i18nReady, loadFirstScreen(location.pathname, signedIn)]).finally(() => mount(root));

function mount(root: HTMLElement) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A public page arrives prerendered (web/scripts/prerender.mjs) as a signed-out visit in one
  // language. When that is what this visitor sees, React takes the HTML over; otherwise (signed in,
  // or another language) it renders afresh, and the HTML stays on screen until that render is ready.
  // Hydrating inside a transition lets React yield to the browser between components instead of
  // holding the main thread (and the visitor's first tap) for the whole page.
  const prerendered = root.dataset.prerendered;
  if (prerendered === i18n.language && !signedIn)
    startTransition(() => {
      hydrateRoot(root, app);
    });
  else {
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  }
}
