import { enrolmentApi, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { badGateway, failure, on } from "@/test/api-handlers.ts";
import { optionTexts, optionValues, selectNamed } from "@/test/forms.ts";
import { closeDialog, findOpenDialog } from "@/test/render.tsx";
import { fakeEnrolmentApi, geo, pupils, REPLIES, renderEnrol, rowOf } from "./test-api.tsx";

const gets = (calls: { method: string; url: URL }[], path: string) =>
  calls.filter((call) => call.method === "GET" && call.url.pathname.startsWith(path));

afterEach(() => setLanguage("en"));

describe("/school/courseaddstudent", { timeout: 20_000 }, () => {
  it("shows the course name and its statistics: totals and per class current, maximum, remaining", async () => {
    sessionStorage.setItem("coursename", "Geo Math");
    fakeEnrolmentApi({
      courses: [geo()],
      students: pupils(4),
      enrolled: [
        ["student-1", "course-geo", 5],
        ["student-2", "course-geo", 5],
        ["student-3", "course-geo", 6],
      ],
    });
    renderEnrol();
    expect(screen.getByRole("heading", { level: 1, name: "Geo Math" })).toBeTruthy();
    expect(await screen.findByTestId("total-enrollments")).toHaveProperty("textContent", "3");
    expect(screen.getByTestId("total-capacity").textContent).toBe("40");
    expect(screen.getByTestId("available-seats").textContent).toBe("37");
    const figure = (testId: string, label: string) =>
      within(screen.getByTestId(testId)).getByText(label).nextElementSibling?.textContent;
    expect(
      within(screen.getByTestId("class-stats-5")).getByRole("heading", { name: "Class 5" }),
    ).toBeTruthy();
    expect(figure("class-stats-5", "Current")).toBe("2");
    expect(figure("class-stats-5", "Maximum")).toBe("30");
    expect(figure("class-stats-5", "Remaining")).toBe("28");
    expect(figure("class-stats-6", "Current")).toBe("1");
    expect(figure("class-stats-6", "Remaining")).toBe("9");
  });

  it("preselects the first class of the course, shown 'Class n (current/limit)', and asks for its students", async () => {
    const api = fakeEnrolmentApi({ courses: [geo()], enrolled: [["student-1", "course-geo", 6]] });
    renderEnrol();
    const target = (await screen.findByRole("combobox", { name: "Course class" })) as HTMLSelectElement;
    await waitFor(() => expect(target.value).toBe("5"));
    expect(optionTexts("Course class")).toEqual(["Class 5 (0/30)", "Class 6 (1/10)"]);
    await rowOf("Pupil 01");
    const ask = gets(api.calls, "/api/student/course-candidates/course-geo").at(-1);
    expect(ask?.url.searchParams.get("classNumber")).toBe("5");
    expect(ask?.url.searchParams.get("limit")).toBe("25");
    expect(optionValues("Rows per page")).toEqual(["10", "25", "50", "100"]);
    expect(selectNamed("Rows per page").value).toBe("25");
  });

  it("keeps the target class, the student class and the page size in the URL", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeEnrolmentApi({ courses: [geo()], students: pupils(9) });
    const router = renderEnrol("?courseId=course-geo&classNumber=6");
    const target = (await screen.findByRole("combobox", { name: "Course class" })) as HTMLSelectElement;
    await waitFor(() => expect(target.value).toBe("6"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Student class" }), "4");
    await waitFor(() =>
      expect(router.state.location.search).toBe("?courseId=course-geo&classNumber=6&studentClass=4"),
    );
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Pupil 01" })).toBeNull());
    expect(await rowOf("Pupil 03")).toBeTruthy();
    const ask = gets(api.calls, "/api/student/course-candidates/").at(-1);
    expect(ask?.url.searchParams.get("studentClass")).toBe("4");
    // A new target class brings its own students: the student class follows it.
    await user.selectOptions(target, "5");
    await waitFor(() => expect(router.state.location.search).toBe("?courseId=course-geo&classNumber=5"));
    expect(selectNamed("Student class").value).toBe("5");
  });

  it("adds and removes one student; each change refreshes the statistics and the row", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeEnrolmentApi(
      { courses: [geo()] },
      on(enrolmentApi.addOne, () => {
        api.now({ enrolled: [["student-2", "course-geo", 5]] });
        return REPLIES.added;
      }),
      on(enrolmentApi.removeOne, () => {
        api.now({ enrolled: [] });
        return REPLIES.removed;
      }),
    );
    renderEnrol();
    const row = await rowOf("Pupil 02");
    expect(within(row).getByText("Not enrolled")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Add Pupil 02 to Class 5" }));
    expect(await screen.findByText("Student added to course successfully")).toBeTruthy();
    const put = api.calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe("/api/student/addtocourse/student-2/course-geo");
    expect(put?.body).toEqual({ classNumber: 5 });
    await waitFor(() => expect(screen.getByTestId("total-enrollments").textContent).toBe("1"));
    expect(optionTexts("Course class")[0]).toBe("Class 5 (1/30)");
    await user.click(await within(row).findByRole("button", { name: "Remove Pupil 02 from Class 5" }));
    expect(await screen.findByText("Student removed from course successfully")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "PUT").at(-1)?.body).toEqual({ classNumber: 5 });
    await waitFor(() => expect(screen.getByTestId("total-enrollments").textContent).toBe("0"));
    expect(await within(row).findByRole("button", { name: "Add Pupil 02 to Class 5" })).toBeTruthy();
  });

  it("shows the server's reason, or the spec's fallback, when one change fails", async () => {
    const user = userEvent.setup({ delay: null });
    const full = { ...geo(), classes: [{ classNumber: 5, studentLimit: 1, status: "active" as const }] };
    let broken = false;
    fakeEnrolmentApi(
      { courses: [full], enrolled: [["student-1", "course-geo", 5]] },
      // The server's refusal when the class is full, then a proxy's error page.
      on(enrolmentApi.addOne, () =>
        broken ? badGateway : failure(409, "seatsLeft", { remaining: 0, classNumber: 5 }),
      ),
      on(enrolmentApi.removeOne, badGateway),
    );
    renderEnrol();
    await user.click(
      within(await rowOf("Pupil 02")).getByRole("button", { name: "Add Pupil 02 to Class 5" }),
    );
    expect(await screen.findByText("Only 0 seats left in Class 5")).toBeTruthy();
    broken = true;
    await user.click(
      within(await rowOf("Pupil 02")).getByRole("button", { name: "Add Pupil 02 to Class 5" }),
    );
    expect(await screen.findByText("Error adding student to course")).toBeTruthy();
    await user.click(
      within(await rowOf("Pupil 01")).getByRole("button", { name: "Remove Pupil 01 from Class 5" }),
    );
    expect(await screen.findByText("Error removing student from course")).toBeTruthy();
  });

  it("says 'Error fetching course stats' when the statistics do not load", async () => {
    fakeEnrolmentApi({ courses: [geo()] }, on(enrolmentApi.stats, badGateway));
    renderEnrol();
    expect(await screen.findByText("Error fetching course stats")).toBeTruthy();
  });

  it("shows a student with their enrolment in the target class", async () => {
    const user = userEvent.setup({ delay: null });
    fakeEnrolmentApi({ courses: [geo()], enrolled: [["student-1", "course-geo", 5]] });
    renderEnrol();
    await user.click(within(await rowOf("Pupil 01")).getByRole("button", { name: "View Pupil 01" }));
    let dialog = await findOpenDialog("Pupil 01");
    expect(within(dialog).getByRole("heading", { name: "Enrolment in Class 5" })).toBeTruthy();
    expect(within(dialog).getByText("Enrolled on 1 July 2025")).toBeTruthy();
    expect(within(dialog).getByText("Granted")).toBeTruthy();
    expect(within(dialog).getByText("1001")).toBeTruthy();
    await closeDialog(user, dialog);
    await user.click(within(await rowOf("Pupil 02")).getByRole("button", { name: "View Pupil 02" }));
    dialog = await findOpenDialog("Pupil 02");
    expect(within(dialog).getByText("Not enrolled in Class 5")).toBeTruthy();
  });

  it("without ?courseId= says to choose a course first", async () => {
    const api = fakeEnrolmentApi();
    renderEnrol("");
    expect(screen.getByText("No course ID found. Please select a course first.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Available Courses" }).getAttribute("href")).toBe(
      ROUTES.schoolStudentCourses,
    );
    expect(api.calls).toHaveLength(0);
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    const user = userEvent.setup({ delay: null });
    fakeEnrolmentApi({ courses: [geo()] });
    renderEnrol();
    expect(await screen.findByText("कुल नामांकन")).toBeTruthy();
    const target = (await screen.findByRole("combobox", { name: "कोर्स की कक्षा" })) as HTMLSelectElement;
    await waitFor(() => expect(target.options[0]?.text).toBe("कक्षा 5 (0/30)"));
    await user.click(
      within(await rowOf("Pupil 01")).getByRole("button", { name: "Pupil 01 को कक्षा 5 में जोड़ें" }),
    );
    expect(await screen.findByText("छात्र को कोर्स में सफलतापूर्वक जोड़ा गया")).toBeTruthy();
    expect(screen.getByRole("button", { name: "सभी फ़िल्टर किए गए चुनें" })).toBeTruthy();
  });
});
