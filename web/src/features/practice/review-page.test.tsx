import { practiceApi, ROUTES } from "@ganit/contracts";
import { toStudentItem } from "@ganit/contracts/practice/index";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { failure, on, serveApi } from "@/test/api-handlers.ts";
import ReviewPage from "./review-page.tsx";
import {
  network,
  numericItem,
  press,
  progress,
  renderAs,
  singleItem,
  startOnlineWithEmptyStorage,
} from "./test-api.tsx";

const REVIEW = "6f2a9d1e-3b4c-4d5e-8f60-718293a4b5c6";
const url = `/practice/review?courseId=course-vedic&class=5`;
const open = () => renderAs("student", ROUTES.practiceReview, <ReviewPage />, url);

/** Two sets in the review, one question each here: "Times 11" (numeric) and "Squares" (single choice). */
const review = () => ({
  attemptId: REVIEW,
  items: [
    { ...toStudentItem(numericItem, 1, "quiz"), id: "r0", resourceId: "res-times" },
    { ...toStudentItem(singleItem, 2, "quiz"), id: "r1", resourceId: "res-squares" },
  ],
  resourceIds: ["res-times", "res-squares"],
  sets: [
    { resourceId: "res-times", title: "Times 11", resourceType: "practice" },
    { resourceId: "res-squares", title: "Squares ending in 5", resourceType: "quiz" },
  ],
});

/** The server's verdicts: r0 right (its set Mastered), r1 wrong (its set stays Proficient). */
function fakeReviewApi() {
  const started: unknown[] = [];
  const answered: { attemptId: string; body: Record<string, unknown> }[] = [];
  serveApi(
    on(practiceApi.review, (call) => {
      started.push(call.body);
      return review();
    }),
    on(practiceApi.answer, (call) => {
      const body = call.body as Record<string, unknown>;
      answered.push({ attemptId: call.url.pathname.split("/").at(-2) ?? "", body });
      const correct = body.itemId === "r0" && body.answer === "253";
      return {
        correct,
        ...(correct ? {} : { hint: "Think of 25 × 25." }),
        level: correct ? ("mastered" as const) : ("proficient" as const),
        progress: progress(4),
        needsHelp: false,
        duplicate: false,
      };
    }),
  );
  return { started, answered };
}

beforeEach(startOnlineWithEmptyStorage);
afterEach(() => setLanguage("en"));

describe("/practice/review", () => {
  it("starts the class's review, asks each question with the server grading it, and names the sets now Mastered", async () => {
    const api = fakeReviewApi();
    open();
    expect(await screen.findByText("Question 1 of 2")).toBeTruthy();
    expect(api.started).toEqual([{ courseId: "course-vedic", class: 5 }]);
    expect(screen.getByTestId("review-from").textContent).toBe("From: Times 11");
    await press("253");
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText(/Right! Well done/)).toBeTruthy();
    expect(api.answered[0]).toMatchObject({ attemptId: REVIEW, body: { itemId: "r0", answer: "253" } });
    await userEvent.click(screen.getByRole("button", { name: "Next question" }));

    expect(screen.getByTestId("review-from").textContent).toBe("From: Squares ending in 5");
    await userEvent.click(screen.getByText("525"));
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Think of 25 × 25.")).toBeTruthy();
    await userEvent.click(screen.getByText("525"));
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    await waitFor(() => expect(api.answered).toHaveLength(3));
    await userEvent.click(screen.getByRole("button", { name: "See how I did" }));

    expect(screen.getByRole("heading", { name: "Review finished!" })).toBeTruthy();
    expect(screen.getByText("1 of 2 right on the first try")).toBeTruthy();
    expect(screen.getByTestId("review-mastered").textContent).toBe("Times 11 (practice)");
    expect(screen.getByTestId("review-not-yet").textContent).toBe("Squares ending in 5 (quiz)");
    // Every answer of the review went to the server with its own id (graded there, never on the phone).
    expect(new Set(api.answered.map((answer) => answer.body.clientAnswerId)).size).toBe(3);
  });

  it("says when nothing is due (409), with no Try Again", async () => {
    serveApi(on(practiceApi.review, failure(409, "practiceNoReview")));
    open();
    expect(await screen.findByText(/Nothing to review just now/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
  });

  it("needs a connection, and says so in Hindi", async () => {
    setLanguage("hi");
    network.online = false;
    serveApi();
    open();
    expect(await screen.findByText(/मिली-जुली दोहराई के लिए इंटरनेट कनेक्शन चाहिए/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeTruthy();
  });
});
