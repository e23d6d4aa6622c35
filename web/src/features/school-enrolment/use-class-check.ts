import type { CourseCandidate } from "@ganit/contracts";
import { useState } from "react";
import { toast } from "sonner";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { fetchCandidateIds } from "./api.ts";
import type { MismatchedAdd } from "./mismatch-dialog.tsx";
import type { useEnrolActions } from "./use-enrol-actions.ts";

/**
 * Adding with a look at the students' own class first: a student whose class is not the target class
 * is asked about (the mismatch dialog) before anything is sent. For a selection over pages the
 * server names the target class's own students (`idsOnly`), and the rest are the mismatch.
 */
export function useClassCheck(
  courseId: string,
  targetClass: number | null,
  enrol: ReturnType<typeof useEnrolActions>,
  rows: readonly CourseCandidate[],
) {
  const [mismatch, setMismatch] = useState<MismatchedAdd | null>(null);
  const [checking, setChecking] = useState(false);

  const addOne = (student: CourseCandidate) => {
    if (targetClass !== null && student.class !== targetClass)
      setMismatch({ ids: [student._id], mismatched: 1, targetClass, name: student.name });
    else enrol.addOne(student);
  };

  const addSelected = async (ids: string[]) => {
    if (targetClass === null || ids.length === 0) return enrol.addSelected(ids);
    setChecking(true);
    try {
      const own = await fetchCandidateIds(
        courseId,
        new URLSearchParams({
          classNumber: String(targetClass),
          studentClass: String(targetClass),
        }).toString(),
      );
      const ownIds = new Set(own.ids);
      const mismatched = ids.filter((id) => !ownIds.has(id)).length;
      if (mismatched > 0) setMismatch({ ids, mismatched, targetClass });
      else enrol.addSelected(ids);
    } catch (error) {
      toast.error(apiErrorMessage(error, translateMessage("studentsLoadFailed")));
    } finally {
      setChecking(false);
    }
  };

  const confirm = (pending: MismatchedAdd) => {
    setMismatch(null);
    const row = pending.name ? rows.find((student) => student._id === pending.ids[0]) : undefined;
    if (row) enrol.addOne(row);
    else enrol.addSelected(pending.ids);
  };

  return { mismatch, checking, addOne, addSelected, confirm, cancel: () => setMismatch(null) };
}
