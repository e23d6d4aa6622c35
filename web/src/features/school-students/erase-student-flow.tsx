import type { Student } from "@ganit/contracts";
import { lazy, Suspense, useState } from "react";

const EraseStudentDialog = lazy(() =>
  import("./erase-student-dialog.tsx").then((module) => ({ default: module.EraseStudentDialog })),
);

/**
 * The office erases a pupil's data: a dialog that names the pupil and says what goes (loaded when
 * asked: the list's first visit does not carry it); confirmed, the erasure job is queued.
 */
export function useEraseStudentFlow() {
  const [target, setTarget] = useState<Student | null>(null);
  return {
    ask: setTarget,
    dialog: target && (
      <Suspense fallback={null}>
        <EraseStudentDialog target={target} onClose={() => setTarget(null)} />
      </Suspense>
    ),
  };
}
