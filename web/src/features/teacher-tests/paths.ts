import { ROUTES } from "@ganit/contracts";
import type { TestLinks } from "@/components/teacher-tests/test-list.tsx";

/** A test's results, or its builder. */
export const testPath = (id: string, screen: "results" | "edit" = "results") =>
  (screen === "edit" ? ROUTES.teacherTestEdit : ROUTES.teacherTest).replace(":id", encodeURIComponent(id));

/** The teacher's links from a test: its results, the teacher's assign form, the builder. */
export const testLinks: TestLinks = {
  results: (id) => testPath(id),
  assign: (id) => `${ROUTES.teacherAssign}?${new URLSearchParams({ test: id })}`,
  edit: (id) => testPath(id, "edit"),
};
