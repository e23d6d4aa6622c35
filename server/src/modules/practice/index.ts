/** The practice module's public entry: `practice_sets`, `practice_attempts`, `practice_answers`, `practice_levels` and `practice_tests` are written only here. */

export { issueQuestions } from "./attempts.ts";
export { issueSlot } from "./chapter-test.ts";
export { drawChapterSlots } from "./chapter-test-draw.ts";
export { type ClassLevels, levelsOfClasses, type SectionCounts } from "./class-levels.ts";
export { classResults } from "./results.ts";
export { registerPracticeRoutes } from "./routes.ts";
export { createPracticeService, type PracticeService } from "./service.ts";
export { holdsPractice, putSet, putSets, type SetToPut } from "./sets.ts";
export { sittingSize } from "./standing.ts";
export { loadSet, type PracticeSet, questionKeyOf, resourcesHoldingSets } from "./store.ts";
export {
  deleteTeacherTest,
  insertTeacherTest,
  sittingsOfTest,
  type TeacherTestFields,
  updateTeacherTest,
} from "./teacher-test-rows.ts";
export { chapterPaperSlots, type PaperTest, paperQuestions, storedTest } from "./test-paper.ts";
