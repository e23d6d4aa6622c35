import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import i18n, { loadHindiMessages } from "./lib/i18n.ts";

// The app fetches the Hindi messages when a reader picks Hindi; tests switch language directly.
await loadHindiMessages();

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  // A test that switched to Hindi leaves the next one in English.
  if (i18n.language !== "en") await i18n.changeLanguage("en");
});
