import { ROUTES, type TestResult, type TestSitting } from "@ganit/contracts";
import { toStudentItem } from "@ganit/contracts/practice/index";
import ChapterTestPage from "./chapter-test-page.tsx";
import { numericItem, renderAs, singleItem } from "./test-api.tsx";

/**
 * Fixed answers of the chapter-test API for the web tests: a sitting of two quiz questions (the
 * keypad's numeric one, then the single choice) and the server's marking of it, as the server sends
 * them, never its rules.
 */

type Chapter = TestSitting["chapter"];

/** The child's chapter test `attemptId` on its screen, signed in as a student. */
export const openChapterTest = (attemptId: string) =>
  renderAs("student", ROUTES.practiceTest, <ChapterTestPage />, `/practice/test/${attemptId}`);

/** The sitting's two questions as the server sends them: quiz items, no keys. */
export const testItems = () => [
  { ...toStudentItem(numericItem, 1, "quiz"), id: "q0" },
  { ...toStudentItem(singleItem, 2, "quiz"), id: "q1" },
];

/** An open sitting of the two questions in `chapter`. */
export const openSitting = (attemptId: string, chapter: Chapter): TestSitting => ({
  state: "open",
  attemptId,
  chapter,
  items: testItems(),
});

/** The keys and worked solutions of the two questions, in order. */
const KEYS = [
  { rightAnswer: "253", solution: "2, 2 + 3 = 5, 3: the answer is 253." },
  { rightAnswer: 1, solution: "25 × 25: 2 × 3 = 6, then 25: 625." },
];

/**
 * The server's marking: the first question right, the second wrong, each with its key and worked
 * solution; `answers` are what the child sent, `skillIds` the questions' skills, `skills` the levels.
 */
export const markedSitting = (
  attemptId: string,
  chapter: Chapter,
  marked: {
    answers: { itemId: string; answer: unknown }[];
    skillIds: [string, string];
    skills: TestResult["skills"];
  },
): TestResult => ({
  state: "submitted",
  attemptId,
  chapter,
  submittedAt: "2026-11-27T10:00:00.000Z",
  score: { right: 1, total: 2 },
  questions: testItems().map((item, i) => ({
    item,
    skillId: marked.skillIds[i] ?? "",
    answer: (marked.answers.find((a) => a.itemId === item.id)?.answer ?? null) as never,
    correct: i === 0,
    ...KEYS[i],
  })) as TestResult["questions"],
  skills: marked.skills,
});
