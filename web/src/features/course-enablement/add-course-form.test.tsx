import { enablementApi, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { badGateway, failure, on } from "@/test/api-handlers.ts";
import { newestToast } from "@/test/render.tsx";
import CourseEnablementPage from "./course-enablement-page.tsx";
import { fakeEnablementApi, REPLIES, renderScreen, SCHOOL_ID, thenReply } from "./test-api.tsx";

const openForm = async () => {
  const user = userEvent.setup();
  renderScreen(
    ROUTES.superadminAddCourses,
    <CourseEnablementPage />,
    `${ROUTES.superadminAddCourses}?schoolId=${SCHOOL_ID}`,
  );
  await screen.findByRole("heading", { name: "Sunrise Public School" });
  expect(screen.queryByRole("form", { name: "Add Course" })).toBeNull();
  await user.click(screen.getByRole("button", { name: "Add Course" }));
  const form = await screen.findByRole("form", { name: "Add Course" });
  return { user, form: within(form) };
};
const optionsOf = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.textContent);

type Form = ReturnType<typeof within>;
/** The names the form's `select` (its label) offers. */
const offeredIn = (form: Form, select: string) => optionsOf(form.getByRole("combobox", { name: select }));
/** Once the form has the catalogue: its Course select offers the courses. */
const coursesLoaded = (form: Form) =>
  waitFor(() => expect(offeredIn(form, "Course")).toContain("Vedic Math"));

describe("the Add Course form", () => {
  it("adds a student course's free classes with their limits; resets the rows on a change of type or course", async () => {
    const api = fakeEnablementApi(
      on(
        enablementApi.enabled.students.add,
        thenReply(
          () =>
            api.enabled.students.push({
              courseId: { _id: "course-geo", name: "Geo Math" },
              classDetails: [5, 6].map((classNumber) => ({
                classNumber,
                status: classNumber === 5 ? ("active" as const) : ("hold" as const),
                studentLimit: classNumber === 5 ? 40 : 25,
                currentStudents: 0,
                underReview: false,
                pendingPurchaseId: null,
              })),
            }),
          REPLIES.added,
        ),
      ),
    );
    const { user, form } = await openForm();
    const submit = form.getByRole("button", { name: "Submit" });
    const addClass = form.getByRole("button", { name: "Add Class" });
    expect(submit).toHaveProperty("disabled", true);
    expect(addClass).toHaveProperty("disabled", true);

    await user.selectOptions(form.getByRole("combobox", { name: "Course type" }), "students");
    await coursesLoaded(form);
    await user.selectOptions(form.getByRole("combobox", { name: "Course" }), "Vedic Math");
    // Classes 1 and 2 are enabled for students already: only 3 is free, so no second row.
    expect(offeredIn(form, "Class number")).toEqual(["Select a class", "Class 3"]);
    expect(addClass).toHaveProperty("disabled", true);

    // Another course: the rows start again.
    await user.selectOptions(form.getByRole("combobox", { name: "Course" }), "Geo Math");
    expect(offeredIn(form, "Class number")).toEqual(["Select a class", "Class 5", "Class 6"]);
    await user.selectOptions(form.getByRole("combobox", { name: "Class number" }), "Class 5");
    await user.click(addClass);
    const rows = form.getAllByRole("combobox", { name: "Class number" });
    expect(optionsOf(rows[1] as HTMLElement)).toEqual(["Select a class", "Class 6"]);
    expect(addClass).toHaveProperty("disabled", true);
    await user.selectOptions(rows[1] as HTMLElement, "Class 6");
    const limits = form.getAllByRole("spinbutton", { name: "Student limit" });
    await user.type(limits[0] as HTMLElement, "40");
    // The second row's limit is required for student courses.
    expect(submit).toHaveProperty("disabled", true);
    await user.type(limits[1] as HTMLElement, "25");
    await user.selectOptions(form.getAllByRole("combobox", { name: "Status" })[1] as HTMLElement, "hold");
    expect(submit).toHaveProperty("disabled", false);

    await user.click(submit);
    await waitFor(() => expect(newestToast()).toContain("Course added successfully"));
    const post = api.calls.find((call) => call.method === "POST");
    expect(post?.url.pathname).toBe(`/api/enable/${SCHOOL_ID}/coursesforstudents`);
    expect(post?.body).toEqual({
      courseId: "course-geo",
      classDetails: [
        { classNumber: 5, studentLimit: 40, currentStudents: 0, status: "active" },
        { classNumber: 6, studentLimit: 25, currentStudents: 0, status: "hold" },
      ],
    });
    // The form closes and the course shows under Student Courses.
    await waitFor(() => expect(screen.queryByRole("form", { name: "Add Course" })).toBeNull());
    const students = (await screen.findByRole("heading", { name: "Student Courses" })).closest("section");
    await waitFor(() => expect(within(students as HTMLElement).getByText("Geo Math")).toBeTruthy());
  });

  it("a school course offers no student limit (unlimited); a change of type resets the rows", async () => {
    const api = fakeEnablementApi();
    const { user, form } = await openForm();
    await coursesLoaded(form);
    await user.selectOptions(form.getByRole("combobox", { name: "Course" }), "Geo Math");
    // Class 5 of Geo Math is enabled for the school already.
    expect(offeredIn(form, "Class number")).toEqual(["Select a class", "Class 6"]);
    await user.selectOptions(form.getByRole("combobox", { name: "Class number" }), "Class 6");
    // A limit typed here was sent, dropped and shown as Unlimited: the field is not offered.
    expect(form.queryByRole("spinbutton", { name: "Student limit" })).toBeNull();
    expect(form.getByText("Unlimited: a course for the school has no student limit.")).toBeTruthy();
    await user.selectOptions(form.getByRole("combobox", { name: "Course type" }), "students");
    expect(form.getByRole("spinbutton", { name: "Student limit" })).toBeTruthy();
    expect((form.getByRole("combobox", { name: "Class number" }) as HTMLSelectElement).value).toBe("");
    await user.selectOptions(form.getByRole("combobox", { name: "Course type" }), "school");
    await user.selectOptions(form.getByRole("combobox", { name: "Class number" }), "Class 6");
    expect(form.getByText("Every class of this course is already enabled or chosen.")).toBeTruthy();
    await user.click(form.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(newestToast()).toContain("Course added successfully"));
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      courseId: "course-geo",
      classDetails: [{ classNumber: 6, studentLimit: null, currentStudents: 0, status: "active" }],
    });
  });

  it("says 'Error adding course' when the server gives no message, and its own message when it does", async () => {
    let reply: "bad-gateway" | "refused" = "bad-gateway";
    fakeEnablementApi(
      on(enablementApi.enabled.students.add, () =>
        reply === "bad-gateway" ? badGateway : failure(409, "classAlreadyEnabled", { classNumber: 1 }),
      ),
      on(enablementApi.enabled.school.add, () =>
        reply === "bad-gateway" ? badGateway : failure(409, "classAlreadyEnabled", { classNumber: 1 }),
      ),
    );
    const { user, form } = await openForm();
    await coursesLoaded(form);
    await user.selectOptions(form.getByRole("combobox", { name: "Course" }), "Vedic Math");
    await user.selectOptions(form.getByRole("combobox", { name: "Class number" }), "Class 1");
    await user.click(form.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(newestToast()).toContain("Error adding course"));
    reply = "refused";
    await user.click(form.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(newestToast()).toContain("Class 1 is already enabled for this course"));
    // The form stays open with what was chosen.
    expect((form.getByRole("combobox", { name: "Class number" }) as HTMLSelectElement).value).toBe("1");
  });
});
