import { type AssignmentChildrenPage, assignmentsApi, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { type Call, on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";
import AssignPage from "./assign-page.tsx";
import AssignmentPage from "./assignment-page.tsx";
import { comingFriday, indiaToday, onScreen } from "./days.ts";
import { assignmentOf6B, ID, SET, VEDIC } from "./test-assignment.ts";

afterEach(() => setLanguage("en"));

const teacher = fakeToken("teacher", "Meena Iyer");

const assignment = assignmentOf6B({ children: 3, done: 1 });

describe("/teacher/assign", () => {
  it("assigns a set to 6 B due Friday: a tap for what, the class already chosen, a tap for Friday, Assign", async () => {
    const sent: Call[] = [];
    serveApi(
      on(assignmentsApi.options, {
        resources: [
          { resourceId: SET, title: "Shapes", levelName: "Geometry", kind: "practice" },
          {
            resourceId: "44444444-4444-4444-8444-444444444444",
            title: "Counting",
            levelName: "Numbers",
            kind: "lesson",
          },
        ],
        pupils: [
          { studentId: "s1", name: "Asha Verma", section: "B" },
          { studentId: "s2", name: "Meera Shah", section: "A" },
        ],
        tests: [],
      }),
      on(assignmentsApi.create, (call) => {
        sent.push(call);
        return { message: "Assignment saved", key: "assignmentSaved", assignment };
      }),
    );
    const url = `${ROUTES.teacherAssign}?courseId=${VEDIC}&class=6&section=B`;
    const router = renderSignedIn(teacher, ROUTES.teacherAssign, <AssignPage />, url);
    expect(await screen.findByRole("heading", { name: "Assign work to Class 6 B" })).toBeTruthy();
    // Only 6 B's pupils are offered.
    expect(
      ((await screen.findByRole("radio", { name: "All of Class 6 B (1 child)" })) as HTMLInputElement)
        .checked,
    ).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: /Shapes/ }));
    const friday = comingFriday(indiaToday());
    await userEvent.click(screen.getByRole("button", { name: `Friday (${onScreen(friday)})` }));
    await userEvent.click(screen.getByRole("button", { name: "Assign" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/teacher/assignments/${ID}`));
    expect(sent[0]?.body).toEqual({
      courseId: VEDIC,
      classNumber: 6,
      section: "B",
      resourceId: SET,
      startsOn: indiaToday(),
      dueOn: friday,
    });
  });

  it("asks for what before saving, and reads in Hindi", async () => {
    setLanguage("hi");
    serveApi(on(assignmentsApi.options, { resources: [], pupils: [], tests: [] }));
    renderSignedIn(
      teacher,
      ROUTES.teacherAssign,
      <AssignPage />,
      `${ROUTES.teacherAssign}?courseId=${VEDIC}&class=6`,
    );
    expect(await screen.findByRole("heading", { name: "कक्षा 6 को गृहकार्य दें" })).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "गृहकार्य दें" }));
    expect((await screen.findByRole("alert")).textContent).toBe("कोई पाठ पृष्ठ या अभ्यास सेट चुनें।");
  });
});

describe("/teacher/assignments/{id}", () => {
  const page = (query: URLSearchParams): AssignmentChildrenPage => {
    const rows: AssignmentChildrenPage["items"] = [
      {
        studentId: "s1",
        name: "Asha Verma",
        section: "B",
        state: "done",
        level: "proficient",
        bestScore: 100,
        lastActivityAt: null,
        nudgedAt: null,
      },
      {
        studentId: "s2",
        name: "Ravi Kumar",
        section: "B",
        state: "overdue",
        level: "notStarted",
        bestScore: null,
        lastActivityAt: null,
        nudgedAt: null,
      },
      {
        studentId: "s3",
        name: "Zoya Khan",
        section: "B",
        state: "inProgress",
        level: "attempted",
        bestScore: 50,
        lastActivityAt: null,
        nudgedAt: null,
      },
    ];
    const items = rows.filter((row) => !query.get("state") || row.state === query.get("state"));
    return {
      assignment,
      counts: { done: 1, inProgress: 1, notStarted: 0, overdue: 1 },
      items,
      total: items.length,
      page: 1,
      limit: 25,
    };
  };

  it("lists each child's state and level; the state filter lives in the URL and the server filters", async () => {
    const asked: string[] = [];
    serveApi(
      on(assignmentsApi.children, (call) => {
        asked.push(call.url.search);
        return page(call.url.searchParams);
      }),
    );
    const router = renderSignedIn(
      teacher,
      ROUTES.teacherAssignment,
      <AssignmentPage />,
      `/teacher/assignments/${ID}`,
    );
    expect(await screen.findByRole("heading", { name: "Shapes" })).toBeTruthy();
    expect(screen.getByTestId("assignment-summary").textContent).toBe("1 of 3 done");
    expect(screen.getAllByTestId("child-state").map((s) => s.textContent)).toEqual([
      "Done",
      "Overdue",
      "In progress",
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Overdue (1)" }));
    await waitFor(() => expect(router.state.location.search).toBe("?state=overdue"));
    await waitFor(() => expect(screen.getAllByTestId("child-row")).toHaveLength(1));
    expect(asked.at(-1)).toContain("state=overdue");
    expect(
      within(screen.getByTestId("child-row")).getByRole("button", { name: "Remind Ravi Kumar" }),
    ).toBeTruthy();
  });

  it("reminds every child not done", async () => {
    const nudged: Call[] = [];
    serveApi(
      on(assignmentsApi.children, (call) => page(call.url.searchParams)),
      on(assignmentsApi.nudge, (call) => {
        nudged.push(call);
        return { message: "Reminder sent", key: "assignmentNudged", count: 2 };
      }),
    );
    renderSignedIn(teacher, ROUTES.teacherAssignment, <AssignmentPage />, `/teacher/assignments/${ID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Remind all not done" }));
    await waitFor(() => expect(nudged).toHaveLength(1));
    expect(nudged[0]?.body).toEqual({});
    expect(await screen.findByText("2 children reminded")).toBeTruthy();
  });

  it("a test's children have no skill level: each row says Test, not Lesson page", async () => {
    const test = {
      ...assignment,
      kind: "test" as const,
      resourceId: null,
      testId: SET,
      title: "Friday check",
    };
    serveApi(
      on(assignmentsApi.children, (call) => ({
        ...page(call.url.searchParams),
        assignment: test,
        items: page(call.url.searchParams).items.map((row) => ({ ...row, level: null })),
      })),
    );
    renderSignedIn(teacher, ROUTES.teacherAssignment, <AssignmentPage />, `/teacher/assignments/${ID}`);
    expect(await screen.findByRole("heading", { name: "Friday check" })).toBeTruthy();
    const rows = screen.getAllByTestId("child-row");
    expect(within(rows[0] as HTMLElement).getByText(/^Test/)).toBeTruthy();
    expect(screen.queryByText(/Lesson page/)).toBeNull();
  });

  it("reads in Hindi", async () => {
    setLanguage("hi");
    serveApi(on(assignmentsApi.children, (call) => page(call.url.searchParams)));
    renderSignedIn(teacher, ROUTES.teacherAssignment, <AssignmentPage />, `/teacher/assignments/${ID}`);
    expect(await screen.findByText("3 में से 1 पूरा")).toBeTruthy();
    expect(screen.getByRole("button", { name: "देर हो गई (1)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: ".xlsx निकालें" })).toBeTruthy();
  });
});
