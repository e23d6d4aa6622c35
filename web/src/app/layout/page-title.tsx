import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { pageTitleKey } from "../page-titles.ts";

/** The document title of the route shown, "Screen · Ganit", in the reader's language (WCAG 2.4.2). */
export function usePageTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = `${t(pageTitleKey(pathname))} · ${t("brand")}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
