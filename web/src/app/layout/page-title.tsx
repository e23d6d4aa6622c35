import type { TFunction } from "i18next";
import { useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { pageTitleKey } from "../page-titles.ts";

/** The document title of the page at `pathname`: "Screen · Ganit", in the language of `t`. */
export const documentTitle = (pathname: string, t: TFunction) =>
  `${t(pageTitleKey(pathname))} · ${t("brand")}`;

/**
 * The document title of the route shown, in the reader's language (WCAG 2.4.2). Set while React
 * commits the page, before it is painted: a page on screen is never under the title of the page
 * before it, or under index.html's.
 */
export function usePageTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = documentTitle(pathname, t);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
