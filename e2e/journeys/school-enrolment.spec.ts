import { API, MESSAGES } from "@ganit/contracts";
import { expect, loginThroughPage, test } from "../fixtures.ts";
import { fitsThePhone, roleMenu, seriousViolations, toasts } from "../harness/pages.ts";
import { oneClassCourse, schoolWithSeats } from "../harness/setup-api.ts";

/**
 * A school enrols its students: a course class with 40 seats bought and approved, 36 students (30 of
 * them in Class 5) added through the API; the school filters on Class 5 and, 25 rows a page, enrols
 * all 30 across both pages with Select All Filtered; it removes one on the enrolment screen and one
 * on the enrolled-students screen, and the seat bar of /school/studentcourses reads 28/40. axe-core on
 * each screen; the cards and the enrolment screen fit a 390 px phone.
 */
const SEATS = 40;

test("a school enrols 30 students over two pages with Select All Filtered, removes two, and the seat bar follows", {
  tag: "@long",
}, async ({ page, request, accounts, suffix }) => {
  const courseName = `Enrolment Journey ${suffix}`;

  // The catalogue: a course with Class 5.
  const { token: adminToken } = await accounts.adminWithToken();
  const courseId = await oneClassCourse(request, adminToken, courseName, 5);

  // The school buys 40 seats of Class 5; the superadmin approves the payment.
  const { school, schoolToken } = await schoolWithSeats(request, accounts, {
    courseId,
    classNumber: 5,
    studentLimit: SEATS,
  });

  // 36 students: 30 in Class 5, 6 in Class 6.
  const students = Array.from({ length: 36 }, (_, index) => ({
    name: `Pupil ${String(index + 1).padStart(2, "0")} ${suffix.slice(-4)}`,
    email: `parent-${index}-${suffix}@school.test`,
    dob: "2015-03-14",
    Class: index < 30 ? 5 : 6,
    fathername: `Father ${index + 1}`,
  }));
  const bulk = await request.post(API.addStudentsBulk, {
    headers: { Authorization: schoolToken },
    data: { students },
  });
  expect(bulk.status()).toBe(200);

  // The course's card: no seat used yet.
  await loginThroughPage(page, school.username, school.password);
  await expect(page).toHaveURL(/\/schooldashboard$/);
  await roleMenu(page).getByRole("link", { name: "Available Courses" }).click();
  await expect(page).toHaveURL(/\/school\/studentcourses$/);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: courseName }) });
  const seatBar = card.getByRole("progressbar", { name: "Seats used in Class 5" });
  await expect(seatBar).toHaveAttribute("aria-valuetext", `0 / ${SEATS}`);
  expect(await seriousViolations(page)).toEqual([]);

  // The card opens the enrolment screen, with the course's name and statistics.
  await card.getByRole("link", { name: courseName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/school/courseaddstudent\\?courseId=${courseId}$`));
  await expect(page.getByRole("heading", { level: 1, name: courseName })).toBeVisible();
  await expect(page.getByTestId("total-enrollments")).toHaveText("0");
  await expect(page.getByTestId("total-capacity")).toHaveText(String(SEATS));
  const target = page.getByRole("combobox", { name: "Course class" });
  await expect(target.locator("option:checked")).toHaveText(`Class 5 (0/${SEATS})`);
  await expect(page.getByRole("button", { name: "Add Selected" })).toBeDisabled();
  await expect(page.getByText("Please select at least one student")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The students of Class 5: 30 over two pages of 25.
  await page.getByRole("combobox", { name: "Student class" }).selectOption("5");
  await expect(page).toHaveURL(/studentClass=5/);
  await expect(page.getByText("Showing 1 to 25 of 30 students")).toBeVisible();
  await page.getByRole("button", { name: "Select All Filtered" }).click();
  await expect(page.getByText("30 students selected")).toBeVisible();
  await page.getByRole("button", { name: "Add Selected" }).click();
  await expect(toasts(page).getByText("Successfully enrolled 30 students")).toBeVisible();
  await expect(page.getByTestId("total-enrollments")).toHaveText("30");
  await expect(page.getByTestId("available-seats")).toHaveText(String(SEATS - 30));
  await expect(target.locator("option:checked")).toHaveText(`Class 5 (30/${SEATS})`);
  await expect(page.getByText("0 students selected")).toBeVisible();

  // Page 2 holds the last five, enrolled too; one is removed here.
  await page.getByRole("button", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("Showing 26 to 30 of 30 students")).toBeVisible();
  const last = students[29]?.name ?? "";
  const lastRow = page.getByRole("row").filter({ hasText: last });
  await expect(lastRow.getByText("Enrolled", { exact: true })).toBeVisible();
  await lastRow.getByRole("button", { name: `Remove ${last} from Class 5` }).click();
  await expect(toasts(page).getByText(MESSAGES.studentRemovedFromCourse)).toBeVisible();
  await expect(lastRow.getByRole("button", { name: `Add ${last} to Class 5` })).toBeVisible();
  await expect(page.getByTestId("total-enrollments")).toHaveText("29");
  expect(await seriousViolations(page)).toEqual([]);

  // The enrolled students: another is removed after confirming.
  await page.getByRole("link", { name: "View enrolled students" }).click();
  await expect(page).toHaveURL(/\/school\/courseviewstudents\?courseId=/);
  await expect(page.getByText("Showing 1 to 25 of 29 students")).toBeVisible();
  const first = students[0]?.name ?? "";
  const firstRow = page.getByRole("row").filter({ hasText: first });
  await expect(firstRow.getByText("Active")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await firstRow.getByRole("button", { name: `Remove ${first} from the course` }).click();
  const dialog = page.getByRole("dialog", { name: "Remove from course" });
  await expect(dialog).toContainText(first);
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(toasts(page).getByText(MESSAGES.studentRemovedFromCourse)).toBeVisible();
  await expect(page.getByText("Showing 1 to 25 of 28 students")).toBeVisible();
  await expect(firstRow).toHaveCount(0);

  // The seat bar follows: 28 of 40.
  await roleMenu(page).getByRole("link", { name: "Available Courses" }).click();
  await expect(seatBar).toHaveAttribute("aria-valuetext", `28 / ${SEATS}`);
  await expect(seatBar).toHaveAttribute("aria-valuenow", String(Math.round((28 / SEATS) * 100)));

  // On a phone: the cards and the enrolment screen fit, and pass axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(seatBar).toBeVisible();
  await fitsThePhone(page);
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole("link", { name: courseName, exact: true }).click();
  await expect(page.getByTestId("total-enrollments")).toHaveText("28");
  await expect(
    page.getByRole("list", { name: "Students and their enrolment in the chosen class" }),
  ).toBeVisible();
  await fitsThePhone(page);
  expect(await seriousViolations(page)).toEqual([]);
});
