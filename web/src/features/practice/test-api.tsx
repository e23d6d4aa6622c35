import {
  type AttemptResponse,
  type GeneratorSpec,
  type PracticeResults,
  type PracticeSetResponse,
  practiceApi,
  type StoredItem,
} from "@ganit/contracts";
import { generateItem, toStudentItem } from "@ganit/contracts/practice/index";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { type Answer, on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";

/** Fixed answers of the practice API for the web tests: what the server sends, never its rules. */
export const RESOURCE = "res-practice";
export const ATTEMPT = "0b6e6f0e-8a34-4c1e-9a7e-2f1d5c3b4a10";

export const numericItem: StoredItem = {
  id: "q-times",
  kind: "numeric",
  prompt: "$23 \\times 11$",
  answer: "253",
  hint: "Write 2 and 3 apart, put 2 + 3 between them.",
  solution: "2, 2 + 3 = 5, 3: the answer is 253.",
  html: {
    prompt: '<span class="katex">23 × 11</span>',
    hint: "Write 2 and 3 apart, put 2 + 3 between them.",
    solution: "2, 2 + 3 = 5, 3: the answer is 253.",
  },
};

export const singleItem: StoredItem = {
  id: "q-square",
  kind: "single",
  prompt: "$25^2$ is",
  options: ["525", "625"],
  answer: 1,
  misconceptions: ["multiplied by 21", null],
  html: { prompt: "25² is", options: ["525", "625"] },
};

export const TABLES: GeneratorSpec = { generator: "tables", count: 1, min: 2, max: 10 };

export const progress = (right = 0) => ({
  rule: "recent" as const,
  right,
  of: 5,
  target: 4,
  toGo: 4 - right,
  met: right >= 4,
});

export function attempt(
  mode: "practice" | "quiz" = "practice",
  items = [numericItem, singleItem],
): AttemptResponse {
  return {
    attemptId: ATTEMPT,
    resourceId: RESOURCE,
    mode,
    mastery: { rule: "recent", n: 5, m: 4 },
    items: items.map((item, i) => toStudentItem(item, 1000 + i, mode)),
    ...(mode === "practice" ? { generators: [] } : {}),
    level: "notStarted",
    progress: progress(),
    history: [],
  };
}

/** An attempt of one generated question (tables), so a fresh variant can be made. */
export function generatedAttempt(): AttemptResponse {
  const seed = 42;
  return {
    ...attempt("practice", []),
    items: [toStudentItem(generateItem(TABLES, 0, seed), seed, "practice")],
    generators: [TABLES],
  };
}

export function fakePracticeApi(options: { start?: Answer<AttemptResponse> } = {}) {
  const synced: unknown[] = [];
  const api = serveApi(
    on(practiceApi.start, options.start ?? attempt()),
    on(practiceApi.sync, (call) => {
      const body = call.body as { answers: { clientAnswerId: string; attemptId: string }[] };
      synced.push(...body.answers);
      return {
        results: body.answers.map((answer) => ({
          clientAnswerId: answer.clientAnswerId,
          accepted: true,
          correct: true,
        })),
        levels: [{ resourceId: RESOURCE, level: "familiar" as const, progress: progress(2) }],
      };
    }),
  );
  return { ...api, synced };
}

export const savedSet = (): PracticeSetResponse => ({
  resourceId: RESOURCE,
  courseId: "course-vedic",
  classNumber: 5,
  resourceType: "practice",
  mode: "practice",
  mastery: { rule: "recent", n: 5, m: 4 },
  items: [numericItem as unknown as PracticeSetResponse["items"][number]],
  generators: [TABLES],
  sizeBytes: 2048,
  updatedAt: "2026-11-20T10:00:00.000Z",
});

export const results = (): PracticeResults => ({
  courseId: "course-vedic",
  classNumber: 5,
  sets: [
    {
      resourceId: RESOURCE,
      title: "Times 11",
      levelName: "Fast sums",
      resourceType: "practice",
      mode: "practice",
    },
    {
      resourceId: "res-quiz",
      title: "Squares quiz",
      levelName: "Fast sums",
      resourceType: "quiz",
      mode: "quiz",
    },
  ],
  students: [
    {
      studentId: "s1",
      name: "Asha Verma",
      username: "asha1001",
      sets: [
        {
          resourceId: RESOURCE,
          level: "proficient",
          attempts: 3,
          bestScore: 90,
          lastActivityAt: "2026-11-20T10:00:00.000Z",
          needsHelp: false,
        },
        {
          resourceId: "res-quiz",
          level: "notStarted",
          attempts: 0,
          bestScore: null,
          lastActivityAt: null,
          needsHelp: false,
        },
      ],
    },
    {
      studentId: "s2",
      name: "Ravi Kumar",
      username: "ravi1002",
      sets: [
        {
          resourceId: RESOURCE,
          level: "attempted",
          attempts: 2,
          bestScore: 20,
          lastActivityAt: "2026-11-21T09:00:00.000Z",
          needsHelp: true,
        },
        {
          resourceId: "res-quiz",
          level: "familiar",
          attempts: 1,
          bestScore: 60,
          lastActivityAt: "2026-11-21T09:30:00.000Z",
          needsHelp: false,
        },
      ],
    },
  ],
  needsHelp: [
    {
      studentId: "s2",
      name: "Ravi Kumar",
      resourceId: RESOURCE,
      title: "Times 11",
      since: "2026-11-21T09:00:00.000Z",
      reason: "wrongInARow",
    },
    {
      studentId: "s1",
      name: "Asha Verma",
      resourceId: "res-quiz",
      title: "Squares quiz",
      since: "2026-11-21T08:00:00.000Z",
      reason: "lowScore",
    },
  ],
  difficult: [
    {
      resourceId: "res-quiz",
      title: "Squares quiz",
      itemId: "q-square",
      prompt: "$37 \\times 3 = $ ___",
      answers: 10,
      wrong: 6,
      misconceptions: [{ text: "multiplied by 21", count: 4 }],
    },
  ],
});

export const renderAs = (role: string, path: string, screen: ReactNode, url = path) =>
  renderSignedIn(fakeToken(role), path, screen, url);

/** The practice screens' number keypad. */
export const keypad = () => screen.getByRole("group", { name: "Number keypad" });
/** Types `keys` on the keypad, a button a key. */
export const press = async (keys: string) => {
  for (const key of keys) await userEvent.click(within(keypad()).getByRole("button", { name: key }));
};

/** Whether the browser says it is online; a test turns it off to queue answers in the outbox. */
export const network = { online: true };
/** Each test starts online with empty storage: no run left over, nothing in the outbox. */
export function startOnlineWithEmptyStorage() {
  sessionStorage.clear();
  localStorage.clear();
  network.online = true;
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => network.online });
}
