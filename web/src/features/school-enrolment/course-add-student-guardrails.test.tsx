import { enrolmentApi } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { failure, on } from "@/test/api-handlers.ts";
import { selectNamed } from "@/test/forms.ts";
import { fakeEnrolmentApi, geo, pupils, REPLIES, renderEnrol, rowOf } from "./test-api.tsx";

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

/** The enrolment screen's guardrails: the student class follows the target class, a mismatch is asked about, a hold class is refused. */
describe("/school/courseaddstudent: guardrails", { timeout: 30_000 }, () => {
  it("shows the target class's own students first; 'All classes' stays chosen in the URL", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeEnrolmentApi({ courses: [geo()], students: pupils(6) });
    const router = renderEnrol();
    await rowOf("Pupil 01");
    await waitFor(() => expect(selectNamed("Student class").value).toBe("5"));
    // Pupil 03 and 06 are in Class 4: not listed for Class 5.
    expect(screen.queryByRole("cell", { name: "Pupil 03" })).toBeNull();
    const ask = api.calls.filter((call) => call.url.pathname.includes("course-candidates")).at(-1);
    expect(ask?.url.searchParams.get("studentClass")).toBe("5");
    await user.selectOptions(selectNamed("Student class"), "");
    await waitFor(() => expect(router.state.location.search).toContain("anyClass=1"));
    expect(await rowOf("Pupil 03")).toBeTruthy();
    expect(selectNamed("Student class").value).toBe("");
  });

  it("asks before adding a student of another class, and adds only when told to", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeEnrolmentApi(
      { courses: [geo()], students: pupils(3) },
      on(enrolmentApi.addOne, REPLIES.added),
    );
    renderEnrol("?courseId=course-geo&anyClass=1");
    await user.click(
      within(await rowOf("Pupil 03")).getByRole("button", { name: "Add Pupil 03 to Class 5" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Not their class" });
    expect(
      within(dialog).getByText("Pupil 03 is not in Class 5. Add them to Class 5 of this course anyway?"),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.calls.some((call) => call.method === "PUT")).toBe(false);
    await user.click(
      within(await rowOf("Pupil 03")).getByRole("button", { name: "Add Pupil 03 to Class 5" }),
    );
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Add anyway" }));
    expect(await screen.findByText("Student added to course successfully")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PUT")?.url.pathname).toBe(
      "/api/student/addtocourse/student-3/course-geo",
    );
    // A student of the target class is added with no question.
    await user.click(
      within(await rowOf("Pupil 01")).getByRole("button", { name: "Add Pupil 01 to Class 5" }),
    );
    await waitFor(() => expect(api.calls.filter((call) => call.method === "PUT")).toHaveLength(2));
  });

  it("says plainly that a class under review takes no students, and the server's refusal is shown", async () => {
    const user = userEvent.setup({ delay: null });
    const held = { ...geo(), classes: [{ classNumber: 5, studentLimit: 30, status: "hold" as const }] };
    fakeEnrolmentApi(
      { courses: [held], students: pupils(2).map((student) => ({ ...student, class: 5 })) },
      on(enrolmentApi.addOne, failure(409, "classOnHold", { classNumber: 5 })),
    );
    renderEnrol();
    await rowOf("Pupil 01");
    const reason =
      "Class 5 is under review: students can be enrolled once the payment is verified and the class is active";
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    await user.click(button("Select Current Page"));
    expect(button("Add Selected").disabled).toBe(true);
    await user.click(
      within(await rowOf("Pupil 01")).getByRole("button", { name: "Add Pupil 01 to Class 5" }),
    );
    await waitFor(() =>
      expect(document.querySelector("[data-sonner-toast]")?.textContent).toContain("is under review"),
    );
  });
});
