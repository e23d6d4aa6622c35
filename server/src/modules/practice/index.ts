/** The practice module's public entry: `practice_sets`, `practice_attempts`, `practice_answers` and `practice_levels` are written only here. */

export { issueQuestions } from "./attempts.ts";
export { classResults } from "./results.ts";
export { registerPracticeRoutes } from "./routes.ts";
export { createPracticeService, type PracticeService } from "./service.ts";
export { holdsPractice, putSet } from "./sets.ts";
export { loadSet, type PracticeSet, questionKeyOf } from "./store.ts";
export { chapterPaperSlots, type PaperTest, paperQuestions, storedTest } from "./test-paper.ts";
