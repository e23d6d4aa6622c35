import { type ClassParentCodesRequest, parentCodesClass, parentSummaryTexts } from "@ganit/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

/** POST /api/parents/codes/class: a code for every pupil of a class, shown once (only hashes are kept). */
export const useClassCodes = () =>
  useMutation({ mutationFn: (body: ClassParentCodesRequest) => call(parentCodesClass, { body }) });

/** The latest weekly summaries' texts for a class's parents, for the school's SMS or WhatsApp. */
export const useSummaryTexts = (classNumber: number) =>
  useQuery({
    queryKey: ["school-parents", "texts", classNumber],
    queryFn: () => call(parentSummaryTexts, { query: { class: classNumber } }),
  });
