import { printingApi, type TeacherTest, type TeacherTestResults, teacherTestsApi } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { downloadedBy, pdfFile } from "@/components/bulk-upload/test-downloads.ts";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { addressesUnder, on, onFile, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";
import ResultsPage from "./results-page.tsx";

afterEach(() => setLanguage("en"));

const TEST_ID = "44444444-4444-4444-8444-444444444444";
const teacher = fakeToken("teacher", "Meena Iyer");
const test: TeacherTest = {
  id: TEST_ID,
  courseId: "11111111-1111-4111-8111-111111111111",
  classNumber: 6,
  chapterIds: ["ncert-c6-ch03"],
  title: "Friday check",
  timeLimitMinutes: null,
  questions: 1,
  fixed: true,
  author: "Meena Iyer",
  sittings: 2,
  updatedAt: "2026-11-27T05:00:00.000Z",
  editable: false,
  slots: [],
};
const results: TeacherTestResults = {
  title: "Friday check",
  sittings: 2,
  items: [
    {
      place: 0,
      skillId: "c6-odd-and-even-sums",
      skillName: { en: "Odd or even sums", hi: "सम या विषम योग" },
      step: 0,
      asked: 2,
      answered: 2,
      right: 1,
      wrong: 1,
      misconceptions: [
        {
          text: {
            en: "Thought odd numbers always add to odd",
            hi: "सोचा कि विषम संख्याओं का योग हमेशा विषम होता है",
          },
          count: 1,
        },
      ],
      unexplained: 0,
    },
  ],
  total: 1,
  page: 1,
  limit: 25,
} as TeacherTestResults;

const open = () =>
  renderSignedIn(teacher, "/teacher/tests/:id", <ResultsPage />, `/teacher/tests/${TEST_ID}`);

describe("/teacher/tests/:id", () => {
  it("shows each question's wrong answers by misconception and prints the test's paper in either language", async () => {
    const { calls } = serveApi(
      on(teacherTestsApi.get, test),
      on(teacherTestsApi.results, results),
      onFile(printingApi.testPaper, pdfFile()),
    );
    await downloadedBy(
      async () => {
        open();
        expect(await screen.findByRole("heading", { level: 1, name: "Results: Friday check" })).toBeTruthy();
        expect(screen.getByText("2 answered of 2 · 1 right · 1 wrong")).toBeTruthy();
        expect(screen.getByText(/Thought odd numbers always add to odd/)).toBeTruthy();
        const paper = screen.getByRole("group", { name: "Print this test's paper" });
        await userEvent.click(within(paper).getByRole("button", { name: "Print test paper (Hindi)" }));
        await userEvent.click(within(paper).getByRole("button", { name: "Print test paper (English)" }));
      },
      { count: 2 },
    );
    expect(addressesUnder(calls, "/api/print/")).toEqual([
      `/api/print/tests/${TEST_ID}?lang=hi`,
      `/api/print/tests/${TEST_ID}?lang=en`,
    ]);
  });

  it("reads in Hindi, its print buttons too", async () => {
    setLanguage("hi");
    serveApi(on(teacherTestsApi.get, test), on(teacherTestsApi.results, results));
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "परिणाम: Friday check" })).toBeTruthy();
    expect(screen.getByText(/सोचा कि विषम संख्याओं का योग हमेशा विषम होता है/)).toBeTruthy();
    const paper = screen.getByRole("group", { name: "इस परीक्षा का पत्र छापें" });
    expect(within(paper).getByRole("button", { name: "परीक्षा पत्र छापें (हिंदी)" })).toBeTruthy();
  });
});
