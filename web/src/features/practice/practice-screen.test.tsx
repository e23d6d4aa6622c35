import { type AttemptResponse, practiceApi, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { on, serveApi } from "@/test/api-handlers.ts";
import PracticePage from "./practice-page.tsx";
import {
  attempt,
  fakePracticeApi,
  generatedAttempt,
  numericItem,
  press,
  progress,
  RESOURCE,
  renderAs,
  singleItem,
  startOnlineWithEmptyStorage,
} from "./test-api.tsx";

/** What surrounds a question: where the set sits, the counter, the answer after two misses, focus, keys. */
const PLACE = {
  courseId: "course-vedic",
  courseName: "Vedic Math",
  classNumber: 5,
  title: "Multiplying by 11",
  resourceType: "worksheet",
};
const placed = (start: AttemptResponse): AttemptResponse => ({ ...start, place: PLACE });
const open = () => renderAs("student", ROUTES.practice, <PracticePage />, `/practice/${RESOURCE}`);
const check = () => userEvent.click(screen.getByRole("button", { name: "Check" }));

beforeEach(startOnlineWithEmptyStorage);
afterEach(() => setLanguage("en"));

describe("the practice screen around a question", () => {
  it("names the course, the class, the lesson and the set, with a way back to that lesson", async () => {
    fakePracticeApi({ start: placed(attempt()) });
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Multiplying by 11" })).toBeTruthy();
    expect(screen.getByText("Vedic Math · Class 5")).toBeTruthy();
    expect(screen.getByText("Practice · Worksheet")).toBeTruthy();
    const back = screen.getByRole("link", { name: /Back to the lessons/ });
    expect(back.getAttribute("href")).toBe(`/student/coursecontent?class=5&resource=${RESOURCE}`);
    await userEvent.click(back);
    // The viewer reads its course from the session, as the dashboard's class button leaves it.
    expect(sessionStorage.getItem("courseId")).toBe("course-vedic");
  });

  it("counts on: Question 2 of 2 after Next, and the focus moves to the feedback after Check and to the new question after Next", async () => {
    fakePracticeApi({ start: placed(attempt()) });
    open();
    expect(await screen.findByText("Question 1 of 2")).toBeTruthy();
    await press("253");
    await check();
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "How your answer went" }));
    expect(document.activeElement?.textContent).toMatch(/Right! Well done/);
    await userEvent.click(screen.getByRole("button", { name: "Next question" }));
    const counter = screen.getByRole("heading", { name: "Question 2 of 2" });
    expect(document.activeElement).toBe(counter);
  });

  it("after two misses shows the right answer, the right option marked, and never only 'your teacher will help'", async () => {
    fakePracticeApi({ start: placed(attempt("practice", [singleItem, numericItem])) });
    open();
    await screen.findByText("Question 1 of 2");
    for (let miss = 0; miss < 2; miss++) {
      await userEvent.click(screen.getByText("525"));
      await check();
    }
    const answer = screen.getByTestId("right-answer");
    expect(answer.textContent).toMatch(/The right answer:.*625/);
    const right = screen.getByText("625", { selector: "label *" }).closest("label") as HTMLElement;
    expect(within(right).getByText("(the right answer)")).toBeTruthy();
    const wrong = screen.getByText("525", { selector: "label *" }).closest("label") as HTMLElement;
    expect(within(wrong).queryByText("(the right answer)")).toBeNull();
    // The same question comes back, its choices in a new order, and says it is one like the last.
    await userEvent.click(screen.getByRole("button", { name: "Next question" }));
    expect(screen.getByText("A question like the last one. Have a go!")).toBeTruthy();
    expect(screen.getByText("Question 1 of 2")).toBeTruthy();
    await userEvent.click(screen.getByText("625"));
    await check();
    await userEvent.click(screen.getByRole("button", { name: "Next question" }));
    // The next question is not a variant: the note is gone, and the counter moved on.
    expect(screen.queryByText("A question like the last one. Have a go!")).toBeNull();
    expect(screen.getByText("Question 2 of 2")).toBeTruthy();
    for (const typed of ["1", "2"]) {
      await press(typed);
      await check();
    }
    expect(screen.getByTestId("right-answer").textContent).toMatch(/253/);
  });

  it("says a generated variant is one like the last, with the counter where it was", async () => {
    fakePracticeApi({ start: generatedAttempt() });
    open();
    await screen.findByText("Question 1 of 1");
    for (let miss = 0; miss < 2; miss++) {
      await press("1");
      await check();
    }
    expect(screen.getByTestId("right-answer")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Next question" }));
    expect(screen.getByText("A question like the last one. Have a go!")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Question 1 of 1" }));
  });

  it("shows the right answer a quiz's server sends with its second verdict", async () => {
    fakePracticeApi({ start: attempt("quiz") });
    let answers = 0;
    serveApi(
      on(practiceApi.answer, () => {
        answers += 1;
        return {
          correct: false,
          ...(answers === 1 ? { hint: "Add the digits." } : { solution: "2 | 5 | 3", rightAnswer: "253" }),
          level: "attempted" as const,
          progress: progress(),
          needsHelp: false,
          duplicate: false,
        };
      }),
    );
    open();
    await screen.findByText("Question 1 of 2");
    await press("250");
    await check();
    await screen.findByText("Add the digits.");
    expect(screen.queryByTestId("right-answer")).toBeNull();
    await press("251");
    await check();
    expect((await screen.findByTestId("right-answer")).textContent).toMatch(/253/);
  });

  it("takes digits, Backspace and Enter from a physical keyboard with the on-page keypad", async () => {
    fakePracticeApi();
    open();
    await screen.findByText("Question 1 of 2");
    await userEvent.keyboard("2549");
    const shown = () => screen.getByRole("status", { name: "Your answer" }).textContent;
    expect(shown()).toBe("2549");
    await userEvent.keyboard("{Backspace}{Backspace}3");
    expect(shown()).toBe("253");
    await userEvent.keyboard("{Enter}");
    expect(screen.getByText(/Right! Well done/)).toBeTruthy();
    // Enter again goes on, as the Next button would.
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByText("Question 2 of 2")).toBeTruthy());
  });

  it("writes typed digits as Devanagari when the child chose them, in Hindi", async () => {
    setLanguage("hi");
    fakePracticeApi({ start: placed(attempt()) });
    open();
    expect(await screen.findByText("Vedic Math · कक्षा 5")).toBeTruthy();
    expect(screen.getByText("अभ्यास · वर्कशीट")).toBeTruthy();
    await userEvent.click(screen.getByLabelText("हिंदी अंक (१२३)"));
    // The switch keeps the focus: typing goes to the answer once it is left.
    await userEvent.click(screen.getByRole("heading", { name: "प्रश्न 1 / 2" }));
    await userEvent.keyboard("253");
    expect(screen.getByRole("status", { name: "आपका उत्तर" }).textContent).toBe("२५३");
    await userEvent.keyboard("{Enter}");
    expect(screen.getByText(/सही! बहुत अच्छे।/)).toBeTruthy();
  });
});
