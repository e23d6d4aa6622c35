import type { Assignment } from "@ganit/contracts";

/** The ids the assignments screens' tests share: the course, the set and the assignment. */
export const VEDIC = "11111111-1111-4111-8111-111111111111";
export const SET = "22222222-2222-4222-8222-222222222222";
export const ID = "33333333-3333-4333-8333-333333333333";

/** Meena Iyer's assignment of Shapes to 6 B, as the server answers it; `counts` are its children and done. */
export const assignmentOf6B = (counts: { children: number; done: number }): Assignment => ({
  id: ID,
  courseId: VEDIC,
  courseName: "Vedic Math",
  classNumber: 6,
  section: "B",
  chosen: null,
  resourceId: SET,
  testId: null,
  title: "Shapes",
  kind: "practice",
  startsOn: "2026-11-23",
  dueOn: "2026-11-27",
  ...counts,
  createdAt: "2026-11-23T05:00:00.000Z",
  createdBy: "Meena Iyer",
  withdrawnAt: null,
  editable: true,
});
