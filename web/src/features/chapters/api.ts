import { practiceTestStart } from "@ganit/contracts/endpoints/practice";
import { syllabusClass, syllabusMine } from "@ganit/contracts/endpoints/syllabus";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

/** The chapter view's two reads: the child's own book, and a class's book for its school or teacher. */
export const useMySyllabus = () =>
  useQuery({ queryKey: ["syllabus", "mine"], queryFn: () => call(syllabusMine, {}), retry: false });

export const useClassSyllabus = (classNumber: number | null) =>
  useQuery({
    queryKey: ["syllabus", "class", classNumber ?? 0],
    queryFn: () => call(syllabusClass, { query: { class: classNumber ?? 0 } }),
    enabled: classNumber !== null,
    retry: false,
  });

/** Begins a chapter test: the server draws its questions; the screen then opens the sitting. */
export const useStartChapterTest = () =>
  useMutation({
    mutationFn: (chapterId: string) => call(practiceTestStart, { params: { chapterId } }),
  });
