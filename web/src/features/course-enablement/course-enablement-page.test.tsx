import { type EnabledClass, enablementApi, purchasesApi, ROUTES } from "@ganit/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { badGateway, failingUntilRecovered, failure, on } from "@/test/api-handlers.ts";
import { newestToast } from "@/test/render.tsx";
import CourseEnablementPage from "./course-enablement-page.tsx";
import { fakeEnablementApi, REPLIES, renderScreen, SCHOOL_ID, thenReply } from "./test-api.tsx";

const open = (query = `?schoolId=${SCHOOL_ID}`) =>
  renderScreen(
    ROUTES.superadminAddCourses,
    <CourseEnablementPage />,
    `${ROUTES.superadminAddCourses}${query}`,
  );
const section = async (name: string) =>
  (await screen.findByRole("heading", { name, level: 2 })).closest("section") as HTMLElement;
const classRow = (name: string) => screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;

type Api = ReturnType<typeof fakeEnablementApi>;
/** What the server holds after a change of a student course's class (Vedic Math's). */
const changeClass = (api: Api, n: number, change: Partial<EnabledClass>) => {
  const course = api.enabled.students[0];
  if (course)
    course.classDetails = course.classDetails.map((d) => (d.classNumber === n ? { ...d, ...change } : d));
};
const removeClass = (api: Api, n: number) => {
  const course = api.enabled.students[0];
  if (course) course.classDetails = course.classDetails.filter((d) => d.classNumber !== n);
};

describe("/superadmin/addcourses without a school", () => {
  it("offers the schools with their pending payments, each linking to its enablement", async () => {
    const api = fakeEnablementApi();
    open("");
    expect(await screen.findByRole("heading", { name: "School courses" })).toBeTruthy();
    const row = (await screen.findByRole("cell", { name: "Sunrise Public School" })).closest(
      "tr",
    ) as HTMLElement;
    expect(within(row).getByText("2")).toBeTruthy();
    expect(within(row).getByText("Active")).toBeTruthy();
    const link = within(row).getByRole("link", { name: "Manage the courses of Sunrise Public School" });
    expect(link.getAttribute("href")).toBe(`/superadmin/addcourses?schoolId=${SCHOOL_ID}`);
    expect(api.calls[0]?.url.pathname).toBe("/api/enable/schools");
  });
});

describe("/superadmin/addcourses?schoolId=", () => {
  it("shows the school, its School Courses and Student Courses with each class's details", async () => {
    fakeEnablementApi();
    open();
    expect(await screen.findByRole("heading", { name: "Sunrise Public School", level: 1 })).toBeTruthy();
    expect(screen.getByText("UDISE code 27251234567")).toBeTruthy();

    const school = await section("School Courses");
    expect(within(school).getByText("Geo Math")).toBeTruthy();
    const geo5 = within(school).getByRole("rowheader", { name: "Class 5" }).closest("tr") as HTMLElement;
    expect(within(geo5).getByText("Unlimited")).toBeTruthy();
    expect(within(geo5).getByText("Active").closest("[data-tone]")?.getAttribute("data-tone")).toBe(
      "success",
    );

    const students = await section("Student Courses");
    const class1 = within(students).getByRole("rowheader", { name: "Class 1" }).closest("tr") as HTMLElement;
    expect(within(class1).getByText("40")).toBeTruthy();
    expect(within(class1).getByText("12")).toBeTruthy();
    expect(within(class1).queryByText("Under review")).toBeNull();
    const class2 = classRow("Class 2");
    expect(within(class2).getByText("Under review")).toBeTruthy();
    expect(within(class2).getByText("On Hold").closest("[data-tone]")?.getAttribute("data-tone")).toBe(
      "warning",
    );
    expect(within(class2).getByRole("button", { name: "Approve class 2 of Vedic Math" })).toBeTruthy();
    expect(
      within(class2).getByRole("button", { name: "Reject the payment for class 2 of Vedic Math" }),
    ).toBeTruthy();

    // Collapse and expand a course.
    const toggle = within(students).getByRole("button", { name: /^Vedic Math\s*2 classes$/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(students).queryByRole("rowheader", { name: "Class 1" })).toBeNull();
    await userEvent.click(toggle);
    expect(within(students).getByRole("rowheader", { name: "Class 1" })).toBeTruthy();
  });

  it("approves a class under review by making it active", async () => {
    const api = fakeEnablementApi(
      on(
        enablementApi.enabled.students.updateClass,
        thenReply(
          () => changeClass(api, 2, { status: "active", underReview: false, pendingPurchaseId: null }),
          REPLIES.updated,
        ),
      ),
    );
    open();
    await screen.findByRole("heading", { name: "Sunrise Public School" });
    await userEvent.click(await screen.findByRole("button", { name: "Approve class 2 of Vedic Math" }));
    await waitFor(() => expect(newestToast()).toContain("Class updated"));
    const put = api.calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe(`/api/enable/${SCHOOL_ID}/coursesforstudents/course-vedic/class/2`);
    expect(put?.body).toEqual({ status: "active" });
    await waitFor(() => expect(within(classRow("Class 2")).queryByText("Under review")).toBeNull());
  });

  it("rejects the payment behind a class under review with a required reason", async () => {
    const user = userEvent.setup();
    const api = fakeEnablementApi(
      on(
        purchasesApi.reject,
        thenReply(() => removeClass(api, 2), REPLIES.rejected),
      ),
    );
    open();
    await user.click(await screen.findByRole("button", { name: /Reject the payment for class 2/ }));
    const dialog = await screen.findByRole("dialog", { name: "Reject payment" });
    await user.click(within(dialog).getByRole("button", { name: "Reject payment" }));
    expect(within(dialog).getByText("Please give a reason for the rejection")).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "No such UTR in the statement");
    await user.click(within(dialog).getByRole("button", { name: "Reject payment" }));
    await waitFor(() => expect(newestToast()).toContain("Payment rejected"));
    const put = api.calls.find((call) => call.url.pathname.endsWith("/reject"));
    expect(put?.method).toBe("PUT");
    expect(put?.body).toEqual({ reason: "No such UTR in the statement" });
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "Class 2" })).toBeNull());
  });

  it("edits a class: status and a student limit of at least 1; the server's refusal is shown", async () => {
    const user = userEvent.setup();
    // The server refuses a limit below the 12 students enrolled: its answer to the limit of 5.
    const api = fakeEnablementApi(
      on(enablementApi.enabled.students.updateClass, (call) =>
        (call.body as { studentLimit?: number }).studentLimit === 5
          ? failure(400, "limitBelowEnrolled", { current: 12 })
          : thenReply(() => changeClass(api, 1, { status: "hold", studentLimit: 45 }), REPLIES.updated)(),
      ),
    );
    open();
    await user.click(await screen.findByRole("button", { name: "Edit class 1 of Vedic Math" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Class 1" });
    const limit = within(dialog).getByRole("spinbutton", { name: "Student limit" });
    expect((limit as HTMLInputElement).value).toBe("40");
    await user.clear(limit);
    await user.type(limit, "0");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Student limit must be a whole number of at least 1")).toBeTruthy();
    await user.clear(limit);
    await user.type(limit, "5");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(newestToast()).toContain("The student limit cannot be below the 12 students already enrolled"),
    );
    await user.clear(limit);
    await user.type(limit, "45");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Status" }), "hold");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(newestToast()).toContain("Class updated"));
    expect(api.calls.filter((call) => call.method === "PUT").at(-1)?.body).toEqual({
      status: "hold",
      studentLimit: 45,
    });
    await waitFor(() => expect(within(classRow("Class 1")).getByText("45")).toBeTruthy());
  });

  it("a school course's class has no limit to edit", async () => {
    const user = userEvent.setup();
    const api = fakeEnablementApi();
    open();
    await user.click(await screen.findByRole("button", { name: "Edit class 5 of Geo Math" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Class 5" });
    expect(within(dialog).queryByRole("spinbutton")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(newestToast()).toContain("Class updated"));
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({ status: "active" });
  });

  it("removes a class and a course after their confirmations; a failure says so", async () => {
    const user = userEvent.setup();
    const api = fakeEnablementApi(
      on(enablementApi.enabled.students.removeClass, badGateway, { once: true }),
      on(
        enablementApi.enabled.students.removeClass,
        thenReply(() => removeClass(api, 1), REPLIES.classRemoved),
      ),
      on(
        enablementApi.enabled.students.removeCourse,
        thenReply(() => api.enabled.students.splice(0), REPLIES.courseRemoved),
      ),
    );
    open();
    await user.click(await screen.findByRole("button", { name: "Remove class 1 of Vedic Math" }));
    let dialog = await screen.findByRole("dialog", { name: "Remove this class?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(newestToast()).toContain("Error removing class"));

    await user.click(screen.getByRole("button", { name: "Remove class 1 of Vedic Math" }));
    dialog = await screen.findByRole("dialog", { name: "Remove this class?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(newestToast()).toContain("Class removed"));
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "Class 1" })).toBeNull());

    await user.click(screen.getByRole("button", { name: "Remove course Vedic Math" }));
    dialog = await screen.findByRole("dialog", { name: "Remove this course and all its classes?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.calls.filter((call) => call.method === "DELETE")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Remove course Vedic Math" }));
    dialog = await screen.findByRole("dialog", { name: "Remove this course and all its classes?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(newestToast()).toContain("Course removed"));
    expect(api.calls.filter((call) => call.method === "DELETE").at(-1)?.url.pathname).toBe(
      `/api/enable/${SCHOOL_ID}/coursesforstudents/course-vedic`,
    );
    const students = await section("Student Courses");
    await waitFor(() => expect(within(students).getByText("No courses enabled yet.")).toBeTruthy());
  });

  it("says 'Error loading data' and offers to try again when a list fails", async () => {
    const list = failingUntilRecovered(enablementApi.enabled.students.list);
    fakeEnablementApi(list.handler);
    open();
    expect((await screen.findByRole("alert")).textContent).toBe("Error loading data");
    await waitFor(() => expect(newestToast()).toContain("Error loading data"));
    list.recover();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Sunrise Public School" })).toBeTruthy();
  });

  it("speaks Hindi", async () => {
    fakeEnablementApi();
    open();
    await screen.findByRole("heading", { name: "Sunrise Public School" });
    await act(async () => setLanguage("hi"));
    expect(screen.getByRole("heading", { name: "स्कूल के कोर्स" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "विद्यार्थियों के कोर्स" })).toBeTruthy();
    expect(screen.getAllByText("असीमित")).not.toHaveLength(0);
    expect(screen.getByText("समीक्षा में")).toBeTruthy();
    expect(screen.getByRole("button", { name: "कोर्स जोड़ें" })).toBeTruthy();
  });
});
