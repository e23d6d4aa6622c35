import { LIMITS, notesApi, practiceApi, ROUTES, type StudentNote } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { on, serveApi } from "@/test/api-handlers.ts";
import PracticeResultsPage from "./results-page.tsx";
import { renderAs, results } from "./test-api.tsx";

/** The class's results screen, as a teacher or the school office sees it. */
const open = (role: "teacher" | "school") => {
  const route = role === "teacher" ? ROUTES.teacherPracticeResults : ROUTES.schoolPracticeResults;
  return renderAs(role, route, <PracticeResultsPage />, `${route}?courseId=course-vedic&class=5`);
};

const note = (id: string, text: string, mine: boolean, day: string): StudentNote => ({
  id,
  text,
  teacherName: mine ? "Test Teacher" : "Rekha Iyer",
  mine,
  removable: mine,
  createdAt: `${day}T10:00:00.000Z`,
  updatedAt: `${day}T10:00:00.000Z`,
});

/** The server's notes about Asha (s1), newest first, changed by the dialog's calls. */
function serveNotes(initial: StudentNote[]) {
  let items = [...initial];
  return serveApi(
    on(practiceApi.results, results()),
    on(notesApi.list, () => ({ items })),
    on(notesApi.write, (call) => {
      const made = note(`n${items.length + 10}`, (call.body as { text: string }).text, true, "2026-11-27");
      items = [made, ...items];
      return { message: "Note saved", key: "noteSaved", note: made };
    }),
    on(notesApi.update, (call) => {
      const id = call.url.pathname.split("/").pop();
      items = items.map((n) => (n.id === id ? { ...n, text: (call.body as { text: string }).text } : n));
      const changed = items.find((n) => n.id === id) as StudentNote;
      return { message: "Note saved", key: "noteSaved", note: changed };
    }),
    on(notesApi.remove, (call) => {
      const id = call.url.pathname.split("/").pop();
      items = items.filter((n) => n.id !== id);
      return { message: "Note deleted", key: "noteDeleted" };
    }),
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => setLanguage("en"));

describe("Notes for parents beside one child's results", { timeout: 20_000 }, () => {
  it("a teacher reads the child's notes newest first, adds one, edits and deletes their own, not another's", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveNotes([
      note("n2", "Asha helped a classmate.", true, "2026-11-20"),
      note("n1", "Asha reads questions aloud.", false, "2026-11-10"),
    ]);
    open("teacher");
    await user.click(await screen.findByRole("button", { name: "Notes for parents" }));
    const dialog = await screen.findByRole("dialog", { name: "Notes for parents: Asha Verma" });
    const list = await within(dialog).findByRole("list", { name: "Notes, newest first" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Asha helped a classmate.",
      "Asha reads questions aloud.",
    ]);
    // Another teacher's note: read, never changed here.
    expect(within(items[1] as HTMLElement).queryByRole("button", { name: "Edit" })).toBeNull();

    await user.type(within(dialog).getByLabelText("New note"), "Asha finished every set.");
    await user.click(within(dialog).getByRole("button", { name: "Save note" }));
    expect(await within(dialog).findByText("Asha finished every set.")).toBeTruthy();
    const written = calls.find(
      (call) => call.method === "POST" && call.url.pathname === "/api/notes/students/s1",
    );
    expect(written?.body).toEqual({ text: "Asha finished every set." });
    expect((within(dialog).getByLabelText("New note") as HTMLTextAreaElement).value).toBe("");

    const own = within(dialog).getByText("Asha helped a classmate.").closest("li") as HTMLElement;
    await user.click(within(own).getByRole("button", { name: "Edit" }));
    const editBox = within(dialog).getByLabelText("Edit your note");
    await user.clear(editBox);
    await user.type(editBox, "Asha helps her classmates.");
    await user.click(within(dialog).getByRole("button", { name: "Save note" }));
    expect(await within(dialog).findByText("Asha helps her classmates.")).toBeTruthy();
    expect(calls.some((call) => call.method === "PUT" && call.url.pathname === "/api/notes/n2")).toBe(true);

    const edited = within(dialog).getByText("Asha helps her classmates.").closest("li") as HTMLElement;
    await user.click(within(edited).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this note?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(dialog).queryByText("Asha helps her classmates.")).toBeNull());
    expect(calls.some((call) => call.method === "DELETE" && call.url.pathname === "/api/notes/n2")).toBe(
      true,
    );
  });

  it("asks before deleting, moves to the form on Edit, resets the form when the note being edited goes, and links the count", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveNotes([note("n2", "Asha helped a classmate.", true, "2026-11-20")]);
    open("teacher");
    await user.click(await screen.findByRole("button", { name: "Notes for parents" }));
    const dialog = await screen.findByRole("dialog", { name: "Notes for parents: Asha Verma" });
    const box = within(dialog).getByLabelText("New note");
    const count = document.getElementById(box.getAttribute("aria-describedby") ?? "-");
    expect(count?.textContent).toBe(`0 of ${LIMITS.noteMax} characters`);

    const own = (await within(dialog).findByText("Asha helped a classmate.")).closest("li") as HTMLElement;
    await user.click(within(own).getByRole("button", { name: "Edit" }));
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Edit your note"));

    // Delete asks first; keeping the note sends nothing.
    await user.click(within(own).getByRole("button", { name: "Delete" }));
    const ask = await screen.findByRole("dialog", { name: "Delete this note?" });
    await user.click(within(ask).getByRole("button", { name: "Keep the note" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete this note?" })).toBeNull());
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(within(own).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this note?" });
    expect(confirm.textContent).toContain("The child's parents will no longer see it.");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(dialog).queryByText("Asha helped a classmate.")).toBeNull());
    expect(calls.some((call) => call.method === "DELETE" && call.url.pathname === "/api/notes/n2")).toBe(
      true,
    );
    // The note being edited is gone: the form writes a new note again, empty.
    const fresh = within(dialog).getByLabelText("New note") as HTMLTextAreaElement;
    expect(fresh.value).toBe("");
  });

  it("the school office reads the notes, writes and edits none, and may take one down; in Hindi", async () => {
    setLanguage("hi");
    const user = userEvent.setup({ delay: null });
    serveNotes([{ ...note("n1", "Asha reads questions aloud.", false, "2026-11-10"), removable: true }]);
    open("school");
    await user.click(await screen.findByRole("button", { name: "अभिभावकों के लिए नोट" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Asha reads questions aloud.")).toBeTruthy();
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "बदलें" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "हटाएँ" })).toBeTruthy();
  });
});
