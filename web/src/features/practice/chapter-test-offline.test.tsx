import { practiceApi, ROUTES } from "@ganit/contracts";
import { QueryClient, useQueryClient } from "@tanstack/react-query";
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { type Call, failure, networkError, on, serveApi } from "@/test/api-handlers.ts";
import { renderRoutes } from "@/test/render.tsx";
import { markedSitting, openChapterTest, openSitting } from "./chapter-test-fixtures.tsx";
import ChapterTestPage from "./chapter-test-page.tsx";
import { network, startOnlineWithEmptyStorage } from "./test-api.tsx";
import { followWaitingTests } from "./waiting-tests.ts";

/**
 * A chapter test submitted without a connection (docs/adr/0716): the submission waits on the phone
 * (localStorage, through a reload), the screen says it will be marked when the phone is online, and
 * it is sent when the connection returns; a second send the server answers 409 is done.
 */
const SITTING = "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a";
const url = `/practice/test/${SITTING}`;
const open = () => openChapterTest(SITTING);
const chapter = {
  id: "ncert-c9-ch04",
  number: 4,
  title: { en: "Algebraic Identities", hi: "बीजीय सर्वसमिकाएँ" },
};

const sitting = () => openSitting(SITTING, chapter);

/** The first answer, 253, marked right; the second question unanswered. */
const result = () =>
  markedSitting(SITTING, chapter, {
    answers: [{ itemId: "q0", answer: "253" }],
    skillIds: ["c9-expand-identities", "c9-factorise-identities"],
    skills: [],
  });

/** The server: the sitting (or nothing, offline), and the submit answering as `submitReply` says. */
function fakeServer() {
  const state = {
    reachable: true,
    submitReply: (_call: Call): unknown => result(),
    submitted: [] as unknown[],
    gets: 0,
  };
  serveApi(
    on(practiceApi.testGet, () => {
      state.gets++;
      if (!state.reachable) return networkError;
      return state.submitted.length > 0 ? result() : sitting();
    }),
    on(practiceApi.testSubmit, (call) => {
      if (!state.reachable) return networkError;
      const reply = state.submitReply(call);
      state.submitted.push(call.body);
      return reply as never;
    }),
  );
  return state;
}

const goOffline = (server: { reachable: boolean }) => {
  server.reachable = false;
  network.online = false;
  window.dispatchEvent(new Event("offline"));
};
const goOnline = async (server: { reachable: boolean }) => {
  server.reachable = true;
  network.online = true;
  await act(async () => {
    window.dispatchEvent(new Event("online"));
  });
};

const REFUSED =
  "This test cannot be submitted any more, so it was not marked. Start a new chapter test from My book.";

const ENGLISH = { keypad: "Number keypad", next: "Next", submit: "Submit the test", confirm: "Submit" };
const HINDI = { keypad: "संख्या कीपैड", next: "अगला", submit: "परीक्षा जमा करें", confirm: "जमा करें" };

async function answerFirstAndSubmit(words = ENGLISH) {
  const keypad = screen.getByRole("group", { name: words.keypad });
  for (const key of "253") await userEvent.click(within(keypad).getByRole("button", { name: key }));
  await userEvent.click(screen.getByRole("button", { name: words.next }));
  await userEvent.click(screen.getByRole("button", { name: words.submit }));
  const dialog = await screen.findByRole("dialog");
  await userEvent.click(within(dialog).getByRole("button", { name: words.confirm }));
}

/** The server up and the test open at its first question, headed `first`; answers the server. */
async function openAtFirstQuestion(first = "Question 1 of 2") {
  const server = fakeServer();
  open();
  expect(await screen.findByRole("heading", { name: first })).toBeTruthy();
  return server;
}

/** The connection goes, and the child answers the first question and submits: the test waits. */
async function submitOffline(server: { reachable: boolean }, words = ENGLISH) {
  goOffline(server);
  await answerFirstAndSubmit(words);
}

const waitingOnPhone = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith("ganit:test-outbox:"))
    .flatMap((key) => JSON.parse(localStorage.getItem(key) ?? "[]") as { attemptId: string }[]);

/** Another screen of the app: its account menu follows the waiting tests, as the layout's does. */
function Elsewhere() {
  const queryClient = useQueryClient();
  useEffect(() => followWaitingTests(queryClient), [queryClient]);
  return <p>My book</p>;
}

beforeEach(startOnlineWithEmptyStorage);
afterEach(() => setLanguage("en"));

describe("a chapter test submitted offline", () => {
  it("waits on the phone, says it will be marked when online, and shows the result when the connection returns", async () => {
    const server = await openAtFirstQuestion();
    await submitOffline(server);

    const waiting = await screen.findByTestId("test-waiting");
    expect(waiting.textContent).toContain("It will be marked when you are online.");
    expect(waiting.textContent).toContain("1 of 2 answered");
    expect(waiting.textContent).toContain("You are offline.");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(waitingOnPhone()).toEqual([{ attemptId: SITTING, answers: [{ itemId: "q0", answer: "253" }] }]);
    expect(server.submitted).toEqual([]);

    await goOnline(server);
    expect(await screen.findByTestId("test-score")).toHaveProperty("textContent", "You got 1 of 2 right");
    expect(server.submitted).toEqual([{ answers: [{ itemId: "q0", answer: "253" }] }]);
    expect(waitingOnPhone()).toEqual([]);
  });

  it("keeps the submission and the questions through a reload offline, in Hindi, and sends it on the next visit online", async () => {
    setLanguage("hi");
    const server = await openAtFirstQuestion("प्रश्न 1 / 2");
    await submitOffline(server, HINDI);
    expect(
      await screen.findByText("इंटरनेट से जुड़ते ही इसकी जाँच हो जाएगी। फिर आपको अपने अंक यहीं दिखेंगे।"),
    ).toBeTruthy();

    // A reload without a connection: the questions come from the phone, and the test still waits.
    cleanup();
    open();
    expect(await screen.findByTestId("test-waiting")).toBeTruthy();
    expect(screen.getByText("अध्याय 4: बीजीय सर्वसमिकाएँ")).toBeTruthy();
    expect(server.submitted).toEqual([]);

    // The next visit with a connection sends it at once.
    cleanup();
    server.reachable = true;
    network.online = true;
    open();
    expect(await screen.findByTestId("test-score")).toHaveProperty("textContent", "2 में से 1 सही");
    expect(server.submitted).toHaveLength(1);
    expect(waitingOnPhone()).toEqual([]);
  });

  it("takes the server's 409 for a sitting already submitted as done, and reads the result", async () => {
    const server = await openAtFirstQuestion();
    // The first send reached the server but its answer was lost: the server has the sitting.
    server.submitReply = () => failure(409, "practiceTestSubmitted");
    server.submitted.push({ earlier: true });
    await answerFirstAndSubmit();
    expect(await screen.findByTestId("test-score")).toHaveProperty("textContent", "You got 1 of 2 right");
    expect(waitingOnPhone()).toEqual([]);
  });

  it("says so when the server refuses the test for good, and keeps nothing waiting", async () => {
    const server = await openAtFirstQuestion();
    server.submitReply = () => failure(404, "notFound");
    await answerFirstAndSubmit();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", REFUSED);
    expect(screen.getByRole("link", { name: "Back to My book" }).getAttribute("href")).toBe(
      ROUTES.studentChapters,
    );
    expect(screen.queryByText(/Your answers are kept/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Question 1 of 2" })).toBeNull();
    expect(screen.queryByTestId("test-waiting")).toBeNull();
    expect(waitingOnPhone()).toEqual([]);
  });

  it("says so in Hindi when a test waiting on the phone is refused once the connection returns, not a blank test", async () => {
    setLanguage("hi");
    const server = await openAtFirstQuestion("प्रश्न 1 / 2");
    await submitOffline(server, HINDI);
    expect(await screen.findByTestId("test-waiting")).toBeTruthy();

    server.submitReply = () => failure(404, "notFound");
    await goOnline(server);
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "यह परीक्षा अब जमा नहीं हो सकती, इसलिए इसकी जाँच नहीं हुई। मेरी किताब से अध्याय की नई परीक्षा शुरू करें।",
    );
    expect(screen.getByRole("link", { name: "मेरी किताब पर लौटें" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "प्रश्न 1 / 2" })).toBeNull();
    expect(waitingOnPhone()).toEqual([]);
  });

  it("is sent from anywhere in the app when the connection returns, once the child left the test", async () => {
    const server = await openAtFirstQuestion();
    await submitOffline(server);
    expect(await screen.findByTestId("test-waiting")).toBeTruthy();
    cleanup();

    // Another screen: the account menu follows the waiting tests.
    const stop = followWaitingTests(new QueryClient());
    await goOnline(server);
    await vi.waitFor(() => expect(server.submitted).toHaveLength(1));
    expect(waitingOnPhone()).toEqual([]);
    stop();
  });

  it("shows the result, not a blank test, when the child returns after it was marked from another screen", async () => {
    const server = fakeServer();
    sessionStorage.setItem("token", fakeToken("student"));
    const router = renderRoutes(
      [
        { path: ROUTES.practiceTest, element: <ChapterTestPage /> },
        { path: "/elsewhere", element: <Elsewhere /> },
      ],
      url,
    );
    expect(await screen.findByRole("heading", { name: "Question 1 of 2" })).toBeTruthy();
    await submitOffline(server);
    expect(await screen.findByTestId("test-waiting")).toBeTruthy();

    await act(() => router.navigate("/elsewhere"));
    expect(await screen.findByText("My book")).toBeTruthy();
    await goOnline(server);
    await vi.waitFor(() => expect(server.submitted).toHaveLength(1));

    await act(() => router.navigate(url));
    expect(await screen.findByTestId("test-score")).toHaveProperty("textContent", "You got 1 of 2 right");
    expect(screen.queryByRole("heading", { name: "Question 1 of 2" })).toBeNull();
  });

  it("shows the result when another tab had the waiting test marked, not the open test without its answers", async () => {
    const server = await openAtFirstQuestion();
    await submitOffline(server);
    expect(await screen.findByTestId("test-waiting")).toBeTruthy();

    // Another tab of the same phone sent it: the server has it, and the shared outbox is empty.
    server.reachable = true;
    network.online = true;
    server.submitted.push({ answers: [{ itemId: "q0", answer: "253" }] });
    for (const key of Object.keys(localStorage))
      if (key.startsWith("ganit:test-outbox:")) localStorage.removeItem(key);
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage"));
    });

    expect(await screen.findByTestId("test-score")).toHaveProperty("textContent", "You got 1 of 2 right");
    expect(screen.queryByRole("heading", { name: "Question 1 of 2" })).toBeNull();
  });
});
