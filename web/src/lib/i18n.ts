import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { commonEn, commonHi } from "./i18n-common.ts";

/**
 * The one i18n layer. English is complete; Hindi covers the screens built so far (missing Hindi keys
 * fall back to English). Each feature registers its own namespace when its chunk loads, so a visitor
 * downloads only the text of the screens they open.
 */
export const LANGUAGES = [
  { code: "en", label: "English" },
  { code: "hi", label: "हिन्दी" },
] as const;
export type Language = (typeof LANGUAGES)[number]["code"];

const STORAGE_KEY = "language";

function storedLanguage(): Language {
  try {
    return localStorage.getItem(STORAGE_KEY) === "hi" ? "hi" : "en";
  } catch {
    return "en";
  }
}

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: "en",
  defaultNS: "common",
  ns: ["common"],
  resources: { en: { common: commonEn }, hi: { common: commonHi } },
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = i18n.language;

export function setLanguage(language: Language) {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

/** A feature's texts: `registerTranslations("auth", { en, hi })` at the top of its module. */
export function registerTranslations(namespace: string, bundles: { en: object; hi: object }) {
  if (i18n.hasResourceBundle("en", namespace)) return;
  i18n.addResourceBundle("en", namespace, bundles.en);
  i18n.addResourceBundle("hi", namespace, bundles.hi);
}

/**
 * Server messages are English sentences from @ganit/contracts MESSAGES; in Hindi they are looked up
 * by their text in the `serverMessages` table of the common namespace, else shown as they came.
 */
export function translateServerMessage(message: string): string {
  if (i18n.language === "en") return message;
  const table = i18n.getResource(i18n.language, "common", "serverMessages") as
    | Record<string, string>
    | undefined;
  return table?.[message] ?? message;
}

export default i18n;
