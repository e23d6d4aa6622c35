import { enrolmentApi } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { badGateway, failure, on } from "@/test/api-handlers.ts";
import { onPhone } from "@/test/render.tsx";
import { fakeEnrolmentApi, geo, pupils, REPLIES, renderEnrol, rowOf } from "./test-api.tsx";

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const puts = (calls: { method: string; url: URL; body?: unknown }[]) =>
  calls.filter((call) => call.method === "PUT");

afterEach(() => setLanguage("en"));

describe("/school/courseaddstudent: selection and bulk", { timeout: 30_000 }, () => {
  it("Select All Filtered takes every matching student over all pages; Add Selected enrols them", async () => {
    const user = userEvent.setup({ delay: null });
    const classFive = pupils(40).filter((pupil) => pupil.class === 5);
    const api = fakeEnrolmentApi(
      { courses: [geo()], students: pupils(40) },
      on(enrolmentApi.addBulk, () => {
        api.now({ enrolled: classFive.map((pupil) => [pupil._id, "course-geo", 5]) });
        return REPLIES.bulkAdded(27);
      }),
    );
    renderEnrol("?courseId=course-geo&studentClass=5");
    await rowOf("Pupil 01");
    expect(screen.getByText("Showing 1 to 25 of 27 students")).toBeTruthy();
    // Nothing selected: the bulk buttons wait, and say why.
    expect(button("Add Selected").disabled).toBe(true);
    expect(button("Remove Selected").disabled).toBe(true);
    expect(screen.getByText("Please select at least one student")).toBeTruthy();

    await user.click(button("Select All Filtered"));
    expect(await screen.findByText("27 students selected")).toBeTruthy();
    const ids = api.calls.at(-1);
    expect(ids?.url.searchParams.get("idsOnly")).toBe("1");
    expect(ids?.url.searchParams.get("studentClass")).toBe("5");
    expect(ids?.url.searchParams.get("classNumber")).toBe("5");

    await user.click(button("Add Selected"));
    expect(await screen.findByText("Successfully enrolled 27 students")).toBeTruthy();
    const put = puts(api.calls).at(-1);
    expect(put?.url.pathname).toBe("/api/student/bulkaddtocourse/course-geo");
    const sent = put?.body as { studentIds: string[]; classNumber: number } | undefined;
    expect(sent?.studentIds).toHaveLength(27);
    expect(sent?.classNumber).toBe(5);
    // The selection is done with; the statistics and the rows follow.
    expect(await screen.findByText("0 students selected")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("total-enrollments").textContent).toBe("27"));
    expect(within(await rowOf("Pupil 01")).getByText("Enrolled")).toBeTruthy();
  });

  it("selects and deselects the current page, row by row, keeps the selection over pages, and removes in bulk", async () => {
    const user = userEvent.setup({ delay: null });
    const everyone = pupils(12).map((p): [string, string, number] => [p._id, "course-geo", 5]);
    const api = fakeEnrolmentApi(
      { courses: [geo()], students: pupils(12), enrolled: everyone },
      on(enrolmentApi.removeBulk, () => {
        const kept = ["student-3", "student-11", "student-12"];
        api.now({ enrolled: everyone.filter(([id]) => kept.includes(id)) });
        return REPLIES.bulkRemoved(9);
      }),
    );
    renderEnrol("?courseId=course-geo&limit=10&anyClass=1");
    await rowOf("Pupil 01");
    await user.click(button("Select Current Page"));
    expect(screen.getByText("10 students selected")).toBeTruthy();
    expect(button("Select Current Page").disabled).toBe(true);
    const box = within(await rowOf("Pupil 03")).getByRole("checkbox", { name: "Select Pupil 03" });
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(box);
    expect(screen.getByText("9 students selected")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await rowOf("Pupil 12");
    await user.click(within(await rowOf("Pupil 12")).getByRole("checkbox", { name: "Select Pupil 12" }));
    expect(screen.getByText("10 students selected")).toBeTruthy();
    await user.click(button("Deselect Current Page"));
    expect(screen.getByText("9 students selected")).toBeTruthy();

    await user.click(button("Remove Selected"));
    expect(await screen.findByText("Successfully removed 9 students")).toBeTruthy();
    const put = puts(api.calls).at(-1);
    expect(put?.url.pathname).toBe("/api/student/bulkremovefromcourse/course-geo");
    expect(put?.body).toMatchObject({ classNumber: 5 });
    await waitFor(() => expect(screen.getByTestId("total-enrollments").textContent).toBe("3"));

    await user.click(button("Select Current Page"));
    await user.click(button("Clear Selection"));
    expect(screen.getByText("0 students selected")).toBeTruthy();
  });

  it("all or nothing when seats are short: the server's 'Only N seats left in Class n'", async () => {
    const user = userEvent.setup({ delay: null });
    // All or none is the server's rule: here, its refusal as it sends it.
    const api = fakeEnrolmentApi(
      { courses: [geo()], students: pupils(12).map((student) => ({ ...student, class: 6 })) },
      on(enrolmentApi.addBulk, failure(409, "seatsLeft", { remaining: 10, classNumber: 6 })),
    );
    renderEnrol("?courseId=course-geo&classNumber=6");
    await rowOf("Pupil 01");
    await user.click(button("Select All Filtered"));
    expect(await screen.findByText("12 students selected")).toBeTruthy();
    // The seats left against the selection, before anything is sent.
    expect(screen.getByText(/Seats left in Class 6: 10 · selected: 12/)).toBeTruthy();
    expect(screen.getByText(/2 more selected than seats left/)).toBeTruthy();
    await user.click(button("Add Selected"));
    expect(await screen.findByText("Only 10 seats left in Class 6")).toBeTruthy();
    expect(api.enrolments.size).toBe(0);
    // The selection stays, to be trimmed.
    expect(screen.getByText("12 students selected")).toBeTruthy();
  });

  it("falls back to 'Error in bulk enrollment' and 'Error in bulk removal'", async () => {
    const user = userEvent.setup({ delay: null });
    fakeEnrolmentApi(
      { courses: [geo()] },
      on(enrolmentApi.addBulk, badGateway),
      on(enrolmentApi.removeBulk, badGateway),
    );
    renderEnrol();
    await rowOf("Pupil 01");
    await user.click(button("Select Current Page"));
    await user.click(button("Add Selected"));
    expect(await screen.findByText("Error in bulk enrollment")).toBeTruthy();
    await user.click(button("Remove Selected"));
    expect(await screen.findByText("Error in bulk removal")).toBeTruthy();
  });

  it("with no class to enrol in: 'Please select a class first', every button disabled", async () => {
    fakeEnrolmentApi({ courses: [{ _id: "course-geo", name: "Geo Math", classes: [] }] });
    renderEnrol();
    expect(await screen.findAllByText("Please select a class first")).not.toHaveLength(0);
    for (const name of ["Select All Filtered", "Select Current Page", "Add Selected", "Remove Selected"])
      expect(button(name).disabled).toBe(true);
  });

  it("on a phone each student is a card with its checkbox, View and Add", async () => {
    onPhone();
    const user = userEvent.setup({ delay: null });
    fakeEnrolmentApi({ courses: [geo()] });
    renderEnrol("?courseId=course-geo&anyClass=1");
    const list = await screen.findByRole("list", {
      name: "Students and their enrolment in the chosen class",
    });
    expect(screen.queryByRole("table")).toBeNull();
    const cards = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list);
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    await user.click(first.getByRole("checkbox", { name: "Select Pupil 01" }));
    expect(screen.getByText("1 student selected")).toBeTruthy();
    expect(first.getByRole("button", { name: "View Pupil 01" })).toBeTruthy();
    expect(first.getByRole("button", { name: "Add Pupil 01 to Class 5" })).toBeTruthy();
    // The sort menu replaces the headers.
    expect(screen.getByRole("combobox", { name: "Sort by" })).toBeTruthy();
  });

  it("speaks Hindi in the bulk toasts", async () => {
    setLanguage("hi");
    const user = userEvent.setup({ delay: null });
    fakeEnrolmentApi({ courses: [geo()] }, on(enrolmentApi.addBulk, REPLIES.bulkAdded(3)));
    renderEnrol("?courseId=course-geo&anyClass=1");
    await rowOf("Pupil 01");
    await user.click(button("यह पेज चुनें"));
    expect(screen.getByText("3 विद्यार्थी चुने गए")).toBeTruthy();
    await user.click(button("चुने हुए जोड़ें"));
    // One of the three is in Class 4: asked first, in Hindi.
    expect(
      await screen.findByText("चुने गए 3 में से 1 विद्यार्थी कक्षा 5 में नहीं है। फिर भी सभी को कक्षा 5 में जोड़ें?"),
    ).toBeTruthy();
    await user.click(button("फिर भी जोड़ें"));
    expect(await screen.findByText("3 छात्रों का सफलतापूर्वक नामांकन हुआ")).toBeTruthy();
  });
});
