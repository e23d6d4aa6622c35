import { practiceApi, ROUTES } from "@ganit/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { apiCalls, networkError, on, serveApi } from "@/test/api-handlers.ts";
import PracticePage, { prefetch } from "./practice-page.tsx";
import {
  ATTEMPT,
  attempt,
  fakePracticeApi,
  generatedAttempt,
  network,
  press,
  RESOURCE,
  renderAs,
  startOnlineWithEmptyStorage,
} from "./test-api.tsx";

const open = () => renderAs("student", ROUTES.practice, <PracticePage />, `/practice/${RESOURCE}`);
beforeEach(startOnlineWithEmptyStorage);
afterEach(() => setLanguage("en"));

describe("/practice/:resourceId", () => {
  it("takes the attempt asked for before the app's first render, and asks only once", async () => {
    fakePracticeApi();
    window.history.replaceState(null, "", `/practice/${RESOURCE}`);
    try {
      prefetch();
      open();
      expect(await screen.findByText("Question 1 of 2")).toBeTruthy();
    } finally {
      window.history.replaceState(null, "", "/");
    }
    const starts = apiCalls().filter(
      (call) => call.method === "POST" && call.url.pathname.endsWith("/attempts"),
    );
    expect(starts).toHaveLength(1);
  });

  it("tells the child when the server refused an answer finally, and lets it go", async () => {
    serveApi(
      on(practiceApi.start, attempt()),
      on(practiceApi.sync, (call) => ({
        results: (call.body as { answers: { clientAnswerId: string }[] }).answers.map((answer) => ({
          clientAnswerId: answer.clientAnswerId,
          accepted: false,
          key: "practiceItemNotFound",
        })),
        levels: [],
      })),
    );
    open();
    expect(await screen.findByText("Question 1 of 2")).toBeTruthy();
    await press("253");
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "1 answer could not be saved, and was let go: This question is not part of this attempt",
    );
    expect(screen.queryByText(/waiting to be sent/)).toBeNull();
  });

  it("asks one question at a time, takes the answer from the on-page keypad and says right at once", async () => {
    const api = fakePracticeApi();
    open();
    expect(await screen.findByText("Question 1 of 2")).toBeTruthy();
    // No text box: the phone's own keyboard never opens.
    expect(document.querySelector("input:not([type=checkbox]):not([type=radio]), textarea")).toBeNull();
    await press("253");
    expect(screen.getByRole("status", { name: "Your answer" }).textContent).toBe("253");
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByText(/Right! Well done/)).toBeTruthy();
    // The answer goes to the server with a unique id, and the server's standing replaces the phone's.
    await waitFor(() => expect(api.synced).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId("practice-progress").textContent).toBe(
        "2 of your last 5 right — 2 more to go",
      ),
    );
    expect(screen.getByText("Your level: Familiar")).toBeTruthy();
    const sent = api.synced[0] as Record<string, unknown>;
    expect(sent).toMatchObject({
      attemptId: ATTEMPT,
      resourceId: RESOURCE,
      itemId: "q-times",
      answer: "253",
      seed: 1000,
    });
    expect(String(sent.clientAnswerId)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    await userEvent.click(screen.getByRole("button", { name: "Next question" }));
    // Single choice: round marks (radios); the answer is the option's index.
    const choices = screen.getAllByRole("radio");
    expect(choices).toHaveLength(2);
    await userEvent.click(screen.getByText("625"));
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    await userEvent.click(screen.getByRole("button", { name: "See how I did" }));
    expect(screen.getByRole("heading", { name: "Well done for practising!" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "3 of 3 stars" })).toBeTruthy();
    expect(screen.getByText("2 of 2 right on the first try")).toBeTruthy();
  });

  it("shows the hint after a first wrong answer, the worked solution after a second, then a fresh variant", async () => {
    fakePracticeApi({ start: generatedAttempt() });
    open();
    const first = (await screen.findByText(/×/)).textContent;
    await press("1");
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByText(/Not quite\. Have another go\./)).toBeTruthy();
    await press("1");
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByText("How to solve it")).toBeTruthy();
    expect(screen.getByText("Now try one like it.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Next question" }));
    expect(screen.getByText("Question 1 of 1")).toBeTruthy();
    expect(screen.queryByText("How to solve it")).toBeNull();
    expect(screen.getByText(/×/).textContent).not.toBe(first);
  });

  it("keeps answering offline after one visit: answers wait on the phone and are sent when the connection returns", async () => {
    const api = fakePracticeApi();
    open();
    await screen.findByText("Question 1 of 2");
    await waitFor(() => expect(localStorage.length).toBeGreaterThan(0));
    // A second visit, offline: the last attempt runs on the device.
    network.online = false;
    serveApi(on(practiceApi.start, networkError), on(practiceApi.sync, networkError));
    act(() => window.dispatchEvent(new Event("offline")));
    open();
    expect((await screen.findAllByText("Question 1 of 2")).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/You are offline/).length).toBeGreaterThan(0);
    const [, second] = screen.getAllByRole("group", { name: "Number keypad" });
    for (const key of "253")
      await userEvent.click(within(second as HTMLElement).getByRole("button", { name: key }));
    const checks = screen.getAllByRole("button", { name: "Check" });
    await userEvent.click(checks.at(-1) as HTMLElement);
    expect(screen.getAllByText(/Right! Well done/).length).toBeGreaterThan(0);
    expect(screen.getAllByText("1 answer waiting to be sent").length).toBeGreaterThan(0);
    expect(api.synced).toHaveLength(0);
    // Back online: the queue is sent once, and emptied.
    network.online = true;
    const back = fakePracticeApi();
    act(() => window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(screen.queryAllByText(/waiting to be sent/)).toHaveLength(0));
    // The offline sitting is its own attempt, named by the phone, with its set for the server to open it.
    expect(back.synced).toHaveLength(1);
    expect(back.synced[0]).toMatchObject({ resourceId: RESOURCE, itemId: "q-times", answer: "253" });
    expect((back.synced[0] as { attemptId: string }).attemptId).not.toBe(ATTEMPT);
  });

  it("grades a quiz on the server, answer by answer, and shows the hint it sends", async () => {
    const answers: unknown[] = [];
    fakePracticeApi({ start: attempt("quiz") });
    serveApi(
      on(practiceApi.answer, (call) => {
        answers.push(call.body);
        return {
          correct: false,
          hint: "Think of 23 as 2 tens and 3 ones.",
          level: "attempted" as const,
          progress: { rule: "recent" as const, right: 0, of: 5, target: 4, toGo: 4, met: false },
          needsHelp: false,
          duplicate: false,
        };
      }),
    );
    open();
    expect(await screen.findByRole("heading", { name: "Quiz" })).toBeTruthy();
    await press("250");
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Think of 23 as 2 tens and 3 ones.")).toBeTruthy();
    expect(answers[0]).toMatchObject({ itemId: "q-times", answer: "250" });
    // The phone sends the answer, never a verdict of its own.
    expect(answers[0]).not.toHaveProperty("correct");
  });

  it("says a quiz needs a connection when it cannot be loaded offline", async () => {
    serveApi(on(practiceApi.start, networkError));
    open();
    expect(await screen.findByText(/A quiz needs a connection/)).toBeTruthy();
  });

  it("speaks Hindi and writes Devanagari digits when the child chooses them", async () => {
    setLanguage("hi");
    fakePracticeApi();
    open();
    expect(await screen.findByText("प्रश्न 1 / 2")).toBeTruthy();
    await userEvent.click(screen.getByLabelText("हिंदी अंक (१२३)"));
    const pad = screen.getByRole("group", { name: "संख्या कीपैड" });
    for (const key of "२५३") await userEvent.click(within(pad).getByRole("button", { name: key }));
    await userEvent.click(screen.getByRole("button", { name: "जाँचें" }));
    expect(screen.getByText(/सही! बहुत अच्छे।/)).toBeTruthy();
  });
});
