import { type ChildWeek, parentsApi, ROUTES } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";
import ParentDashboardPage from "./parent-dashboard-page.tsx";

const child = {
  id: "child-1",
  name: "Asha Verma",
  class: 4,
  section: "B",
  schoolName: "Sunrise Public School",
};

const week = (notes: ChildWeek["notes"]): ChildWeek => ({
  child,
  from: "2026-11-20T18:30:00.000Z",
  to: "2026-11-27T18:30:00.000Z",
  week: { setsDone: 2, answers: 20, correct: 15, lessonsDone: 1 },
  levelsChanged: [],
  levels: [],
  needsPractice: [],
  due: [],
  notes,
});

function serve(notes: ChildWeek["notes"]) {
  serveApi(
    on(parentsApi.children, {
      items: [child],
      settings: { language: "en", weeklySummary: true },
      hasEmail: true,
    }),
    on(parentsApi.childWeek, week(notes)),
  );
  renderSignedIn(fakeToken("parent", "Sunita Verma"), ROUTES.parentDashboard, <ParentDashboardPage />);
}

afterEach(() => setLanguage("en"));

describe("/parentdashboard: the teacher's notes", () => {
  it("shows the notes as the server sends them (newest first), with the teacher's name and the day", async () => {
    serve([
      {
        text: "Asha finished every set.\nWell done.",
        teacherName: "Rekha Iyer",
        at: "2026-11-26T06:00:00.000Z",
      },
      { text: "Asha reads aloud.", teacherName: null, at: "2026-11-12T06:00:00.000Z" },
    ]);
    const list = await screen.findByRole("list", { name: "Notes from the teacher" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText(/Asha finished every set\./)).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText("Rekha Iyer, 26 November 2026")).toBeTruthy();
    // A teacher whose account is gone: the note stays, unsigned.
    expect(within(items[1] as HTMLElement).getByText("A former teacher, 12 November 2026")).toBeTruthy();
  });

  it("says so when there are none, in Hindi too", async () => {
    setLanguage("hi");
    serve([]);
    expect(await screen.findByText("अभी शिक्षक का कोई नोट नहीं।")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "शिक्षक के नोट" })).toBeTruthy();
  });
});
