import { MESSAGES } from "@ganit/contracts";
import { expect, loginThroughPage, test, uniqueSuffix } from "../fixtures.ts";
import { roleMenu, seriousViolations, toasts } from "../harness/pages.ts";
import { buySeats, patternsCourse, randomUtr } from "../harness/setup-api.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

/**
 * The superadmin's side of buying seats: a school's course enablement (part 2 §2, §5, §8) and the
 * payments to verify, from the menu items that lead to them.
 */

test("the superadmin enables a student course for a school, edits a limit, removes a class and the course", async ({
  page,
  accounts,
}) => {
  test.slow();
  const name = `Pattern Play ${uniqueSuffix()}`;
  await patternsCourse(page.request, accounts, name);
  const school = await accounts.registerSchool();

  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/superadmindashboard$/);
  await expect(page.getByRole("heading", { name: "Superadmin Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Schools Registered Per Day" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // View Schools, from the menu: search the school and open its enablement with Add Courses.
  await roleMenu(page).getByRole("link", { name: "View Schools" }).click();
  await expect(page).toHaveURL(/\/superadmin\/activeschools$/);
  await page.getByRole("searchbox", { name: "Search" }).fill(school.name);
  await expect(page).toHaveURL(/search=/);
  const manage = page.getByRole("link", { name: `Add courses for ${school.name}` });
  await expect(manage).toBeVisible();
  await manage.click();
  await expect(page).toHaveURL(/\/superadmin\/addcourses\?schoolId=/);
  await expect(page.getByRole("heading", { name: school.name, level: 1 })).toBeVisible();
  const students = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Student Courses" }) });
  await expect(students).toContainText("No courses enabled yet.");
  expect(await seriousViolations(page)).toEqual([]);

  // Add Course: for students, two classes with their limits.
  await page.getByRole("button", { name: "Add Course" }).click();
  const form = page.getByRole("form", { name: "Add Course" });
  await form.getByRole("combobox", { name: "Course type" }).selectOption({ label: "For Students" });
  await form.getByRole("combobox", { name: "Course", exact: true }).selectOption({ label: name });
  await expect(form.getByRole("button", { name: "Submit" })).toBeDisabled();
  await form.getByRole("combobox", { name: "Class number" }).selectOption({ label: "Class 3" });
  await form.getByRole("spinbutton", { name: "Student limit" }).fill("20");
  await form.getByRole("button", { name: "Add Class" }).click();
  await form.getByRole("combobox", { name: "Class number" }).nth(1).selectOption({ label: "Class 4" });
  await form.getByRole("spinbutton", { name: "Student limit" }).nth(1).fill("30");
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(toasts(page).getByText(MESSAGES.courseAdded)).toBeVisible();
  await expect(form).toBeHidden();
  const class3 = students.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Class 3" }) });
  const class4 = students.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Class 4" }) });
  await expect(class3).toContainText("20");
  await expect(class3).toContainText("Active");
  await expect(class4).toContainText("30");

  // Edit Class 3's limit.
  await page.getByRole("button", { name: `Edit class 3 of ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Class 3" });
  await edit.getByRole("spinbutton", { name: "Student limit" }).fill("25");
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page).getByText(MESSAGES.classUpdated)).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(class3.getByRole("cell").nth(1)).toHaveText("25");

  // Remove Class 4, after 'Remove this class?'.
  await page.getByRole("button", { name: `Remove class 4 of ${name}` }).click();
  const removeClass = page.getByRole("dialog", { name: "Remove this class?" });
  await removeClass.getByRole("button", { name: "Remove" }).click();
  await expect(toasts(page).getByText(MESSAGES.classRemoved)).toBeVisible();
  await expect(class4).toHaveCount(0);

  // Remove the course, after 'Remove this course and all its classes?'.
  await page.getByRole("button", { name: `Remove course ${name}` }).click();
  const removeCourse = page.getByRole("dialog", { name: "Remove this course and all its classes?" });
  await removeCourse.getByRole("button", { name: "Remove" }).click();
  await expect(toasts(page).getByText(MESSAGES.courseRemoved)).toBeVisible();
  await expect(students).toContainText("No courses enabled yet.");
});

test("the superadmin approves a school's pending purchase on the payments screen", async ({
  page,
  accounts,
}) => {
  test.slow();
  const courseId = await patternsCourse(page.request, accounts, `Shape Lab ${uniqueSuffix()}`);
  const { token, ...school } = await accounts.schoolWithToken();
  const utr = randomUtr();
  await buySeats(
    page.request,
    token,
    [{ courseId, active: true, classDetails: [{ classNumber: 5, studentLimit: 10 }] }],
    utr,
  );

  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/superadmindashboard$/);
  await roleMenu(page).getByRole("link", { name: "Payments" }).click();
  await expect(page).toHaveURL(/\/superadmin\/payments$/);
  await page.getByRole("searchbox", { name: "Search" }).fill(utr);
  await expect(page).toHaveURL(new RegExp(`search=${utr}`));
  const row = page.getByRole("row").filter({ hasText: utr });
  await expect(row).toContainText(school.name);
  await expect(row).toContainText("10 seats");
  await expect(row).toContainText("₹1,500.00");
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole("button", { name: /^Approve the payment of/ }).click();
  const dialog = page.getByRole("dialog", { name: "Approve this payment?" });
  await expect(dialog).toContainText(utr);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(toasts(page).getByText(MESSAGES.paymentApproved)).toBeVisible();
  await expect(row).toHaveCount(0);

  // Verified: it offers its receipt; on the school's enablement screen the class is active.
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Verified" });
  await expect(row.getByRole("link", { name: /^Receipt of the payment of/ })).toBeVisible();
  await row.getByRole("link", { name: school.name, exact: true }).click();
  await expect(page.getByRole("heading", { name: school.name, level: 1 })).toBeVisible();
  const class5 = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Class 5" }) });
  await expect(class5).toContainText("Active");
  await expect(class5).not.toContainText("Under review");
});
