import { API, type ContentInput, MESSAGES } from "@ganit/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, loginThroughPage, signInNewSchool, test } from "../fixtures.ts";
import { axeViolations, deniedAt, roleMenu, sessionToken, toasts } from "../harness/pages.ts";
import { addLibraryPage } from "../harness/setup-api.ts";

async function signInAsNewAdmin(
  page: Page,
  accounts: { createAdmin(): Promise<{ username: string; password: string }> },
) {
  const admin = await accounts.createAdmin();
  await loginThroughPage(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admindashboard$/);
}

async function seed(request: APIRequestContext, token: string, items: ContentInput[]) {
  for (const item of items) await addLibraryPage(request, token, item);
}

test("the admin writes a lesson page in /create with a live preview, saves it and opens it in the viewer", async ({
  page,
  accounts,
  suffix,
}) => {
  test.slow();
  const name = `Squares ending in 5 ${suffix}`;
  await signInAsNewAdmin(page, accounts);
  await roleMenu(page).getByRole("link", { name: "Create Content" }).click();
  await expect(page).toHaveURL(/\/create$/);

  // Nothing filled: every field is required, nothing is sent.
  await page.getByRole("button", { name: "Save Content" }).click();
  await expect(page.getByRole("textbox", { name: "Course name", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await page.getByRole("textbox", { name: "Course name", exact: true }).fill(`Vedic Math ${suffix}`);
  await page.getByRole("combobox", { name: "Class number" }).selectOption("6");
  await page.getByRole("textbox", { name: "Topic name", exact: true }).fill("Squares");
  await page.getByRole("textbox", { name: "Subtopic name", exact: true }).fill("Ending in 5");
  await page.getByRole("textbox", { name: "Content name", exact: true }).fill(name);
  // The draft's own script runs in the preview, as it will for learners (inside the sandbox).
  await page
    .getByRole("textbox", { name: "Content (HTML)" })
    .fill(
      '<h1>35 × 35 = 1225</h1><p id="check">static</p><script>document.getElementById("check").textContent = String(35 * 35)</script>',
    );
  const previewFrame = page.locator('iframe[title="Preview of the page being written"]');
  await expect(previewFrame).toHaveAttribute("sandbox", "allow-scripts");
  const preview = page
    .frameLocator('iframe[title="Preview of the page being written"]')
    .frameLocator("iframe");
  await expect(preview.getByRole("heading", { name: "35 × 35 = 1225" })).toBeVisible();
  await expect(preview.locator("#check")).toHaveText("1225");

  await page.getByRole("button", { name: "Save Content" }).click();
  await expect(toasts(page).getByText(MESSAGES.contentSaved)).toBeVisible();

  // The next page of the series: the course is now an existing one to pick.
  await page.getByRole("checkbox", { name: "Use Existing" }).first().check();
  await expect(page.getByRole("combobox", { name: "Course name", exact: true })).toContainText(
    `Vedic Math ${suffix}`,
  );

  const [viewer] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "Open it in the viewer" }).click(),
  ]);
  await expect(viewer).toHaveURL(/\/viewresource\/[0-9a-f-]{36}$/);
  // No header or footer: only the page.
  await expect(viewer.getByRole("banner")).toHaveCount(0);
  const lesson = viewer.frameLocator('iframe[title="Lesson page"]');
  await expect(lesson.getByRole("heading", { name: "35 × 35 = 1225" })).toBeVisible();
  await expect(lesson.locator("#check")).toHaveText("1225");

  // An unknown page says so.
  await viewer.goto("/viewresource/00000000-0000-4000-8000-000000000000");
  await expect(viewer.getByRole("alert")).toHaveText(`Error: ${MESSAGES.notFound}`);
});

test("the library filters (dependent), searches, pages in the URL and deletes after a confirmation", async ({
  page,
  accounts,
  request,
  suffix,
}) => {
  test.slow();
  const course = `Geo Math ${suffix}`;
  const other = `Magic Math ${suffix}`;
  await signInAsNewAdmin(page, accounts);
  const token = await sessionToken(page);
  const base = { classnumber: 7, content: "<p>Angle sum</p>" };
  await seed(request, token, [
    {
      ...base,
      coursename: course,
      topicname: "Triangles",
      subtopicname: "Angles",
      contentname: `Angle sum ${suffix}`,
    },
    {
      ...base,
      coursename: course,
      topicname: "Triangles",
      subtopicname: "Sides",
      contentname: `Sides ${suffix}`,
    },
    {
      ...base,
      coursename: course,
      topicname: "Circles",
      subtopicname: "Radius",
      contentname: `Radius ${suffix}`,
    },
    {
      ...base,
      coursename: other,
      topicname: "Magic squares",
      subtopicname: "3 by 3",
      contentname: `Lo Shu ${suffix}`,
    },
  ]);

  await roleMenu(page).getByRole("link", { name: "View Content" }).click();
  await expect(page).toHaveURL(/\/content$/);
  const topic = page.getByRole("combobox", { name: "Topic", exact: true });
  const subtopic = page.getByRole("combobox", { name: "Subtopic", exact: true });
  await expect(topic).toBeDisabled();
  await expect(subtopic).toBeDisabled();

  await page.getByRole("combobox", { name: "Course", exact: true }).selectOption(course);
  await expect(page).toHaveURL(/course=/);
  await expect(topic).toBeEnabled();
  await expect(page.getByRole("row")).toHaveCount(4); // header + 3
  await topic.selectOption("Triangles");
  await expect(subtopic).toBeEnabled();
  await subtopic.selectOption("Angles");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("cell", { name: `Angle sum ${suffix}`, exact: true })).toBeVisible();

  // Changing the course clears topic and subtopic.
  await page.getByRole("combobox", { name: "Course", exact: true }).selectOption(other);
  await expect(topic).toHaveValue("");
  await expect(subtopic).toBeDisabled();
  await expect(page).not.toHaveURL(/topic=/);
  await expect(page.getByRole("cell", { name: `Lo Shu ${suffix}`, exact: true })).toBeVisible();

  // Reset, then the free-text search; a reload keeps it.
  await page.getByRole("button", { name: "Reset Filters" }).click();
  await expect(page).toHaveURL(/\/content$/);
  await page.getByRole("searchbox", { name: "Search" }).fill(`radius ${suffix}`);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole("cell", { name: `Radius ${suffix}`, exact: true })).toBeVisible();

  // View Details opens in a new tab.
  await expect(
    page.getByRole("link", { name: `View details of Radius ${suffix} (opens in a new tab)` }),
  ).toHaveAttribute("target", "_blank");

  // Delete asks first; Cancel keeps the row, Delete removes it.
  await page.getByRole("button", { name: `Delete Radius ${suffix}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this page?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("cell", { name: `Radius ${suffix}`, exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Delete Radius ${suffix}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText(MESSAGES.contentDeleted)).toBeVisible();
  await expect(page.getByText("No content found matching your criteria")).toBeVisible();
});

test("/content and /create have no serious or critical accessibility violation", async ({
  page,
  accounts,
}) => {
  await signInAsNewAdmin(page, accounts);
  await page.goto("/content");
  await expect(page.getByRole("heading", { name: "Content Library" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reset Filters" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/create");
  await page.getByRole("textbox", { name: "Content (HTML)" }).fill("<h1>Place value</h1>");
  await expect(page.locator('iframe[title="Preview of the page being written"]')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("a school signed in through the login page lands on Access Denied at /content and /create, and the API refuses its token", async ({
  page,
  accounts,
}) => {
  const _school = await signInNewSchool(page, accounts);
  for (const path of ["/content", "/create"]) {
    await deniedAt(page, path);
  }
  const token = await sessionToken(page);
  expect(token).not.toBe("");
  // The guard is the browser's courtesy; the server is what refuses a school's page.
  const write = await page.request.post(API.contentCreate, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      coursename: "School Math",
      classnumber: 4,
      topicname: "Fractions",
      subtopicname: "Halves",
      contentname: "A school's own page",
      content: "<p>Half of 8 is 4</p>",
    },
  });
  expect(write.status()).toBe(403);
});
