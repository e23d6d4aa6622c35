import {
  assignmentsClasses,
  syllabusClass,
  type TeacherTestSave,
  teacherTestsAlternatives,
  teacherTestsCreate,
  teacherTestsPropose,
  teacherTestsUpdate,
} from "@ganit/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";
import { testKeys } from "@/lib/teacher-tests.ts";

/** The calls of a teacher's own tests (docs/adr/0693); the reads the office shares live in lib. */
export { testKeys, useDeleteTest, useTest, useTestList, useTestResults } from "@/lib/teacher-tests.ts";

/** What a builder request names: the course class and its chapters. */
export type Scope = { courseId: string; classNumber: number; chapterIds: string[] };
const scopeQuery = (scope: Scope) => ({
  courseId: scope.courseId,
  class: scope.classNumber,
  chapters: scope.chapterIds.join(","),
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
