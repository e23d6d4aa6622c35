import { ROUTES } from "@ganit/contracts";
import type { TestLinks } from "@/components/teacher-tests/test-list.tsx";

/**
 * The office's links from a teacher's test: its results here, and the office's own assign form
 * with the test chosen (docs/adr/0703). No builder: a test is its teacher's to change.
 */
export const officeTestLinks: TestLinks = {
  results: (id) => ROUTES.schoolTest.replace(":id", encodeURIComponent(id)),
  assign: (id) => `${ROUTES.schoolAssign}?${new URLSearchParams({ test: id })}`,
};
