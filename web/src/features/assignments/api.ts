import {
  type AssignmentCreate,
  type AssignmentNudge,
  type AssignmentUpdate,
  apiPath,
  assignmentsChildren,
  assignmentsClasses,
  assignmentsCreate,
  assignmentsList,
  assignmentsNudge,
  assignmentsOptions,
  assignmentsUpdate,
  assignmentsWithdraw,
} from "@ganit/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";
import { apiDownload } from "@/lib/download.ts";

/** The calls of the classroom's assignments (the teacher's and the school office's screens: one API). */
export const assignmentKeys = {
  all: ["assignments"] as const,
  options: (courseId: string, classNumber: number) =>
    ["assignments", "options", courseId, classNumber] as const,
  list: (query: string) => ["assignments", "list", query] as const,
  children: (id: string, query: string) => ["assignments", "children", id, query] as const,
  classes: ["assignments", "classes"] as const,
};

/** The classes the caller may assign to (the office's assign form starts by choosing one). */
export const useAssignableClasses = (enabled: boolean) =>
  useQuery({
    queryKey: assignmentKeys.classes,
    queryFn: () => call(assignmentsClasses),
    enabled,
  });

/** After an edit or a withdrawal every list and table of assignments, and My classes, is stale. */
function useChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: assignmentKeys.all });
    void client.invalidateQueries({ queryKey: ["learning", "my-classes"] });
  };
}

export function useUpdateAssignment(id: string) {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: AssignmentUpdate) => call(assignmentsUpdate, { params: { id }, body }),
    onSuccess: changed,
  });
}

export function useWithdrawAssignment(id: string) {
  const changed = useChanged();
  return useMutation({
    mutationFn: () => call(assignmentsWithdraw, { params: { id } }),
    onSuccess: changed,
  });
}

export const useAssignOptions = (courseId: string, classNumber: number) =>
  useQuery({
    queryKey: assignmentKeys.options(courseId, classNumber),
    queryFn: () => call(assignmentsOptions, { query: { courseId, class: classNumber } }),
    enabled: courseId !== "" && classNumber > 0,
  });

export function useAssign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentCreate) => call(assignmentsCreate, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ["learning", "my-classes"] }),
  });
}

export const useAssignmentList = (query: string) =>
  useQuery({
    queryKey: assignmentKeys.list(query),
    queryFn: () => call(assignmentsList, { query }),
    placeholderData: keepPreviousData,
  });

export const useAssignmentChildren = (id: string, query: string, enabled = true) =>
  useQuery({
    queryKey: assignmentKeys.children(id, query),
    queryFn: () => call(assignmentsChildren, { params: { id }, query }),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useNudge(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentNudge) => call(assignmentsNudge, { params: { id }, body }),
    onSettled: () => void client.invalidateQueries({ queryKey: ["assignments", "children", id] }),
  });
}

/** The table as .xlsx, in the reader's language. */
export const downloadAssignment = (id: string, lang: "en" | "hi", filename: string) =>
  apiDownload(`${apiPath.assignmentExport(id)}?lang=${lang}`, filename);
