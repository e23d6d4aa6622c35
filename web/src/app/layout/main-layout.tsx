import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { PageSpinner } from "@/components/ui/spinner.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { usePageTitle } from "./page-title.tsx";
import { RoleNav } from "./role-nav.tsx";
import { useFocusHeadingOnNavigation } from "./route-focus.ts";

/** Header, the role's top navigation when signed in, the page, footer. */
export function MainLayout() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePageTitle();
  useFocusHeadingOnNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-accent-300 px-4 py-2 font-bold text-accent-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("nav.skipToContent")}
      </a>
      <Header />
      {user && <RoleNav role={user.role} />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

/** No header or footer (the resource viewer). */
export function BareLayout() {
  usePageTitle();
  useFocusHeadingOnNavigation();
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
