import { API, MESSAGES } from "@ganit/contracts";
import type { Page } from "@playwright/test";
import { expect, loginThroughPage, signInNewSchool, test, uniqueSuffix } from "../fixtures.ts";
import { deniedAt, roleMenu, seriousViolations, sessionToken, toasts } from "../harness/pages.ts";

/** Fills one class of the Create New Course form: prices, one topic, one sub-topic, its resources. */
async function fillClass(
  klass: ReturnType<Page["getByRole"]>,
  values: { student: string; school: string; topic: string; subtopic: string; resources: [string, string][] },
) {
  await klass.getByRole("textbox", { name: "Price per student (₹)" }).fill(values.student);
  await klass.getByRole("textbox", { name: "Price per school (₹)" }).fill(values.school);
  await klass.getByRole("button", { name: "Add Topic" }).click();
  await klass.getByRole("textbox", { name: "Topic 1 name", exact: true }).fill(values.topic);
  await klass.getByRole("button", { name: "Add Sub-topic" }).click();
  await klass.getByRole("textbox", { name: "Sub-topic 1.1", exact: true }).fill(values.subtopic);
  for (const [index, [type, url]] of values.resources.entries()) {
    await klass.getByRole("button", { name: "Add Resource" }).click();
    const typeSelect = klass.getByRole("combobox", { name: `Resource ${index + 1} type` });
    await expect(typeSelect).toHaveValue("video"); // a new resource is a video with no address
    await expect(klass.getByRole("textbox", { name: `Resource ${index + 1} address` })).toHaveValue("");
    await typeSelect.selectOption(type);
    await klass.getByRole("textbox", { name: `Resource ${index + 1} address` }).fill(url);
  }
}

test("the admin creates a course with two classes and resources, edits one class, and deletes a course after confirming", async ({
  page,
  accounts,
}) => {
  test.slow();
  const admin = await accounts.createAdmin();
  const name = `Vedic Math ${uniqueSuffix()}`;
  await loginThroughPage(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admindashboard$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByLabel("Catalogue counts")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Create New Course, from the menu.
  await roleMenu(page).getByRole("link", { name: "Add Course" }).click();
  await expect(page).toHaveURL(/\/admin\/addcourse$/);
  await page.getByRole("textbox", { name: "Course name", exact: true }).fill(name);
  await fillClass(page.getByRole("region", { name: "Class 1" }), {
    student: "299",
    school: "9000.50",
    topic: "Multiplying by 11",
    subtopic: "Two-digit numbers",
    resources: [
      ["video", "https://videos.example.org/eleven.mp4"],
      ["pdf", "https://files.example.org/eleven.pdf"],
    ],
  });
  await page.getByRole("button", { name: "Add Class" }).click();
  const second = page.getByRole("region", { name: "Class 2" });
  await second.getByRole("combobox", { name: "Class number" }).selectOption("6");
  await fillClass(page.getByRole("region", { name: "Class 6" }), {
    student: "499",
    school: "15000",
    topic: "Squares ending in 5",
    subtopic: "The rule",
    resources: [["Fill in the Blanks", "javascript:alert(1)"]],
  });
  expect(await seriousViolations(page)).toEqual([]);

  // A script address is refused under its field; a real one goes through.
  await page.getByRole("button", { name: "Add Course" }).click();
  const badUrl = page
    .getByRole("region", { name: "Class 6" })
    .getByRole("textbox", { name: "Resource 1 address" });
  await expect(badUrl).toHaveAttribute("aria-invalid", "true");
  await expect(badUrl).toHaveAccessibleDescription(new RegExp(MESSAGES.resourceUrlInvalid.slice(0, 30)));
  await badUrl.fill("https://www.example.org/squares-ending-in-5");
  await page.getByRole("button", { name: "Add Course" }).click();
  await expect(toasts(page).getByText(MESSAGES.courseAdded)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/deletecourse$/);

  // Available Courses: the class buttons open the editor at that class.
  await roleMenu(page).getByRole("link", { name: "Edit Courses" }).click();
  await expect(page).toHaveURL(/\/admin\/viewcourse$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: `Edit Class 6 of ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/editcourse\?class=6$/);
  await expect(page.getByRole("heading", { name: "Class 6", level: 2 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Topic 1 name", exact: true })).toHaveValue(
    "Squares ending in 5",
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Edit class 6 locally, then one save; the dashboard follows 3 seconds later.
  await page.getByRole("textbox", { name: "Price per student (₹)" }).fill("549");
  await page.getByRole("button", { name: "Add Topic" }).click();
  await page.getByRole("textbox", { name: "Topic 2 name", exact: true }).fill("Dividing by 9");
  await page.getByRole("button", { name: "Remove Topic 1" }).click();
  await expect(page.getByRole("textbox", { name: "Topic 1 name", exact: true })).toHaveValue("Dividing by 9");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).getByText(MESSAGES.courseUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/admindashboard$/, { timeout: 8000 });

  // What was saved: the server's document, as the public catalogue and the editor see it.
  const catalogue = (await (await page.request.get("/api/course/get")).json()) as {
    name: string;
    classLevels: { classNumber: number; pricePerStudent: number; pricePerSchool: number }[];
  }[];
  expect(catalogue.find((c) => c.name === name)?.classLevels).toEqual([
    { classNumber: 1, pricePerStudent: 299, pricePerSchool: 9000.5 },
    { classNumber: 6, pricePerStudent: 549, pricePerSchool: 15000 },
  ]);

  // Course Management: search, then delete only after 'Confirm Deletion'.
  await roleMenu(page).getByRole("link", { name: "Remove Courses" }).click();
  await expect(page).toHaveURL(/\/admin\/deletecourse$/);
  await expect(page.getByRole("heading", { name: "Course Management" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  // The search has reached the list (the row may show before that, among the others).
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText("Showing 1 to 1 of 1 courses")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Deletion" });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText(MESSAGES.courseDeleted)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Clear filters" })).toBeVisible();
});

test("the admin course screens read well in Hindi", async ({ page, accounts }) => {
  const admin = await accounts.createAdmin();
  await loginThroughPage(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admindashboard$/);
  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.getByRole("heading", { name: "एडमिन डैशबोर्ड" })).toBeVisible();
  await page.goto("/admin/addcourse");
  await expect(page.getByRole("heading", { name: "नया कोर्स बनाएँ" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a school signed in through the login page lands on Access Denied at /admin/addcourse, and the API refuses its token", async ({
  page,
  accounts,
}) => {
  const _school = await signInNewSchool(page, accounts);
  await deniedAt(page, "/admin/addcourse");
  // The guard is the browser's courtesy; the server is what refuses.
  const token = await sessionToken(page);
  expect(token).not.toBe("");
  const list = await page.request.get(API.courses, { headers: { Authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(403);
});
