import { practiceApi, ROUTES } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { downloadedSheet } from "@/components/bulk-upload/test-downloads.ts";
import { setLanguage } from "@/lib/i18n.ts";
import { failure, on, serveApi } from "@/test/api-handlers.ts";
import PracticeResultsPage from "./results-page.tsx";
import { renderAs, results } from "./test-api.tsx";

const open = (query = "?courseId=course-vedic&class=5") =>
  renderAs(
    "teacher",
    ROUTES.teacherPracticeResults,
    <PracticeResultsPage />,
    `${ROUTES.teacherPracticeResults}${query}`,
  );

beforeEach(() => sessionStorage.clear());
afterEach(() => setLanguage("en"));

describe("/teacher/practice", () => {
  it("shows the class's students × sets with level, attempts, best score, and who needs help", async () => {
    const { calls } = serveApi(on(practiceApi.results, results()));
    open();
    const table = await screen.findByRole("table");
    const ravi = within(table).getByRole("row", { name: /Ravi Kumar/ });
    // A level reached in a practice set (its answers on the child's phone) says so; a quiz's does not.
    expect(within(ravi).getByText("Attempted (practice)")).toBeTruthy();
    expect(within(ravi).getAllByText("Needs help")).toHaveLength(1);
    expect(within(ravi).getByText(/Attempts: 2 · Best score: 20%/)).toBeTruthy();
    const asha = within(table).getByRole("row", { name: /Asha Verma/ });
    expect(within(asha).getByText("Proficient (practice)")).toBeTruthy();
    expect(screen.getByText(/Mastered comes only from the day-later review/)).toBeTruthy();
    expect(within(asha).getByText(/Best score: —/)).toBeTruthy();
    const help = screen.getByRole("list", { name: "Needs help" });
    // Which rule raised each flag.
    expect(within(help).getByText(/Ravi Kumar — Times 11 .*: three wrong answers in a row/)).toBeTruthy();
    expect(
      within(help).getByText(/Asha Verma — Squares quiz .*: best score under 50 % after five answers/),
    ).toBeTruthy();
    const asked = calls.find((call) => call.url.pathname === "/api/practice/results");
    expect(asked?.url.search).toBe("?courseId=course-vedic&class=5");
  });

  it("lists the difficult questions with the misconceptions behind the wrong answers", async () => {
    serveApi(on(practiceApi.results, results()));
    open();
    // The author's TeX read as text (the teacher's screen renders no maths).
    expect(await screen.findByText("37 × 3 = ___")).toBeTruthy();
    expect(screen.getByText("6 wrong of 10 answers")).toBeTruthy();
    expect(screen.getByText("multiplied by 21 (4)")).toBeTruthy();
  });

  it("shows one student's sets and levels", async () => {
    serveApi(on(practiceApi.results, results()));
    open();
    await userEvent.selectOptions(await screen.findByLabelText("Student"), "s2");
    const card = screen.getByRole("heading", { name: "Per student" }).closest("section") as HTMLElement;
    expect(within(card).getByText("Squares quiz")).toBeTruthy();
    expect(within(card).getByText("Familiar")).toBeTruthy();
  });

  it("asks for a course and class when none is given, and says when the server refuses", async () => {
    open("");
    expect(await screen.findByText("Choose a course and a class to see its practice.")).toBeTruthy();
  });

  it("says the results could not be loaded (another school's class answers 404)", async () => {
    serveApi(on(practiceApi.results, failure(404, "notFound")));
    open();
    expect(await screen.findByText("The results could not be loaded.")).toBeTruthy();
  });

  it("is in Hindi too", async () => {
    setLanguage("hi");
    serveApi(on(practiceApi.results, results()));
    open();
    expect(await screen.findByRole("heading", { name: "अभ्यास के परिणाम" })).toBeTruthy();
    expect((await screen.findAllByText("मदद चाहिए")).length).toBeGreaterThan(0);
  });

  it("exports the class as .xlsx: one row a student and set, levels as the screen says them", async () => {
    serveApi(on(practiceApi.results, results()));
    open();
    const button = await screen.findByRole("button", { name: "Export .xlsx" });
    const { name, rows } = await downloadedSheet(() => userEvent.click(button));
    expect(name).toBe("practice-class-5.xlsx");
    expect(rows[0]).toEqual([
      "Student",
      "Username",
      "Exercise set",
      "Level",
      "Attempts",
      "Best score",
      "Last activity",
      "Needs help",
    ]);
    const ravi = rows.filter((row) => row[0] === "Ravi Kumar");
    expect(ravi.length).toBeGreaterThan(0);
    expect(ravi.some((row) => row[3] === "Attempted (practice)" && row[4] === 2 && row[7] === "✓")).toBe(
      true,
    );
    expect(rows.length - 1).toBe(results().students.reduce((n, student) => n + student.sets.length, 0));
  });
});
