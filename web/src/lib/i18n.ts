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

/**
 * Hindi bundles that load with import() (a feature registered a loader, not the bundle): the public
 * site's Hindi is as large as its English, and an English reader of / should not download it.
 */
const hindiLoaders = new Map<string, () => Promise<void>>();
const hindiLoads = new Map<string, Promise<void>>();
function loadHindiOf(namespace: string): Promise<void> {
  let load = hindiLoads.get(namespace);
  if (!load) {
    load = hindiLoaders.get(namespace)?.() ?? Promise.resolve();
    hindiLoads.set(namespace, load);
    // A chunk that failed to arrive is asked for again next time.
    load.catch(() => hindiLoads.delete(namespace));
  }
  return load;
}

/** Every Hindi text registered so far is present (the shared texts and each feature's). */
export function hindiTextsReady(): Promise<void> {
  return Promise.all([loadHindiMessages(), ...[...hindiLoaders.keys()].map(loadHindiOf)]).then(
    () => undefined,
  );
}

/** A screen's texts in the current language are present: awaited after its chunk loads (router). */
export const screenTextsReady = (): Promise<void> =>
  i18n.language === "hi" ? hindiTextsReady().catch(() => undefined) : Promise.resolve();

/** Resolves when the stored language's texts are all present: render after it (main.tsx). */
export const i18nReady: Promise<void> = i18n.language === "hi" ? loadHindiMessages() : Promise.resolve();

/** Switches the language once its texts are present; resolves when the screens speak it. */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  const ready = language === "hi" ? hindiTextsReady() : Promise.resolve();
  await ready.catch(() => undefined);
  await i18n.changeLanguage(language);
}

/**
 * A feature's texts: `registerTranslations("auth", { en, hi })` at the top of its module. The
 * namespace must be declared in app/i18n-resources.ts with this very English bundle, and the Hindi
 * bundle must have its shape.
 */
export function registerTranslations<N extends FeatureNamespace>(
  namespace: N,
  bundles: {
    en: Resources[N];
    /** The Hindi bundle, or its loader (`() => import("./locales/hi.ts").then(...)`) for a large one. */
    hi: Translation<Resources[N]> | (() => Promise<Translation<Resources[N]>>);
  },
) {
  if (i18n.hasResourceBundle("en", namespace)) return;
  i18n.addResourceBundle("en", namespace, bundles.en);
  const { hi } = bundles;
  if (typeof hi !== "function") {
    i18n.addResourceBundle("hi", namespace, hi);
    return;
  }
  hindiLoaders.set(namespace, () =>
    hi().then((bundle) => void i18n.addResourceBundle("hi", namespace, bundle)),
  );
  if (i18n.language === "hi") void loadHindiOf(namespace).catch(() => undefined);
}

export default i18n;
