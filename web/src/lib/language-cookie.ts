/**
 * The visitor's language, mirrored from localStorage (where i18n keeps it) into a cookie, so the
 * server can answer a public page with the HTML prerendered in that language (server/src/plugins/
 * spa.ts reads the name from the build's prerendered/pages.json). It holds only "en" or "hi".
 */
export const LANGUAGE_COOKIE = "ganit-lang";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguageInCookie(language: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: older phone browsers lack the Cookie Store API; the value is a language code.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
