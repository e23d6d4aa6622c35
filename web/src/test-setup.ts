import { onlineManager } from "@tanstack/react-query";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import i18n, { loadHindiMessages } from "./lib/i18n.ts";
import { apiLifecycle } from "./test/api-handlers.ts";

// CI runs the web suite beside other suites on two cores: a screen that loads a chunk on demand (the
// account menu) can take over the default second to appear there, without anything being wrong.
configure({ asyncUtilTimeout: 4_000 });

// The app fetches the Hindi messages when a reader picks Hindi; tests switch language directly.
await loadHindiMessages();

// The API answers through request handlers (test/api-handlers.ts); a request none answers fails its test.
beforeAll(() => apiLifecycle.listen());
afterAll(() => apiLifecycle.close());

// A worker runs its files one after another in one jsdom window (vite.config.ts): what a file left
// in the window's local storage, cookies or navigator goes before the next file, as if it had a
// window of its own (session storage is emptied after every test, below). Within a file they stay
// as the file's tests leave them, as before.
afterAll(() => {
  localStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  // A test that took the connection away shadows navigator.onLine on the instance.
  Reflect.deleteProperty(navigator, "onLine");
});

// TanStack Query's online state listens to the window's offline and online events and lives in its
// module, which the worker's files share: a test that ended offline would pause every query of the
// next files (their lists stuck on "Loading…"). Each test starts online.
afterEach(() => {
  onlineManager.setOnline(true);
});

afterEach(async () => {
  cleanup();
  // Sonner keeps its toasts in module state and replays the active ones to the next Toaster that
  // mounts: without this, a toast of an earlier test (or file) would show on the next screen.
  toast.dismiss();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  // A worker runs many files in one module graph (vite.config.ts): a spy or a fake clock that a
  // failed test left in place must not reach the next file.
  vi.restoreAllMocks();
  vi.useRealTimers();
  // A test that switched to Hindi leaves the next one in English.
  if (i18n.language !== "en") await i18n.changeLanguage("en");
  apiLifecycle.reset();
});
