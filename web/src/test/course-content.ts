import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { expect } from "vitest";
import { renderSignedIn } from "./render.tsx";

/**
 * What the tests of a student's course-content screens share: the individual learner's and the
 * school student's screens open the same Vedic Math course, class 5, and refuse the same way.
 */

/**
 * A course-content screen at `path` with `query` (its class), signed in with `token`, for the course
 * the student chose before (the screens read it from session storage; `null`: none chosen).
 */
export function renderCourseScreen(
  token: string,
  path: string,
  page: ReactNode,
  query: string,
  courseId: string | null,
) {
  if (courseId) sessionStorage.setItem("courseId", courseId);
  return renderSignedIn(token, path, page, `${path}${query}`);
}

/** Vedic Math's first title: a video (which students do not see) and a worksheet, with the resources' ids. */
export const addingByCompletion = (ids: { video: string; worksheet: string }) => ({
  _id: "title-1",
  title: "Adding by completion",
  resources: [
    { _id: ids.video, type: "video" as const, url: "https://videos.example/1" },
    { _id: ids.worksheet, type: "worksheet" as const, url: "https://sheets.example/sums" },
  ],
});

/**
 * The refusals both screens give, as `[query, course in session storage, message]`: no course, no
 * class or one that is not a number, a class the student has no access to (7) and one not granted
 * yet (6), for a fake API where `course` is the student's.
 */
export const classRefusals = (course: string) =>
  [
    ["?class=5", null, "No course ID found. Please select a course first."],
    ["", course, "Class number is required in the URL parameters."],
    ["?class=abc", course, "Class number is required in the URL parameters."],
    ["?class=7", course, "You don't have access to Class 7."],
    ["?class=6", course, "Access to Class 6 has not been granted."],
  ] as [string, string | null, string][];

/** The screen's refusal: `message`, a Try Again button and the way back to the student's courses. */
export async function expectRefusal(message: string, dashboard: string) {
  expect(await screen.findByText(message)).toBeTruthy();
  expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Back to my courses" }).getAttribute("href")).toBe(dashboard);
}

/** The refusal of class 6 (not granted yet) in Hindi: its message and Try Again, as both screens word them. */
export async function expectClassSixRefusedInHindi() {
  expect(await screen.findByText("कक्षा 6 की पहुँच अभी नहीं दी गई है।")).toBeTruthy();
  expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeTruthy();
}

/**
 * The screen opened at the first resource a student may see: Vedic Math, its worksheet "Adding by
 * completion" in the frame, that worksheet's level and title open in the contents and the worksheet
 * current, and no video offered.
 */
export async function expectOpenedAtTheWorksheet() {
  expect(await screen.findByRole("heading", { level: 1, name: "Vedic Math" })).toBeTruthy();
  const frame = await screen.findByTitle("Worksheet: Adding by completion");
  expect(frame.getAttribute("src")).toBe("https://sheets.example/sums");
  const contents = within(screen.getByRole("navigation", { name: "Course contents" }));
  for (const open of [/1: Fast sums/, /Adding by completion/])
    expect(contents.getByRole("button", { name: open }).getAttribute("aria-expanded")).toBe("true");
  expect(contents.getByRole("button", { name: "Worksheet" }).getAttribute("aria-current")).toBe("true");
  expect(contents.queryByRole("button", { name: "video" })).toBeNull();
}
