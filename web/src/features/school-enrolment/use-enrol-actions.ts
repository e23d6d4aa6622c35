import type { CourseCandidate } from "@ganit/contracts";
import { useState } from "react";
import { toast } from "sonner";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { useAddToCourse, useBulkAddToCourse, useBulkRemoveFromCourse, useRemoveFromCourse } from "./api.ts";

/**
 * The enrolment screen's four changes with the spec's toasts: 'Student added to course successfully',
 * 'Successfully enrolled N students', … from the server's reply (its key, so in the reader's language),
 * and on a failure the server's message ('Only 3 seats left in Class 5') or the spec's fallback.
 * Every change refreshes the statistics and the rows (the hooks invalidate the course's queries).
 */
export function useEnrolActions(courseId: string, targetClass: number | null, onBulkDone: () => void) {
  const add = useAddToCourse(courseId);
  const remove = useRemoveFromCourse(courseId);
  const bulkAdd = useBulkAddToCourse(courseId);
  const bulkRemove = useBulkRemoveFromCourse(courseId);
  const [busyId, setBusyId] = useState<string | null>(null);

  const fail =
    (key: "enrolAddFailed" | "enrolRemoveFailed" | "bulkEnrolFailed" | "bulkRemoveFailed") =>
    (error: unknown) =>
      toast.error(apiErrorMessage(error, translateMessage(key)));

  const one = (student: CourseCandidate, enrol: boolean) => {
    if (targetClass === null) {
      toast.error(translateMessage("selectClassFirst"));
      return;
    }
    setBusyId(student._id);
    const variables = { studentId: student._id, classNumber: targetClass };
    const options = {
      onSuccess: (reply: { message: string; key?: string }) => toast.success(translateMessage(reply)),
      onError: fail(enrol ? "enrolAddFailed" : "enrolRemoveFailed"),
      onSettled: () => setBusyId(null),
    };
    if (enrol) add.mutate(variables, options);
    else remove.mutate(variables, options);
  };

  const bulk = (studentIds: string[], enrol: boolean) => {
    if (targetClass === null) {
      toast.error(translateMessage("selectClassFirst"));
      return;
    }
    if (studentIds.length === 0) {
      toast.error(translateMessage("selectAtLeastOneStudent"));
      return;
    }
    const body = { studentIds, classNumber: targetClass };
    const onSuccess = (reply: { message: string; key?: string }) => {
      toast.success(translateMessage(reply));
      onBulkDone();
    };
    if (enrol) bulkAdd.mutate(body, { onSuccess, onError: fail("bulkEnrolFailed") });
    else bulkRemove.mutate(body, { onSuccess, onError: fail("bulkRemoveFailed") });
  };

  return {
    busyId,
    bulkBusy: bulkAdd.isPending ? ("add" as const) : bulkRemove.isPending ? ("remove" as const) : null,
    addOne: (student: CourseCandidate) => one(student, true),
    removeOne: (student: CourseCandidate) => one(student, false),
    addSelected: (ids: string[]) => bulk(ids, true),
    removeSelected: (ids: string[]) => bulk(ids, false),
  };
}
