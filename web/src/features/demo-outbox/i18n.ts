import { registerTranslations, type Translation } from "@/lib/i18n.ts";
import en from "./locales/en.json";
import hiTexts from "./locales/hi.json";

/** Texts of the demo's outbox (/superadmin/demo-outbox, `npm run demo` only). */
export const NAMESPACE = "demoOutbox" as const;

export { en };

const hi: Translation<typeof en> = hiTexts;

registerTranslations(NAMESPACE, { en, hi });
