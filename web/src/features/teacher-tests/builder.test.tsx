import {
  assignmentsApi,
  ROUTES,
  syllabusApi,
  type TeacherTest,
  type TeacherTestSlot,
  teacherTestsApi,
} from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { type Call, on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";
import BuilderPage from "./builder-page.tsx";

afterEach(() => setLanguage("en"));

const COURSE = "11111111-1111-4111-8111-111111111111";
const ADD_SET = "22222222-2222-4222-8222-222222222222";
const WORDS_SET = "33333333-3333-4333-8333-333333333333";
const TEST_ID = "44444444-4444-4444-8444-444444444444";
const teacher = fakeToken("teacher", "Meena Iyer");

const slot = (skillId: string, step: number, prompt: string, answer: string): TeacherTestSlot => ({
  skillId,
  resourceId: skillId === "add" ? ADD_SET : WORDS_SET,
  step,
  chapterId: "ncert-c3-ch01",
  skillName: skillId === "add" ? { en: "Add", hi: "जोड़ो" } : { en: "Count on", hi: "आगे गिनो" },
  steps: 3,
  preview: { seed: 100 + step, prompt: { en: prompt, hi: `${prompt} (हि)` }, rightAnswer: answer },
});
const proposal = {
  skills: [
    {
      skillId: "add",
      resourceId: ADD_SET,
      chapterId: "ncert-c3-ch01",
      name: { en: "Add", hi: "जोड़ो" },
      steps: 3,
    },
    {
      skillId: "words",
      resourceId: WORDS_SET,
      chapterId: "ncert-c3-ch01",
      name: { en: "Count on", hi: "आगे गिनो" },
      steps: 3,
    },
  ],
  slots: [
    slot("add", 0, "23 + 19 = ?", "42"),
    slot("words", 1, "What is 4 + 5?", "9"),
    slot("add", 2, "58 + 37 = ?", "95"),
  ],
};
const book = {
  classNumber: 3,
  courseId: COURSE,
  students: 30,
  book: { id: "ncert-c3", title: { en: "Maths Mela", hi: "गणित मेला" } },
  chapters: [
    {
      id: "ncert-c3-ch01",
      number: 1,
      title: { en: "What's in a Name?", hi: "नाम में क्या है?", hiOurs: false },
      lessonPageId: null,
      skills: [
        {
          id: "add",
          name: { en: "Add", hi: "जोड़ो" },
          resourceId: ADD_SET,
          proficient: 0,
          needsHelp: 0,
          notStarted: 30,
        },
      ],
    },
  ],
};

function serveBuilder(sent: Call[]) {
  serveApi(
    on(assignmentsApi.classes, {
      items: [{ courseId: COURSE, courseName: "Mathematics", classNumber: 3, whole: false, sections: ["A"] }],
    }),
    on(syllabusApi.class, book as never),
    on(teacherTestsApi.propose, (call) => {
      sent.push(call);
      return proposal;
    }),
    on(teacherTestsApi.alternatives, (call) => {
      sent.push(call);
      return { slots: [slot("add", 1, "61 + 29 = ?", "90"), slot("add", 2, "77 + 16 = ?", "93")] };
    }),
    on(teacherTestsApi.create, (call) => {
      sent.push(call);
      const test: TeacherTest = {
        id: TEST_ID,
        courseId: COURSE,
        classNumber: 3,
        chapterIds: ["ncert-c3-ch01"],
        title: "Adding check",
        timeLimitMinutes: 20,
        questions: 2,
        fixed: false,
        author: "Meena Iyer",
        sittings: 0,
        updatedAt: "2026-11-27T05:00:00.000Z",
        editable: true,
        slots: [],
      };
      return { message: "Test saved", key: "teacherTestSaved", test };
    }),
  );
}

/**
 * The builder with its API, the teacher's taps so far: Class 3, its first chapter, Propose
 * questions. Answers the requests the screen sent and the router.
 */
async function proposedForClass3() {
  const sent: Call[] = [];
  serveBuilder(sent);
  const router = renderSignedIn(teacher, ROUTES.teacherTestNew, <BuilderPage />);
  await userEvent.click(await screen.findByRole("button", { name: "Class 3" }));
  await userEvent.click(await screen.findByRole("checkbox", { name: /What's in a Name/ }));
  await userEvent.click(screen.getByRole("button", { name: "Propose questions" }));
  return { sent, router };
}

describe("/teacher/tests/new", () => {
  it("builds a test in a few taps each: class, chapter, propose; replace, reorder, remove, fix; title, time, save", async () => {
    const { sent, router } = await proposedForClass3();
    expect(sent[0]?.url.searchParams.get("chapters")).toBe("ncert-c3-ch01");
    expect(sent[0]?.url.searchParams.get("count")).toBe("15");
    let cards = await screen.findAllByTestId("test-slot");
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByText("42")).toBeTruthy();

    // Replace the first by another question of its own skill: the server is asked for that skill.
    await userEvent.click(
      within(cards[0] as HTMLElement).getByRole("button", { name: /Replace with another/ }),
    );
    const offered = await screen.findByRole("list", { name: /Replace with another/ });
    expect(sent[1]?.url.searchParams.get("skillId")).toBe("add");
    expect(sent[1]?.url.searchParams.get("resourceId")).toBe(ADD_SET);
    await userEvent.click(within(offered).getByRole("button", { name: "61 + 29 = ?" }));
    cards = screen.getAllByTestId("test-slot");
    expect(within(cards[0] as HTMLElement).getByText("61 + 29 = ?")).toBeTruthy();

    // The counting-on question first, the last one removed, the first one's numbers fixed.
    await userEvent.click(within(cards[1] as HTMLElement).getByRole("button", { name: "Move up 2" }));
    await userEvent.click(
      within(screen.getAllByTestId("test-slot")[2] as HTMLElement).getByRole("button", { name: "Remove" }),
    );
    await userEvent.click(
      within(screen.getAllByTestId("test-slot")[1] as HTMLElement).getByRole("button", {
        name: "Fix numbers",
      }),
    );
    expect(screen.getAllByTestId("test-slot")).toHaveLength(2);

    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "Adding check");
    await userEvent.type(screen.getByRole("textbox", { name: /Time limit/ }), "20");
    await userEvent.click(screen.getByRole("button", { name: "Save test" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/teacher/tests/${TEST_ID}`));
    expect(sent.at(-1)?.body).toEqual({
      courseId: COURSE,
      classNumber: 3,
      chapterIds: ["ncert-c3-ch01"],
      title: "Adding check",
      timeLimitMinutes: 20,
      fixAll: false,
      slots: [
        { skillId: "words", resourceId: WORDS_SET, step: 1 },
        { skillId: "add", resourceId: ADD_SET, step: 1, seed: 101 },
      ],
    });
  });

  it("same numbers for every child: each question keeps the numbers the teacher was shown", async () => {
    const { sent, router } = await proposedForClass3();
    expect(await screen.findAllByTestId("test-slot")).toHaveLength(3);
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "Adding check");
    await userEvent.click(screen.getByRole("checkbox", { name: "Same numbers for every child" }));
    await userEvent.click(screen.getByRole("button", { name: "Save test" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/teacher/tests/${TEST_ID}`));
    expect(sent.at(-1)?.body).toMatchObject({
      fixAll: true,
      slots: [
        { skillId: "add", step: 0, seed: 100 },
        { skillId: "words", step: 1, seed: 101 },
        { skillId: "add", step: 2, seed: 102 },
      ],
    });
  });

  it("reads in Hindi: the questions in Hindi, the actions too", async () => {
    setLanguage("hi");
    serveBuilder([]);
    renderSignedIn(teacher, ROUTES.teacherTestNew, <BuilderPage />);
    await userEvent.click(await screen.findByRole("button", { name: "कक्षा 3" }));
    await userEvent.click(await screen.findByRole("checkbox", { name: /नाम में क्या है/ }));
    await userEvent.click(screen.getByRole("button", { name: "प्रश्न सुझाएँ" }));
    const cards = await screen.findAllByTestId("test-slot");
    expect(within(cards[0] as HTMLElement).getByText("23 + 19 = ? (हि)")).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByRole("button", { name: "हटाएँ" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "परीक्षा सहेजें" })).toBeTruthy();
  });
});
