import { Logo } from "@/components/logo.tsx";
import { PageSpinner } from "@/components/ui/spinner.tsx";

/**
 * What the HTML of a screen that is not prerendered shows until the app's scripts have run (the
 * build's prerender step writes it, web/scripts/prerender.mjs): the header's bar with the logo, and
 * a spinner where the page will be. A phone on a slow line paints it once the HTML and CSS are in,
 * instead of a blank page for the seconds the scripts take. The app renders afresh over it (no
 * hydration), so it must look like the top of every signed-in screen and nothing more: who is
 * signed in is not known here.
 */
export function LoadingShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-brand-100 bg-white/95 backdrop-blur">
        <div className="container-page flex min-h-16 items-center gap-3 py-2">
          <Logo />
        </div>
      </header>
      <main id="main" className="flex-1">
        <PageSpinner />
      </main>
    </div>
  );
}
