import { syllabusClass, syllabusMine } from "@ganit/contracts/endpoints/syllabus";
import { useQuery } from "@tanstack/react-query";
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
