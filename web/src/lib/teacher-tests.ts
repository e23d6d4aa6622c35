import { teacherTestsDelete, teacherTestsGet, teacherTestsList, teacherTestsResults } from "@ganit/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "./client.ts";

/**
 * The reads of teachers' own tests that the teacher's and the school office's screens share
 * (docs/adr/0693, 0697): the list, one test, its results, and deleting one.
 */
export const testKeys = {
  all: ["teacher-tests"] as const,
  list: (query: string) => ["teacher-tests", "list", query] as const,
  one: (id: string) => ["teacher-tests", "one", id] as const,
  results: (id: string, page: number) => ["teacher-tests", "results", id, page] as const,
};

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

export function useDeleteTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(teacherTestsDelete, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: testKeys.all }),
  });
}
