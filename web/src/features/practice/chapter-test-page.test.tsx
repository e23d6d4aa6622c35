import { practiceApi } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { on, serveApi } from "@/test/api-handlers.ts";
import { markedSitting, openChapterTest, openSitting } from "./chapter-test-fixtures.tsx";
import { press, startOnlineWithEmptyStorage } from "./test-api.tsx";

const SITTING = "3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a";
const open = () => openChapterTest(SITTING);
const chapter = { id: "ncert-c3-ch01", number: 1, title: { en: "What's in a Name?", hi: "नाम में क्या है?" } };

const sitting = () => openSitting(SITTING, chapter);

/** The server's result of what the child sent: q0 right, q1 wrong, with the key and the worked solution. */
const result = (answers: { itemId: string; answer: unknown }[]) =>
  markedSitting(SITTING, chapter, {
    answers,
    skillIds: ["c3-times", "c3-squares"],
    skills: [
      { skillId: "c3-times", name: { en: "Times 11", hi: "11 का गुणा" }, level: "proficient" },
      { skillId: "c3-squares", name: { en: "Squares", hi: "वर्ग" }, level: "attempted" },
    ],
  });

function fakeTestApi() {
  const submitted: unknown[] = [];
  serveApi(
    on(practiceApi.testGet, () => sitting()),
    on(practiceApi.testSubmit, (call) => {
      const body = call.body as { answers: { itemId: string; answer: unknown }[] };
      submitted.push(body);
      return result(body.answers);
    }),
  );
  return { submitted };
}

beforeEach(startOnlineWithEmptyStorage);
afterEach(() => setLanguage("en"));

describe("/practice/test/:attemptId", () => {
  it("asks one question at a time with no verdict, goes back, and submits every answer after a confirmation", async () => {
    const api = fakeTestApi();
    open();
    expect(await screen.findByRole("heading", { name: "Question 1 of 2" })).toBeTruthy();
    expect(screen.getByText("Chapter 1: What's in a Name?")).toBeTruthy();
    await press("253");
    // No Check and no verdict: a test says nothing before it is submitted.
    expect(screen.queryByRole("button", { name: "Check" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Question 2 of 2" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("heading", { name: "Question 1 of 2" })).toBeTruthy();
    expect(screen.getByText("1 of 2 answered")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByText("525"));
    await userEvent.click(screen.getByRole("button", { name: "Submit the test" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/You answered 2 of 2 questions/)).toBeTruthy();
    expect(api.submitted).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));

    expect(await screen.findByTestId("test-score")).toHaveProperty("textContent", "You got 1 of 2 right");
    expect(api.submitted).toEqual([
      {
        answers: [
          { itemId: "q0", answer: "253" },
          { itemId: "q1", answer: 0 },
        ],
      },
    ]);
    const questions = screen.getAllByRole("listitem").filter((li) => li.textContent?.includes("Question"));
    expect(questions).toHaveLength(2);
    expect(within(questions[0] as HTMLElement).getByText(/Right/)).toBeTruthy();
    expect(within(questions[1] as HTMLElement).getByText(/Wrong/)).toBeTruthy();
    expect(within(questions[1] as HTMLElement).getByText("The right answer:")).toBeTruthy();
    expect(screen.getByText("25 × 25: 2 × 3 = 6, then 25: 625.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to My book" })).toBeTruthy();
  });

  it("warns that an unanswered question counts as wrong, and speaks Hindi", async () => {
    setLanguage("hi");
    fakeTestApi();
    open();
    expect(await screen.findByRole("heading", { name: "प्रश्न 1 / 2" })).toBeTruthy();
    expect(screen.getByText("अध्याय 1: नाम में क्या है?")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "अगला" }));
    await userEvent.click(screen.getByRole("button", { name: "परीक्षा जमा करें" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/2 में से 0 प्रश्नों/)).toBeTruthy();
    expect(within(dialog).getByText(/गलत गिना जाएगा/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "जमा करें" }));
    expect(await screen.findByTestId("test-score")).toHaveProperty("textContent", "2 में से 1 सही");
    expect(screen.getAllByText("उत्तर नहीं दिया")).toHaveLength(2);
  });

  it("opens a submitted sitting as its result", async () => {
    serveApi(on(practiceApi.testGet, () => result([{ itemId: "q0", answer: "253" }])));
    open();
    expect(await screen.findByTestId("test-score")).toHaveProperty("textContent", "You got 1 of 2 right");
    expect(screen.getByRole("heading", { name: "Your result" })).toBeTruthy();
  });
});
