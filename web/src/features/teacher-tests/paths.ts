import { ROUTES } from "@ganit/contracts";

/** A test's results, or its builder. */
export const testPath = (id: string, screen: "results" | "edit" = "results") =>
  (screen === "edit" ? ROUTES.teacherTestEdit : ROUTES.teacherTest).replace(":id", encodeURIComponent(id));
