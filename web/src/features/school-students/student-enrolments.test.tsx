import { ROUTES } from "@ganit/contracts";
import { within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeStudentApi, openAsha, pupils, renderScreen } from "./test-api.tsx";
import ViewStudentsPage from "./view-students-page.tsx";

afterEach(() => setLanguage("en"));

const enrolledPupils = () => {
  const students = pupils();
  const asha = students[0];
  if (asha)
    asha.coursesEnrolled = [
      {
        courseId: "course-vedic",
        courseName: "Vedic Math",
        enrolledClass: 4,
        accessGranted: true,
        enrollmentDate: "2025-07-01T10:00:00.000Z",
      },
      {
        courseId: "course-geo",
        courseName: "Geo Math",
        enrolledClass: 5,
        accessGranted: false,
        enrollmentDate: "2025-08-15T10:00:00.000Z",
      },
    ];
  return students;
};

/** The students list, Asha's details open (`view` names her View button). */
async function showAsha(view?: string) {
  const user = userEvent.setup({ delay: null });
  renderScreen(ROUTES.schoolViewStudents, <ViewStudentsPage />);
  return { user, dialog: await openAsha(user, view) };
}

describe("the student modal's enrolled courses", { timeout: 20_000 }, () => {
  it("lists each enrolled class: course, course ID, class, access Granted or Denied, date", async () => {
    fakeStudentApi(enrolledPupils());
    // The dialog has drawn the pupil's linked parent (its own request) before the toggle is pressed.
    const { user, dialog } = await showAsha();
    // The courses are the region the toggle controls (the dialog lists the pupil's parents too).
    const toggle = within(dialog).getByRole("button", { name: "Show enrolled courses" });
    const courses = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    // Hidden until the toggle opens it.
    expect(within(courses).queryByRole("list")).toBeNull();
    await user.click(toggle);
    const [vedic, geo] = within(courses).getAllByRole("listitem");
    expect(vedic?.textContent).toContain("Vedic Math");
    expect(vedic?.textContent).toContain("course-vedic");
    expect(vedic?.textContent).toContain("Class 4");
    expect(
      within(vedic as HTMLElement)
        .getByText("Granted")
        .closest("[data-tone]")
        ?.getAttribute("data-tone"),
    ).toBe("success");
    expect(vedic?.textContent).toContain("01-07-2025");
    expect(geo?.textContent).toContain("Geo Math");
    expect(within(geo as HTMLElement).getByText("Denied")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Hide enrolled courses" }));
    expect(within(dialog).getByRole("button", { name: "Show enrolled courses" })).toBeTruthy();
  });

  it("says it in Hindi", async () => {
    setLanguage("hi");
    fakeStudentApi(enrolledPupils());
    const { user, dialog } = await showAsha("Asha Verma को देखें");
    await user.click(within(dialog).getByRole("button", { name: "नामांकित कोर्स दिखाएँ" }));
    expect(within(dialog).getAllByText("कोर्स").length).toBe(2);
    expect(within(dialog).getByText("दी गई")).toBeTruthy();
    expect(within(dialog).getByText("नहीं दी गई")).toBeTruthy();
    expect(within(dialog).getByText("कक्षा 5")).toBeTruthy();
  });
});
