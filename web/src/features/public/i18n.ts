import { registerTranslations } from "@/lib/i18n.ts";
import { publicEn } from "./locales/en.ts";

/**
 * Every public page imports this module, so the texts arrive with whichever page loads first. The
 * Hindi loads with import() for a Hindi reader only (before the first render: the router waits for
 * it), so an English reader's first visit to / does not carry it.
 */
export const PUBLIC_NS = "public";
registerTranslations(PUBLIC_NS, {
  en: publicEn,
  hi: () => import("./locales/hi.ts").then((module) => module.publicHi),
});
