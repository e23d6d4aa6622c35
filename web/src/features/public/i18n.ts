import { registerTranslations } from "@/lib/i18n.ts";
import { publicEn } from "./locales/en.ts";
import { publicHi } from "./locales/hi.ts";

/** Every public page imports this module, so the texts arrive with whichever page loads first. */
export const PUBLIC_NS = "public";
registerTranslations(PUBLIC_NS, { en: publicEn, hi: publicHi });
