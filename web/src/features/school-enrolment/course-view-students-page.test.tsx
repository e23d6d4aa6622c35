import { enrolmentApi, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { badGateway, on } from "@/test/api-handlers.ts";
import { optionTexts, optionValues } from "@/test/forms.ts";
import { columnHeadings, filteredTo } from "@/test/lists.ts";
import { findOpenDialog, rowShowing } from "@/test/render.tsx";
import CourseViewStudentsPage from "./course-view-students-page.tsx";
import {
  fakeEnrolmentApi,
  geo,
  pupils,
  REPLIES,
  renderScreen,
  rowOf,
  type Snapshot,
  vedic,
} from "./test-api.tsx";

const renderEnrolled = (query = "?courseId=course-vedic") =>
  renderScreen(
    ROUTES.schoolCourseViewStudents,
    <CourseViewStudentsPage />,
    `${ROUTES.schoolCourseViewStudents}${query}`,
  );
const lastEnrolledGet = (calls: { method: string; url: URL }[]) =>
  calls.filter((call) => call.method === "GET" && call.url.pathname.includes("students-enrolled")).at(-1);

/**
 * Of the three pupils, Pupil 01 is enrolled in Vedic Math's Class 5 and Pupil 03 in its Class 4 (on
 * hold); Pupil 02 is not enrolled.
 */
const pupilsOneAndThreeEnrolled: Partial<Snapshot> = {
  enrolled: [
    ["student-1", "course-vedic", 5],
    ["student-3", "course-vedic", 4],
  ],
};

afterEach(() => setLanguage("en"));

describe("/school/courseviewstudents", { timeout: 20_000 }, () => {
  it("lists the enrolled students with the spec's fields, Active or Inactive, 25 a page by default", async () => {
    const api = fakeEnrolmentApi(pupilsOneAndThreeEnrolled);
    renderEnrolled();
    expect(await screen.findByRole("heading", { level: 1, name: "Vedic Math" })).toBeTruthy();
    const first = await rowShowing("Pupil 01", ["student-1", "1001", "parent1@school.test", "9876543201"]);
    expect(first.getAllByText("Class 5")).toHaveLength(2);
    expect(first.getByText("Active").closest("[data-tone]")?.getAttribute("data-tone")).toBe("success");
    // Class 4 is on hold: its student is Inactive.
    expect(within(await rowOf("Pupil 03")).getByText("Inactive")).toBeTruthy();
    expect(screen.queryByRole("cell", { name: "Pupil 02" })).toBeNull();
    expect(columnHeadings()).toEqual([
      "Student ID",
      "Roll No",
      "Name",
      "Email",
      "Phone",
      "Class",
      "Course class",
      "Status",
      "Actions",
    ]);
    expect(lastEnrolledGet(api.calls)?.url.search).toBe("?page=1&limit=25&sort=name&order=asc");
    expect(optionValues("Rows per page")).toEqual(["25", "50", "75", "100"]);
  });

  it("filters by the course's classes, in the URL", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeEnrolmentApi(pupilsOneAndThreeEnrolled);
    const router = renderEnrolled();
    await rowOf("Pupil 03");
    await waitFor(() => expect(optionTexts("Class")).toEqual(["All classes", "Class 4", "Class 5"]));
    await filteredTo(user, router, "Class", "5", "?courseId=course-vedic&classNumber=5");
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Pupil 03" })).toBeNull());
    expect(lastEnrolledGet(api.calls)?.url.searchParams.get("classNumber")).toBe("5");
  });

  it("removes a student from the course after confirming, with an empty body", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeEnrolmentApi(
      {
        courses: [geo()],
        students: pupils(2),
        enrolled: [
          ["student-1", "course-geo", 5],
          ["student-1", "course-geo", 6],
          ["student-2", "course-geo", 5],
        ],
      },
      on(enrolmentApi.removeOne, () => {
        api.now({ enrolled: [["student-2", "course-geo", 5]] });
        return REPLIES.removed;
      }),
    );
    renderEnrolled("?courseId=course-geo");
    await user.click(
      within(await rowOf("Pupil 01")).getByRole("button", { name: "Remove Pupil 01 from the course" }),
    );
    let dialog = await findOpenDialog("Remove from course");
    expect(within(dialog).getByText("Remove Pupil 01 (roll number 1001) from Geo Math?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.calls.some((call) => call.method === "PUT")).toBe(false);

    await user.click(
      within(await rowOf("Pupil 01")).getByRole("button", { name: "Remove Pupil 01 from the course" }),
    );
    dialog = await findOpenDialog("Remove from course");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Student removed from course successfully")).toBeTruthy();
    const put = api.calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe("/api/student/removefromcourse/student-1/course-geo");
    expect(put?.body).toEqual({});
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Pupil 01" })).toBeNull());
    expect(api.enrolments.size).toBe(1);
  });

  it("falls back to 'Error removing student from course'", async () => {
    const user = userEvent.setup({ delay: null });
    fakeEnrolmentApi(
      { enrolled: [["student-1", "course-vedic", 5]] },
      on(enrolmentApi.removeOne, badGateway),
    );
    renderEnrolled();
    await user.click(
      within(await rowOf("Pupil 01")).getByRole("button", { name: "Remove Pupil 01 from the course" }),
    );
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Error removing student from course")).toBeTruthy();
  });

  it("says so when nobody is enrolled, with a way to enrol", async () => {
    fakeEnrolmentApi();
    renderEnrolled();
    expect(await screen.findByText("No students enrolled yet")).toBeTruthy();
    const links = screen.getAllByRole("link", { name: "Enrol students" });
    expect(links.at(-1)?.getAttribute("href")).toBe(`${ROUTES.schoolCourseAddStudent}?courseId=course-vedic`);
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    fakeEnrolmentApi({ courses: [vedic()], enrolled: [["student-1", "course-vedic", 5]] });
    renderEnrolled();
    const row = within(await rowOf("Pupil 01"));
    expect(row.getByText("सक्रिय")).toBeTruthy();
    expect(row.getByRole("button", { name: "Pupil 01 को कोर्स से हटाएँ" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /विद्यार्थी आईडी/ })).toBeTruthy();
  });
});
