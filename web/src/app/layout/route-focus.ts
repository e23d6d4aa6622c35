import { useEffect } from "react";
import { useLocation } from "react-router";

/** How long a new page may take to show its heading (a lazy screen, its first answer). */
const HEADING_WAIT_MS = 10_000;

// The first load ends when the reader first presses a key or a pointer: until then a route change is
// the app settling (a guard's redirect to /login, the login page's redirect of a signed-in reader),
// and focus stays where a first load leaves it, at the top of the document.
let readerHasActed = false;
if (typeof window !== "undefined") {
  const acted = () => {
    readerHasActed = true;
    window.removeEventListener("keydown", acted, true);
    window.removeEventListener("pointerdown", acted, true);
  };
  window.addEventListener("keydown", acted, true);
  window.addEventListener("pointerdown", acted, true);
}

/** The path of the page on screen; null before the first. */
let shownPath: string | null = null;

/** The page's heading: the main region's first h1 (the bare layout has no main region). */
const pageHeading = () =>
  document.querySelector<HTMLElement>("#main h1") ?? document.querySelector<HTMLElement>("h1");

/**
 * After a route change, focus moves to the new page's heading, so a keyboard or screen-reader user
 * starts reading the new page instead of staying on the link they left (WCAG 2.4.3). A change of the
 * query string alone (a list's filter, sort or page) is no new page and moves nothing. A page that
 * has put focus somewhere itself (a field it focuses on arrival) keeps it. A heading that appears
 * only after the page's first answer is waited for.
 */
export function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The path last shown lives outside the layouts: moving between the main and the bare layout
    // mounts the other one, and is a route change all the same.
    const previous = shownPath;
    shownPath = pathname;
    if (previous === null || previous === pathname || !readerHasActed) return;
    return focusHeadingWhenShown(document.activeElement);
  }, [pathname]);
}

/** Focuses the page heading once it is on screen; answers a function that stops waiting. */
function focusHeadingWhenShown(focusedBefore: Element | null): () => void {
  let observer: MutationObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer?.disconnect();
    clearTimeout(timer);
  };
  const main = () => document.querySelector<HTMLElement>("#main") ?? document.querySelector("main");
  // Focus no page has placed: the body, the link that was left (still in the header), the main region.
  const placedByPage = () => {
    const active = document.activeElement;
    return (
      active !== null &&
      active !== document.body &&
      active !== focusedBefore &&
      active !== main() &&
      main()?.contains(active) === true
    );
  };
  const attempt = () => {
    const heading = pageHeading();
    if (!heading) return false;
    if (!placedByPage()) {
      if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (attempt()) return stop;
  // Until the heading shows (or on a page that has none: an empty state), focus waits at the start
  // of the page's region, not on the link that was left.
  const region = main();
  if (region && !placedByPage()) {
    if (!region.hasAttribute("tabindex")) region.tabIndex = -1;
    region.focus({ preventScroll: true });
  }
  observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  timer = setTimeout(stop, HEADING_WAIT_MS);
  return stop;
}
