import { API, MESSAGES, type PurchaseCreated, type StudentAddResponse } from "@ganit/contracts";
import type { Page } from "@playwright/test";
import { expect, loginThroughPage, test } from "../fixtures.ts";
import { roleMenu, seriousViolations, toasts } from "../harness/pages.ts";
import { approvePayment, buySeats, oneClassCourse, randomUtr } from "../harness/setup-api.ts";

/**
 * The school office's day: a new school follows the getting-started path (buy seats → verification
 * → students → enrolment), a class under review refuses enrolment with the reason, a class mismatch
 * is asked about, a school-wide purchase shows on Available Courses with 'N/A' and opens its
 * content; then a class's sign-in codes are re-issued and the old code stops working. axe-core on
 * each changed screen.
 */

/** On the enrolment screen, the Add button of `name`'s row, for Class 5. */
const addToClass5 = (page: Page, name: string) =>
  page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("button", { name: `Add ${name} to Class 5` })
    .click();

test("a new school follows the getting-started path to enrolled students, with the guardrails and its school-wide course", {
  tag: "@long",
}, async ({ page, request, accounts, suffix }) => {
  const { token: adminToken } = await accounts.adminWithToken();
  const seatsCourse = `Office Day Seats ${suffix}`;
  const schoolCourse = `Office Day Puzzles ${suffix}`;
  const seatsId = await oneClassCourse(request, adminToken, seatsCourse, 5);
  const schoolId = await oneClassCourse(request, adminToken, schoolCourse, 4);

  const { token, ...school } = await accounts.schoolWithToken();

  // A new school: the path starts at buying seats, and Buy Courses is in the menu.
  await loginThroughPage(page, school.username, school.password);
  await expect(page).toHaveURL(/\/schooldashboard$/);
  const path = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Getting started" }) });
  await expect(path.getByText("Buy seats — to do now")).toBeAttached();
  await expect(roleMenu(page).getByRole("link", { name: "Buy Courses" })).toBeVisible();
  expect(await seriousViolations(page), "/schooldashboard new").toEqual([]);

  // Seats bought: the purchase waits for verification, and the dashboard says so.
  const purchase = await buySeats(request, token, [
    { courseId: seatsId, classDetails: [{ classNumber: 5, studentLimit: 10 }] },
  ]);
  const students = [5, 5, 6].map((classNumber, index) => ({
    name: `Child ${index + 1} ${suffix.slice(-4)}`,
    email: `office-${index}-${suffix}@school.test`,
    dob: "2015-03-14",
    Class: classNumber,
    fathername: `Father ${index + 1}`,
  }));
  const added = await request.post(API.addStudentsBulk, {
    headers: { Authorization: token },
    data: { students },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.reload();
  await expect(path.getByText("Payment verified — to do now")).toBeAttached();
  await expect(path.getByText("1 purchase awaiting verification:")).toBeVisible();

  // While the class is under review the enrolment screen says why it takes no one, and the server refuses.
  await page.goto(`/school/courseaddstudent?courseId=${seatsId}`);
  const reason = MESSAGES.classOnHold.replace("{{classNumber}}", "5");
  await expect(page.getByRole("status").filter({ hasText: reason }).first()).toBeVisible();
  const first = students[0]?.name ?? "";
  await addToClass5(page, first);
  await expect(toasts(page).getByText(reason)).toBeVisible();
  expect(await seriousViolations(page), "/school/courseaddstudent on hold").toEqual([]);

  // Verified; and a course bought for the school itself, verified too.
  await approvePayment(request, accounts, purchase._id);
  const forSchool = await request.post(API.buyForSchool, {
    headers: { Authorization: token },
    data: { utrNumber: randomUtr(), coursesForSchool: [{ courseId: schoolId, classNumbers: [4] }] },
  });
  expect(forSchool.status(), await forSchool.text()).toBe(201);
  const schoolPurchase = ((await forSchool.json()) as PurchaseCreated).purchase;
  await approvePayment(request, accounts, schoolPurchase._id);

  // Enrolment: the student class follows the target class; a Class 6 child is asked about.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Student class" })).toHaveValue("5");
  await expect(page.getByText("Showing 1 to 2 of 2 students")).toBeVisible();
  await page.getByRole("combobox", { name: "Student class" }).selectOption("");
  await expect(page).toHaveURL(/anyClass=1/);
  const sixth = students[2]?.name ?? "";
  await addToClass5(page, sixth);
  const mismatch = page.getByRole("dialog", { name: "Not their class" });
  await expect(mismatch).toContainText(`${sixth} is not in Class 5`);
  await mismatch.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("combobox", { name: "Student class" }).selectOption("5");
  await page.getByRole("button", { name: "Select All Filtered" }).click();
  await expect(page.getByText("Seats left in Class 5: 10 · selected: 2")).toBeVisible();
  await page.getByRole("button", { name: "Add Selected" }).click();
  await expect(toasts(page).getByText("Successfully enrolled 2 students")).toBeVisible();
  expect(await seriousViolations(page), "/school/courseaddstudent").toEqual([]);

  // Available Courses: the school-wide course, 'N/A' seats, its content one click away.
  await roleMenu(page).getByRole("link", { name: "Available Courses" }).click();
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: schoolCourse }) });
  await expect(card.getByText("For the school", { exact: true })).toBeVisible();
  await expect(card.getByText("N/A")).toBeVisible();
  expect(await seriousViolations(page), "/school/studentcourses").toEqual([]);
  await card.getByRole("link", { name: `View the content of ${schoolCourse}, Class 4` }).click();
  await expect(page).toHaveURL(new RegExp(`/school/schoolcoursecontent\\?courseId=${schoolId}&class=4`));
  await expect(page.getByText(schoolCourse).first()).toBeVisible();
  await expect(page.getByText("You don't have access")).toHaveCount(0);

  // The dashboard: seats, verification, students and enrolment done; the school-wide course listed.
  await roleMenu(page).getByRole("link", { name: "Dashboard" }).click();
  await expect(path.getByText("Enrol students — done")).toBeAttached();
  await expect(path.getByText("Add teachers — to do now")).toBeAttached();
  await expect(page.getByText("Class 4 · for the school")).toBeVisible();
  expect(await seriousViolations(page), "/schooldashboard").toEqual([]);
});

test("a class's sign-in codes are re-issued: the new sheet prints and the old code stops working", {
  tag: "@long",
}, async ({ page, request, accounts, suffix }) => {
  const { token, ...school } = await accounts.schoolWithToken();
  const added = await request.post(API.addStudentsBulk, {
    headers: { Authorization: token },
    data: {
      students: [1, 2].map((n) => ({
        name: `Sheet Child ${n} ${suffix.slice(-4)}`,
        email: `sheet-${n}-${suffix}@school.test`,
        dob: "2015-03-14",
        Class: 7,
        fathername: `Father ${n}`,
      })),
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const [child] = ((await added.json()) as StudentAddResponse).credentials;
  if (!child) throw new Error("no child");
  const signIn = (password: string) =>
    request.post(API.login, { data: { username: child.username, password } });
  // The first sheet's code works (the login asks the child to choose a password).
  expect((await signIn(child.oneTimeCode)).status()).toBe(409);

  await loginThroughPage(page, school.username, school.password);
  await roleMenu(page).getByRole("link", { name: "View Students" }).click();
  await page.getByRole("combobox", { name: "Class" }).selectOption("7");
  await page.getByRole("button", { name: "New sign-in sheet for Class 7" }).click();
  const dialog = page.getByRole("dialog", { name: "New sign-in codes" });
  await expect(dialog).toContainText("The old codes stop working at once");
  expect(await seriousViolations(page), "new codes dialog").toEqual([]);
  await dialog.getByRole("button", { name: "Issue new codes" }).click();
  await expect(toasts(page).getByText(MESSAGES.newCodesIssued)).toBeVisible();
  const sheet = page.getByRole("region", { name: "Sign-in details" });
  const row = sheet.getByRole("row").filter({ hasText: child.username });
  const newCode =
    (
      await row
        .getByText(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/)
        .first()
        .textContent()
    )?.trim() ?? "";
  expect(newCode).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  expect(newCode).not.toBe(child.oneTimeCode);
  expect(await seriousViolations(page), "/school/viewstudents with the new sheet").toEqual([]);

  // The old code no longer opens anything; the new one does.
  expect((await signIn(child.oneTimeCode)).status()).toBe(401);
  expect((await signIn(newCode)).status()).toBe(409);
});
