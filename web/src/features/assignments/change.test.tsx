import { type Assignment, type AssignmentChildrenPage, assignmentsApi, ROUTES } from "@ganit/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { type Answer, type Call, networkError, on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";
import AssignPage from "./assign-page.tsx";
import AssignmentPage from "./assignment-page.tsx";
import AssignmentsPage from "./assignments-page.tsx";
import { assignmentOf6B, ID, SET, VEDIC } from "./test-assignment.ts";

afterEach(() => setLanguage("en"));

const RAVI = "55555555-5555-4555-8555-555555555552";
const teacher = fakeToken("teacher", "Meena Iyer");
const office = fakeToken("school", "Green Valley School");

const assignment = assignmentOf6B({ children: 2, done: 0 });

const table = (a: Assignment): AssignmentChildrenPage => ({
  assignment: a,
  counts: { done: 0, inProgress: 0, notStarted: 2, overdue: 0 },
  items: [
    {
      studentId: "55555555-5555-4555-8555-555555555551",
      name: "Asha Verma",
      section: "B",
      state: "notStarted",
      level: "notStarted",
      bestScore: null,
      lastActivityAt: null,
      nudgedAt: null,
    },
  ],
  total: 1,
  page: 1,
  limit: 25,
});

const classes = {
  items: [{ courseId: VEDIC, courseName: "Vedic Math", classNumber: 6, whole: false, sections: ["B"] }],
};
const options = {
  resources: [{ resourceId: SET, title: "Shapes", levelName: "Geometry", kind: "practice" as const }],
  pupils: [
    { studentId: "55555555-5555-4555-8555-555555555551", name: "Asha Verma", section: "B" },
    { studentId: "55555555-5555-4555-8555-555555555552", name: "Ravi Kumar", section: "B" },
  ],
  tests: [],
};

/**
 * The assignment page's API for editing: `children` answers the reads of its children (the page's
 * table and the dialog's chosen children), and a change is answered with `changed`; answers the
 * changes the screen sent.
 */
function serveEditing(
  children: Answer<AssignmentChildrenPage> = () => table(assignment),
  changed: Assignment = assignment,
) {
  const sent: Call[] = [];
  serveApi(
    on(assignmentsApi.children, children),
    on(assignmentsApi.classes, classes),
    on(assignmentsApi.options, options),
    on(assignmentsApi.update, (call) => {
      sent.push(call);
      return { message: "Assignment changed", key: "assignmentUpdated", assignment: changed };
    }),
  );
  return sent;
}

/** The teacher's assignment page. */
const openAssignment = () =>
  renderSignedIn(teacher, ROUTES.teacherAssignment, <AssignmentPage />, `/teacher/assignments/${ID}`);

describe("editing and withdrawing on the assignment's page", () => {
  it("edits the title, due day and chosen children through the dialog; the server gets the contract's body", async () => {
    const sent = serveEditing();
    openAssignment();
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the assignment" });
    const title = within(dialog).getByLabelText(/Title/);
    await userEvent.clear(title);
    await userEvent.type(title, "Shapes, before the test");
    fireEvent.change(within(dialog).getByLabelText("Due on"), { target: { value: "2026-11-30" } });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Chosen children" }));
    await userEvent.click(await within(dialog).findByRole("checkbox", { name: "Ravi Kumar" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      title: "Shapes, before the test",
      section: "B",
      studentIds: [RAVI],
      startsOn: "2026-11-23",
      dueOn: "2026-11-30",
    });
    expect(await screen.findByText("Assignment changed")).toBeTruthy();
  });

  it("keeps the chosen children when only the due day changes, and saves nothing while they cannot be read", async () => {
    const ASHA = "55555555-5555-4555-8555-555555555551";
    const chosenOne = { ...assignment, chosen: 1 };
    let dialogReads = "fail" as "fail" | "answer";
    const sent = serveEditing(
      // The dialog reads the chosen children in pages of 100; the page's own table reads its page.
      (call) =>
        call.url.searchParams.get("limit") === "100" && dialogReads === "fail"
          ? networkError
          : table(chosenOne),
      chosenOne,
    );
    openAssignment();
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    let dialog = await screen.findByRole("dialog", { name: "Edit the assignment" });
    // Unread: Save would send no children, which means the whole class; it waits and says why.
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    dialogReads = "answer";
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    dialog = await screen.findByRole("dialog", { name: "Edit the assignment" });
    fireEvent.change(within(dialog).getByLabelText("Due on"), { target: { value: "2026-11-30" } });
    const save = within(dialog).getByRole("button", { name: "Save" }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    await userEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ studentIds: [ASHA], dueOn: "2026-11-30" });
  });

  it("refuses a due day before the start in the dialog, without asking the server", async () => {
    const sent = serveEditing();
    openAssignment();
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Due on"), { target: { value: "2026-11-01" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("The start date must not be after the end date")).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("withdraws after asking; a withdrawn assignment says so and offers no edit or reminder", async () => {
    let withdrawn = false;
    serveApi(
      on(assignmentsApi.children, () =>
        table(
          withdrawn
            ? { ...assignment, withdrawnAt: "2026-11-24T06:00:00.000Z", editable: false }
            : assignment,
        ),
      ),
      on(assignmentsApi.withdraw, () => {
        withdrawn = true;
        return { message: "Assignment withdrawn", key: "assignmentWithdrawn", assignment };
      }),
    );
    openAssignment();
    await userEvent.click(await screen.findByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw “Shapes”?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText("Withdrawn on 24-11-2026: no child sees it as due.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remind all not done" })).toBeNull();
  });

  it("reads in Hindi", async () => {
    setLanguage("hi");
    serveApi(on(assignmentsApi.children, () => table(assignment)));
    openAssignment();
    expect(await screen.findByRole("button", { name: "बदलें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "वापस लें" })).toBeTruthy();
  });
});

describe("the school office's screens", () => {
  it("/school/assignments: every teacher's, the withdrawn filter in the URL, links under /school", async () => {
    const asked: string[] = [];
    serveApi(
      on(assignmentsApi.list, (call) => {
        asked.push(call.url.search);
        return { items: [assignment], total: 1, page: 1, limit: 10 };
      }),
      on(assignmentsApi.classes, classes),
    );
    const router = renderSignedIn(
      office,
      ROUTES.schoolAssignments,
      <AssignmentsPage />,
      ROUTES.schoolAssignments,
    );
    const link = await screen.findByRole("link", { name: "Shapes" });
    expect(link.getAttribute("href")).toBe(`/school/assignments/${ID}`);
    expect(screen.getByText(/by Meena Iyer/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Withdrawn" }));
    await waitFor(() => expect(router.state.location.search).toBe("?show=withdrawn"));
    await waitFor(() => expect(asked.at(-1)).toContain("show=withdrawn"));
    await userEvent.selectOptions(await screen.findByLabelText("Class"), `${VEDIC}/6`);
    await waitFor(() => expect(asked.at(-1)).toContain("class=6"));
  });

  it("/school/assign: a tap on a class or section, then the same form", async () => {
    serveApi(on(assignmentsApi.classes, classes), on(assignmentsApi.options, options));
    const router = renderSignedIn(office, ROUTES.schoolAssign, <AssignPage />, ROUTES.schoolAssign);
    await userEvent.click(await screen.findByRole("button", { name: "Vedic Math · Class 6 B" }));
    await waitFor(() => expect(router.state.location.search).toContain("section=B"));
    expect(await screen.findByRole("heading", { name: "Assign work to Class 6 B" })).toBeTruthy();
  });
});
