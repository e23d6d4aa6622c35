import { practiceApi, type TestResult, type TestSitting } from "@ganit/contracts";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { on, serveApi } from "@/test/api-handlers.ts";
import { openChapterTest, openSitting, testItems } from "./chapter-test-fixtures.tsx";
import { network, press, startOnlineWithEmptyStorage } from "./test-api.tsx";
import { clockText } from "./test-clock.tsx";

/**
 * A teacher's test with a time limit (docs/adr/0696) on the child's screen, with fake timers: the
 * time left counts down quietly from the server's deadline (on the phone's clock, whatever the
 * server's says), is announced only at 5 minutes and 1 minute, the answers go to the server as
 * the child goes, and at zero the answers given are submitted without asking.
 */
const SITTING = "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a";
const open = () => openChapterTest(SITTING);
const chapter = { id: "ncert-c3-ch01", number: 1, title: { en: "What's in a Name?", hi: "नाम में क्या है?" } };
const items = testItems();

/** Open, ending `seconds` from now; the server's clock `skew` ms ahead of the phone's. */
const sitting = (seconds: number | null, skew = 0): TestSitting => {
  const serverNow = Date.now() + skew;
  return {
    ...openSitting(SITTING, chapter),
    title: "Times check",
    timeLimitMinutes: seconds === null ? null : 10,
    ...(seconds === null
      ? {}
      : {
          endsAt: new Date(serverNow + seconds * 1000).toISOString(),
          now: new Date(serverNow).toISOString(),
        }),
  };
};

const result = (answers: { itemId: string; answer: unknown }[]): TestResult => ({
  state: "submitted",
  attemptId: SITTING,
  chapter,
  submittedAt: new Date().toISOString(),
  score: { right: answers.length, total: 2 },
  questions: items.map((item, i) => ({
    item,
    skillId: "c3-times",
    answer: (answers.find((a) => a.itemId === item.id)?.answer ?? null) as never,
    correct: answers.some((a) => a.itemId === item.id),
    rightAnswer: i === 0 ? "253" : 1,
  })),
  skills: [{ skillId: "c3-times", name: { en: "Times 11", hi: "11 का गुणा" }, level: "attempted" }],
});

function fakeApi(open: TestSitting) {
  const submitted: unknown[] = [];
  const saved: unknown[] = [];
  serveApi(
    on(practiceApi.testGet, () => open),
    on(practiceApi.testAnswers, (call) => {
      saved.push(call.body);
      return { saved: (call.body as { answers: unknown[] }).answers.length, endsAt: null };
    }),
    on(practiceApi.testSubmit, (call) => {
      const body = call.body as { answers: { itemId: string; answer: unknown }[] };
      submitted.push(body);
      return result(body.answers);
    }),
  );
  return { submitted, saved };
}

/** Moves the fake clock on, letting React and the requests settle. */
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const timer = () => screen.getByRole("timer");
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent ?? "";

beforeEach(() => {
  startOnlineWithEmptyStorage();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  setLanguage("en");
});

describe("a timed test's countdown", () => {
  it("counts down quietly, announces 5 minutes and 1 minute, saves answers as it goes, and submits at zero", async () => {
    const api = fakeApi(sitting(5 * 60 + 3));
    open();
    expect(await screen.findByRole("heading", { name: "Question 1 of 2" })).toBeTruthy();
    // A teacher's test goes by its own title and says who chose its questions.
    expect(screen.getByRole("heading", { level: 1, name: "Times check" })).toBeTruthy();
    expect(screen.getByText("2 questions your teacher chose.", { exact: false })).toBeTruthy();
    expect(timer().textContent).toMatch(/^Time left: 05:0[23]$/);
    expect(announced()).toBe("");

    await press("253");
    await wait(2000);
    expect(api.saved).toEqual([{ answers: [{ itemId: "q0", answer: "253" }] }]);

    await wait(2000);
    expect(timer().textContent).toMatch(/04:59|05:00/);
    expect(announced()).toBe("5 minutes left");
    await wait(4 * 60_000);
    expect(announced()).toBe("1 minute left");
    expect(api.submitted).toEqual([]);

    await wait(61_000);
    // No confirmation: the answers given are submitted, and the result replaces the test.
    expect(api.submitted).toEqual([{ answers: [{ itemId: "q0", answer: "253" }] }]);
    expect(await screen.findByTestId("test-score")).toHaveProperty("textContent", "You got 1 of 2 right");
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("counts the server's minutes on a phone whose clock is an hour off, and speaks Hindi", async () => {
    setLanguage("hi");
    fakeApi(sitting(10 * 60, 3600_000));
    open();
    expect(await screen.findByRole("heading", { name: "प्रश्न 1 / 2" })).toBeTruthy();
    expect(timer().textContent).toMatch(/^बचा समय: (10:00|09:59)$/);
    await wait(5 * 60_000 + 1000);
    expect(announced()).toBe("5 मिनट बचे हैं");
  });

  it("says plainly, offline, that answers count only if they reach the school in time", async () => {
    fakeApi(sitting(10 * 60));
    open();
    expect(await screen.findByRole("timer")).toBeTruthy();
    expect(screen.queryByText(/You are offline/)).toBeNull();
    network.online = false;
    await act(async () => void window.dispatchEvent(new Event("offline")));
    expect(
      screen.getByText(
        "You are offline. Your answers count only if they reach the school before the time is up.",
      ),
    ).toBeTruthy();
  });

  it("opened after its time is up, it submits at once and says so", async () => {
    const api = fakeApi(sitting(-40));
    open();
    expect(await screen.findByTestId("test-score")).toBeTruthy();
    expect(api.submitted).toEqual([{ answers: [] }]);
  });

  it("a test without a time limit shows no clock and saves nothing on the way", async () => {
    const api = fakeApi(sitting(null));
    open();
    expect(await screen.findByRole("heading", { name: "Question 1 of 2" })).toBeTruthy();
    await press("253");
    await wait(3000);
    expect(screen.queryByRole("timer")).toBeNull();
    expect(api.saved).toEqual([]);
  });

  it("writes the time left as minutes and seconds, with hours from an hour", () => {
    expect(clockText(65_000)).toBe("01:05");
    expect(clockText(400)).toBe("00:01");
    expect(clockText(-5)).toBe("00:00");
    expect(clockText(3_723_000)).toBe("1:02:03");
  });
});
