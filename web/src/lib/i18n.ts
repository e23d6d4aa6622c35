import { LIMITS, MESSAGE_TEMPLATES } from "@ganit/contracts";
import i18n, { type CustomTypeOptions } from "i18next";
import { initReactI18next } from "react-i18next";
import { commonEn } from "./i18n-common.ts";

/**
 * The one i18n layer. English is complete; Hindi covers the screens built so far (missing Hindi keys
 * fall back to English). Two namespaces are always there: "common" (header, footer, menus, UI kit)
 * and "messages" (every server and form message, by key: see messages.ts). Each feature registers
 * its own namespace when its chunk loads, so a visitor downloads only the text of the screens they
 * open. The namespaces and their keys are typed (app/i18n-resources.ts): `t("typo")` fails the
 * typecheck.
 */
export const LANGUAGES = [
  { code: "en", label: "English" },
  { code: "hi", label: "हिन्दी" },
] as const;
export type Language = (typeof LANGUAGES)[number]["code"];

/**
 * What a translation of `T` must look like: the same keys at every depth, text where T has text,
 * lists of text where T has lists. `const hi: Translation<typeof en>` makes a missing, extra or
 * misplaced Hindi key a type error.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : Translation<T[K]>;
};

type Resources = CustomTypeOptions["resources"];
/** The namespaces features register (everything but the two that are always loaded). */
export type FeatureNamespace = Exclude<keyof Resources, "common" | "messages">;

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
  ns: ["common", "messages"],
  resources: {
    en: { common: commonEn, messages: MESSAGE_TEMPLATES },
    // Hindi's shared texts and messages arrive with loadHindiMessages(): most visitors read English
    // and never fetch them.
    hi: {},
  },
  interpolation: {
    escapeValue: false,
    // Limits that texts quote ("{{passwordMin}} to {{passwordMax}} characters") come from the
    // contracts, so a text never states a limit the server does not enforce.
    defaultVariables: {
      passwordMin: LIMITS.passwordMin,
      passwordMax: LIMITS.passwordMax,
      contentBodyMaxBytes: LIMITS.contentBodyMaxBytes.toLocaleString("en-IN"),
    },
  },
  returnNull: false,
});
document.documentElement.lang = i18n.language;

/**
 * The Hindi of the shared texts and of every server and form message is the largest text of the
 * first visit, so it is its own chunk, fetched only for a Hindi reader: before the first render when
 * Hindi is the stored choice (`i18nReady`), or when the reader switches (the switch waits for it).
 */
let hindiMessages: Promise<void> | undefined;
export function loadHindiMessages(): Promise<void> {
  hindiMessages ??= import("./i18n-hindi.ts").then(({ commonHi, messagesHi }) => {
    i18n.addResourceBundle("hi", "common", commonHi);
    i18n.addResourceBundle("hi", "messages", messagesHi);
  });
  // A chunk that failed to arrive (a dropped line) is asked for again at the next switch.
  hindiMessages.catch(() => {
    hindiMessages = undefined;
  });
  return hindiMessages;
}

/** Resolves when the stored language's texts are all present: render after it (main.tsx). */
export const i18nReady: Promise<void> = i18n.language === "hi" ? loadHindiMessages() : Promise.resolve();

export function setLanguage(language: Language) {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  const ready = language === "hi" ? loadHindiMessages() : Promise.resolve();
  void ready.finally(() => i18n.changeLanguage(language));
}

/**
 * A feature's texts: `registerTranslations("auth", { en, hi })` at the top of its module. The
 * namespace must be declared in app/i18n-resources.ts with this very English bundle, and the Hindi
 * bundle must have its shape.
 */
export function registerTranslations<N extends FeatureNamespace>(
  namespace: N,
  bundles: { en: Resources[N]; hi: Translation<Resources[N]> },
) {
  if (i18n.hasResourceBundle("en", namespace)) return;
  i18n.addResourceBundle("en", namespace, bundles.en);
  i18n.addResourceBundle("hi", namespace, bundles.hi);
}

export default i18n;
