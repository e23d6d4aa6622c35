import { API, MESSAGES, type PublicCourse } from "@ganit/contracts";
import type { Page } from "@playwright/test";
import { appReady, expect, loginThroughPage, test } from "../fixtures.ts";
import { fitsThePhone, seriousViolations, toasts } from "../harness/pages.ts";
import { addLibraryPage, enrolledPupil, schoolWithSeats } from "../harness/setup-api.ts";

/**
 * A course's names in two languages and its resources by name: the admin gives a course and a topic
 * a Hindi name and picks a lesson page from the content library by searching it (a typed address
 * still possible); a pupil reading Hindi sees the Hindi names (the English one where there is no
 * Hindi one), each resource by its lesson page's name over its translated type.
 */

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/screens-names/${name}-${width}.png`,
      fullPage: width === 390,
    });
  }
}

test("the admin names a course in Hindi and picks its lesson page from the library; a pupil reading Hindi sees both", {
  tag: "@long",
}, async ({ page: adminPage, browser, accounts, suffix }) => {
  let page = adminPage;
  const { token: adminToken, ...admin } = await accounts.adminWithToken();
  const library = `Names Library ${suffix}`;
  const pageName = `Multiply by 11 in one line ${suffix}`;
  for (const [topicname, contentname] of [
    ["Fast multiplication", pageName],
    ["Squares", `Squares ending in 5 ${suffix}`],
  ] as const) {
    await addLibraryPage(page.request, adminToken, {
      coursename: library,
      classnumber: 5,
      topicname,
      subtopicname: "The rule",
      contentname,
      content: "<!DOCTYPE html><html><body><p>11 × 23 = 253</p></body></html>",
    });
  }

  const courseName = `Vedic Names ${suffix}`;
  const courseNameHi = `वैदिक गणित ${suffix}`;
  await loginThroughPage(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admindashboard$/);
  await page.goto("/admin/addcourse");
  await appReady(page);
  await page.getByRole("textbox", { name: "Course name", exact: true }).fill(courseName);
  await page.getByRole("textbox", { name: "Course name in Hindi (optional)" }).fill(courseNameHi);
  const klass = page.getByRole("region", { name: "Class 1" });
  await klass.getByRole("textbox", { name: "Price per student (₹)" }).fill("199");
  await klass.getByRole("textbox", { name: "Price per school (₹)" }).fill("4999");
  await klass.getByRole("button", { name: "Add Topic" }).click();
  await klass.getByRole("textbox", { name: "Topic 1 name", exact: true }).fill("Fast multiplication");
  await klass.getByRole("textbox", { name: "Topic 1 name in Hindi (optional)" }).fill("तेज़ गुणा");
  await klass.getByRole("button", { name: "Add Sub-topic" }).click();
  await klass.getByRole("textbox", { name: "Sub-topic 1.1", exact: true }).fill("Multiplying by 11");
  await klass.getByRole("button", { name: "Add Resource" }).click();
  await klass.getByRole("combobox", { name: "Resource 1 type" }).selectOption("practice");

  // Choose a lesson page: the library searched on the server, narrowed by course.
  await klass.getByRole("button", { name: "Choose a lesson page for resource 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a lesson page" });
  await dialog.getByRole("combobox", { name: "Course" }).selectOption(library);
  // Other journeys' libraries may hold pages of the same name: this one's carry its suffix.
  const squares = dialog.getByRole("button", { name: new RegExp(`Squares ending in 5 ${suffix}`) });
  await expect(squares).toBeVisible();
  await dialog.getByRole("searchbox", { name: "Search by name or any words" }).fill("Multiply by 11");
  await expect(squares).toHaveCount(0);
  const choice = dialog.getByRole("button", { name: new RegExp(pageName) });
  await expect(choice).toContainText(`${library} · Class 5 · Fast multiplication › The rule`);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, "picker-en");
  await choice.click();
  await expect(dialog).toBeHidden();
  await expect(klass.getByRole("textbox", { name: "Resource 1 address" })).toHaveValue(
    /^\/viewresource\/[0-9a-f-]{36}$/,
  );
  await expect(klass.getByText(`Lesson page: ${pageName}`)).toBeVisible();

  // A typed address is still taken.
  await klass.getByRole("button", { name: "Add Resource" }).click();
  await klass.getByRole("combobox", { name: "Resource 2 type" }).selectOption("Geogebra");
  await klass.getByRole("textbox", { name: "Resource 2 address" }).fill("https://www.geogebra.org/geometry");
  await screenshots(page, "editor-en");
  await page.getByRole("button", { name: "Add Course" }).click();
  await expect(toasts(page).getByText(MESSAGES.courseAdded)).toBeVisible();
  const catalogue = (await (await page.request.get(API.publicCourses)).json()) as PublicCourse[];
  const course = catalogue.find((c) => c.name === courseName);
  expect(course?.nameHi).toBe(courseNameHi);
  const courseId = course?._id ?? "";

  // A pupil of a school that bought the class reads it in Hindi.
  const { schoolToken } = await schoolWithSeats(page.request, accounts, {
    courseId,
    classNumber: 1,
    studentLimit: 5,
  });
  const password = `Names-${suffix}-Aa1!`;
  const pupil = await enrolledPupil(
    page.request,
    schoolToken,
    {
      name: "Meera Iyer",
      email: `meera-${suffix}@school.test`,
      dob: "2019-03-14",
      Class: 1,
      fathername: "Ravi",
    },
    courseId,
    password,
  );
  page = await (await browser.newContext()).newPage();
  await loginThroughPage(page, pupil.username, password);
  await expect(page).toHaveURL(/\/studentdashboard$/);
  await page.evaluate(() => localStorage.setItem("language", "hi"));
  await page.reload();
  await appReady(page);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: courseNameHi }) });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "कक्षा 1" }).click();
  const contents = page.getByRole("navigation", { name: "कोर्स की सामग्री" });
  await expect(contents.getByText(courseNameHi)).toBeVisible();
  await expect(contents.getByRole("button", { name: "1: तेज़ गुणा" })).toBeVisible();
  // No Hindi name for the sub-topic: its English one.
  await expect(contents.getByRole("button", { name: "Multiplying by 11" })).toBeVisible();
  await expect(contents.getByRole("button", { name: new RegExp(`^${pageName}\\s*अभ्यास$`) })).toBeVisible();
  await expect(contents.getByRole("button", { name: "जियोजेब्रा" })).toBeVisible();
  await expect(contents.getByText("practice", { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, "viewer-hi");
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsThePhone(page);

  // The dashboard's 'continue where you left off' names the course in Hindi too.
  await page.goto("/studentdashboard");
  await appReady(page);
  await expect(
    page.getByText(new RegExp(`${courseNameHi} · कक्षा 1 · Multiplying by 11 \\(अभ्यास\\)`)),
  ).toBeVisible();
  await screenshots(page, "dashboard-hi");
});
