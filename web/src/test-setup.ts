import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import i18n from "./lib/i18n.ts";

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  // A test that switched to Hindi leaves the next one in English.
  if (i18n.language !== "en") await i18n.changeLanguage("en");
});
