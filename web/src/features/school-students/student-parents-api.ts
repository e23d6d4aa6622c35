import { parentCodesStudent, parentStudentParents, parentUnlink } from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";
import { useListChange } from "@/lib/paged-list-query.ts";
import { studentsKeys } from "./api.ts";

// Only the student's details dialog (loaded with import()) needs these: kept out of the list's chunk.

/** The parents linked to one pupil (the details dialog), a parent code for them, unlinking one. */
export const useLinkedParents = (studentId: string | undefined) =>
  useQuery({
    queryKey: ["school-students", "parents", studentId],
    queryFn: () => call(parentStudentParents, { params: { id: studentId ?? "" } }),
    enabled: Boolean(studentId),
  });
export const issueParentCode = (studentId: string) => call(parentCodesStudent, { params: { id: studentId } });
export const useUnlinkParent = () =>
  useListChange(studentsKeys, (ids: { id: string; userId: string }) => call(parentUnlink, { params: ids }));
