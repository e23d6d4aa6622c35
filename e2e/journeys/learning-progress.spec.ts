import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import type { Page } from "@playwright/test";
import { expect, loginThroughPage, signedInPage, test } from "../fixtures.ts";
import { seriousViolations } from "../harness/pages.ts";
import {
  addCourse,
  addLibraryPage,
  enrolledNewPupil,
  fastSumsCourse,
  schoolWithSeats,
} from "../harness/setup-api.ts";

/**
 * Learning with progress: a school's student opens a lesson, marks it done, signs out and in, and
 * continues where they left off; the school's teacher sees that progress in the class progress
 * table and exports it; the school sees the same table. Course, seats, enrolment and accounts are
 * set up through the API, as the other journeys walk those screens.
 */

async function logout(page: Page, name: string) {
  await page.getByRole("button", { name: new RegExp(`Account menu for ${name}`) }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test("a student marks a lesson done, signs out and in and continues there; the teacher and the school see the progress", {
  tag: "@long",
}, async ({ page, browser, request, accounts, suffix }) => {
  const courseName = `Number Sense ${suffix}`;

  // The catalogue: class 6 with two titles, a lesson page each, and a video students never see.
  const { token: adminToken } = await accounts.adminWithToken();
  const lessonIds: string[] = [];
  for (const [name, body] of [
    ["Completion", "<h1>Adding by completion</h1><p>48 + 37 = 50 + 35 = 85</p>"],
    ["Hundreds", "<h1>Subtracting from 100</h1><p>100 − 37 = 63</p>"],
  ] as const) {
    lessonIds.push(
      await addLibraryPage(request, adminToken, {
        coursename: courseName,
        classnumber: 6,
        topicname: "Fast sums",
        subtopicname: name,
        contentname: `${name} ${suffix}`,
        content: body,
      }),
    );
  }
  const courseId = await addCourse(
    request,
    adminToken,
    fastSumsCourse(courseName, [
      {
        title: "Adding by completion",
        resources: [
          { type: "video", url: "https://videos.example.org/completion" },
          { type: "worksheet", url: `/viewresource/${lessonIds[0]}` },
        ],
      },
      {
        title: "Subtracting from 100",
        resources: [{ type: "practice", url: `/viewresource/${lessonIds[1]}` }],
      },
    ]),
  );

  // A school buys 5 seats of class 6; the superadmin verifies the payment.
  const { school, schoolToken } = await schoolWithSeats(request, accounts, {
    courseId,
    classNumber: 6,
    studentLimit: 5,
  });

  // The school adds a student and enrols them in class 6; the child chooses a password.
  const { credential, ...child } = await enrolledNewPupil(request, schoolToken, courseId, {
    name: "Meera Progress",
    dob: "2014-05-06",
    classNumber: 6,
  });

  // The school adds a teacher and gives them Class 6 (a teacher reaches only the classes given to
  // them); the teacher sets a password through the welcome mail.
  const teacher = await accounts.addTeacher(schoolToken, "Kavita Teacher", [{ courseId, classNumber: 6 }]);

  // The student's dashboard: My Courses, nothing to resume yet.
  await loginThroughPage(page, credential.username, child.password);
  await expect(page).toHaveURL(/\/studentdashboard$/);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: courseName }) });
  await expect(card.getByRole("button", { name: "Class 6" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue where you left off" })).toHaveCount(0);
  expect(await seriousViolations(page), "/studentdashboard").toEqual([]);

  // The class opens at its first lesson; the video is not there.
  await card.getByRole("button", { name: "Class 6" }).click();
  await expect(page).toHaveURL(/\/student\/coursecontent\?class=6$/);
  await expect(
    page.frameLocator(`iframe[title="Worksheet: Completion ${suffix}"]`).getByText("48 + 37"),
  ).toBeVisible();
  const contents = page.getByRole("navigation", { name: "Course contents" });
  await expect(contents.getByRole("button", { name: "Video" })).toHaveCount(0);
  expect(await seriousViolations(page), "/student/coursecontent").toEqual([]);

  // The second lesson: opened and marked done, ticked in the tree.
  await contents.getByRole("button", { name: /Subtracting from 100/ }).click();
  // Each resource by its lesson page's name over its type.
  await contents.getByRole("button", { name: new RegExp(`^Hundreds ${suffix}\\s*Practice$`) }).click();
  await expect(
    page.frameLocator(`iframe[title="Practice: Hundreds ${suffix}"]`).getByText("100 − 37 = 63"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Mark as done" }).click();
  await expect(page.getByRole("button", { name: "Done (undo)" })).toBeVisible();
  await expect(
    contents.getByRole("button", { name: new RegExp(`^Hundreds ${suffix}\\s*\\(done\\)\\s*Practice$`) }),
  ).toBeVisible();
  expect(await seriousViolations(page), "/student/coursecontent, a lesson done").toEqual([]);

  // Signed out and in again: 'Continue where you left off' opens that lesson, still done.
  await logout(page, child.name);
  await loginThroughPage(page, credential.username, child.password);
  await expect(page).toHaveURL(/\/studentdashboard$/);
  await expect(page.getByText(`${courseName} · Class 6 · Subtracting from 100 (Practice)`)).toBeVisible();
  expect(await seriousViolations(page), "/studentdashboard with resume").toEqual([]);
  await page.getByRole("button", { name: "Continue where you left off" }).click();
  await expect(page).toHaveURL(/\/student\/coursecontent\?class=6&resource=/);
  await expect(
    page.frameLocator(`iframe[title="Practice: Hundreds ${suffix}"]`).getByText("100 − 37 = 63"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Done (undo)" })).toBeVisible();

  // On a phone: the contents fold away behind a button, the lesson and its button stay usable.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Hide contents" }).click();
  await expect(page.getByRole("button", { name: "Show contents" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Done (undo)" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page), "/student/coursecontent on a phone").toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The teacher, in another browser: the course, every resource type, and the class progress.
  const staff = await signedInPage(browser, teacher.email, teacher.password, "/teacherdashboard");
  const teacherCard = staff
    .getByRole("article")
    .filter({ has: staff.getByRole("heading", { name: courseName }) });
  expect(await seriousViolations(staff), "/teacherdashboard").toEqual([]);
  await teacherCard.getByRole("button", { name: "Class 6" }).click();
  await expect(staff).toHaveURL(/\/teacher\/coursecontent\?class=6$/);
  const teacherContents = staff.getByRole("navigation", { name: "Course contents" });
  await teacherContents.getByRole("button", { name: /1: Fast sums/ }).click();
  await teacherContents.getByRole("button", { name: /Adding by completion/ }).click();
  await expect(teacherContents.getByRole("button", { name: "Video" })).toBeVisible();
  expect(await seriousViolations(staff), "/teacher/coursecontent").toEqual([]);

  await staff.getByRole("tab", { name: "Class progress" }).click();
  const row = staff.getByRole("row", { name: new RegExp(child.name) });
  await expect(row.getByRole("cell")).toHaveText([
    credential.rollNumber,
    "not done",
    "✓done",
    "1 / 2",
    "1 / 2",
    // The child's report for the parents' meeting, in either language.
    new RegExp(`Print ${child.name}'s report`),
  ]);
  expect(await seriousViolations(staff), "/teacher/coursecontent progress").toEqual([]);
  const [download] = await Promise.all([
    staff.waitForEvent("download"),
    staff.getByRole("button", { name: "Export .xlsx" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^progress-number-sense-.*-class-6\.xlsx$/);
  const book = XLSX.read(readFileSync(await download.path()), { type: "buffer" });
  const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0] ?? ""] as XLSX.WorkSheet, {
    header: 1,
    defval: "",
  });
  expect(sheet[1]).toEqual([credential.rollNumber, child.name, "", "✓", 1, 1]);
  await staff.context().close();

  // The school sees the same table from its own viewer (its course cards put the id in session storage).
  await logout(page, child.name);
  await loginThroughPage(page, school.username, school.password);
  await expect(page).toHaveURL(/\/schooldashboard$/);
  await page.evaluate((id) => sessionStorage.setItem("courseId", id), courseId);
  await page.goto("/school/schoolcoursecontent?class=6&view=progress");
  await expect(page.getByRole("row", { name: new RegExp(child.name) })).toContainText("1 / 2");
  expect(await seriousViolations(page), "/school/schoolcoursecontent progress").toEqual([]);

  // In Hindi too.
  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.getByRole("tab", { name: "कक्षा की प्रगति" })).toHaveAttribute("aria-selected", "true");
  expect(await seriousViolations(page), "/school/schoolcoursecontent in Hindi").toEqual([]);
});
