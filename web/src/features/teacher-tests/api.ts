import {
  assignmentsClasses,
  syllabusClass,
  type TeacherTestSave,
  teacherTestsAlternatives,
  teacherTestsCreate,
  teacherTestsDelete,
  teacherTestsGet,
  teacherTestsList,
  teacherTestsPropose,
  teacherTestsResults,
  teacherTestsUpdate,
} from "@ganit/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

/** The calls of a teacher's own tests (docs/adr/0693). */
export const testKeys = {
  all: ["teacher-tests"] as const,
  list: (query: string) => ["teacher-tests", "list", query] as const,
  one: (id: string) => ["teacher-tests", "one", id] as const,
  results: (id: string, page: number) => ["teacher-tests", "results", id, page] as const,
};

/** What a builder request names: the course class and its chapters. */
export type Scope = { courseId: string; classNumber: number; chapterIds: string[] };
const scopeQuery = (scope: Scope) => ({
  courseId: scope.courseId,
  class: scope.classNumber,
  chapters: scope.chapterIds.join(","),
});

export const useTestList = (query: string) =>
  useQuery({
    queryKey: testKeys.list(query),
    queryFn: () => call(teacherTestsList, { query }),
    placeholderData: keepPreviousData,
  });

export const useTest = (id: string | undefined) =>
  useQuery({
    queryKey: testKeys.one(id ?? ""),
    queryFn: () => call(teacherTestsGet, { params: { id: id ?? "" } }),
    enabled: Boolean(id),
  });

export const useTestResults = (id: string, page: number) =>
  useQuery({
    queryKey: testKeys.results(id, page),
    queryFn: () => call(teacherTestsResults, { params: { id }, query: { page, limit: 25 } }),
    placeholderData: keepPreviousData,
  });

/** The classes the teacher may give work to (a class's book is chosen from them). */
export const useMyClasses = () =>
  useQuery({ queryKey: ["teacher-tests", "classes"], queryFn: () => call(assignmentsClasses) });

/** A class's book: its chapters (and the syllabus course they are in). */
export const useClassBook = (classNumber: number) =>
  useQuery({
    queryKey: ["teacher-tests", "book", classNumber],
    queryFn: () => call(syllabusClass, { query: { class: classNumber } }),
    enabled: classNumber > 0,
  });

export const proposeQuestions = (scope: Scope, count: number) =>
  call(teacherTestsPropose, { query: { ...scopeQuery(scope), count } });

export const alternativesOf = (scope: Scope, slot: { skillId: string; resourceId: string; step: number }) =>
  call(teacherTestsAlternatives, { query: { ...scopeQuery(scope), ...slot } });

export function useSaveTest(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TeacherTestSave) =>
      id ? call(teacherTestsUpdate, { params: { id }, body }) : call(teacherTestsCreate, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: testKeys.all }),
  });
}

export function useDeleteTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(teacherTestsDelete, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: testKeys.all }),
  });
}
