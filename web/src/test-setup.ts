import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import "./lib/i18n.ts";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
